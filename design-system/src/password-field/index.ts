export { PasswordField, passwordFieldVariants } from './password-field.tsx';
export type { PasswordFieldMessages, PasswordFieldProps, PasswordRuleState } from './password-field.tsx';
