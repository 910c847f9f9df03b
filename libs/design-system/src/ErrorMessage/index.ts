export { ErrorBox, ErrorBanner } from './ErrorMessage.tsx';
