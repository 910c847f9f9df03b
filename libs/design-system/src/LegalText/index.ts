export { LegalText, type LegalTextContent } from './LegalText.tsx';
