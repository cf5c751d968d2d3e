import express, { Router } from 'express';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { CommerceAccess } from '../config.ts';
import type { Db } from '../db/db.ts';
import { requestContext } from '../http/request-context.ts';
import type { CatalogStore } from './catalog/catalog-store.ts';
import type { TermSearch } from './catalog/list-products.ts';
import { requireAccess } from './http/access-control.ts';
import { commerceErrorHandler, commerceNotFound } from './http/commerce-error-handler.ts';
import { resolveShop } from './http/shop-middleware.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { attributeRoutes } from './routes/attributes.ts';
import { brandRoutes } from './routes/brands.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { categoryRoutes } from './routes/categories.ts';
import { filterRoutes } from './routes/filters.ts';
import { navigationRoutes, navigationV2Routes } from './routes/navigation.ts';
import { productRoutes } from './routes/products.ts';
import { searchRoutes } from './routes/search.ts';
import type { SearchSource } from './routes/search.ts';
import { createBasketRouter } from './baskets/basket-router.ts';
import { createBranchOrderRouter } from './branch-orders/branch-order-router.ts';
import { createBranchRouter } from './branches/branch-router.ts';
import { createSubscriptionRouter } from './subscriptions/subscription-router.ts';
import { storeCatalogReader } from './catalog/store-catalog-reader.ts';
import { createOrderRouter } from './orders/order-router.ts';
import { createWishlistRouter } from './wishlists/wishlist-router.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { redirectRoutes } from './routes/redirects.ts';
import { shopConfigurationRoutes } from './routes/shop-configuration.ts';
import { variantRoutes } from './routes/variants.ts';

export interface CommerceDeps {
  db: Db;
  store: CatalogStore;
  logger: Logger;
  access: CommerceAccess;
  /** The search index; without it, search answers 503 and `filters[term]` matches nothing. */
  search?: SearchSource | undefined;
  /** The clock of baskets and orders (promotions, vouchers, delivery windows); tests fix it. */
  now?: () => Date;
  /** Further routers mounted under /v1 and /v2 after the catalogue's (baskets, search...). */
  v1Routers?: readonly Router[];
  v2Routers?: readonly Router[];
}

/** Bodies of the commerce API are small: basket items, wishlist items, orders. */
const maxBody = '64kb';

/**
 * The commerce backend: the SCAYLE Storefront API v1 (and the v2 parts the SDK calls) over the
 * shop's catalogue, so `@scayle/storefront-api` is its client unchanged. Every route runs after
 * access control and shop resolution; every error leaves through one handler.
 */
export function createCommerceApp(deps: CommerceDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestContext(deps.logger));
  // Liveness for load balancers, and the constant answer benchmarks measure the ceiling with.
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  const search: SearchSource = deps.search ?? { current: () => undefined };
  const termSearch: TermSearch = (context, term) =>
    search.current()?.productsByTerm(context.shop.shopId, term, { page: 1, perPage: 1000 }).productIds ?? [];
  const catalog = storeCatalogReader(deps.store);
  const clock = deps.now ? { now: deps.now } : {};
  const searchRouters = searchRoutes({ store: deps.store, search });

  const scoped = (routers: readonly Router[]) => {
    const router = Router();
    router.use(requireAccess(deps.access));
    router.use(resolveShop);
    router.use(express.json({ limit: maxBody }));
    router.use(refuseUnstorableText);
    for (const child of routers) router.use(child);
    return router;
  };

  app.use(
    '/v1',
    scoped([
      productRoutes({ store: deps.store, termSearch }),
      variantRoutes({ store: deps.store }),
      filterRoutes({ store: deps.store, termSearch }),
      categoryRoutes({ store: deps.store }),
      brandRoutes({ store: deps.store }),
      campaignRoutes({ store: deps.store }),
      promotionRoutes({ store: deps.store }),
      redirectRoutes({ store: deps.store }),
      navigationRoutes({ store: deps.store }),
      shopConfigurationRoutes({ db: deps.db }),
      attributeRoutes({ store: deps.store }),
      searchRouters.v1,
      createBasketRouter({ db: deps.db, catalog, ...clock }),
      createWishlistRouter({ db: deps.db, catalog }),
      createBranchRouter({ db: deps.db, ...clock }),
      createBranchOrderRouter({ db: deps.db }),
      createSubscriptionRouter({ db: deps.db, ...clock }),
      createOrderRouter({
        db: deps.db,
        catalog,
        ...clock,
        onStockTaken: (variantIds) => {
          deps.store.refreshStock(variantIds).catch((error: unknown) => {
            deps.logger.error({ err: error }, 'refreshing stock after an order failed');
          });
        },
      }),
      ...(deps.v1Routers ?? []),
    ]),
  );
  app.use(
    '/v2',
    scoped([navigationV2Routes({ store: deps.store }), searchRouters.v2, ...(deps.v2Routers ?? [])]),
  );
  app.use(commerceNotFound);
  app.use(commerceErrorHandler);
  return app;
}
