import { randomUUID } from 'node:crypto';
import type { ShopIdentity } from '@lumen/domain';
import {
  AddToBasketFailureKind,
  AddToWishlistFailureKind,
  ExistingItemHandling,
  UpdateBasketItemFailureKind,
} from '@scayle/storefront-api';
import type {
  AddManyItemsBasketResponse,
  BasketResponse,
  BasketResponseData,
  StorefrontAPIClient,
  Wishlist,
} from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VariantRow } from '../catalog/catalog-rows.ts';
import { sdkMethodsOf } from './sdk-methods.fixtures.ts';
import { productName } from './seed-expectations.fixtures.ts';
import type { SeedExpectations } from './seed-expectations.fixtures.ts';
import { conformanceShops, fetchFailure, startSeededStorefront } from './seeded-storefront.fixtures.ts';
import type { SeededStorefront } from './seeded-storefront.fixtures.ts';

// SDK conformance, baskets and wishlists: SCAYLE's own client against the backend over the
// seed. Every basket is priced from the seed's variant prices in the shop's currency; totals,
// vouchers, promotions and the SDK's multi-item failures are checked against those rows.

// The SDK names these answers without exporting the names.
type AddItemResponse = Awaited<ReturnType<StorefrontAPIClient['basket']['addItem']>>;
type UpdateItemResponse = Awaited<ReturnType<StorefrontAPIClient['basket']['updateItem']>>;
type DeleteItemResponse = Awaited<ReturnType<StorefrontAPIClient['basket']['deleteItem']>>;
type AddWishlistItemResponse = Awaited<ReturnType<StorefrontAPIClient['wishlist']['addItem']>>;

let storefront: SeededStorefront;
let expected: SeedExpectations;

beforeAll(async () => {
  storefront = await startSeededStorefront();
  expected = storefront.expected;
});

afterAll(async () => {
  await storefront?.close();
});

const client = (shop: ShopIdentity) => storefront.client(shop);
const newKey = (shop: ShopIdentity) => `conformance-${shop.code}-${randomUUID()}`;

/** Sellable variants of different products with stock for a few pieces; sale prices first. */
function stocked(shop: ShopIdentity, count: number, accept: (variant: VariantRow) => boolean = () => true) {
  const seen = new Set<number>();
  const variants = expected
    .sellableVariants(shop)
    .filter((variant) => variant.stock >= 5 && accept(variant))
    .sort((a, b) => expected.salePercent(b.id, shop) - expected.salePercent(a.id, shop) || a.id - b.id)
    .filter((variant) => !seen.has(variant.productId) && seen.add(variant.productId));
  if (variants.length < count)
    throw new Error(`The seed has fewer than ${count} stocked variants in ${shop.code}`);
  return variants.slice(0, count);
}

/** A variant the shop offers that has run out (§4: no stock, not sellable without). */
function soldOutVariant(shop: ShopIdentity): VariantRow {
  const variant = expected.rows.variants.find(
    (candidate) =>
      !expected.isAvailable(candidate) &&
      expected.price(candidate.id, shop) !== undefined &&
      expected.product(candidate.productId).salesStatus === 'published' &&
      expected.isOffered(expected.product(candidate.productId), shop),
  );
  if (!variant) throw new Error(`The seed has no sold-out variant in ${shop.code}`);
  return variant;
}

/** The basket as lines of variant, quantity, piece and line price with tax. */
function lines(basket: BasketResponseData) {
  return basket.items.map((item) => ({
    variantId: item.variant.id,
    quantity: item.quantity,
    unit: item.price.unit.withTax,
    total: item.price.total.withTax,
  }));
}

function expectedLines(shop: ShopIdentity, wanted: readonly (readonly [VariantRow, number])[]) {
  return wanted.map(([variant, quantity]) => ({
    variantId: variant.id,
    quantity,
    unit: expected.price(variant.id, shop),
    total: expected.price(variant.id, shop)! * quantity,
  }));
}

const sumOf = (basket: BasketResponseData) =>
  basket.items.reduce((sum, item) => sum + item.price.total.withTax, 0);

