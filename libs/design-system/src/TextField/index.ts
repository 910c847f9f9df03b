export { TextField, textFieldTypes, type TextFieldInputMode, type TextFieldProps, type TextFieldType } from './TextField.tsx';
