import { availabilityTiers, variantAvailability, type VariantStock } from './variant-availability.ts';

/**
 * §4 the variant whose availability stands for the whole product where one line speaks for it (a
 * listing card): the one a shopper gets soonest, by the order of the availability tiers (more than
 * 5 in stock, 1 to 5, sellable without stock, not available); of equals the first, as the product
 * lists them. None without variants.
 */
export function bestVariant<V extends VariantStock>(
  variants: readonly V[] | null | undefined,
): V | undefined {
  let best: { variant: V; rank: number } | undefined;
  for (const variant of variants ?? []) {
    const rank = availabilityTiers.indexOf(variantAvailability(variant).tier);
    if (best === undefined || rank < best.rank) best = { variant, rank };
  }
  return best?.variant;
}

/**
 * What the product-level availability rules read: a whole product's variants, or a listing tile's
 * best variant, the only one a tile carries (`productTileOf`).
 */
export interface ProductVariantsStock {
  variants?: readonly VariantStock[] | null | undefined;
  bestVariant?: VariantStock | undefined;
}

/** §4 the best variant of a product, or the one a tile carries. */
export function productBestVariant(product: ProductVariantsStock): VariantStock | undefined {
  return product.bestVariant ?? bestVariant(product.variants);
}

/**
 * §4 the stock a listing card names in its availability line: its best variant's, and only when
 * that says more than "can be ordered": the last pieces (1 to 5 left) or nothing to deliver. A
 * product in stock or sellable without stock, or without variants, gets no line.
 */
export function tileAvailabilityStock(product: ProductVariantsStock): VariantStock['stock'] | undefined {
  const best = productBestVariant(product);
  if (best === undefined) return undefined;
  switch (variantAvailability(best).tier) {
    case 'available_soon':
    case 'not_available':
      return best.stock;
    case 'immediately_available':
    case 'available_as_soon_as_possible':
      return undefined;
  }
}
