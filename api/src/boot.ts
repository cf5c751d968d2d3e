import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { createCommerceClients, ownBackendCredentials } from './commerce-client/commerce-clients.ts';
import type { CommerceClients } from './commerce-client/commerce-clients.ts';
import { installHttpRetries } from './commerce-client/http-retries.ts';
import { CatalogStore } from './commerce/catalog/catalog-store.ts';
import { loadCatalogRows } from './commerce/catalog/load-catalog-rows.ts';
import { createSearchService } from './commerce/search/search-service.ts';
import type { SearchService } from './commerce/search/search-service.ts';
import { startCommerceServer } from './commerce/start-commerce.ts';
import type { CommerceServer } from './commerce/start-commerce.ts';
import type { ApiConfig } from './config.ts';
import { createContentApiRouter } from './content/content-api-router.ts';
import { lumenContentSpace } from './content/content-space.ts';
import { watchContentVersion } from './content/content-version.ts';
import type { ContentVersionWatch } from './content/content-version.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open-database.ts';
import { demoSignIns } from './seed/demo-customers/demo-customers.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { catalogImageRouter } from './images/index.ts';
import { createLogger } from './logger.ts';
import { checkoutPayments } from './payments/payment-providers.ts';
import { createContentGateway } from './procedures/content/content-gateway.ts';
import type { ContentGateway } from './procedures/content/content-gateway.ts';
import { RpcAnswerCache, memoryAnswerStore, redisAnswerStore } from './rpc/answer-cache.ts';
import { postgresSessionStore } from './sessions/postgres-session-store.ts';
import { connectRedis, redisSessionStore } from './sessions/redis-session-store.ts';
import type { RedisConnection } from './sessions/redis-session-store.ts';

export interface BootedApi {
  app: Express;
  db: Db;
  logger: Logger;
  /** The commerce backend (SCAYLE Storefront API v1) on its own TLS port. */
  commerce: CommerceServer;
  /** The Storefront API SDK's clients the RPC calls use (the backend above, or COMMERCE_API_HOST). */
  commerceClients: CommerceClients;
  catalog: CatalogStore;
  search: SearchService;
  /** The session store's connection, where REDIS_URL is set. */
  redis: RedisConnection | undefined;
  /** The answer cache of shared reads (unset: RPC_CACHE_SECONDS=0) and its watch on the content. */
  answers: RpcAnswerCache | undefined;
  contentWatch: ContentVersionWatch;
  /** The demo accounts, when this start created them (a fresh database); empty otherwise. */
  demoSignIns: typeof demoSignIns;
}

// All six markets keep Central European time; the daily jobs run on the shops' clock.
const shopTimeZone = 'Europe/Berlin';

/** Everything the api needs before it can answer: logger, migrated and seeded database, the apps. */
export async function bootApi(config: ApiConfig): Promise<BootedApi> {
  const logger = createLogger(config.logLevel);
  // §9 retries: before anything of this process fetches, so every HTTP client follows the rule.
  installHttpRetries();
  logger.info({ database: config.databaseUrl ? 'postgres' : config.pgliteDir }, 'opening the database');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir, logger });
  const seed = await seedDatabase(db, { products: config.seedProducts, logger });

  const catalog = await CatalogStore.load(db, logger);
  const search = createSearchService({ loadRows: () => loadCatalogRows(db), logger });
  await search.rebuild();
  // §9: the index is rebuilt daily (04:00 by default) and whenever the catalogue is reloaded.
  search.scheduleDailyRefresh({ at: config.searchRefreshAt, timeZone: shopTimeZone });
  catalog.onReload(() => void search.rebuild());
  // Catalogue edits made elsewhere (an import, another process) reach the read model within this time.
  catalog.watchForChanges(config.catalogCheckSeconds * 1000);

  const commerce = await startCommerceServer({
    config: config.commerce,
    db,
    store: catalog,
    logger,
    routes: { search },
  });
  logger.info({ host: commerce.host }, 'commerce backend listening (TLS)');
  if (config.commerce.accessMadeAtStart) {
    logger.info(
      'the commerce backend takes a token made at this start, known to this process only: set COMMERCE_ACCESS_TOKENS to call it from elsewhere',
    );
  }
  const { commerceApi } = config;
  const commerceClients = createCommerceClients(
    commerceApi.host === undefined
      ? commerceApi.token === undefined
        ? { host: commerce.host, ...ownBackendCredentials(config.commerce.access) }
        : { host: commerce.host, token: commerceApi.token }
      : { host: commerceApi.host, token: commerceApi.token },
  );
  logger.info({ host: commerceClients.host }, 'RPC calls use this Storefront API');
  if (config.onlineShopDisabled.length > 0) {
    logger.info({ shops: config.onlineShopDisabled }, 'online shop switched off (ONLINE_SHOP_DISABLED)');
  }
  const images = catalogImageRouter(catalog, config.imageCacheDir, logger, config.imageRenderLimits);
  const contentApi = createContentApiRouter({
    db,
    spaceId: lumenContentSpace.id,
    tokens: config.content.tokens,
    logger,
  });
  if (config.content.developmentTokens) {
    logger.warn(
      'the content API accepts the development tokens: set CONTENT_PUBLIC_TOKEN and CONTENT_PREVIEW_TOKEN',
    );
  }
  const content = createContentGateway({ ...config.content.api, cacheSeconds: config.content.cacheSeconds });
  // §8: a missing token is logged (here, and on every content call that needs it).
  if (config.content.api.token === undefined) {
    logger.error({ endpoint: content.endpoint }, 'content API token missing: set CONTENT_API_TOKEN');
  }
  logger.info({ endpoint: content.endpoint }, 'content calls use this content API');
  const payments = paymentsOf(config, logger);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const sessions = redis ? redisSessionStore(redis) : postgresSessionStore(db);
  logger.info({ store: redis ? 'redis' : 'postgresql' }, 'sessions are kept here');
  const { answers, contentWatch } = await answerCacheOf(config, { db, catalog, content, redis, logger });
  // Expired sessions are never read again; dropping them hourly keeps the table small (Redis
  // expires its keys by itself).
  setInterval(
    () =>
      void sessions
        .purgeExpired()
        .catch((error: unknown) => logger.error({ err: error }, 'purging sessions failed')),
    60 * 60 * 1000,
  ).unref();
  return {
    app: createApp({
      db,
      shopDomains: config.shopDomains,
      logger,
      images,
      commerce: commerceClients,
      contentApi,
      content,
      sessions,
      sessionSettings: config.session,
      trustProxy: config.trustProxy,
      requestLimits: config.requestLimits,
      onlineShopDisabled: config.onlineShopDisabled,
      payments,
      ...(answers ? { answers } : {}),
    }),
    db,
    logger,
    commerce,
    commerceClients,
    catalog,
    search,
    redis,
    answers,
    contentWatch,
    demoSignIns: seed.demoCustomersCreated ? demoSignIns : [],
  };
}

