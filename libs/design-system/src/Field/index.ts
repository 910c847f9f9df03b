export {
  FieldDescription,
  FieldError,
  describedBy,
  fieldClass,
  fieldErrorVariants,
  fieldInputClass,
  fieldLabelClass,
  hasFieldError,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type FieldErrorVariant,
} from './Field.tsx';
