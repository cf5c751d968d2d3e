import { ProductSchema, pageOf } from '@lumen/domain';
import { commerceCall, readAnswer } from '../commerce-client/commerce-call.ts';
import { productTileWith } from '../commerce-client/product-includes.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';

const ProductListSchema = pageOf(ProductSchema);

/** §7 getProductsByTerm: the search page's result list, best matches first (`filters[term]`). */
export const getProductsByTerm = defineProcedure({
  name: 'getProductsByTerm',
  handler: async ({ term, page, perPage }, ctx) => {
    const answer = await commerceCall(() =>
      ctx.commerce.products.query({
        where: { term },
        pagination: { page, perPage },
        with: productTileWith,
      }),
    );
    const { entities, pagination } = readAnswer(ProductListSchema, answer);
    return { products: entities, pagination };
  },
});
