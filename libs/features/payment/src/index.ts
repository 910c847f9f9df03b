export { PaymentPage } from './PaymentPage.tsx';

export { PaymentReturn } from './PaymentReturn.tsx';

