export { ServerText } from './ServerText.tsx';
