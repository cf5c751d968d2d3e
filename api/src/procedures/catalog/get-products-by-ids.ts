import { ProductSchema } from '@lumen/domain';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productTileWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * Products by id in the order asked (wishlist, recently viewed, content blocks). Ids the shop does
 * not sell (any more) are left out rather than failing the whole list.
 */
export const getProductsByIds = defineProcedure({
  name: 'getProductsByIds',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ ids }, ctx) => {
    const products = await commerceCall(() =>
      ctx.commerce.products.getByIds([...new Set(ids)], { with: productTileWith }),
    );
    return readAnswer(z.array(ProductSchema), products);
  },
});
