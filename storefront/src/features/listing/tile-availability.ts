import { availabilityTiers, variantAvailability } from '@lumen/domain';
import type { ProductTile, VariantStock } from '@lumen/domain';

/**
 * The stock a listing tile speaks of (§4 availability tiers): that of its best variant, since a
 * shopper can pick it on the product page, and only when it says more than "in stock" — the last
 * few pieces, or nothing to deliver. A tile without variants says nothing.
 */
export function tileAvailabilityStock(
  tile: Pick<ProductTile, 'variants'>,
): VariantStock['stock'] | undefined {
  let best: { stock: VariantStock['stock']; rank: number } | undefined;
  for (const variant of tile.variants ?? []) {
    const rank = availabilityTiers.indexOf(variantAvailability(variant).tier);
    if (best === undefined || rank < best.rank) best = { stock: variant.stock, rank };
  }
  if (best === undefined) return undefined;
  const tier = availabilityTiers[best.rank];
  return tier === 'available_soon' || tier === 'not_available' ? best.stock : undefined;
}
