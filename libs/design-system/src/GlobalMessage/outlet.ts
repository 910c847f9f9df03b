export { GlobalMessageOutlet } from './GlobalMessageOutlet.tsx';
