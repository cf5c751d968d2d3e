export { Switch, switchVariants } from './switch.tsx';
export type { SwitchProps } from './switch.tsx';