describe('§3/§7 baskets through the SDK, priced from the seed', () => {
  it.each(conformanceShops)(
    '$code: basket.addItem and basket.get price each line and total the basket',
    async (shop) => {
      const key = newKey(shop);
      const [first, second] = stocked(shop, 2) as [VariantRow, VariantRow];
      const added: AddItemResponse = await client(shop).basket.addItem(key, first.id, 2);
      expect(added).toMatchObject({ type: 'success', statusCode: 201 });
      await client(shop).basket.addItem(key, second.id, 1);
      const response: BasketResponse = await client(shop).basket.get(key);
      expect(response.type).toBe('success');
      const { basket } = response;
      expect(lines(basket)).toEqual(
        expectedLines(shop, [
          [first, 2],
          [second, 1],
        ]),
      );
      expect(basket.cost.withTax).toBe(sumOf(basket));
      expect(basket.cost.withTax).toBe(
        expected.price(first.id, shop)! * 2 + expected.price(second.id, shop)!,
      );
      expect([basket.currencyCode, basket.cost.currencyCode]).toEqual([shop.currency, shop.currency]);
      expect(basket.items.map((item) => item.product.attributes?.['name']?.values)).toEqual(
        [first, second].map((variant) => ({
          label: productName(expected.product(variant.productId), shop.language),
        })),
      );
      expect(basket.items.map((item) => [item.status, item.variant.stock.quantity])).toEqual([
        ['available', first.stock],
        ['available', second.stock],
      ]);
    },
  );

  it.each(conformanceShops)(
    '$code: §8 409 basket.addItem of a variant already in the basket (same item group) is VariantAlreadyPresent, the line as it was',
    async (shop) => {
      const key = newKey(shop);
      const [variant] = stocked(shop, 1) as [VariantRow];
      const itemGroup = { id: 'rx-conformance', isMainItem: true, isRequired: true };
      await client(shop).basket.addItem(key, variant.id, 2);
      await client(shop).basket.addItem(key, variant.id, 1, { itemGroup });
      for (const params of [{}, { itemGroup }]) {
        const again: AddItemResponse = await client(shop).basket.addItem(key, variant.id, 1, params);
        expect(again).toMatchObject({
          type: 'failure',
          statusCode: 409,
          kind: AddToBasketFailureKind.VARIANT_ALREADY_PRESENT,
        });
        expect(again.basket.items.map((item) => [item.quantity, item.itemGroup?.id ?? null])).toEqual([
          [2, null],
          [1, 'rx-conformance'],
        ]);
      }
    },
  );

  it.each(conformanceShops)(
    '$code: basket.addOrUpdateItems merges a variant already present by each ExistingItemHandling mode',
    async (shop) => {
      const [variant] = stocked(shop, 1) as [VariantRow];
      for (const [mode, pieces] of [
        [ExistingItemHandling.KEEP_EXISTING, 2],
        [ExistingItemHandling.ADD_QUANTITY_TO_EXISTING, 5],
        [ExistingItemHandling.REPLACE_EXISTING, 3],
        [ExistingItemHandling.REPLACE_EXISTING_WITH_COMBINED_QUANTITY, 5],
      ] as const) {
        const key = newKey(shop);
        await client(shop).basket.addItem(key, variant.id, 2);
        const response: AddManyItemsBasketResponse = await client(shop).basket.addOrUpdateItems(
          key,
          [{ variantId: variant.id, quantity: 3 }],
          {},
          { existingItemHandling: mode },
        );
        expect([mode, response.type]).toEqual([mode, 'success']);
        expect(lines(response.basket)).toEqual(expectedLines(shop, [[variant, pieces]]));
      }
    },
  );

  it.each(conformanceShops)(
    '$code: basket.updateItem sets the quantity and basket.deleteItem removes the line',
    async (shop) => {
      const key = newKey(shop);
      const [first, second] = stocked(shop, 2) as [VariantRow, VariantRow];
      await client(shop).basket.addItem(key, first.id, 1);
      const added = await client(shop).basket.addItem(key, second.id, 1);
      const firstKey = added.basket.items.find((item) => item.variant.id === first.id)!.key;
      const updated: UpdateItemResponse = await client(shop).basket.updateItem(key, firstKey, 3);
      expect(updated).toMatchObject({ type: 'success', statusCode: 200 });
      expect(lines(updated.basket)).toEqual(
        expectedLines(shop, [
          [first, 3],
          [second, 1],
        ]),
      );
      expect(updated.basket.cost.withTax).toBe(sumOf(updated.basket));
      const unknown: UpdateItemResponse = await client(shop).basket.updateItem(key, randomUUID(), 2);
      expect(unknown).toMatchObject({
        type: 'failure',
        kind: UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND,
      });
      const removed: DeleteItemResponse = await client(shop).basket.deleteItem(key, firstKey);
      if ('code' in removed) throw new Error(`deleteItem failed: ${removed.message}`);
      expect(lines(removed)).toEqual(expectedLines(shop, [[second, 1]]));
      expect(removed.cost.withTax).toBe(expected.price(second.id, shop));
    },
  );

  it.each(conformanceShops)(
    '$code: basket.addOrUpdateItems collects a sold-out variant as ItemUnavailable and answers the last basket (§8)',
    async (shop) => {
      const key = newKey(shop);
      const [first, second] = stocked(shop, 2) as [VariantRow, VariantRow];
      const gone = soldOutVariant(shop);
      const response: AddManyItemsBasketResponse = await client(shop).basket.addOrUpdateItems(key, [
        { variantId: first.id, quantity: 1 },
        { variantId: gone.id, quantity: 1 },
        { variantId: second.id, quantity: 2 },
      ]);
      expect(response.type).toBe('failure');
      expect(response.type === 'failure' ? response.errors : []).toEqual([
        {
          operation: 'add',
          kind: AddToBasketFailureKind.ITEM_UNAVAILABLE,
          statusCode: 412,
          variantId: gone.id,
        },
      ]);
      expect(lines(response.basket)).toEqual(
        expectedLines(shop, [
          [first, 1],
          [second, 2],
        ]),
      );
      expect(response.basket.cost.withTax).toBe(sumOf(response.basket));

      const again: AddManyItemsBasketResponse = await client(shop).basket.addOrUpdateItems(
        key,
        [{ variantId: first.id, quantity: 2 }],
        {},
        { existingItemHandling: ExistingItemHandling.ADD_QUANTITY_TO_EXISTING },
      );
      expect(again.type).toBe('success');
      expect(lines(again.basket)).toEqual(
        expectedLines(shop, [
          [first, 3],
          [second, 2],
        ]),
      );
    },
  );

  it.each(conformanceShops)(
    '$code: basket.getApplicablePromotionsByCode takes the shop’s welcome voucher off the total',
    async (shop) => {
      const voucher = expected.welcomeVoucher(shop);
      const key = newKey(shop);
      // Enough pieces of one stocked variant to reach the voucher's minimum order value.
      const [variant, quantity] = expected
        .sellableVariants(shop)
        .map(
          (candidate) =>
            [candidate, Math.ceil(voucher.minOrderValue / expected.price(candidate.id, shop)!)] as const,
        )
        .find(([candidate, pieces]) => pieces <= Math.min(candidate.stock, 10))!;
      await client(shop).basket.addItem(key, variant.id, quantity);
      const itemsTotal = expected.price(variant.id, shop)! * quantity;
      const response: BasketResponse = await client(shop).basket.getApplicablePromotionsByCode(
        key,
        voucher.code.toLowerCase(),
      );
      expect(response.type).toBe('success');
      const reduction = Math.round((itemsTotal * voucher.value) / 100);
      expect(response.basket.cost.withTax).toBe(itemsTotal - reduction);
      expect(response.basket.cost.appliedReductions).toContainEqual(
        expect.objectContaining({
          category: 'voucher',
          code: voucher.code,
          amount: expect.objectContaining({ absoluteWithTax: reduction }) as unknown,
        }) as unknown,
      );

      const foreign = expected.rows.voucherCodes.find(
        (row) => row.shopIds !== null && !row.shopIds.includes(shop.shopId) && row.currency === null,
      )!;
      const { error, body } = await fetchFailure(
        client(shop).basket.getApplicablePromotionsByCode(key, foreign.code),
      );
      expect(error.response.status).toBe(412);
      expect(body.message).toBe(`Voucher code ${foreign.code} is not valid in this shop`);
    },
  );

  it.each(conformanceShops)(
    '$code: basket.bulkUpdatePromotions puts a line into a running promotion',
    async (shop) => {
      const promotion = expected.runningPromotions(shop).find((row) => row.id === 'sunglasses-10-percent')!;
      const percent = (promotion.effect['additionalData'] as { value: number }).value;
      const key = newKey(shop);
      const [sunglasses] = stocked(
        shop,
        1,
        (variant) => expected.product(variant.productId).productCategory === 'sunglasses',
      ) as [VariantRow];
      const added = await client(shop).basket.addItem(key, sunglasses.id, 1);
      const response: BasketResponse = await client(shop).basket.bulkUpdatePromotions(key, {
        items: [{ itemId: added.basket.items[0]!.key, promotions: [{ id: promotion.id }] }],
        with: { items: { promotion: true } },
      });
      expect(response).toMatchObject({ type: 'success', statusCode: 200 });
      const [item] = response.basket.items;
      expect(item?.promotion).toMatchObject({ id: promotion.id, isValid: true });
      const price = expected.price(sunglasses.id, shop)!;
      expect(item?.price.total.withTax).toBe(price - Math.round((price * percent) / 100));
      expect(response.basket.cost.withTax).toBe(sumOf(response.basket));
    },
  );
});

