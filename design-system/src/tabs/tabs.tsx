import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * Panels of one topic behind a row of tabs (Radix Tabs): Tab enters the list at the active tab,
 * the arrow keys move and activate, Home and End jump, Tab again goes into the panel.
 * The list's variant reaches its triggers through `group-data-[variant]`.
 */

export const tabsVariants = cva(
  // A row wider than a phone scrolls sideways instead of wrapping.
  'group/tabs-list flex max-w-full items-center overflow-x-auto',
  {
    variants: {
      variant: {
        // Underlined tabs over a rule: product details, account sections. The rule is an inset
        // shadow so that the active tab's bar covers it inside the scrolling row.
        line: 'gap-1 shadow-[inset_0_-1px_0_var(--color-border)]',
        // Filled pills on a muted track: a compact switch between two or three views.
        pill: 'inline-flex w-fit gap-1 rounded-lg bg-surface-muted p-1',
      },
    },
    defaultVariants: { variant: 'line' },
  },
);

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

/** Props of `TabsList`: Radix list props and the look of the list and its triggers. */
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsVariants>;

export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? 'line'}
      className={cn(tabsVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 px-4 text-base font-semibold whitespace-nowrap',
        'text-foreground-muted transition-colors duration-fast ease-standard hover:text-foreground',
        'data-[state=active]:text-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-foreground-muted',
        '[&_svg]:size-5 [&_svg]:shrink-0',
        // line: an accent bar on the list's rule under the active tab.
        // The scrolling row clips whatever sticks out: a line tab draws its focus ring inside itself.
        'group-data-[variant=line]/tabs-list:border-b-2 group-data-[variant=line]/tabs-list:border-transparent group-data-[variant=line]/tabs-list:focus-visible:-outline-offset-2',
        'group-data-[variant=line]/tabs-list:data-[state=active]:border-accent',
        // pill: the active tab is a raised surface on the track.
        'group-data-[variant=pill]/tabs-list:min-h-9 group-data-[variant=pill]/tabs-list:rounded-md group-data-[variant=pill]/tabs-list:px-3 group-data-[variant=pill]/tabs-list:text-sm',
        'group-data-[variant=pill]/tabs-list:data-[state=active]:bg-surface group-data-[variant=pill]/tabs-list:data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('min-w-0', className)} {...props} />;
}
