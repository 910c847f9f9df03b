export { routes } from './table.ts';
export { PAYMENT_QUERY, paymentPagePath, pharmacyInstructionsPath, pharmacyPathOf } from './addresses.ts';
