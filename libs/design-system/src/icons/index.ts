// One file per icon: the bundler places a file whole in one chunk, so the landing page carries
// only the icons it draws.
export { AlertCircleIcon } from './AlertCircleIcon.tsx';
export { CloseIcon } from './CloseIcon.tsx';
export { MenuIcon } from './MenuIcon.tsx';
