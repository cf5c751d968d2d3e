export { IconButton, iconButtonVariants } from './icon-button.tsx';
export type { IconButtonProps } from './icon-button.tsx';
