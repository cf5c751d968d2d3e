import { cva } from 'class-variance-authority';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A short hint for a control (Radix Tooltip): it opens on hover after a delay and at once on
 * keyboard focus, closes on Escape, blur or pointer leave, and describes its trigger. It carries
 * no essential information and nothing interactive: a touch screen never shows it.
 */

export const tooltipVariants = cva([
  'z-50 max-w-xs rounded-md bg-surface-inverted px-3 py-1.5 text-sm text-foreground-inverted shadow-md',
  'origin-(--radix-tooltip-content-transform-origin) text-balance',
  'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=delayed-open]:animate-fade-in motion-safe:data-[state=instant-open]:animate-fade-in',
  'motion-reduce:animate-none',
]);

export type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Shares the open delay between tooltips (once one is open, the next opens at once). Put one
 * around the app; `Tooltip` needs one above it.
 */
export function TooltipProvider({ delayDuration = 400, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export type TooltipProps = ComponentProps<typeof TooltipPrimitive.Root>;

export function Tooltip(props: TooltipProps) {
  return <TooltipPrimitive.Root {...props} />;
}

export type TooltipTriggerProps = ComponentProps<typeof TooltipPrimitive.Trigger>;

/** Usually `asChild` around a focusable control, which the tooltip then describes. */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content>;

export function TooltipContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(tooltipVariants(), className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow
          data-slot="tooltip-arrow"
          width={12}
          height={6}
          className="fill-surface-inverted"
        />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
