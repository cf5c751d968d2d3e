import { randomBytes } from 'node:crypto';
import type { ShopCode, ShopDomains } from '@lumen/domain';
import compression from 'compression';
import express from 'express';
import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import type { CommerceClients } from './commerce-client/commerce-clients.ts';
import type { Db } from './db/db.ts';
import type { ContentGateway } from './procedures/content/content-gateway.ts';
import { createAnalyticsRouter } from './analytics/analytics-router.ts';
import { clientAddressTrust } from './http/client-address.ts';
import { requestContext } from './http/request-context.ts';
import { defaultRequestLimits, requestLimits } from './http/request-limits.ts';
import type { RequestLimits } from './http/request-limits.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { checkoutPayments, defaultPaymentProviderChoice } from './payments/payment-providers.ts';
import type { CheckoutPayments } from './payments/payment-providers.ts';
import { procedures as allProcedures } from './procedures/index.ts';
import type { RpcAnswerCache } from './rpc/answer-cache.ts';
import type { ProcedureTable } from './rpc/define-procedure.ts';
import { apiNotFound, rpcErrorHandler } from './rpc/error-handler.ts';
import { createRpcRouter } from './rpc/rpc-router.ts';
import { postgresSessionStore } from './sessions/postgres-session-store.ts';
import type { SessionSettings } from './sessions/request-session.ts';
import type { SessionStore } from './sessions/session-store.ts';

export interface AppDeps {
  db: Db;
  shopDomains: ShopDomains;
  logger: Logger;
  /** Replaces the procedure table (tests of the router's own behaviour). */
  procedures?: ProcedureTable;
  /** The product image endpoint (`/api/images/{hash}`), when the api serves a catalogue. */
  images?: Router;
  /** The Storefront API SDK's clients the catalogue, search and basket calls go through. */
  commerce?: CommerceClients;
  /** The content API (Storyblok CDN compatible), served at `/api/content/v2/cdn/...`. */
  contentApi?: Router;
  /** The content API client the content calls go through (this app's content API or a Storyblok space). */
  content?: ContentGateway;
  /** Where sessions live; unset: the `sessions` table of `db`. */
  sessions?: SessionStore;
  /**
   * Unset: sessions end 30 days after their last use; a customer's in store mode 10 minutes after
   * their last call.
   */
  sessionSettings?: SessionSettings;
  /** Per-address and per-session request limits of RPC calls and beacons; unset: the defaults. */
  requestLimits?: RequestLimits;
  /**
   * Proxy hops in front of the app whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (the client's address for rate limits, https for the Secure cookie); 0 trusts none but the
   * loopback peer's one hop (the server renderer's calls: `clientAddressTrust`).
   */
  trustProxy?: number;
  /** Shops whose online shop this deployment switches off (ONLINE_SHOP_DISABLED, §6); unset: none. */
  onlineShopDisabled?: readonly ShopCode[];
  /**
   * The payment providers (PAYMENT_PROVIDER, PAYMENT_STEP_SECRET); unset: the sandbox for every
   * method paid at checkout, its steps signed with a secret made for this app.
   */
  payments?: CheckoutPayments;
  /**
   * Answers of the reads every visitor shares, kept until the catalogue or the content changes;
   * unset: every call runs its handler (tests of anything but the cache).
   */
  answers?: RpcAnswerCache;
}

const defaultSessionSettings: SessionSettings = {
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  storeModeIdleMs: 10 * 60 * 1000,
};

/**
 * The api as an Express app that does not listen: it answers everything under `/api` (JSON
 * always, unknown paths included) and passes other paths on, so a server can mount it in front
 * of the storefront and tests can drive it over HTTP.
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Set on this app itself, so a server that mounts it keeps its own setting for its own pages.
  app.set('trust proxy', clientAddressTrust(deps.trustProxy ?? 0));

  const api = express.Router();
  api.use(apiSecurityHeaders);
  api.use(requestContext(deps.logger));
  // JSON and text answers: brotli where the client asks for it, else gzip (images are compressed
  // already, and answers under 1 kB are sent as they are).
  api.use(compression());
  // Liveness for load balancers, and the constant answer benchmarks measure the ceiling with.
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (deps.images) api.use('/images', deps.images);
  if (deps.contentApi) api.use('/content', deps.contentApi);
  api.use(['/rpc', '/dt'], requestLimits(deps.requestLimits ?? defaultRequestLimits));
  const payments =
    deps.payments ?? checkoutPayments({ choice: defaultPaymentProviderChoice, stepSecret: randomBytes(32) });
  const { content } = deps;
  // §7 analytics beacon: POST /api/dt/report.
  api.use(createAnalyticsRouter({ db: deps.db, logger: deps.logger }));
  api.use(
    createRpcRouter({
      db: deps.db,
      shopDomains: deps.shopDomains,
      procedures: deps.procedures ?? allProcedures,
      commerce: deps.commerce,
      sessions: deps.sessions ?? postgresSessionStore(deps.db),
      sessionSettings: deps.sessionSettings ?? defaultSessionSettings,
      onlineShopDisabled: deps.onlineShopDisabled ?? [],
      services: (call) => ({
        payments,
        get content() {
          if (!content) throw new Error(`${call} needs the content API, and this app has none`);
          return content;
        },
      }),
      answers: deps.answers,
    }),
  );
  api.use(apiNotFound);
  api.use(rpcErrorHandler);

  app.use('/api', api);
  return app;
}
