/**
 * The commerce backend over the seed catalogue, as the storefront meets it: a migrated database
 * with the shops and 150 generated products, the search index built from it, the app on loopback
 * TLS, and SCAYLE's own client pointed at it. One per conformance file. Test support.
 */
import { getShopByCode } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import { FetchError, StorefrontAPIClient } from '@scayle/storefront-api';
import { pino } from 'pino';
import { vi } from 'vitest';
import type { Db } from '../../db/db.ts';
import { seedCatalog } from '../../seed/catalog/seed-catalog.ts';
import { seedShops } from '../../seed/seed-shops.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { loadCatalogRows } from '../catalog/load-catalog-rows.ts';
import { createSearchService } from '../search/search-service.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import { recordingClient } from './sdk-methods.fixtures.ts';
import { SeedExpectations } from './seed-expectations.fixtures.ts';

/** The moment the seed is generated for and the backend answers at: promotions and campaigns run around it. */
export const seedNow = new Date('2025-07-01T10:00:00.000Z');

/** One shop per currency, and every language besides Italian: names, labels and prices differ in each. */
export const conformanceShops: readonly ShopIdentity[] = (['de-de', 'fr-ch', 'pl-pl', 'cs-cz'] as const).map(
  (code) => getShopByCode(code),
);

export interface SeededStorefront {
  expected: SeedExpectations;
  /** The SDK's client for a shop; every method a test calls on it is noted in `driven`. */
  client(shop: ShopIdentity): StorefrontAPIClient;
  driven: Set<string>;
  /** The backend's address, for calls the SDK does not make. */
  baseUrl: string;
  /** The backend's database (seeded shops and catalogue), for an api that shares it. */
  db: Db;
  /** The backend's catalogue read model, for tests that change the catalogue. */
  store: CatalogStore;
  close(): Promise<void>;
}

export async function startSeededStorefront(): Promise<SeededStorefront> {
  const database = await openTestDatabase();
  await seedShops(database.db);
  await seedCatalog(database.db, { products: 150, now: seedNow });
  const rows = await loadCatalogRows(database.db);
  const logger = pino({ level: 'silent' });
  const search = createSearchService({ loadRows: () => loadCatalogRows(database.db), logger });
  await search.rebuild();
  const server = await startCommerceTestServer({ db: database.db, tls: true, logger, extra: { search } });
  // Faked only after the server made its certificate with the real clock: from here on the
  // backend answers at the seed's moment, so running promotions and campaigns stay put.
  vi.useFakeTimers({ now: seedNow, toFake: ['Date'] });
  const driven = new Set<string>();
  const clients = new Map<number, StorefrontAPIClient>();
  return {
    expected: new SeedExpectations(rows, seedNow),
    client(shop) {
      let client = clients.get(shop.shopId);
      if (!client) {
        client = recordingClient(new StorefrontAPIClient({ host: server.host, shopId: shop.shopId }), driven);
        clients.set(shop.shopId, client);
      }
      return client;
    },
    driven,
    baseUrl: server.baseUrl,
    db: database.db,
    store: server.store,
    async close() {
      vi.useRealTimers();
      search.stop();
      await server.close();
      await database.cleanup();
    },
  };
}

/**
 * The SDK's own failure for a non-ok answer (§8: naming url, status and status text), and the
 * backend's JSON body behind it. Fails the test when the call succeeds or fails otherwise.
 */
export async function fetchFailure(
  call: Promise<unknown>,
): Promise<{ error: FetchError; body: { message?: unknown } }> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FetchError)) throw new Error(`Expected the SDK's FetchError, got ${String(error)}`);
  return { error, body: (await error.response.json()) as { message?: unknown } };
}
