export { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField.tsx';
export {
  DATE_OF_BIRTH_PART_LENGTH,
  EMPTY_DATE_OF_BIRTH,
  dateOfBirthParts,
  parseDateOfBirth,
  type DateOfBirthPart,
  type DateOfBirthValue,
} from './dateOfBirth.ts';
