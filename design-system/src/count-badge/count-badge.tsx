import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * The number on the header's wishlist, basket and ROPO icons (§2). Screen readers hear the label
 * ("3 Artikel im Warenkorb"), not the bare number, which may be capped ("99+").
 */
export const countBadgeVariants = cva(
  [
    'pointer-events-none inline-flex h-5 w-fit min-w-5 items-center justify-center rounded-full px-1',
    'text-xs leading-none font-semibold tabular-nums ring-2 ring-surface',
  ],
  {
    variants: {
      tone: {
        accent: 'bg-accent text-accent-foreground',
        sale: 'bg-sale text-sale-foreground',
        inverted: 'bg-surface-inverted text-foreground-inverted',
      },
      placement: {
        /** In the flow of text, beside a label. */
        inline: '',
        /** On the top right corner of a `relative` parent, such as an icon button. */
        corner: 'absolute top-0.5 right-0.5',
      },
    },
    defaultVariants: { tone: 'accent', placement: 'inline' },
  },
);

/** Props of `CountBadge`: the count, its cap and the sentence screen readers hear. */
export type CountBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof countBadgeVariants> & {
    /** How many items; fractions are floored and negatives count as 0. */
    count: number;
    /** The highest number shown; above it the badge shows "99+" for a `max` of 99. */
    max?: number;
    /** Show the badge at 0 too; by default it is not rendered then. */
    showZero?: boolean;
    /** What screen readers hear instead of the number ("3 Artikel im Warenkorb", "2 produkty w koszyku"). */
    label: string;
  };

/** The text the badge shows: the count, or `max+` above the cap. */
function countBadgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export function CountBadge({
  count,
  max = 99,
  showZero = false,
  label,
  tone,
  placement,
  className,
  ...props
}: CountBadgeProps) {
  const value = Math.max(0, Math.floor(count));
  if (value === 0 && !showZero) return null;

  return (
    <span
      data-slot="count-badge"
      data-capped={value > max || undefined}
      className={cn(countBadgeVariants({ tone, placement }), className)}
      {...props}
    >
      <span data-slot="count-badge-value" aria-hidden>
        {countBadgeText(value, max)}
      </span>
      <span data-slot="count-badge-label" className="sr-only">
        {label}
      </span>
    </span>
  );
}
