import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A short label on a product or a line: the §3 product badges (new, sold_out, online_exclusive,
 * sustainable, premium, named as domain's `Badge`) plus neutral, sale and info for other uses.
 * Every pair of colours is one that tokens.test.ts checks for 4.5:1.
 */
export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-sm border border-transparent font-semibold whitespace-nowrap',
    '[&_svg]:pointer-events-none [&_svg]:size-3.5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        new: 'bg-accent text-accent-foreground',
        sold_out: 'border-border bg-surface-muted text-foreground-muted',
        online_exclusive: 'bg-info text-info-foreground',
        sustainable: 'bg-success-subtle text-success',
        premium: 'bg-surface-inverted text-foreground-inverted',
        neutral: 'border-border bg-surface text-foreground',
        sale: 'bg-sale text-sale-foreground',
        info: 'bg-info-subtle text-info',
      },
      size: {
        sm: 'h-5 px-1.5 text-xs',
        md: 'h-6 px-2 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

/** Props of `Badge`: a span's props and the recipe's variants; the text comes in as children. */
export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
