import { cva } from 'class-variance-authority';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { BasketPopoverTrigger } from './basket-popover-trigger.tsx';

/*
 * The basket popover of the header (§2): from lg up a list of the basket's items under a heading
 * with a close button, the checkout button and a link to the basket; below lg only the two actions.
 * It opens on a click or Enter on the basket button, or when the mouse rests on it, and closes on
 * Escape, a click outside, the close button or, when the mouse opened it, 500 ms after the mouse
 * left it (§9 overlay close delay). Radix Popover supplies the focus handling and dismissal.
 */

/** §9: a popover opened by the mouse closes this long after the mouse left it. */
export const basketPopoverCloseDelayMs = 500;

/** A line of the basket as the popover shows it; texts and the price come formatted. */
export interface BasketPopoverItem {
  /** The basket item's key (§3). */
  key: string;
  brand?: string;
  name: string;
  /** The product page. */
  href?: string;
  imageSrc?: string;
  /** Attributes shown under the name ("Farbe" "Havanna"), in order. */
  attributes?: readonly { label: string; value: string }[];
  quantity: number;
  /** The line's total as the shop shows it (domain `formatPrice`), or a price component. */
  price: ReactNode;
  /** The item fails a check (availability, an incomplete group): the checkout button is hidden (§2). */
  unavailable?: boolean;
  /** Why, shown on the card ("Nicht mehr verfügbar"). */
  unavailableLabel?: string;
}

/** A card of the list: 96 px high by default (§2), so the list shows about four. */
export const basketPopoverVariants = cva('flex min-h-24 gap-3 py-3', {
  variants: {
    state: {
      available: '',
      unavailable: '[&_[data-slot=basket-popover-item-image]]:opacity-60',
    },
  },
  defaultVariants: { state: 'available' },
});

/** Props of `BasketPopover`: the items, the count on the button, the addresses and every label. */
export interface BasketPopoverProps {
  items: readonly BasketPopoverItem[];
  /** The number on the basket button (domain `basketCount`). */
  count: number;
  /** What screen readers hear for the count ("3 Artikel im Warenkorb"). */
  countLabel: string;
  /** Accessible name of the basket button ("Warenkorb"). */
  triggerLabel: string;
  /** Heading of the popover ("Warenkorb"); from lg up it shows, below it names the popover. */
  title: string;
  /** Accessible name of the close button ("Schließen"). */
  closeLabel: string;
  /** The word before an item's quantity ("Menge"). */
  quantityLabel: string;
  basketHref: string;
  /** Text of the link to the basket ("Zum Warenkorb"). */
  basketLinkLabel: string;
  checkoutHref: string;
  /** Text of the checkout button ("Zur Kasse"). */
  checkoutLabel: string;
  /** Shown from lg up when the basket is empty ("Ihr Warenkorb ist leer."). */
  emptyText: string;
  /** Shown in the checkout button's place while an item is unavailable. */
  unavailableNotice?: string;
  /** Controlled open state, for the storefront's "basket flyout" UI flag (§4). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes for the basket button. */
  className?: string;
}

