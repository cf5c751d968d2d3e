export {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldVariants,
  useField,
  useFieldControl,
} from './field.tsx';
export type {
  FieldContentProps,
  FieldContextValue,
  FieldControlProps,
  FieldDescriptionProps,
  FieldErrorProps,
  FieldLabelProps,
  FieldProps,
} from './field.tsx';
