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

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureCatalog(database.db, variants);
  const deps = { db: database.db, catalog: fixtureCatalogReader(variants), now: () => fixtureNow };
  api = await startCommerceHarness([createBasketRouter(deps)]);
});

afterAll(async () => {
  await api?.close();
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

  it('100 concurrent adds of one variant make one line: one 201, 99 409 (§8 variant already present)', async () => {
    const key = `c-${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.request('POST', `/baskets/${key}/items`, { body: { variantId: variant(0), quantity: 1 } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([201, ...Array<number>(99).fill(409)]);
    const basket = BasketSchema.parse((await api.request('GET', `/baskets/${key}`)).body);
    expect(basket.items.map((item) => [item.variant.id, item.quantity])).toEqual([[variant(0), 1]]);
  });

  it('100 concurrent PATCHes of one line against the limit of 99 pieces: the 100 is a 413, the line holds a quantity asked for', async () => {
    const key = `c-${randomUUID()}`;
    const added = await api.request('POST', `/baskets/${key}/items`, {
      body: { variantId: variant(1), quantity: 1 },
    });
    const itemKey = BasketSchema.parse(added.body).items[0]!.key;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        api.request('PATCH', `/baskets/${key}/items/${itemKey}`, { body: { quantity: index + 1 } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(99).fill(200), 413]);
    const basket = BasketSchema.parse((await api.request('GET', `/baskets/${key}`)).body);
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]!.quantity).toBeLessThanOrEqual(99);
  });
});
