export { Box, Stack, Inline, Columns, Card, Notice, noticeTones, columnsBreakpoints, type BoxProps, type NoticeTone } from './Layout.tsx';
