import { cva } from 'class-variance-authority';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../icons/form-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * Stacked sections that open and close (Radix Accordion), one at a time (`type="single"`, add
 * `collapsible` to let the open one close) or several (`type="multiple"`). Enter and Space toggle,
 * the arrow keys, Home and End move between headers. The panel's height animates between 0 and
 * Radix's measured `--radix-accordion-content-height`; Radix keeps it mounted until the closing
 * animation has ended.
 */

export const accordionVariants = cva('border-b border-border first:border-t');

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root>;

export function Accordion({ className, ...props }: AccordionProps) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn('w-full', className)} {...props} />;
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(accordionVariants(), className)}
      {...props}
    />
  );
}

/** Props of `AccordionTrigger`: Radix trigger props; it sits in an `<h3>`, the usual level under a section's `<h2>`. */
export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger>;

export function AccordionTrigger({ className, children, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-4 py-3 text-left text-base font-semibold text-foreground',
          'transition-colors duration-fast ease-standard hover:text-accent',
          'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-foreground',
          '[&[data-state=open]>[data-slot=accordion-chevron]]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon
          data-slot="accordion-chevron"
          className="size-5 shrink-0 text-foreground-muted transition-transform duration-normal ease-standard motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** Props of `AccordionContent`: Radix content props; `className` styles the inner box that holds the padding. */
export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        'overflow-hidden text-base text-foreground',
        'motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down',
      )}
      {...props}
    >
      {/* Padding on an inner box: on the panel it would stay visible at height 0. */}
      <div data-slot="accordion-content-inner" className={cn('pb-4', className)}>
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
