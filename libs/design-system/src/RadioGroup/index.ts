export { RadioGroupField, type RadioGroupFieldProps, type RadioGroupHandle, type RadioOption } from './RadioGroup.tsx';
