export { LegalDocumentView } from './LegalDocument.tsx';
