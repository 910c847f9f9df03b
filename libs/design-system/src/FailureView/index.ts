export { FailureView } from './FailureView.tsx';
