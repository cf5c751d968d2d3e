import { randomUUID } from 'node:crypto';
import { BasketSchema, WishlistSchema } from '@lumen/domain';
import {
  AddToBasketFailureKind,
  AddToWishlistFailureKind,
  ExistingItemHandling,
  FetchError,
  StorefrontAPIClient,
  UpdateBasketItemFailureKind,
} from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { createWishlistRouter } from '../wishlists/wishlist-router.ts';
import { createBasketRouter } from './basket-router.ts';
import { startCommerceHarness } from './commerce-harness.fixtures.ts';
import type { CommerceHarness } from './commerce-harness.fixtures.ts';
import {
  fixtureCatalogReader,
  fixtureNow,
  fixtureVariantList,
  fixtureVariants as v,
  insertFixtureCatalog,
  insertFixturePromotions,
  insertFixtureVouchers,
} from './fixture-catalog.fixtures.ts';

// SCAYLE's own client is the conformance test of paths, parameters, statuses and answer shapes:
// it is pointed at this backend (it always speaks https, so its fetch is sent to plain http here).
let database: TestDatabase;
let api: CommerceHarness;
let client: StorefrontAPIClient;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureCatalog(database.db, fixtureVariantList);
  await insertFixturePromotions(database.db);
  await insertFixtureVouchers(database.db);
  const deps = { db: database.db, catalog: fixtureCatalogReader(fixtureVariantList), now: () => fixtureNow };
  api = await startCommerceHarness([createBasketRouter(deps), createWishlistRouter(deps)]);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    realFetch(url.replace(/^https:/, 'http:'), init),
  );
  client = new StorefrontAPIClient({ host: new URL(api.baseUrl).host, shopId: 1001 });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await api?.close();
  await database?.cleanup();
});

const newKey = () => `sdk-${randomUUID()}`;

