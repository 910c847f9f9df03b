export { OtpField, type OtpFieldProps } from './OtpField.tsx';
export { extractOtpDigits } from './otpCode.ts';
