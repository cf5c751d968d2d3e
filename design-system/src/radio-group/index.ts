export { RadioGroup, RadioGroupItem, radioGroupVariants } from './radio-group.tsx';
export type { RadioGroupItemProps, RadioGroupProps } from './radio-group.tsx';
