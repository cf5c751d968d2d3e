import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { CatalogStore } from './catalog/catalog-store.ts';
import { storeCatalogReader } from './catalog/store-catalog-reader.ts';
import { createCommerceApp } from './commerce-app.ts';
import { cancelAbandonedPayments } from './orders/abandoned-payments.ts';
import type { CommerceDeps } from './commerce-app.ts';
import { ensureLocalCertificate, trustCertificate } from './tls/local-certificate.ts';

export interface CommerceServer {
  /** What the Storefront API SDK takes as `host`: `localhost:3443`. */
  host: string;
  server: https.Server;
  close(): Promise<void>;
}

// Abandoned payments are looked for this often; one found waits at most this long past its hour.
const sweepEveryMs = 5 * 60 * 1000;

const loopback = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The commerce backend on its own TLS port (loopback by default). The SDK always calls
 * `https://{host}/v1/...`, so the backend speaks TLS with a certificate made at first start, and
 * this process trusts it: the api's own SDK client reaches the backend unchanged.
 */
export async function startCommerceServer(options: {
  config: ApiConfig['commerce'];
  db: Db;
  store: CatalogStore;
  logger: Logger;
  routes?: Pick<CommerceDeps, 'v1Routers' | 'v2Routers' | 'search' | 'now'>;
}): Promise<CommerceServer> {
  const { config, logger } = options;
  const hostnames = loopback.has(config.host) ? [] : [config.host];
  const material = await ensureLocalCertificate(config.tlsDir, { hostnames });
  if (material.created) logger.info({ dir: config.tlsDir }, 'made the commerce backend certificate');
  trustCertificate(material.cert);
  const app = createCommerceApp({
    db: options.db,
    store: options.store,
    logger: logger.child({ component: 'commerce' }),
    access: config.access,
    ...options.routes,
  });
  const server = https.createServer({ key: material.key, cert: material.cert }, app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const sweep = setInterval(() => {
    cancelAbandonedPayments({
      db: options.db,
      catalog: storeCatalogReader(options.store),
      logger,
      onStockTaken: (variantIds) => void options.store.refreshStock(variantIds).catch(() => {}),
    }).catch((error: unknown) => logger.error({ err: error }, 'cancelling abandoned payments failed'));
  }, sweepEveryMs);
  sweep.unref();
  const name = loopback.has(config.host) ? 'localhost' : config.host;
  return {
    host: `${name}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
