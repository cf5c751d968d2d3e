import { randomUUID } from 'node:crypto';
import { BasketSchema } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { defaultBasketLimits } from './basket-limits.ts';
import { createBasketRouter } from './basket-router.ts';
import { startCommerceHarness } from './commerce-harness.fixtures.ts';
import type { CommerceHarness } from './commerce-harness.fixtures.ts';
import { fixtureCatalogReader, fixtureNow, insertFixtureCatalog } from './fixture-catalog.fixtures.ts';
import type { FixtureVariant } from './fixture-catalog.fixtures.ts';

// 51 variants with plenty of stock: one more than a basket's line limit.
const variants: FixtureVariant[] = Array.from({ length: defaultBasketLimits.maxLines + 1 }, (_, index) => ({
  id: 500 + index,
  productId: 50,
  listPrice: 1000 + index,
  stock: 1000,
}));

let database: TestDatabase;
let api: CommerceHarness;
let roomyApi: CommerceHarness;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureCatalog(database.db, variants);
  const deps = { db: database.db, catalog: fixtureCatalogReader(variants), now: () => fixtureNow };
  api = await startCommerceHarness([createBasketRouter(deps)]);
  roomyApi = await startCommerceHarness([
    createBasketRouter({ ...deps, limits: { ...defaultBasketLimits, maxQuantityPerLine: 100 } }),
  ]);
});

afterAll(async () => {
  await api?.close();
  await roomyApi?.close();
  await database?.cleanup();
});

const variant = (index: number) => variants[index]!.id;

describe('§7/§8 concurrent basket changes lose nothing and keep the limits', () => {
  it('50 concurrent adds of different variants give 50 lines; the 51st is a 413', async () => {
    const key = `c-${randomUUID()}`;
    const statuses = await Promise.all(
      Array.from({ length: defaultBasketLimits.maxLines }, (_, index) =>
        api.request('POST', `/baskets/${key}/items`, { body: { variantId: variant(index), quantity: 1 } }),
      ),
    );
    expect(statuses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const basket = BasketSchema.parse((await api.request('GET', `/baskets/${key}`)).body);
    expect(new Set(basket.items.map((item) => item.variant.id)).size).toBe(50);
    const over = await api.request('POST', `/baskets/${key}/items`, {
      body: { variantId: variant(50), quantity: 1 },
    });
    expect(over.status).toBe(413);
    expect(BasketSchema.parse(over.body).items).toHaveLength(50);
  });

  it('100 concurrent +1 adds of one variant give quantity 100', async () => {
    const key = `c-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        roomyApi.request('POST', `/baskets/${key}/items`, { body: { variantId: variant(0), quantity: 1 } }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const basket = BasketSchema.parse((await roomyApi.request('GET', `/baskets/${key}`)).body);
    expect(basket.items.map((item) => item.quantity)).toEqual([100]);
  });

  it('100 concurrent +1 adds against the limit of 99 pieces: 99 added, one 413', async () => {
    const key = `c-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.request('POST', `/baskets/${key}/items`, { body: { variantId: variant(1), quantity: 1 } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(99).fill(201), 413]);
    const basket = BasketSchema.parse((await api.request('GET', `/baskets/${key}`)).body);
    expect(basket.items.map((item) => item.quantity)).toEqual([99]);
  });
});
