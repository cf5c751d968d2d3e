import { z } from 'zod';
import { ProductSchema, ProductTypeSchema } from '../../entities/product.ts';

/** Calls of the product page beyond the product itself (§2 `/p/{slug}/` and its templates). */
export const productPageCalls = {
  /**
   * §2 product templates (`/p/glasses-pdp/` …): the shop's newest product of a §3 product type, as
   * the product page reads a product, to show the template with; null when the shop has none.
   */
  getNewestProductOfType: {
    payload: z.strictObject({ productType: ProductTypeSchema }),
    response: ProductSchema.nullable(),
  },
};
