export { PricingInfo, type PricingInfoContent } from './PricingInfo.tsx';
