export { OtpField, type OtpFieldProps } from './OtpField.tsx';
export { OTP_LENGTH, extractOtpDigits } from './otpCode.ts';
