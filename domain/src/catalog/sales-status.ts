import { z } from 'zod';
import { productBestVariant } from './best-variant.ts';
import { attributeValues } from './product-attributes.ts';
import type { ProductAttributes } from './product-attributes.ts';
import { isVariantAvailable } from './variant-availability.ts';
import type { VariantStock } from './variant-availability.ts';

/** §4 sales statuses of a product. */
export const salesStatuses = ['enrichment', 'published', 'temporary_not_sellable', 'offline'] as const;
export const SalesStatusSchema = z.enum(salesStatuses);
export type SalesStatus = z.infer<typeof SalesStatusSchema>;

/**
 * The product attribute that carries the sales status. SCAYLE's product has no status field and
 * the spec names no attribute; this is the one place that says which.
 */
export const salesStatusAttributeKey = 'salesStatus';

/** What the sales rules read of a product: its attributes. */
export interface ProductSalesStatus {
  attributes?: ProductAttributes | null | undefined;
}

/**
 * §4: a missing status counts as published; a missing product as offline. A value that is none of
 * the four (a typo in the product data) counts as offline: better not sold than sold by mistake.
 */
export function salesStatusOf(product: ProductSalesStatus | null | undefined): SalesStatus {
  if (!product) return 'offline';
  const [value] = attributeValues(product.attributes, salesStatusAttributeKey);
  if (value === undefined) return 'published';
  const parsed = SalesStatusSchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : 'offline';
}

/** §4: sellable = published and (stock > 0 or sellable without stock). */
export function isVariantSellable(
  product: ProductSalesStatus | null | undefined,
  variant: VariantStock,
): boolean {
  return salesStatusOf(product) === 'published' && isVariantAvailable(variant);
}

/**
 * §4/§8 what the basket takes: a sellable variant of an active product. The product page offers
 * "add to basket" by this rule and the basket refuses anything else with 412, so a temporarily
 * not sellable product (buyable, shown in listings) is shown but cannot be added.
 */
export function isVariantOrderable(
  product: (ProductSalesStatus & { isActive: boolean }) | null | undefined,
  variant: VariantStock,
): boolean {
  return !!product?.isActive && isVariantSellable(product, variant);
}

/** What the buyable rule reads of a product (SCAYLE field names). */
export interface BuyableProduct extends ProductSalesStatus {
  isActive: boolean;
  isSoldOut: boolean;
  /** "With a price": the product has a price range. A price of 0 is a price (zero-cost frames, §3). */
  priceRange?: { min: { withTax: number } } | null | undefined;
  variants?: readonly VariantStock[] | null | undefined;
  /** A listing tile's only variant (`productTileOf`): the best, available if any is. */
  bestVariant?: VariantStock | undefined;
}

/** §4: the statuses under which a product may be bought (published, temporarily not sellable). */
export function isBuyableSalesStatus(status: SalesStatus): boolean {
  switch (status) {
    case 'published':
    case 'temporary_not_sellable':
      return true;
    case 'enrichment':
    case 'offline':
      return false;
  }
}

/**
 * §4 buyable: published or temporarily not sellable, with a price, not sold out, active, and at
 * least one variant with stock or sellable without stock. The spec says "sellable variant", but a
 * sellable variant needs a published product, which would make a temporarily-not-sellable product
 * never buyable; so the variant test here is stock only (`isVariantAvailable`).
 */
export function isProductBuyable(product: BuyableProduct | null | undefined): boolean {
  if (!product || !isBuyableSalesStatus(salesStatusOf(product))) return false;
  if (!product.priceRange || product.isSoldOut || !product.isActive) return false;
  // Any variant available is the best variant available: the tiers rank those first (§4).
  const best = productBestVariant(product);
  return best !== undefined && isVariantAvailable(best);
}
