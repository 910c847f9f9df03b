export { PrescriptionsPage } from './PrescriptionsPage.tsx';

