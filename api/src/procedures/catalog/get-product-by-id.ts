import { ProductSchema } from '@lumen/domain';
import type { Product } from '@lumen/domain';
import type { Logger } from 'pino';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productPageWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §8: a product in no category is logged as a warning. Its page still shows, without a
 * breadcrumb or related listings, and someone should give it a place in the catalogue.
 */
export function warnOfMissingCategory(product: Product, logger: Logger): void {
  if (!(product.categories ?? []).some((path) => path.length > 0)) {
    logger.warn({ productId: product.id }, 'product has no category');
  }
}

/** §7 the product page's product; one the shop does not sell is not found, like an unknown id. */
export const getProductById = defineProcedure({
  name: 'getProductById',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ id }, ctx) => {
    const product = await commerceCall(() => ctx.commerce.products.getById(id, { with: productPageWith }), {
      notFound: `Product ${id} not found`,
    });
    const answer = readAnswer(ProductSchema, product);
    warnOfMissingCategory(answer, ctx.logger);
    return answer;
  },
});