/**
 * The answer cache of the reads every visitor shares, in Redis where REDIS_URL is set (shared by
 * every api process), else in this process's memory. It hears of catalogue changes
 * from the catalogue store (reloads name the database's revision) and of content changes from
 * the content space's version; the content API client's own short cache is emptied with it.
 */
async function answerCacheOf(
  config: ApiConfig,
  deps: {
    db: Db;
    catalog: CatalogStore;
    content: ContentGateway;
    redis: RedisConnection | undefined;
    logger: Logger;
  },
): Promise<{ answers: RpcAnswerCache | undefined; contentWatch: ContentVersionWatch }> {
  const { db, catalog, content, redis, logger } = deps;
  const { seconds, megabytes } = config.rpcCache;
  const answers =
    seconds === 0
      ? undefined
      : new RpcAnswerCache(
          redis
            ? redisAnswerStore(redis, {
                onError: (error) => logger.warn({ err: error }, 'the answer cache in Redis failed'),
              })
            : memoryAnswerStore({ maxBytes: megabytes * 1024 * 1024 }),
          { ttlMs: seconds * 1000 },
        );
  const contentWatch = await followChanges({
    answers,
    catalog,
    content,
    db,
    intervalMs: config.catalogCheckSeconds * 1000,
    logger,
  });
  logger.info(
    { store: answers ? (redis ? 'redis' : 'memory') : 'off', seconds },
    'answers of shared RPC reads are kept here',
  );
  return { answers, contentWatch };
}

/**
 * Tells the answer cache (and the content API client's own short cache) of changes: catalogue
 * reloads and this process's stock changes as the catalogue store reports them, content changes
 * by watching the content space's version every `intervalMs`.
 */
export async function followChanges(deps: {
  answers: RpcAnswerCache | undefined;
  catalog: CatalogStore;
  content: ContentGateway;
  db: Db;
  intervalMs: number;
  logger: Logger;
}): Promise<ContentVersionWatch> {
  const { answers, catalog, content } = deps;
  if (answers) {
    answers.changed('catalog', catalog.revision);
    catalog.onChange((change) =>
      answers.changed('catalog', change.kind === 'reload' ? change.revision : undefined),
    );
  }
  const contentWatch = watchContentVersion({
    db: deps.db,
    spaceId: lumenContentSpace.id,
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    onChange: (cv) => {
      content.forgetFresh();
      answers?.changed('content', String(cv));
    },
  });
  await contentWatch.check();
  return contentWatch;
}

/** The payment providers PAYMENT_PROVIDER chose, named in the log; a sandbox in production is warned of. */
function paymentsOf(config: ApiConfig, logger: Logger) {
  const { providers, sandboxInProduction, stepSecret } = config.payments;
  logger.info({ paymentProviders: providers }, 'payment providers of the methods paid at checkout');
  if (sandboxInProduction) {
    logger.warn(
      'the SANDBOX payment provider takes payments although NODE_ENV is production (ALLOW_SANDBOX_PAYMENTS): no money moves',
    );
  }
  if (stepSecret === undefined) {
    logger.info(
      'payment steps are signed with a secret made at this start: set PAYMENT_STEP_SECRET to keep them across restarts and processes',
    );
  }
  return checkoutPayments({ choice: providers, stepSecret: stepSecret ?? randomBytes(32) });
}

/** Stops taking requests on SIGTERM or SIGINT, then closes the database so PGlite flushes its folder. */
export function closeOnSignals(
  server: Server,
  {
    db,
    logger,
    commerce,
    search,
    catalog,
    redis,
    contentWatch,
  }: Pick<BootedApi, 'db' | 'logger' | 'commerce' | 'search' | 'catalog' | 'redis' | 'contentWatch'>,
): void {
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    search.stop();
    catalog.stopWatching();
    contentWatch.stop();
    server.close(() => {
      commerce
        .close()
        .then(() => redis?.quit())
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'closing the database failed');
            process.exit(1);
          },
        );
    });
    // Keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
