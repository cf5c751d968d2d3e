export { Input, inputVariants } from './input.tsx';
export type { InputProps } from './input.tsx';
