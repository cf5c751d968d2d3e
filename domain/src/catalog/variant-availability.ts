/** What the availability rules read of a variant: SCAYLE's `Variant.stock`. */
export interface VariantStock {
  stock: { quantity: number; isSellableWithoutStock: boolean };
}

/** §9: at or below this many pieces the shop says "available soon" and shows the quantity. */
export const lowStockThreshold = 5;

/** §4: a variant can be ordered when it has stock or may be sold without stock. */
export function isVariantAvailable(variant: VariantStock): boolean {
  return variant.stock.quantity > 0 || variant.stock.isSellableWithoutStock;
}

export const availabilityTiers = [
  'immediately_available',
  'available_soon',
  'available_as_soon_as_possible',
  'not_available',
] as const;
export type AvailabilityTier = (typeof availabilityTiers)[number];

/** What the product page says about delivery; only "available soon" carries the pieces left. */
export type VariantAvailability =
  | { tier: 'immediately_available' }
  | { tier: 'available_soon'; quantity: number }
  | { tier: 'available_as_soon_as_possible' }
  | { tier: 'not_available' };

/**
 * §4 availability tiers: above the low-stock threshold immediately available; 1 to 5 available soon
 * with the quantity; no stock but sellable without stock as soon as possible; otherwise not available.
 * A negative quantity (oversold) counts as no stock.
 */
export function variantAvailability(variant: VariantStock): VariantAvailability {
  const { quantity, isSellableWithoutStock } = variant.stock;
  if (quantity > lowStockThreshold) return { tier: 'immediately_available' };
  if (quantity > 0) return { tier: 'available_soon', quantity };
  if (isSellableWithoutStock) return { tier: 'available_as_soon_as_possible' };
  return { tier: 'not_available' };
}