describe('§3 a promotion with a code (the seed’s LUMEN15) through the SDK', () => {
  const codePromotion = (shop: ShopIdentity) => {
    const row = expected.runningPromotions(shop).find((candidate) => candidate.code);
    if (!row?.code) throw new Error(`The seed runs no promotion with a code in ${shop.code}`);
    return { ...row, code: row.code };
  };
  const frame = (shop: ShopIdentity) =>
    stocked(shop, 1, (variant) => expected.product(variant.productId).productCategory === 'glasses')[0]!;

  it.each(conformanceShops)(
    '$code: an item takes part with the code beside the id (promotions[0].code); without it, or with another code, §8 412',
    async (shop) => {
      const row = codePromotion(shop);
      const percent = (row.effect['additionalData'] as { value: number }).value;
      const variant = frame(shop);
      const withoutCode: AddItemResponse = await client(shop).basket.addItem(newKey(shop), variant.id, 1, {
        promotions: [{ id: row.id }],
      });
      expect(withoutCode).toMatchObject({ type: 'failure', kind: AddToBasketFailureKind.ITEM_UNAVAILABLE });
      expect(withoutCode.basket.items).toEqual([]);
      const wrongCode: AddItemResponse = await client(shop).basket.addItem(newKey(shop), variant.id, 1, {
        promotions: [{ id: row.id, code: 'WELCOME10' }],
      });
      expect(wrongCode).toMatchObject({ type: 'failure', statusCode: 412 });
      const key = newKey(shop);
      const added: AddItemResponse = await client(shop).basket.addItem(key, variant.id, 1, {
        promotions: [{ id: row.id, code: row.code.toLowerCase() }],
        with: { items: { promotion: true } },
      });
      expect(added).toMatchObject({ type: 'success', statusCode: 201 });
      const [item] = added.basket.items;
      expect(item?.promotion).toMatchObject({ id: row.id, code: row.code, isValid: true });
      const price = expected.price(variant.id, shop)!;
      expect(item?.price.total.withTax).toBe(price - Math.round((price * percent) / 100));
      const plain = await client(shop).basket.addItem(newKey(shop), variant.id, 1);
      const itemId = plain.basket.items[0]!.key;
      const { error } = await fetchFailure(
        client(shop).basket.bulkUpdatePromotions(plain.basket.key, {
          items: [{ itemId, promotions: [{ id: row.id }] }],
        }),
      );
      expect(error.response.status).toBe(412);
      const bulk: BasketResponse = await client(shop).basket.bulkUpdatePromotions(plain.basket.key, {
        items: [{ itemId, promotions: [{ id: row.id, code: row.code }] }],
        with: { items: { promotion: true } },
      });
      expect(bulk.basket.items[0]?.promotion).toMatchObject({ id: row.id, isValid: true });
    },
  );
});

