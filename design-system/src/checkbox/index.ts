export { Checkbox, checkboxVariants } from './checkbox.tsx';
export type { CheckboxProps } from './checkbox.tsx';
