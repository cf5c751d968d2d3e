export { Button, buttonVariants } from './button.tsx';
export type { ButtonProps } from './button.tsx';
