export { BasketPopover, basketPopoverCloseDelayMs, basketPopoverVariants } from './basket-popover.tsx';
export type { BasketPopoverItem, BasketPopoverProps } from './basket-popover.tsx';
export { BasketPopoverTrigger } from './basket-popover-trigger.tsx';
export type { BasketPopoverTriggerProps } from './basket-popover-trigger.tsx';
