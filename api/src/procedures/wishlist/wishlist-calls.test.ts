import { attributeLabel, getShopByCode, onlyOneWishlistIdMessage } from '@lumen/domain';
import type { Wishlist } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productName } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { defaultMaxWishlistItems } from '../../commerce/wishlists/wishlist-service.ts';
import { emptyCollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import { BasketSeed } from '../basket/basket-seed.fixtures.ts';

// The wishlist calls of §7 over HTTP, answered through the SDK by the commerce backend.

const shop = getShopByCode('de-de');
let procedures: CommerceProcedures;
let seed: BasketSeed;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  seed = new BasketSeed(procedures.expected, shop);
});

afterAll(async () => {
  await procedures?.close();
});

const visitor = (): Visitor => procedures.visitor(shop.code);
const entries = (wishlist: Wishlist) => wishlist.items.map((item) => [item.productId, item.variantId]);

/** A product the shop has taken offline (§4 sales status): on no wishlist. */
function offlineProductId(): number {
  const product = procedures.expected.rows.products.find(
    (row) => row.salesStatus === 'offline' && (row.shopIds === null || row.shopIds.includes(shop.shopId)),
  );
  if (!product) throw new Error('The seed has no offline product');
  return product.id;
}

describe('getWishlist, addItemToWishlist, removeItemFromWishlist, clearWishlist (§7)', () => {
  it('shows a visitor without a session the empty wishlist and makes no session for it', async () => {
    const browser = visitor();
    expect(await browser.call('getWishlist', {})).toEqual({
      key: emptyCollectionKeys.wishlistKey,
      items: [],
    });
    expect(browser.sessionId).toBeUndefined();
  });

  it('keeps products and chosen variants, in the shop’s language', async () => {
    const browser = visitor();
    const [product, variant] = seed.stocked(2);
    await browser.call('addItemToWishlist', { productId: product!.productId });
    const wishlist = await browser.call('addItemToWishlist', { variantId: variant!.id });
    expect(entries(wishlist)).toEqual([
      [product!.productId, null],
      [variant!.productId, variant!.id],
    ]);
    expect(wishlist.items[1]?.variant?.id).toBe(variant!.id);
    expect(wishlist.items.map((item) => attributeLabel(item.product.attributes, 'name'))).toEqual(
      [product, variant].map((row) =>
        productName(procedures.expected.product(row!.productId), shop.language),
      ),
    );
    expect(entries(await browser.call('getWishlist', {}))).toEqual(entries(wishlist));
  });

  it('removes an entry, and clears the rest', async () => {
    const browser = visitor();
    const [first, second, third] = seed.stocked(3);
    for (const variant of [first, second, third]) {
      await browser.call('addItemToWishlist', { productId: variant!.productId });
    }
    const all = await browser.call('getWishlist', {});
    const rest = await browser.call('removeItemFromWishlist', { itemKey: all.items[1]!.key });
    expect(entries(rest)).toEqual([
      [first!.productId, null],
      [third!.productId, null],
    ]);
    expect((await browser.call('clearWishlist', {})).items).toEqual([]);
    expect((await browser.call('getWishlist', {})).items).toEqual([]);
  });

  it('§8 409: an entry already on the wishlist', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1);
    await browser.call('addItemToWishlist', { variantId: variant!.id });
    const refused = await browser.fail('addItemToWishlist', { variantId: variant!.id });
    expect(refused).toMatchObject({ status: 409, error: { code: 'CONFLICT' } });
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.variantId']);
  });

  it('§8 412: a product the shop took offline', async () => {
    const refused = await visitor().fail('addItemToWishlist', { productId: offlineProductId() });
    expect(refused).toMatchObject({ status: 412, error: { code: 'PRECONDITION_FAILED' } });
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.productId']);
  });

  it(`§8 413: the maximum count reached (${defaultMaxWishlistItems} entries)`, async () => {
    const browser = visitor();
    const variants = seed.distinct(defaultMaxWishlistItems + 1, () => true);
    const wishlist = await browser.call('addItemToWishlist', { variantId: variants[0]!.id });
    // The other entries go straight into the backend's table: a hundred calls would only be slow.
    await procedures.db.query(
      `insert into wishlist_items (key, wishlist_id, product_id, variant_id)
       select gen_random_uuid(), w.id, entry.product_id, entry.variant_id
         from wishlists w, unnest($3::int[], $4::int[]) as entry (product_id, variant_id)
        where w.shop_id = $1 and w.key = $2`,
      [
        shop.shopId,
        wishlist.key,
        variants.slice(1, defaultMaxWishlistItems).map((variant) => variant.productId),
        variants.slice(1, defaultMaxWishlistItems).map((variant) => variant.id),
      ],
    );
    expect((await browser.call('getWishlist', {})).items).toHaveLength(defaultMaxWishlistItems);
    const refused = await browser.fail('addItemToWishlist', {
      variantId: variants[defaultMaxWishlistItems]!.id,
    });
    expect(refused).toMatchObject({ status: 413, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it("§8 404 'Could not find wishlist item', also for another visitor’s entry", async () => {
    const owner = visitor();
    const wishlist = await owner.call('addItemToWishlist', { productId: seed.stocked(1)[0]!.productId });
    const other = visitor();
    await other.call('addItemToWishlist', { productId: seed.stocked(2)[1]!.productId });
    for (const itemKey of [wishlist.items[0]!.key, 'no-such-item']) {
      const refused = await other.fail('removeItemFromWishlist', { itemKey });
      expect(refused).toMatchObject({
        status: 404,
        error: { code: 'NOT_FOUND', message: 'Could not find wishlist item' },
      });
    }
    expect((await owner.call('getWishlist', {})).items).toHaveLength(1);
  });
});

describe('requests the wishlist calls refuse', () => {
  it.each([
    ['both ids', { productId: 1, variantId: 2 }],
    ['neither id', {}],
  ])('§8 400 for %s: only one parameter must be set, naming both', async (_case, payload) => {
    const refused = await visitor().fail('addItemToWishlist', payload);
    expect(refused.status).toBe(400);
    expect(refused.error.details).toEqual([
      { field: 'payload.productId', message: onlyOneWishlistIdMessage },
      { field: 'payload.variantId', message: onlyOneWishlistIdMessage },
    ]);
  });

  it.each([
    ['getWishlist', { key: 'x' }, 'payload.key'],
    ['addItemToWishlist', { productId: 0 }, 'payload.productId'],
    ['addItemToWishlist', { productId: 1, customData: {} }, 'payload.customData'],
    ['removeItemFromWishlist', { itemKey: '' }, 'payload.itemKey'],
    ['clearWishlist', { wishlistKey: 'x' }, 'payload.wishlistKey'],
  ] as const)('%s refuses %j with 400 naming %s', async (name, payload, field) => {
    const refused = await visitor().fail(name, payload);
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toContain(field);
  });
});
