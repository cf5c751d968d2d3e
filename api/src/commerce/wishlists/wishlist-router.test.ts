import { randomUUID } from 'node:crypto';
import { WishlistSchema } from '@lumen/domain';
import type { Wishlist } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { startCommerceHarness } from '../baskets/commerce-harness.fixtures.ts';
import type { CommerceHarness, HarnessResponse } from '../baskets/commerce-harness.fixtures.ts';
import {
  fixtureCatalogReader,
  fixtureVariantList,
  fixtureVariants as v,
  insertFixtureCatalog,
} from '../baskets/fixture-catalog.fixtures.ts';
import { createWishlistRouter } from './wishlist-router.ts';

let database: TestDatabase;
let api: CommerceHarness;
let smallApi: CommerceHarness;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureCatalog(database.db, fixtureVariantList);
  const deps = { db: database.db, catalog: fixtureCatalogReader(fixtureVariantList) };
  api = await startCommerceHarness([createWishlistRouter(deps)]);
  smallApi = await startCommerceHarness([createWishlistRouter({ ...deps, maxItems: 2 })]);
});

afterAll(async () => {
  await api?.close();
  await smallApi?.close();
  await database?.cleanup();
});

const newKey = () => `w-${randomUUID()}`;
const wishlistOf = (response: HarnessResponse): Wishlist => WishlistSchema.parse(response.body);
const add = (key: string, body: unknown, harness = api) =>
  harness.request('POST', `/wishlists/${key}/items`, { body });

describe('§7 GET wishlists/{wishlistKey}', () => {
  it('answers an empty wishlist on first read', async () => {
    const key = newKey();
    const response = await api.request('GET', `/wishlists/${key}`);
    expect(response.status).toBe(200);
    expect(wishlistOf(response)).toEqual({ key, items: [] });
  });
});

describe('§7 GET wishlists/{wishlistKey}/items', () => {
  it('answers the wishlist with its items, as GET wishlists/{wishlistKey} does', async () => {
    const key = newKey();
    expect(wishlistOf(await api.request('GET', `/wishlists/${key}/items`))).toEqual({ key, items: [] });
    await add(key, { variantId: v.frame.id });
    const response = await api.request('GET', `/wishlists/${key}/items`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual((await api.request('GET', `/wishlists/${key}`)).body);
    expect(wishlistOf(response).items.map((item) => item.variantId)).toEqual([v.frame.id]);
  });
});

describe('§7/§8 POST wishlists/{wishlistKey}/items answers by status', () => {
  it.each([
    ['a variant', { variantId: v.frame.id }, 201, [[v.frame.productId, v.frame.id]]],
    ['a product without variant', { productId: v.frame.productId }, 201, [[v.frame.productId, null]]],
    [
      'a sold-out variant (kept to buy when back)',
      { variantId: v.soldOut.id },
      201,
      [[v.soldOut.productId, v.soldOut.id]],
    ],
    ['an offline product', { productId: v.offline.productId }, 412, []],
    ['an inactive variant’s product', { variantId: v.inactive.id }, 412, []],
    ['an unknown variant', { variantId: 999_999 }, 412, []],
    ['a product of another market', { productId: v.swissOnly.productId }, 412, []],
  ])('%s gives %s', async (_case, body, status, entries) => {
    const key = newKey();
    const response = await add(key, body);
    expect(response.status).toBe(status);
    const wishlist = wishlistOf(response);
    expect(wishlist.items.map((item) => [item.productId, item.variantId])).toEqual(entries);
  });

  it.each([
    ['both ids', { variantId: v.frame.id, productId: v.frame.productId }],
    ['neither id', {}],
  ])('refuses %s: 400 only one parameter must be set (§8)', async (_case, body) => {
    const response = await add(newKey(), body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Only one parameter must be set: variantId or productId',
    });
  });

  it('answers the variant with the wishlist entry and its product', async () => {
    const wishlist = wishlistOf(
      await add(newKey(), { variantId: v.onSale.id, customData: { origin: 'pdp' } }),
    );
    expect(wishlist.items[0]).toMatchObject({
      productId: v.onSale.productId,
      product: { id: v.onSale.productId },
      variant: { id: v.onSale.id, price: { withTax: 8000 } },
      customData: { origin: 'pdp' },
    });
  });

  it('answers 409 for an entry already there, with the wishlist', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id });
    const response = await add(key, { variantId: v.frame.id });
    expect(response.status).toBe(409);
    expect(wishlistOf(response).items).toHaveLength(1);
  });

  it('answers 413 when the wishlist is full', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id }, smallApi);
    await add(key, { variantId: v.spare.id }, smallApi);
    const response = await add(key, { variantId: v.onSale.id }, smallApi);
    expect(response.status).toBe(413);
    expect(wishlistOf(response).items).toHaveLength(2);
  });

  it('adds one entry for 20 concurrent adds of the same variant; the others are 409', async () => {
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(key, { variantId: v.frame.id })),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(wishlistOf(await api.request('GET', `/wishlists/${key}`)).items).toHaveLength(1);
  });
});

describe('§7/§8 DELETE wishlists/{wishlistKey}/items/{itemKey}', () => {
  it('removes the entry', async () => {
    const key = newKey();
    const itemKey = wishlistOf(await add(key, { variantId: v.frame.id })).items[0]!.key;
    const response = await api.request('DELETE', `/wishlists/${key}/items/${itemKey}`);
    expect(response.status).toBe(200);
    expect(wishlistOf(response).items).toEqual([]);
  });

  it('answers 404 Could not find wishlist item (§8)', async () => {
    const missing = randomUUID();
    const response = await api.request('DELETE', `/wishlists/${newKey()}/items/${missing}`);
    expect(response).toEqual({ status: 404, body: { message: `Could not find wishlist item ${missing}` } });
  });

  it('empties the wishlist with DELETE wishlists/{wishlistKey}', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id });
    const response = await api.request('DELETE', `/wishlists/${key}`);
    expect(wishlistOf(response).items).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });
});
