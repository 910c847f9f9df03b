export { PhoneText } from './PhoneText.tsx';