describe('§3/§7 wishlists through the SDK', () => {
  it.each(conformanceShops)(
    '$code: wishlist.addItem, get and deleteItem keep products in the shop’s language',
    async (shop) => {
      const key = newKey(shop);
      const [first, second] = stocked(shop, 2) as [VariantRow, VariantRow];
      const byProduct: AddWishlistItemResponse = await client(shop).wishlist.addItem(key, {
        productId: first.productId,
      });
      expect(byProduct).toMatchObject({ type: 'success', statusCode: 201 });
      const byVariant: AddWishlistItemResponse = await client(shop).wishlist.addItem(key, {
        variantId: second.id,
      });
      expect(byVariant).toMatchObject({ type: 'success', statusCode: 201 });
      const twice: AddWishlistItemResponse = await client(shop).wishlist.addItem(key, {
        productId: first.productId,
      });
      expect(twice).toMatchObject({ type: 'failure', kind: AddToWishlistFailureKind.ITEM_ALREADY_PRESENT });

      const wishlist: Wishlist = await client(shop).wishlist.get(key);
      expect(
        wishlist.items.map((item) => [
          item.productId,
          item.variantId,
          item.product.attributes?.['name']?.values,
        ]),
      ).toEqual([
        [first.productId, null, { label: productName(expected.product(first.productId), shop.language) }],
        [
          second.productId,
          second.id,
          { label: productName(expected.product(second.productId), shop.language) },
        ],
      ]);
      const remaining: Wishlist = await client(shop).wishlist.deleteItem(key, wishlist.items[0]!.key);
      expect(remaining.items.map((item) => item.productId)).toEqual([second.productId]);
    },
  );

  it.each(conformanceShops)(
    '$code: §7 GET wishlists/{wishlistKey}/items answers the wishlist with its items, as wishlist.get reads it',
    async (shop) => {
      const key = newKey(shop);
      const [variant] = stocked(shop, 1) as [VariantRow];
      await client(shop).wishlist.addItem(key, { variantId: variant.id });
      // The SDK names no method for this §7 path: plain HTTP, as SCAYLE takes it.
      const answer = await fetch(
        `${storefront.baseUrl}/v1/wishlists/${key}/items?shopId=${shop.shopId}&with=items.product.attributes:key(name)`,
      );
      expect(answer.status).toBe(200);
      const items = (await answer.json()) as Wishlist;
      expect(items.key).toBe(key);
      expect(items.items.map((item) => [item.variantId, item.product.attributes?.['name']?.values])).toEqual([
        [variant.id, { label: productName(expected.product(variant.productId), shop.language) }],
      ]);
      expect(items).toEqual(
        await client(shop).wishlist.get(key, {
          with: { items: { product: { attributes: { withKey: ['name'] } } } },
        }),
      );
    },
  );

  it.each(conformanceShops)(
    '$code: wishlist.addItem refuses a product the shop took offline (§8 412)',
    async (shop) => {
      const offline = expected.rows.products.find(
        (product) =>
          product.salesStatus === 'offline' &&
          (product.shopIds === null || product.shopIds.includes(shop.shopId)),
      )!;
      const response: AddWishlistItemResponse = await client(shop).wishlist.addItem(newKey(shop), {
        productId: offline.id,
      });
      expect(response).toMatchObject({
        type: 'failure',
        statusCode: 412,
        kind: AddToWishlistFailureKind.ITEM_UNAVAILABLE,
      });
    },
  );
});

describe('every basket and wishlist method of the SDK’s client is driven', () => {
  // Last in this file: the tests above called each of them.
  it('this file drove each basket and wishlist method', () => {
    expect([...storefront.driven].sort()).toEqual(sdkMethodsOf('baskets'));
  });
});
