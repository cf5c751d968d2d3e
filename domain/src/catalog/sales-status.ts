import { z } from 'zod';
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

/** What the buyable rule reads of a product (SCAYLE field names). */
export interface BuyableProduct extends ProductSalesStatus {
  isActive: boolean;
  isSoldOut: boolean;
  /** "With a price": the product has a price range. A price of 0 is a price (zero-cost frames, §3). */
  priceRange?: { min: { withTax: number } } | null | undefined;
  variants?: readonly VariantStock[] | null | undefined;
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
  return (product.variants ?? []).some(isVariantAvailable);
}
