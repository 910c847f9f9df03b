export { PrescriptionsPage, PrescriptionsView } from './PrescriptionsPage.tsx';
export { PrescriptionCard } from './PrescriptionCard.tsx';
export { iconForTitle, PhoneText, timelineEntries } from './timeline.tsx';
