import { Router } from 'express';
import { z } from 'zod';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { pagination } from '../catalog/list-products.ts';
import { isOffered, pricedVariants, projectVariant, variantIncludes } from '../catalog/project-product.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { parseWith } from '../http/with-parameter.ts';

const VariantsQuerySchema = z
  .object({
    ids: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^[1-9]\d{0,9}$/, 'must be a list of ids')
              .transform(Number),
          )
          .min(1)
          .max(500),
      ),
    with: z.string().optional(),
    campaignKey: z.string().optional(),
    pricePromotionKey: z.string().optional(),
    includeSellableForFree: z.enum(['true', 'false']).optional(),
    shopId: z.string().optional(),
  })
  .strict();

/** GET variants?ids=: the variants the shop sells, in the order asked, with their prices and product ids. */
export function variantRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();
  router.get('/variants', (req, res) => {
    const query = parseRequestPart(VariantsQuerySchema, req.query, 'query');
    const includes = variantIncludes(parseWith(query.with));
    const context = deps.store.context(shopOf(res), { campaignKey: query.campaignKey });
    const catalog = deps.store.catalog;
    const variants = query.ids.flatMap((id) => {
      const row = catalog.variants.get(id);
      const product = row && catalog.products.get(row.productId);
      if (!row || !product || !product.isActive || !isOffered(catalog, context, product)) return [];
      const priced = pricedVariants(catalog, context, product).find((variant) => variant.row.id === id);
      return priced ? [{ ...projectVariant(catalog, context, priced, includes), productId: product.id }] : [];
    });
    res.json({
      entities: variants,
      pagination: pagination(variants.length, 1, Math.max(1, variants.length)),
    });
  });
  return router;
}
