import { CatalogIdSchema, ProductSchema } from '@lumen/domain';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productTileWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** What this call reads of a variant (SCAYLE `VariantDetail` carries its product's id). */
const VariantProductSchema = z.object({ id: CatalogIdSchema, productId: CatalogIdSchema });

/**
 * Products by the ids of their variants, in the order asked, each with the variant asked for (a gift
 * promotion's choices, §3 effect.additionalData.variantIds). Gifts may be sellable for free only, so
 * both lookups include them; variants the shop does not sell are left out.
 */
export const getProductsByVariantIds = defineProcedure({
  name: 'getProductsByVariantIds',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ variantIds }, ctx) => {
    const variants = readAnswer(
      z.array(VariantProductSchema),
      await commerceCall(() => ctx.commerce.variants.getByIds([...new Set(variantIds)])),
    );
    if (variants.length === 0) return [];
    const productIds = [...new Set(variants.map((variant) => variant.productId))];
    const products = readAnswer(
      z.array(ProductSchema),
      await commerceCall(() =>
        ctx.commerce.products.getByIds(productIds, { with: productTileWith, includeSellableForFree: true }),
      ),
    );
    const productOf = new Map(variants.map((variant) => [variant.id, variant.productId]));
    return variantIds.flatMap((variantId) => {
      const product = products.find((candidate) => candidate.id === productOf.get(variantId));
      return product ? [{ variantId, product }] : [];
    });
  },
});
