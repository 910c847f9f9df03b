export { Stack, Card } from './Layout.tsx';
