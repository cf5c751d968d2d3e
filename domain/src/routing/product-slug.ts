import { z } from 'zod';
import { isUrlSlug, toUrlSlug } from './url-slug.ts';

/** What a product page's slug is made of (§2): the name plus variant, colour, lens count and packing type. */
export interface ProductSlugParts {
  name: string;
  variant?: string;
  colour?: string;
  /** Lenses per pack of a contact lens product (`6`, or `6 Linsen` as the shop words it). */
  lensCount?: number | string;
  packingType?: string;
  productId: number;
}

function assertProductId(productId: number): void {
  if (!Number.isSafeInteger(productId) || productId < 1) {
    throw new Error(`A product id is a positive whole number, got ${productId}`);
  }
}

/**
 * The slug of a product page, `/p/{slug}/` (§2): the named parts slugified and joined with `-`,
 * the product id last. `{ name: 'Ray-Ban Wayfarer', colour: 'Schwarz', productId: 4711 }` →
 * `ray-ban-wayfarer-schwarz-4711`. Parts that slugify to nothing are left out.
 */
export function productSlug(parts: ProductSlugParts): string {
  assertProductId(parts.productId);
  const words = [parts.name, parts.variant, parts.colour, parts.lensCount, parts.packingType]
    .map((part) => (part === undefined ? '' : toUrlSlug(String(part))))
    .filter((part) => part !== '');
  return [...words, String(parts.productId)].join('-');
}

export type ProductSlugRead =
  { ok: true; productId: number } | { ok: false; reason: 'malformed' | 'no-product-id' };

/**
 * The product id of a product page slug (§2: the id comes last). A slug that is not a well-formed
 * slug is `malformed`; one whose last part is not a product id (`/p/sonnenbrille/`) has `no-product-id`.
 * The words before the id are not checked: an old slug of a renamed product still finds it, and the
 * page can redirect to `productSlug(product)`.
 */
export function parseProductSlug(slug: string): ProductSlugRead {
  if (!isUrlSlug(slug)) return { ok: false, reason: 'malformed' };
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  const productId = Number(last);
  // Only the plain spelling (`471`, not `0471` or `4e2`): one product has one address.
  if (String(productId) !== last || !Number.isSafeInteger(productId) || productId < 1) {
    return { ok: false, reason: 'no-product-id' };
  }
  return { ok: true, productId };
}

/** The product page templates by type (§2 `/p/merch-pdp/` ...), edited in the content system. */
export const productTemplates = [
  'merch-pdp',
  'glasses-pdp',
  'rx-glasses-pdp',
  'contact-lens-pdp',
  'cleaning-fluid-pdp',
  'hearing-aids-merch-pdp',
] as const;
export const ProductTemplateSchema = z.enum(productTemplates);
export type ProductTemplate = z.infer<typeof ProductTemplateSchema>;
