import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { useOverflowing } from '../lib/use-overflowing.ts';
import { overlayBackdropClasses } from '../sheet/sheet.tsx';

/*
 * A centred modal dialog (§4 UI flags "modal", "dialog"). Radix Dialog supplies the focus trap,
 * focus return, scroll lock, Escape and backdrop close, and the aria wiring; panels that enter
 * from a side are `Sheet`. Both fade in over the §9 overlay transition of 300 ms; the panel also
 * grows from 95 % as it enters.
 */
export const dialogVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-1/2 flex-col',
    'rounded-lg border border-border bg-surface text-foreground shadow-overlay outline-none',
    'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
    'transition-[scale] duration-overlay ease-enter data-[state=closed]:scale-95 data-[state=closed]:ease-exit starting:scale-95',
    'motion-reduce:animate-none motion-reduce:transition-none',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type DialogOverlayProps = ComponentProps<typeof DialogPrimitive.Overlay>;

/** The backdrop, shared with `SheetOverlay`, so that every overlay dims the page alike. */
export function DialogOverlay({ className, ...props }: DialogOverlayProps) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayBackdropClasses, className)}
      {...props}
    />
  );
}

/**
 * Props of `DialogContent`: Radix Dialog content props, the width and the accessible name of the
 * close button. Without a `DialogDescription`, pass `aria-describedby={undefined}`.
 */
export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogVariants> & {
    /** Accessible name of the close button ("Schließen", "Fermer", "Zamknij"). */
    closeLabel: string;
  };

export function DialogContent({ className, size, closeLabel, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        className={cn(dialogVariants({ size }), className)}
        {...props}
      >
        {/* First in the DOM so that it is the first tab stop and takes the focus on open. */}
        <DialogPrimitive.Close asChild>
          <Button data-slot="dialog-close" variant="ghost" size="icon" className="absolute top-2 right-2">
            <CloseIcon />
            <span className="sr-only">{closeLabel}</span>
          </Button>
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogHeaderProps = ComponentProps<'div'>;

export function DialogHeader({ className, ...props }: DialogHeaderProps) {
  return (
    <div
      data-slot="dialog-header"
      // Room on the right for the close button in the top corner.
      className={cn('flex flex-col gap-1.5 pt-5 pr-16 pb-3 pl-5 sm:pl-6', className)}
      {...props}
    />
  );
}

export type DialogBodyProps = ComponentProps<'div'>;

/**
 * The dialog's scrolling middle. While its content overflows and has no controls to tab to, it joins
 * the tab order itself, so that keyboard users can scroll it (WCAG 2.1.1).
 */
export function DialogBody({ className, ref, ...props }: DialogBodyProps) {
  const [{ overflowing, needsTabStop }, observe] = useOverflowing(ref);

  return (
    <div
      ref={observe}
      data-slot="dialog-body"
      data-overflowing={overflowing || undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: only while it scrolls
      tabIndex={needsTabStop ? 0 : undefined}
      className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-2 text-base sm:px-6', className)}
      {...props}
    />
  );
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The actions: stacked full width on phones with the main action on top, in a row from `sm` up. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex flex-col-reverse gap-2 px-5 pt-3 pb-5 sm:flex-row sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title>;

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>;

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-foreground-muted', className)}
      {...props}
    />
  );
}
