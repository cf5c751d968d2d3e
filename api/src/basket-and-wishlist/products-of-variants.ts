import { CatalogIdSchema, ProductSchema } from '@lumen/domain';
import type { Product } from '@lumen/domain';
import type { StorefrontAPIClient } from '@scayle/storefront-api';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../commerce-client/commerce-call.ts';

/** What a check reads of a variant: the product it belongs to. */
const VariantProductSchema = z.object({ id: CatalogIdSchema, productId: CatalogIdSchema });

/**
 * The catalogue's products of the variants a request names, with their attributes, by variant id:
 * a check of what the shopper asks for reads the product from the catalogue, never from the
 * request. A variant the catalogue does not know has no entry.
 */
export async function productsOfVariants(
  commerce: StorefrontAPIClient,
  variantIds: readonly number[],
): Promise<Map<number, Product>> {
  const variants = readAnswer(
    z.array(VariantProductSchema),
    await commerceCall(() => commerce.variants.getByIds([...new Set(variantIds)])),
  );
  const productIds = [...new Set(variants.map((variant) => variant.productId))];
  const products =
    productIds.length === 0
      ? []
      : readAnswer(
          z.array(ProductSchema),
          await commerceCall(() => commerce.products.getByIds(productIds, { with: { attributes: 'all' } })),
        );
  const byVariant = new Map<number, Product>();
  for (const variant of variants) {
    const product = products.find((candidate) => candidate.id === variant.productId);
    if (product) byVariant.set(variant.id, product);
  }
  return byVariant;
}
