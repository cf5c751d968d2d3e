import { ProductSchema, pageOf } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productPageWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const ProductListSchema = pageOf(ProductSchema);

/**
 * §2 product templates (`/p/glasses-pdp/` …): the shop's newest product of a §3 product type (the
 * catalogue's `productType` attribute, filtered by the backend), with what a product page reads;
 * null when the shop sells none of that type. One backend call of one product.
 */
export const getNewestProductOfType = defineProcedure({
  name: 'getNewestProductOfType',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ productType }, ctx) => {
    const answer = await commerceCall(() =>
      ctx.commerce.products.query({
        where: { attributes: [{ type: 'attributes', key: 'productType', values: [productType] }] },
        sort: { by: 'new', direction: 'desc' },
        pagination: { page: 1, perPage: 1 },
        with: productPageWith,
      }),
    );
    return readAnswer(ProductListSchema, answer).entities[0] ?? null;
  },
});
