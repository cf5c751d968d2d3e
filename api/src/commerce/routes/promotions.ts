import type { Promotion, PromotionsEndpointResponseData } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import { requestContextOf } from '../../http/request-context.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { pageOf, pageQueryShape } from '../catalog/project-page.ts';
import { projectPromotion, wirePromotion } from '../catalog/project-promotion.ts';
import { isInShop, isRunning } from '../catalog/shop-context.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const PromotionsQuerySchema = z
  .object({
    ...pageQueryShape,
    ids: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z
          .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a list of promotion ids'))
          .min(1)
          .max(100),
      )
      .optional(),
    activeAt: z.iso.datetime({ offset: true }).optional(),
    shopId: z.string().optional(),
  })
  .strict();

/** A promotion as GET promotions answers it: with whether it runs at the moment asked about. */
type ListedPromotion = Promotion & { isValid: boolean };

/**
 * GET promotions (§7). Without `ids`: the promotions of the shop running at `activeAt` (default
 * now), highest priority first. With `ids`: those promotions of the shop, in the order asked,
 * whether they run or not (a basket item keeps the id of a promotion that may have ended);
 * `isValid` tells which run at `activeAt`.
 */
export function promotionRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/promotions', (req, res) => {
    const query = parseRequestPart(PromotionsQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const activeAt = query.activeAt === undefined ? new Date() : new Date(query.activeAt);
    const ofShop = deps.store.catalog.rows.promotions.filter((row) => isInShop(row, shop));
    const rows = query.ids
      ? [...new Set(query.ids)].flatMap((id) => ofShop.filter((row) => row.id === id))
      : ofShop
          .filter((row) => row.isActive && isRunning(row, activeAt))
          .sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
    const promotions = rows.flatMap((row): ListedPromotion[] => {
      const promotion = projectPromotion(row, shop);
      if (!promotion) {
        requestContextOf(res).logger.warn({ promotionId: row.id }, 'promotion row is not a valid promotion');
        return [];
      }
      return [{ ...wirePromotion(promotion), isValid: row.isActive && isRunning(row, activeAt) }];
    });
    const answer: PromotionsEndpointResponseData = pageOf(promotions, query.page, query.perPage);
    res.json(answer);
  });

  return router;
}
