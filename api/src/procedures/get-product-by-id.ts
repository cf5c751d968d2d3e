import { ProductSchema } from '@lumen/domain';
import { commerceCall, readAnswer } from '../commerce-client/commerce-call.ts';
import { productPageWith } from '../commerce-client/product-includes.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';

/** §7 the product page's product; one the shop does not sell is not found, like an unknown id. */
export const getProductById = defineProcedure({
  name: 'getProductById',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ id }, ctx) => {
    const product = await commerceCall(() => ctx.commerce.products.getById(id, { with: productPageWith }), {
      notFound: `Product ${id} not found`,
    });
    return readAnswer(ProductSchema, product);
  },
});
