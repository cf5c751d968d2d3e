export { BasketPopover, basketPopoverCloseDelayMs, basketPopoverVariants } from './basket-popover.tsx';
export type { BasketPopoverItem, BasketPopoverProps } from './basket-popover.tsx';
