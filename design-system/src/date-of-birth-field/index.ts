export {
  DateOfBirthField,
  dateOfBirthFieldVariants,
  dateOfBirthMask,
  dateOfBirthMessage,
} from './date-of-birth-field.tsx';
export type { DateOfBirthFieldProps, DateOfBirthMessages } from './date-of-birth-field.tsx';