describe('§7 baskets through @scayle/storefront-api', () => {
  it('gets a basket the SDK and the domain schema accept', async () => {
    const key = newKey();
    const response = await client.basket.get(key);
    expect(response.type).toBe('success');
    expect(BasketSchema.parse(response.basket).key).toBe(key);
  });

  it.each([
    ['success', v.frame.id, 1, { type: 'success', statusCode: 201 }],
    [
      '206',
      v.lowStock.id,
      5,
      { type: 'failure', kind: AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY },
    ],
    ['412', v.soldOut.id, 1, { type: 'failure', kind: AddToBasketFailureKind.ITEM_UNAVAILABLE }],
    ['413', v.frame.id, 100, { type: 'failure', kind: AddToBasketFailureKind.MAXIMUM_ITEM_COUNT_REACHED }],
  ])('addItem answers %s as the SDK’s kind (§8)', async (_case, variantId, quantity, expected) => {
    const response = await client.basket.addItem(newKey(), variantId, quantity);
    expect(response).toMatchObject(expected);
    BasketSchema.parse(response.basket);
  });

  it('addItem answers 409 VariantAlreadyPresent for other custom data in the same group', async () => {
    const key = newKey();
    await client.basket.addItem(key, v.frame.id, 1, { customData: { origin: 'pdp' } });
    const response = await client.basket.addItem(key, v.frame.id, 1, { customData: { origin: 'plp' } });
    expect(response).toMatchObject({ type: 'failure', kind: AddToBasketFailureKind.VARIANT_ALREADY_PRESENT });
  });

  it('addItem fails with the 424 answer for an unknown variant (outside the SDK’s basket statuses)', async () => {
    await expect(client.basket.addItem(newKey(), 999_999, 1)).rejects.toThrow(FetchError);
  });

  it('updateItem answers 404 BasketItemNotFound with the basket', async () => {
    const response = await client.basket.updateItem(newKey(), randomUUID(), 2);
    expect(response).toMatchObject({
      type: 'failure',
      kind: UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND,
    });
    BasketSchema.parse(response.basket);
  });

  it('addOrUpdateItems adds quantities and collects per-item failures (§8)', async () => {
    const key = newKey();
    await client.basket.addItem(key, v.frame.id, 1);
    const response = await client.basket.addOrUpdateItems(
      key,
      [
        { variantId: v.frame.id, quantity: 2 },
        { variantId: v.soldOut.id, quantity: 1 },
        { variantId: v.spare.id, quantity: 1 },
      ],
      {},
      { existingItemHandling: ExistingItemHandling.ADD_QUANTITY_TO_EXISTING },
    );
    expect(response.type).toBe('failure');
    expect(response.type === 'failure' ? response.errors : []).toEqual([
      {
        operation: 'add',
        kind: AddToBasketFailureKind.ITEM_UNAVAILABLE,
        statusCode: 412,
        variantId: v.soldOut.id,
      },
    ]);
    const lines = BasketSchema.parse(response.basket).items.map((item) => [item.variant.id, item.quantity]);
    expect(lines).toEqual([
      [v.frame.id, 3],
      [v.spare.id, 1],
    ]);
  });

  it('deleteItem answers the basket', async () => {
    const key = newKey();
    const added = await client.basket.addItem(key, v.frame.id, 1);
    const response = await client.basket.deleteItem(key, added.basket.items[0]!.key);
    expect(BasketSchema.parse(response).items).toEqual([]);
  });

  it('getApplicablePromotionsByCode applies a voucher code', async () => {
    const key = newKey();
    await client.basket.addItem(key, v.frame.id, 1);
    const response = await client.basket.getApplicablePromotionsByCode(key, 'WELCOME10');
    expect(response.type).toBe('success');
    expect(response.basket.cost.withTax).toBe(11900);
  });

  it('bulkUpdatePromotions sets the promotions of the items it names', async () => {
    const key = newKey();
    const added = await client.basket.addItem(key, v.frame.id, 1);
    const itemId = added.basket.items[0]!.key;
    const response = await client.basket.bulkUpdatePromotions(key, {
      items: [{ itemId, promotions: [{ id: 'auto-10' }] }],
      with: { items: { promotion: true } },
    });
    expect(response).toMatchObject({ type: 'success', statusCode: 200 });
    expect(BasketSchema.parse(response.basket).items[0]).toMatchObject({
      promotionId: 'auto-10',
      promotion: { isValid: true },
    });
    expect(response.basket.cost.withTax).toBe(11610);
  });

  it('sends with the SDK’s builder and gets the parts it asked for', async () => {
    const key = newKey();
    await client.basket.addItem(key, v.frame.id, 1, { promotionId: 'auto-10' });
    const response = await client.basket.get(key, {
      with: {
        items: {
          product: { attributes: { withKey: ['name', 'brand'] }, variants: 'all', images: 'all' },
          variant: { attributes: 'all', lowestPriorPrice: true },
          promotion: true,
        },
        applicablePromotions: true,
      },
    });
    const [item] = BasketSchema.parse(response.basket).items;
    expect(Object.keys(item!.product.attributes ?? {}).sort()).toEqual(['brand', 'name']);
    expect(item!.product.variants).toBeDefined();
    expect(item!.product.categories).toBeUndefined();
    expect(item!.promotion).toMatchObject({ id: 'auto-10', isValid: true });
    expect(response.basket.applicablePromotions).toHaveLength(1);
  });
});

describe('§7 wishlists through @scayle/storefront-api', () => {
  it('gets, adds and deletes with the SDK’s statuses (§8)', async () => {
    const key = newKey();
    expect(WishlistSchema.parse(await client.wishlist.get(key)).items).toEqual([]);
    const added = await client.wishlist.addItem(key, { variantId: v.frame.id });
    expect(added).toMatchObject({ type: 'success', statusCode: 201 });
    const again = await client.wishlist.addItem(key, { variantId: v.frame.id });
    expect(again).toMatchObject({ type: 'failure', kind: AddToWishlistFailureKind.ITEM_ALREADY_PRESENT });
    const offline = await client.wishlist.addItem(key, { productId: v.offline.productId });
    expect(offline).toMatchObject({ type: 'failure', kind: AddToWishlistFailureKind.ITEM_UNAVAILABLE });
    const removed = await client.wishlist.deleteItem(key, added.wishlist.items[0]!.key);
    expect(WishlistSchema.parse(removed).items).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });
});
