import { formatPrice, formatReductionPercent, reductionPercent, type PriceFormatting } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Badge } from '../badge/badge.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A product's price as the shop shows it (§3 Price, §9 cents with 2 decimals). Formatting and the
 * reduction percentage come from @lumen/domain; every word comes in as a prop. A reduced price is
 * shown with the original struck through (its "previously" label is visually hidden, because
 * screen readers do not announce a strike-through) and a badge with the reduction, rounded down.
 */
export const priceVariants = cva('flex flex-col gap-0.5 text-foreground', {
  variants: {
    size: {
      sm: '[--price-current:var(--text-sm)] [--price-original:var(--text-xs)]',
      md: '[--price-current:var(--text-lg)] [--price-original:var(--text-sm)]',
      lg: '[--price-current:var(--text-3xl)] [--price-original:var(--text-base)]',
    },
  },
  defaultVariants: { size: 'md' },
});

const badgeSize = { sm: 'sm', md: 'sm', lg: 'md' } as const;

/** Props of `Price`: the amounts in cents, the shop that formats them, and every label. */
export type PriceProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** What the shopper pays, in cents; for a range, the cheapest variant's price. */
    cents: number;
    /** The shop whose locale and currency format the amounts (`ShopIdentity` or the `Shop` entity). */
    shop: PriceFormatting;
    /** The dearest variant's price: above `cents` it makes the price a range, shown as "ab 89,00 €". */
    maxCents?: number | null;
    /** The word before the cheapest price of a range ("ab", "dès", "od", "da"). Required for a range. */
    fromLabel?: string;
    /**
     * The price before the reduction (§3 `beforeSaleWithTax`, or the lowest prior price where the
     * shop measures reductions against it). Above `cents` it is struck through with a reduction badge.
     */
    originalCents?: number | null;
    /** Read out before the struck-through price, visually hidden ("Bisher", "Prix précédent"). */
    originalLabel?: string;
    /** Read out before the reduced price, visually hidden ("Jetzt", "Maintenant"). */
    currentLabel?: string;
    /** Show the reduction percentage badge (`-25 %`) next to a reduced price. */
    showReductionBadge?: boolean;
    /** EU Omnibus: the lowest price of the last 30 days, in cents (§3 `lowestPriorPrice.withTax`). */
    lowestPriorCents?: number | null;
    /** The Omnibus line from the formatted lowest price ("Niedrigster Preis der letzten 30 Tage: 79,00 €"). */
    lowestPriorLabel?: (formattedPrice: string) => string;
  };

export function Price({
  cents,
  shop,
  maxCents,
  fromLabel,
  originalCents,
  originalLabel,
  currentLabel,
  showReductionBadge = true,
  lowestPriorCents,
  lowestPriorLabel,
  size,
  className,
  ...props
}: PriceProps) {
  const isRange = maxCents != null && maxCents > cents;
  const percent = originalCents == null ? 0 : reductionPercent(originalCents, cents);
  const isReduced = originalCents != null && originalCents > cents;
  const showLowestPrior = lowestPriorCents != null && lowestPriorLabel !== undefined;

  return (
    <div
      data-slot="price"
      data-reduced={isReduced || undefined}
      data-range={isRange || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      <p data-slot="price-line" className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          data-slot="price-current"
          className={cn(
            'text-(length:--price-current) leading-tight font-semibold tabular-nums',
            isReduced && 'text-sale',
          )}
        >
          {isReduced && currentLabel && <span className="sr-only">{currentLabel} </span>}
          {isRange && fromLabel && (
            <span data-slot="price-from" className="font-normal">
              {fromLabel}{' '}
            </span>
          )}
          {formatPrice(cents, shop)}
        </span>
        {isReduced && (
          <s
            data-slot="price-original"
            className="text-(length:--price-original) text-foreground-muted tabular-nums"
          >
            {originalLabel && <span className="sr-only">{originalLabel} </span>}
            {formatPrice(originalCents, shop)}
          </s>
        )}
        {isReduced && showReductionBadge && percent > 0 && (
          <Badge data-slot="price-reduction" variant="sale" size={badgeSize[size ?? 'md']}>
            {formatReductionPercent(percent, shop)}
          </Badge>
        )}
      </p>
      {showLowestPrior && (
        <p data-slot="price-lowest-prior" className="text-xs text-foreground-muted">
          {lowestPriorLabel(formatPrice(lowestPriorCents, shop))}
        </p>
      )}
    </div>
  );
}
