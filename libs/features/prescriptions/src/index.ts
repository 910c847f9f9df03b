export { PrescriptionsPage, PrescriptionsView } from './PrescriptionsPage.tsx';
export { PrescriptionCard } from './PrescriptionCard.tsx';
export { iconForTitle, timelineEntries } from './timeline.tsx';
