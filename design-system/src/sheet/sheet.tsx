import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { useOverflowing } from '../lib/use-overflowing.ts';

/*
 * An overlay panel that enters from the top, right or left (§2) and closes on Escape or a click on
 * the backdrop. Radix Dialog supplies the focus trap, focus return, scroll lock and aria wiring.
 */

export const sheetVariants = cva(
  [
    'fixed z-50 flex flex-col bg-surface text-foreground shadow-overlay outline-none',
    'motion-reduce:animate-none',
  ],
  {
    variants: {
      side: {
        right: [
          'inset-y-0 right-0 h-dvh w-11/12 max-w-sm border-l border-border',
          'motion-safe:data-[state=closed]:animate-slide-out-to-right motion-safe:data-[state=open]:animate-slide-in-from-right',
        ],
        left: [
          'inset-y-0 left-0 h-dvh w-11/12 max-w-sm border-r border-border',
          'motion-safe:data-[state=closed]:animate-slide-out-to-left motion-safe:data-[state=open]:animate-slide-in-from-left',
        ],
        top: [
          'inset-x-0 top-0 max-h-[85dvh] border-b border-border',
          'motion-safe:data-[state=closed]:animate-slide-out-to-top motion-safe:data-[state=open]:animate-slide-in-from-top',
        ],
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export type SheetProps = ComponentProps<typeof SheetPrimitive.Root>;

export function Sheet(props: SheetProps) {
  return <SheetPrimitive.Root {...props} />;
}

export type SheetTriggerProps = ComponentProps<typeof SheetPrimitive.Trigger>;

export function SheetTrigger(props: SheetTriggerProps) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export type SheetCloseProps = ComponentProps<typeof SheetPrimitive.Close>;

export function SheetClose(props: SheetCloseProps) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

export type SheetOverlayProps = ComponentProps<typeof SheetPrimitive.Overlay>;

/** The backdrop every overlay (sheet, dialog) dims the page with, fading in and out. */
export const overlayBackdropClasses =
  'fixed inset-0 z-50 bg-backdrop motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in';

export function SheetOverlay({ className, ...props }: SheetOverlayProps) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(overlayBackdropClasses, className)}
      {...props}
    />
  );
}

/**
 * Props of `SheetContent`: Radix Dialog content props, the side it enters from and the accessible
 * name of its close button. Without a `SheetDescription`, pass `aria-describedby={undefined}`.
 */
export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Accessible name of the close button ("Schließen", "Fermer", "Zavřít"). */
    closeLabel: string;
  };

export function SheetContent({ className, side, closeLabel, children, ...props }: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {/* First in the DOM so that it is the first tab stop and takes the focus on open. */}
        <SheetPrimitive.Close asChild>
          <Button data-slot="sheet-close" variant="ghost" size="icon" className="absolute top-2 right-3">
            <CloseIcon />
            <span className="sr-only">{closeLabel}</span>
          </Button>
        </SheetPrimitive.Close>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export type SheetHeaderProps = ComponentProps<'div'>;

export function SheetHeader({ className, ...props }: SheetHeaderProps) {
  return (
    <div
      data-slot="sheet-header"
      // Room on the right for the close button, which sits in the header's top corner.
      className={cn(
        'flex min-h-15 flex-col justify-center gap-1 border-b border-border py-3 pr-16 pl-5',
        className,
      )}
      {...props}
    />
  );
}

export type SheetBodyProps = ComponentProps<'div'>;

/**
 * The sheet's scrolling middle. While its content overflows and has no controls to tab to, it joins
 * the tab order itself, so that keyboard users can scroll it (WCAG 2.1.1).
 */
export function SheetBody({ className, ref, ...props }: SheetBodyProps) {
  const [{ overflowing, needsTabStop }, observe] = useOverflowing(ref);
  return (
    <div
      ref={observe}
      data-slot="sheet-body"
      data-overflowing={overflowing || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: only while it scrolls
      tabIndex={needsTabStop ? 0 : undefined}
      className={cn('min-h-0 flex-1 overflow-y-auto p-3', className)}
      {...props}
    />
  );
}

export type SheetTitleProps = ComponentProps<typeof SheetPrimitive.Title>;

export function SheetTitle({ className, ...props }: SheetTitleProps) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export type SheetDescriptionProps = ComponentProps<typeof SheetPrimitive.Description>;

export function SheetDescription({ className, ...props }: SheetDescriptionProps) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-foreground-muted', className)}
      {...props}
    />
  );
}
