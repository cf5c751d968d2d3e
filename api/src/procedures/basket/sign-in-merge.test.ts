import { getShopByCode } from '@lumen/domain';
import type { Basket, Wishlist } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBasket } from '../../basket-and-wishlist/collection-answers.ts';
import { customerCollectionKeys, emptyCollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import type { CollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import { BasketSeed } from './basket-seed.fixtures.ts';

// A customer has a basket and wishlist of their own; at sign-in the anonymous ones merge
// into them (§4 combined quantities, §3 item groups whole), and mergeBaskets finishes what the
// merge at sign-in could not move.

const shop = getShopByCode('de-de');
const password = 'Brille!2024';
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
const lines = (basket: Basket) =>
  basket.items.map((item) => [item.variant.id, item.quantity, item.itemGroup?.id]);
const entries = (wishlist: Wishlist) => wishlist.items.map((item) => [item.productId, item.variantId]);

async function register(browser: Visitor, email: string): Promise<number> {
  const { user } = await browser.call('register', {
    firstName: 'Jana',
    lastName: 'Novák',
    email,
    password,
    acceptedTerms: true,
  });
  return user.id;
}

/** The keys the visitor's session holds (the session table, read the way the api reads it). */
async function sessionKeys(browser: Visitor): Promise<CollectionKeys> {
  const { rows } = await procedures.db.query<{ basket_key: string; wishlist_key: string }>(
    'select basket_key, wishlist_key from sessions where id_hash = $1',
    [tokenHash(browser.sessionId ?? '')],
  );
  return { basketKey: rows[0]!.basket_key, wishlistKey: rows[0]!.wishlist_key };
}

/** A basket as the backend holds it, straight through the SDK (no session involved). */
async function backendBasket(basketKey: string): Promise<Basket> {
  return readBasket((await procedures.commerce.forShop(shop).basket.get(basketKey)).basket, basketKey);
}

async function pendingMerges(customerId: number): Promise<number> {
  const { rows } = await procedures.db.query('select 1 from basket_merges where customer_id = $1', [
    customerId,
  ]);
  return rows.length;
}

describe('the merge at sign-in (§4 merge, §3 item groups)', () => {
  it('brings the anonymous basket into the customer’s: combined quantities, the rx group whole, nothing lost', async () => {
    const email = 'merge@example.de';
    const [shared, customerOnly, anonymousOnly, later] = seed.stocked(4, 10);
    const [frame] = seed.frames(1);
    // The customer's basket, filled on another device.
    const device = visitor();
    const customerId = await register(device, email);
    await device.call('addItemsToBasket', {
      items: [
        { variantId: shared!.id, quantity: 2 },
        { variantId: customerOnly!.id, quantity: 1 },
      ],
    });
    await device.call('signOut', {});

    const browser = visitor();
    await browser.call('addItemsToBasket', {
      items: [
        { variantId: anonymousOnly!.id, quantity: 2 },
        { variantId: shared!.id, quantity: 3 },
        ...seed.rxGroup(frame!, 'rx-merge'),
      ],
    });
    const anonymous = await sessionKeys(browser);
    await browser.call('signIn', { email, password });

    const expectedLines = [
      [shared!.id, 5, undefined],
      [customerOnly!.id, 1, undefined],
      [anonymousOnly!.id, 2, undefined],
      ...seed.rxGroup(frame!, 'rx-merge').map((item) => [item.variantId, 1, 'rx-merge']),
    ];
    const merged = await browser.call('getBasket', {});
    expect(merged.key).toBe((await customerCollectionKeys(procedures.db, customerId)).basketKey);
    expect(lines(merged)).toEqual(expectedLines);
    expect(merged.cost.withTax).toBe(
      seed.lineTotal(shared!, 5) +
        seed.lineTotal(customerOnly!, 1) +
        seed.lineTotal(anonymousOnly!, 2) +
        seed
          .rxGroup(frame!, 'g')
          .reduce((sum, item) => sum + procedures.expected.price(item.variantId, shop)!, 0),
    );
    expect((await backendBasket(anonymous.basketKey)).items).toEqual([]);
    expect(await pendingMerges(customerId)).toBe(0);
    expect(await sessionKeys(browser)).toEqual(await customerCollectionKeys(procedures.db, customerId));

    // Signed out, the browser is an anonymous visitor again, with fresh keys of its own.
    await browser.call('signOut', {});
    expect(await browser.call('getBasket', {})).toMatchObject({
      key: emptyCollectionKeys.basketKey,
      items: [],
    });
    await browser.call('addItemToBasket', { variantId: later!.id });
    const fresh = await sessionKeys(browser);
    expect(fresh.basketKey).not.toBe(anonymous.basketKey);
    expect(fresh.basketKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Signing in again brings the customer's basket back, with what was added meanwhile.
    await browser.call('signIn', { email, password });
    expect(lines(await browser.call('getBasket', {}))).toEqual([...expectedLines, [later!.id, 1, undefined]]);
    // ...and so does the other device.
    await device.call('signIn', { email, password });
    expect(lines(await device.call('getBasket', {}))).toEqual([...expectedLines, [later!.id, 1, undefined]]);
  });

  it.each([
    [
      'the stock',
      'stock@example.de',
      () =>
        seed.distinct(
          1,
          (variant) => !variant.sellableWithoutStock && variant.stock >= 2 && variant.stock <= 5,
        )[0]!,
      (stock: number) => [stock - 1, 2, stock],
    ],
    ['the 99 pieces a line holds', 'line@example.de', () => seed.stocked(1, 110)[0]!, () => [60, 50, 99]],
  ] as const)(
    '§4 combines the quantities of one variant within %s, nothing left behind',
    async (_case, email, variantOf, quantitiesOf) => {
      const variant = variantOf();
      const [customer, anonymous, combined] = quantitiesOf(variant.stock);
      const device = visitor();
      const customerId = await register(device, email);
      await device.call('addItemToBasket', { variantId: variant.id, quantity: customer! });
      await device.call('signOut', {});
      const browser = visitor();
      await browser.call('addItemToBasket', { variantId: variant.id, quantity: anonymous! });
      await browser.call('signIn', { email, password });
      expect(lines(await browser.call('getBasket', {}))).toEqual([[variant.id, combined, undefined]]);
      expect(await pendingMerges(customerId)).toBe(0);
    },
  );

  it('§8 tells at sign-in which items came over with fewer pieces than the stock allows', async () => {
    const email = 'merge-reduced@example.de';
    const scarce = seed.lowStock();
    const [plenty] = seed.stocked(1, 10);
    const device = visitor();
    await register(device, email);
    await device.call('addItemToBasket', { variantId: scarce.id, quantity: scarce.stock });
    await device.call('signOut', {});

    const browser = visitor();
    await browser.call('addItemsToBasket', {
      items: [
        { variantId: scarce.id, quantity: 1 },
        { variantId: plenty!.id, quantity: 1 },
      ],
    });
    const { basketItemErrors } = await browser.call('signIn', { email, password });
    expect(basketItemErrors.map((error) => [error.kind, error.status, error.variantId])).toEqual([
      ['ItemAddedWithReducedQuantity', 206, scarce.id],
    ]);
    const merged = await browser.call('getBasket', {});
    expect(lines(merged)).toEqual([
      [scarce.id, scarce.stock, undefined],
      [plenty!.id, 1, undefined],
    ]);
  });

  it('answers no item errors when the basket came over as it was', async () => {
    const browser = visitor();
    await register(browser, 'merge-clean@example.de');
    await browser.call('signOut', {});
    const [variant] = seed.stocked(1, 10);
    await browser.call('addItemToBasket', { variantId: variant!.id, quantity: 1 });
    const { basketItemErrors } = await browser.call('signIn', { email: 'merge-clean@example.de', password });
    expect(basketItemErrors).toEqual([]);
  });

  it('§3 does not duplicate an item group the customer’s basket holds already', async () => {
    const email = 'group@example.de';
    const [frame] = seed.frames(1);
    const device = visitor();
    await register(device, email);
    await device.call('addItemsToBasket', { items: seed.rxGroup(frame!, 'rx-same') });
    await device.call('signOut', {});
    const browser = visitor();
    await browser.call('addItemsToBasket', { items: seed.rxGroup(frame!, 'rx-same') });
    await browser.call('signIn', { email, password });
    expect(lines(await browser.call('getBasket', {}))).toEqual(
      seed.rxGroup(frame!, 'rx-same').map((item) => [item.variantId, 1, 'rx-same']),
    );
  });

  it('merges the wishlist: entries of both, an entry of both once', async () => {
    const email = 'wishes@example.de';
    const [both, customerVariant, anonymousOnly] = seed.stocked(3);
    const device = visitor();
    await register(device, email);
    await device.call('addItemToWishlist', { productId: both!.productId });
    await device.call('addItemToWishlist', { variantId: customerVariant!.id });
    await device.call('signOut', {});
    const browser = visitor();
    await browser.call('addItemToWishlist', { productId: anonymousOnly!.productId });
    await browser.call('addItemToWishlist', { productId: both!.productId });
    const anonymous = await sessionKeys(browser);
    await browser.call('signIn', { email, password });
    expect(entries(await browser.call('getWishlist', {}))).toEqual([
      [both!.productId, null],
      [customerVariant!.productId, customerVariant!.id],
      [anonymousOnly!.productId, null],
    ]);
    expect((await procedures.commerce.forShop(shop).wishlist.get(anonymous.wishlistKey)).items).toEqual([]);
  });

  it('brings the basket along for register and continueAsGuest too', async () => {
    const [first, second] = seed.stocked(2);
    const registering = visitor();
    await registering.call('addItemToBasket', { variantId: first!.id, quantity: 2 });
    const customerId = await register(registering, 'new@example.de');
    expect(lines(await registering.call('getBasket', {}))).toEqual([[first!.id, 2, undefined]]);
    expect((await sessionKeys(registering)).basketKey).toBe(
      (await customerCollectionKeys(procedures.db, customerId)).basketKey,
    );

    const guest = visitor();
    await guest.call('addItemToBasket', { variantId: second!.id });
    const { user } = await guest.call('continueAsGuest', { email: 'guest@example.de' });
    const basket = await guest.call('getBasket', {});
    expect(basket.key).toBe((await customerCollectionKeys(procedures.db, user.id)).basketKey);
    expect(lines(basket)).toEqual([[second!.id, 1, undefined]]);
  });

  it('never merges one account’s basket into another’s signing in on the same browser', async () => {
    const [mine, theirs] = seed.stocked(2);
    const browser = visitor();
    await register(browser, 'first@example.de');
    await browser.call('addItemToBasket', { variantId: mine!.id });
    const other = visitor();
    await register(other, 'second@example.de');
    await other.call('signOut', {});
    await browser.call('signIn', { email: 'second@example.de', password });
    expect((await browser.call('getBasket', {})).items).toEqual([]);
    await browser.call('addItemToBasket', { variantId: theirs!.id });
    await browser.call('signIn', { email: 'first@example.de', password });
    expect(lines(await browser.call('getBasket', {}))).toEqual([[mine!.id, 1, undefined]]);
  });
});

describe('mergeBaskets finishes a merge the sign-in could not', () => {
  it('leaves a group that does not fit whole and anonymous, and moves it once there is room; idempotent', async () => {
    const email = 'full@example.de';
    const fillers = seed.distinct(46, (variant) => variant.sellableWithoutStock || variant.stock >= 1);
    const plain = fillers.pop()!;
    const [frame] = seed.frames(1);
    const device = visitor();
    const customerId = await register(device, email);
    const full = await device.call('addItemsToBasket', {
      items: fillers.map((variant) => ({ variantId: variant.id })),
    });
    expect(full.items).toHaveLength(45);
    await device.call('signOut', {});

    const browser = visitor();
    await browser.call('addItemsToBasket', {
      items: [{ variantId: plain.id }, ...seed.rxGroup(frame!, 'rx-later')],
    });
    const anonymous = await sessionKeys(browser);
    // 45 lines, the plain item makes 46 and the group of 5 would make 51 of at most 50 lines.
    await browser.call('signIn', { email, password });
    const partly = await browser.call('getBasket', {});
    expect(partly.items).toHaveLength(46);
    expect(partly.items.some((item) => item.itemGroup)).toBe(false);
    expect(
      lines(await backendBasket(anonymous.basketKey)).filter(([, , group]) => group === 'rx-later'),
    ).toHaveLength(5);
    expect(await pendingMerges(customerId)).toBe(1);

    const stillFull = await browser.call('mergeBaskets', {});
    expect(stillFull.items).toHaveLength(46);
    expect(stillFull.itemErrors).toEqual([
      expect.objectContaining({ operation: 'add', kind: 'MaximumItemCountReached', status: 413 }),
    ]);

    await browser.call('removeItemFromBasket', { itemKey: partly.items[0]!.key });
    const merged = await browser.call('mergeBaskets', {});
    expect(merged.itemErrors).toEqual([]);
    expect(merged.items).toHaveLength(50);
    expect(lines(merged).slice(-5)).toEqual(
      seed.rxGroup(frame!, 'rx-later').map((item) => [item.variantId, 1, 'rx-later']),
    );
    expect(merged.items.filter((item) => item.variant.id === plain.id)).toHaveLength(1);
    expect((await backendBasket(anonymous.basketKey)).items).toEqual([]);
    expect(await pendingMerges(customerId)).toBe(0);

    const again = await browser.call('mergeBaskets', {});
    expect(lines(again)).toEqual(lines(merged));
    expect(again.itemErrors).toEqual([]);
  });
});
