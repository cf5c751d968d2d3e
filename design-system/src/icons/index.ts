export { CheckIcon, CloseIcon, GlobeIcon, SpinnerIcon } from './icons.tsx';
export type { IconProps } from './icons.tsx';
export * from './form-icons.tsx';
export * from './feedback-icons.tsx';
