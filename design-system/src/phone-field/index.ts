export { countryCallingCodes, PhoneField, phoneFieldVariants, phoneNumberError } from './phone-field.tsx';
export type { PhoneFieldMessages, PhoneFieldProps } from './phone-field.tsx';
