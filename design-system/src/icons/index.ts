export { CheckIcon, CloseIcon, GlobeIcon, PlusIcon, SpinnerIcon } from './icons.tsx';
export type { IconProps } from './icons.tsx';
export * from './form-icons.tsx';
export * from './feedback-icons.tsx';
export * from './header-glyphs.tsx';
