export { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';
export {
  INTERNATIONAL_PHONE_MAX_DIGITS,
  formatUsPhone,
  normaliseInternationalPhone,
  type UsPhone,
} from './phoneMask.ts';
