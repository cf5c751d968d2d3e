export { Checkbox, checkboxVariants } from './checkbox.tsx';
export type { CheckboxProps } from './checkbox.tsx';
export { NativeCheckbox } from './native-checkbox.tsx';
export type { NativeCheckboxProps } from './native-checkbox.tsx';
