import { variantAvailability, type VariantAvailability, type VariantStock } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * How soon a variant ships, as the §4 availability tiers say (the domain's `variantAvailability`):
 * a coloured dot and a sentence. The sentence carries the meaning; the dot only repeats it, so the
 * tier is never told by colour alone (WCAG 1.4.1).
 */
export const availabilityLineVariants = cva('flex items-start text-foreground', {
  variants: {
    size: {
      sm: 'gap-1.5 text-xs **:data-[slot=availability-dot]:size-2',
      md: 'gap-2 text-sm **:data-[slot=availability-dot]:size-2.5',
    },
  },
  defaultVariants: { size: 'md' },
});

const dotTone = {
  immediately_available: 'bg-success',
  available_soon: 'bg-warning',
  available_as_soon_as_possible: 'bg-info',
  not_available: 'bg-danger',
} as const satisfies Record<VariantAvailability['tier'], string>;

/** The sentence for each §4 tier; "available soon" gets the pieces left. */
export type AvailabilityLabels = {
  /** More than 5 in stock ("Sofort lieferbar"). */
  immediately_available: string;
  /** 1 to 5 in stock (`(n) => \`Nur noch ${n} Stück – bald lieferbar\``). */
  available_soon: (quantity: number) => string;
  /** None in stock, sellable without stock ("Schnellstmöglich lieferbar"). */
  available_as_soon_as_possible: string;
  /** None in stock and not sellable without ("Nicht lieferbar"). */
  not_available: string;
};

/** Props of `AvailabilityLine`: the variant's stock, the sentences per tier and a paragraph's props. */
export type AvailabilityLineProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof availabilityLineVariants> & {
    /** The variant's §3 stock: quantity and whether it may be sold without stock. */
    stock: VariantStock['stock'];
    labels: AvailabilityLabels;
  };

function sentence(availability: VariantAvailability, labels: AvailabilityLabels): string {
  switch (availability.tier) {
    case 'immediately_available':
      return labels.immediately_available;
    case 'available_soon':
      return labels.available_soon(availability.quantity);
    case 'available_as_soon_as_possible':
      return labels.available_as_soon_as_possible;
    case 'not_available':
      return labels.not_available;
  }
}

export function AvailabilityLine({ stock, labels, size, className, ...props }: AvailabilityLineProps) {
  const availability = variantAvailability({ stock });
  return (
    <p
      data-slot="availability-line"
      data-tier={availability.tier}
      className={cn(availabilityLineVariants({ size }), className)}
      {...props}
    >
      {/* One line high, so the dot stays beside the first line when the sentence wraps. */}
      <span aria-hidden className="flex h-[1lh] shrink-0 items-center">
        <span data-slot="availability-dot" className={cn('rounded-full', dotTone[availability.tier])} />
      </span>
      <span data-slot="availability-text">{sentence(availability, labels)}</span>
    </p>
  );
}
