export { CheckIcon, CloseIcon, GlobeIcon, SpinnerIcon } from './icons.tsx';
export type { IconProps } from './icons.tsx';
