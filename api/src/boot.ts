import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open-database.ts';
import { seedShops } from './db/seed/seed-shops.ts';
import { createLogger } from './logger.ts';

export interface BootedApi {
  app: Express;
  db: Db;
  logger: Logger;
}

/** Everything the api needs before it can answer: logger, migrated database, seed data, the app. */
export async function bootApi(config: ApiConfig): Promise<BootedApi> {
  const logger = createLogger(config.logLevel);
  logger.info({ database: config.databaseUrl ? 'postgres' : config.pgliteDir }, 'opening the database');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir, logger });
  const seeded = await seedShops(db);
  if (seeded.length > 0) logger.info({ shops: seeded }, 'seeded shop settings');
  return { app: createApp({ db, shopDomains: config.shopDomains, logger }), db, logger };
}

/** Stops taking requests on SIGTERM or SIGINT, then closes the database so PGlite flushes its folder. */
export function closeOnSignals(server: Server, { db, logger }: Pick<BootedApi, 'db' | 'logger'>): void {
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      db.close().then(
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
