import type { ShopDomains } from '@lumen/domain';
import express from 'express';
import type { Express, Router } from 'express';
import type { Logger } from 'pino';
import type { CommerceClients } from './commerce-client/commerce-clients.ts';
import type { Db } from './db/db.ts';
import { requestContext } from './http/request-context.ts';
import { procedures as allProcedures } from './procedures/index.ts';
import type { ProcedureTable } from './rpc/define-procedure.ts';
import { apiNotFound, rpcErrorHandler } from './rpc/error-handler.ts';
import { createRpcRouter } from './rpc/rpc-router.ts';

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
}

/**
 * The api as an Express app that does not listen: it answers everything under `/api` (JSON
 * always, unknown paths included) and passes other paths on, so a server can mount it in front
 * of the storefront and tests can drive it over HTTP.
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');

  const api = express.Router();
  api.use(requestContext(deps.logger));
  // Liveness for load balancers, and the constant answer benchmarks measure the ceiling with.
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (deps.images) api.use('/images', deps.images);
  api.use(
    createRpcRouter({
      db: deps.db,
      shopDomains: deps.shopDomains,
      procedures: deps.procedures ?? allProcedures,
      commerce: deps.commerce,
    }),
  );
  api.use(apiNotFound);
  api.use(rpcErrorHandler);

  app.use('/api', api);
  return app;
}
