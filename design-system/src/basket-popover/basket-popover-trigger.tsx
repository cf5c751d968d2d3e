import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { headerIconSizeClasses } from '../header-icons/header-icons.tsx';
import { BasketIcon } from '../icons/header-glyphs.tsx';
import { cn } from '../lib/cn.ts';

/** Props of `BasketPopoverTrigger`: the basket button's count and labels, and a button's props. */
export type BasketPopoverTriggerProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The number on the button (domain `basketCount`). */
  count: number;
  /** What screen readers hear for the count ("3 Artikel im Warenkorb"). */
  countLabel: string;
  /** Accessible name of the button ("Warenkorb"). */
  triggerLabel: string;
};

/**
 * The basket popover's button with its count, without the popover: `BasketPopover` renders it as
 * its trigger, and a page can render it alone (closed) until the popover's code has loaded. It
 * does not import Radix Popover, so it costs a page's start script nothing more.
 */
export function BasketPopoverTrigger({
  count,
  countLabel,
  triggerLabel,
  className,
  ...props
}: BasketPopoverTriggerProps) {
  return (
    <Button
      data-slot="basket-popover-trigger"
      variant="ghost"
      size="icon"
      className={cn(headerIconSizeClasses, className)}
      {...props}
    >
      <BasketIcon />
      <span data-slot="basket-popover-trigger-label" className="sr-only">
        {triggerLabel}
      </span>
      <CountBadge data-slot="basket-popover-count" placement="corner" count={count} label={countLabel} />
    </Button>
  );
}
