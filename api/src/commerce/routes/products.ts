import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { listProducts } from '../catalog/list-products.ts';
import type { TermSearch } from '../catalog/list-products.ts';
import { parseProductListQuery } from '../catalog/product-query.ts';
import { isOffered, productIncludes, projectProduct } from '../catalog/project-product.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, sendJsonText, shopOf } from '../http/commerce-error.ts';
import { parseWith } from '../http/with-parameter.ts';

const ProductByIdQuerySchema = z.object({
  with: z.string().optional(),
  campaignKey: z.string().optional(),
  pricePromotionKey: z.string().optional(),
  includeSellableForFree: z.enum(['true', 'false']).optional(),
  shopId: z.string().optional(),
});

const ProductIdSchema = z.object({
  productId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a product id')
    .transform(Number),
});

export function productRoutes(deps: { store: CatalogStore; termSearch?: TermSearch | undefined }): Router {
  const router = Router();

  // Only valid requests are ever cached, so a hit needs no parsing: the same URL for the same shop.
  const cachedAnswer = (req: Request, res: Response) => {
    const body = deps.store.answers.peek(`${shopOf(res).shopId} ${req.originalUrl}`);
    if (body !== undefined) sendJsonText(res, body);
    return body !== undefined;
  };

  router.get('/products/:productId', (req, res) => {
    if (cachedAnswer(req, res)) return;
    const { productId } = parseRequestPart(ProductIdSchema, req.params, 'path');
    const query = parseRequestPart(ProductByIdQuerySchema.strict(), req.query, 'query');
    const includes = productIncludes(parseWith(query.with));
    const context = deps.store.context(shopOf(res), { campaignKey: query.campaignKey });
    const catalog = deps.store.catalog;
    const product = catalog.products.get(productId);
    if (!product || !product.isActive || !isOffered(catalog, context, product)) {
      throw new CommerceFailure('not_found', `Product ${productId} not found`);
    }
    const key = `${context.shop.shopId} ${req.originalUrl}`;
    sendJsonText(
      res,
      deps.store.answers.json(key, () => projectProduct(catalog, context, product, includes)),
    );
  });

  router.get('/products', (req, res) => {
    if (cachedAnswer(req, res)) return;
    const { shopId: _shopId, ...rest } = req.query;
    const { query, attributeFilters } = parseProductListQuery(rest);
    const context = deps.store.context(shopOf(res), { campaignKey: query.campaignKey });
    const key = `${context.shop.shopId} ${req.originalUrl}`;
    sendJsonText(
      res,
      deps.store.answers.json(key, () =>
        listProducts(deps.store, context, query, attributeFilters, deps.termSearch),
      ),
    );
  });

  return router;
}
