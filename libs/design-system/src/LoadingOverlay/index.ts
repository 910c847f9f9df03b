export { LoadingOverlay } from './LoadingOverlay.tsx';
