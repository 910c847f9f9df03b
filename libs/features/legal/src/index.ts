export { InformationalPage } from './InformationalPage.tsx';