export function BasketPopover({
  items,
  count,
  countLabel,
  triggerLabel,
  title,
  closeLabel,
  quantityLabel,
  basketHref,
  basketLinkLabel,
  checkoutHref,
  checkoutLabel,
  emptyText,
  unavailableNotice,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: BasketPopoverProps) {
  const titleId = useId();
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'BasketPopover',
  });
  // The pointer handlers may run before React renders the last change, so they read the state here.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  // Opened by the mouse resting on the button: leaving it closes the popover again.
  const openedByHoverRef = useRef(false);
  // Whether this opening moved the focus into the popover (a click, Enter), so closing returns it.
  // One the mouse opened leaves the focus where it was, wherever that is, on opening and closing.
  const movesFocusRef = useRef(true);
  const closeTimerRef = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const hasUnavailableItem = items.some((item) => item.unavailable === true);
  const showsCheckout = items.length > 0 && !hasUnavailableItem;

  function setOpen(next: boolean) {
    openRef.current = next;
    if (next && !openedByHoverRef.current) movesFocusRef.current = true;
    if (!next) openedByHoverRef.current = false;
    setOpenState(next);
  }

  function cancelClose() {
    window.clearTimeout(closeTimerRef.current);
  }

  useEffect(() => cancelClose, []);

  function handlePointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!openRef.current) {
      openedByHoverRef.current = true;
      movesFocusRef.current = false;
      setOpen(true);
    }
  }

  function handlePointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || !openedByHoverRef.current) return;
    cancelClose();
    closeTimerRef.current = window.setTimeout(() => setOpen(false), basketPopoverCloseDelayMs);
  }

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild>
        <BasketPopoverTrigger
          ref={triggerRef}
          count={count}
          countLabel={countLabel}
          triggerLabel={triggerLabel}
          className={className}
          onPointerEnter={handlePointerEnter}
          onPointerLeave={handlePointerLeave}
          onClick={(event) => {
            // A click on a popover the mouse opened keeps it open and makes it stay.
            if (openRef.current && openedByHoverRef.current) {
              event.preventDefault();
              openedByHoverRef.current = false;
              movesFocusRef.current = true;
              cancelClose();
              // As if the click had opened it: the focus moves in, as Radix does on opening.
              focusFirstVisible(contentRef.current);
            }
          }}
        />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="basket-popover-content"
          ref={contentRef}
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') cancelClose();
          }}
          onPointerLeave={handlePointerLeave}
          onOpenAutoFocus={(event) => {
            if (!movesFocusRef.current) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!movesFocusRef.current) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            // A press on the basket button is no interaction outside: the focus may return to it on closing.
            if (event.target instanceof Node && triggerRef.current?.contains(event.target))
              event.preventDefault();
          }}
          className={cn(
            'z-50 flex w-72 max-w-[calc(100vw-1.5rem)] flex-col rounded-lg border border-border bg-surface text-foreground shadow-overlay outline-none',
            'lg:w-[26rem]',
            'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
          )}
        >
          <div
            data-slot="basket-popover-header"
            className="flex items-center justify-between gap-2 border-border max-lg:sr-only lg:border-b lg:py-2 lg:pr-2 lg:pl-5"
          >
            <h2 id={titleId} data-slot="basket-popover-title" className="text-lg font-semibold">
              {title}
            </h2>
            <PopoverPrimitive.Close asChild>
              <IconButton
                data-slot="basket-popover-close"
                label={closeLabel}
                size="sm"
                className="max-lg:hidden"
              >
                <CloseIcon />
              </IconButton>
            </PopoverPrimitive.Close>
          </div>
          <div data-slot="basket-popover-body" className="max-lg:hidden">
            {items.length === 0 ? (
              <p
                data-slot="basket-popover-empty"
                className="px-5 py-8 text-center text-sm text-foreground-muted"
              >
                {emptyText}
              </p>
            ) : (
              <BasketPopoverList titleId={titleId}>
                {items.map((item) => (
                  <li key={item.key}>
                    <BasketPopoverCard item={item} quantityLabel={quantityLabel} />
                  </li>
                ))}
              </BasketPopoverList>
            )}
          </div>
          <div
            data-slot="basket-popover-actions"
            className="flex flex-col gap-2 p-3 lg:border-t lg:border-border lg:p-5"
          >
            {showsCheckout ? (
              <Button asChild variant="primary" className="w-full">
                <a data-slot="basket-popover-checkout" href={checkoutHref}>
                  {checkoutLabel}
                </a>
              </Button>
            ) : (
              hasUnavailableItem &&
              unavailableNotice && (
                <p data-slot="basket-popover-unavailable-notice" className="text-sm text-danger">
                  {unavailableNotice}
                </p>
              )
            )}
            <Button asChild variant={showsCheckout ? 'secondary' : 'primary'} className="w-full">
              <a data-slot="basket-popover-basket-link" href={basketHref}>
                {basketLinkLabel}
              </a>
            </Button>
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** Focuses the first link or button in `container` that is shown (the close button is not below lg). */
function focusFirstVisible(container: HTMLElement | null) {
  const candidates = container?.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)') ?? [];
  for (const candidate of candidates) {
    if (candidate.getClientRects().length > 0) {
      candidate.focus();
      return;
    }
  }
}

/**
 * The scrolling list: about four cards high (§2), never taller than the viewport less 12rem. While
 * it overflows it joins the tab order, so that keyboard users can scroll it (WCAG 2.1.1).
 */
function BasketPopoverList({ titleId, children }: { titleId: string; children: ReactNode }) {
  const [overflowing, setOverflowing] = useState(false);

  const observe = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={observe}
      data-slot="basket-popover-list-viewport"
      data-overflowing={overflowing || undefined}
      role="region"
      aria-labelledby={titleId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: only while it scrolls
      tabIndex={overflowing ? 0 : undefined}
      className="max-h-[min(24rem,calc(100vh-12rem))] overflow-y-auto overscroll-contain px-5"
    >
      <ul data-slot="basket-popover-list" className="divide-y divide-border">
        {children}
      </ul>
    </div>
  );
}

function BasketPopoverCard({ item, quantityLabel }: { item: BasketPopoverItem; quantityLabel: string }) {
  const unavailable = item.unavailable === true;
  return (
    <article
      data-slot="basket-popover-item"
      data-unavailable={unavailable || undefined}
      className={basketPopoverVariants({ state: unavailable ? 'unavailable' : 'available' })}
    >
      <div
        data-slot="basket-popover-item-image"
        className="flex size-18 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-muted"
      >
        {item.imageSrc && <img src={item.imageSrc} alt="" className="size-full object-contain" />}
      </div>
      <div data-slot="basket-popover-item-details" className="flex min-w-0 flex-1 flex-col gap-0.5">
        {item.brand && (
          <p
            data-slot="basket-popover-item-brand"
            className="truncate text-xs font-semibold text-foreground-muted uppercase"
          >
            {item.brand}
          </p>
        )}
        <h3 data-slot="basket-popover-item-name" className="text-sm font-semibold">
          {item.href ? (
            <a href={item.href} className="rounded-sm hover:text-accent hover:underline">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </h3>
        <dl data-slot="basket-popover-item-attributes" className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
          {item.attributes?.map((attribute) => (
            <div key={attribute.label} data-slot="basket-popover-item-attribute" className="contents">
              <dt className="text-foreground-muted">{attribute.label}</dt>
              <dd className="truncate">{attribute.value}</dd>
            </div>
          ))}
          <div data-slot="basket-popover-item-attribute" className="contents">
            <dt className="text-foreground-muted">{quantityLabel}</dt>
            <dd data-slot="basket-popover-item-quantity" className="tabular-nums">
              {item.quantity}
            </dd>
          </div>
        </dl>
        {unavailable && item.unavailableLabel && (
          <p data-slot="basket-popover-item-unavailable" className="text-xs font-semibold text-danger">
            {item.unavailableLabel}
          </p>
        )}
      </div>
      <p data-slot="basket-popover-item-price" className="shrink-0 text-sm font-semibold tabular-nums">
        {item.price}
      </p>
    </article>
  );
}
