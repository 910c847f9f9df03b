export {
  FieldDescription,
  FieldError,
  fieldErrorVariants,
  fieldLabelClass,
  type FieldErrorProps,
  type FieldErrorVariant,
} from './Field.tsx';
