export { AlertCircleIcon, CloseIcon, MenuIcon } from './icons.tsx';
