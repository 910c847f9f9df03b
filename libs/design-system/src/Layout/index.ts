export { Box, Stack, Inline, Columns, Card, Notice, noticeTones, type BoxProps, type NoticeTone } from './Layout.tsx';
