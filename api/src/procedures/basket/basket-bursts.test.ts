import { getShopByCode, localShopDomains, rpcContract } from '@lumen/domain';
import type { Basket, ExistingItemHandling } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { openPostgresDb } from '../../db/postgres-db.ts';
import { sessionCookieName } from '../../sessions/session-cookie.ts';
import { startTestApi } from '../../testing/test-api.ts';
import type { TestApi } from '../../testing/test-api.ts';
import { describeOnDatabaseServer } from '../../testing/test-database.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import { BasketSeed } from './basket-seed.fixtures.ts';

// A shopper's double clicks, two tabs and a sign-in arrive at once. Every basket and wishlist change
// is exact under concurrency: N adds of one piece make N pieces, a replace ends at the quantity
// asked for, and nobody is told that a change failed which happened.

const shop = getShopByCode('de-de');
const burst = 20;
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

/** A visitor whose session exists already, so every call of a burst reaches the same basket. */
async function visitorWithSession(): Promise<Visitor> {
  const browser = procedures.visitor(shop.code);
  await browser.call('addItemToWishlist', { productId: seed.stocked(1)[0]!.productId });
  return browser;
}

/** Sends `count` calls at once; answers their statuses and bodies. */
async function together(count: number, send: (index: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      body: await response.json(),
    })),
  );
}

const piecesOf = (basket: Basket, variantId: number) =>
  basket.items.filter((item) => item.variant.id === variantId).map((item) => item.quantity);

describe('bursts of basket changes through the RPC', () => {
  it.each<[string, ExistingItemHandling | undefined]>([
    ['the default merge mode', undefined],
    ['AddQuantityToExisting', 'AddQuantityToExisting'],
    ['ReplaceExistingWithCombinedQuantity', 'ReplaceExistingWithCombinedQuantity'],
  ])(
    `${burst} parallel adds of one piece in %s make ${burst} pieces, every caller answered`,
    async (_mode, existingItemHandling) => {
      const browser = await visitorWithSession();
      const [variant] = seed.stocked(1, 2 * burst);
      const answers = await together(burst, () =>
        browser.send('addItemToBasket', {
          variantId: variant!.id,
          ...(existingItemHandling ? { existingItemHandling } : {}),
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(burst).fill(200));
      for (const answer of answers) {
        expect(rpcContract.addItemToBasket.response.parse(answer.body).itemErrors).toEqual([]);
      }
      const basket = await browser.call('getBasket', {});
      expect(piecesOf(basket, variant!.id)).toEqual([burst]);
      expect(basket.cost.withTax).toBe(seed.lineTotal(variant!, burst));
    },
  );

  it.each<[ExistingItemHandling, number, number, number, number]>([
    ['ReplaceExisting', 5, 2, 2, burst],
    ['ReplaceExisting', 0, 1, 1, burst],
    // §8 409: KeepExisting tells every caller but the one that added it that the variant is there.
    ['KeepExisting', 0, 3, 3, 1],
    ['KeepExisting', 4, 2, 4, 0],
  ])(
    `${burst} parallel adds in %s (a line of %i before, %i pieces each) end at %i pieces on one line, %i answered 200`,
    async (existingItemHandling, before, quantity, pieces, succeeded) => {
      const browser = await visitorWithSession();
      const [variant] = seed.stocked(1, 10);
      if (before > 0) await browser.call('addItemToBasket', { variantId: variant!.id, quantity: before });
      const answers = await together(burst, () =>
        browser.send('addItemToBasket', { variantId: variant!.id, quantity, existingItemHandling }),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array<number>(succeeded).fill(200),
        ...Array<number>(burst - succeeded).fill(409),
      ]);
      expect(piecesOf(await browser.call('getBasket', {}), variant!.id)).toEqual([pieces]);
    },
  );

  it('parallel multi-item adds lose no piece of any item', async () => {
    const browser = await visitorWithSession();
    const [first, second] = seed.stocked(2, burst);
    const answers = await together(10, () =>
      browser.send('addItemsToBasket', {
        items: [{ variantId: first!.id }, { variantId: second!.id, quantity: 2 }],
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const basket = await browser.call('getBasket', {});
    expect([piecesOf(basket, first!.id), piecesOf(basket, second!.id)]).toEqual([[10], [20]]);
  });

  it('updates and removals racing adds of other items leave exactly what each asked for', async () => {
    const browser = await visitorWithSession();
    const [kept, updated, removed] = seed.stocked(3, 10);
    const start = await browser.call('addItemsToBasket', {
      items: [{ variantId: updated!.id }, { variantId: removed!.id }],
    });
    const keyOf = (variantId: number) => start.items.find((item) => item.variant.id === variantId)!.key;
    const answers = await together(12, (index) => {
      if (index === 0) return browser.send('updateBasketItem', { itemKey: keyOf(updated!.id), quantity: 7 });
      if (index === 1) return browser.send('removeItemFromBasket', { itemKey: keyOf(removed!.id) });
      return browser.send('addItemToBasket', { variantId: kept!.id });
    });
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const basket = await browser.call('getBasket', {});
    expect(basket.items.map((item) => [item.variant.id, item.quantity])).toEqual([
      [updated!.id, 7],
      [kept!.id, 10],
    ]);
  });
});

describe('bursts of wishlist changes through the RPC', () => {
  it(`${burst} parallel adds of one item put it on the wishlist once; the others are told it is there`, async () => {
    const browser = await visitorWithSession();
    const [variant] = seed.stocked(2).slice(1);
    const answers = await together(burst, () =>
      browser.send('addItemToWishlist', { variantId: variant!.id }),
    );
    // §8 wishlist-add 409: an entry already there is the one answer besides success.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
      Array(burst - 1).fill(409),
    );
    const wishlist = await browser.call('getWishlist', {});
    expect(wishlist.items.filter((item) => item.variantId === variant!.id)).toHaveLength(1);
  });

  it('parallel adds of different items keep every one', async () => {
    const browser = await visitorWithSession();
    const products = seed.stocked(11).slice(1);
    const answers = await together(products.length, (index) =>
      browser.send('addItemToWishlist', { productId: products[index]!.productId }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(products.length).fill(200));
    expect((await browser.call('getWishlist', {})).items).toHaveLength(products.length + 1);
  });
});

describe('the merge at sign-in racing basket changes', () => {
  it('loses nothing and doubles nothing while the customer’s other device keeps adding', async () => {
    const email = 'burst-merge@example.de';
    const [variant, other] = seed.stocked(2, 90);
    const device = procedures.visitor(shop.code);
    await device.call('register', {
      firstName: 'Jana',
      lastName: 'Novák',
      email,
      password,
      acceptedTerms: true,
    });
    await device.call('addItemToBasket', { variantId: variant!.id, quantity: 2 });
    const browser = procedures.visitor(shop.code);
    await browser.call('addItemsToBasket', {
      items: [
        { variantId: variant!.id, quantity: 3 },
        { variantId: other!.id, quantity: 1 },
      ],
    });
    // Four tabs of the other device keep clicking "add" until the browser's sign-in has answered,
    // so clicks land before, during and after its merge (at most 80: the line holds 99 pieces).
    let signedIn = false;
    const clicking = async () => {
      const statuses: number[] = [];
      while ((!signedIn && statuses.length < 20) || statuses.length < 5) {
        const click = { variantId: variant!.id, existingItemHandling: 'AddQuantityToExisting' } as const;
        statuses.push((await device.send('addItemToBasket', click)).status);
      }
      return statuses;
    };
    const [signIn, ...tabs] = await Promise.all([
      browser.send('signIn', { email, password }).finally(() => {
        signedIn = true;
      }),
      clicking(),
      clicking(),
      clicking(),
      clicking(),
    ]);
    expect(signIn.status).toBe(200);
    const clicks = tabs.flat();
    expect(clicks).toEqual(Array(clicks.length).fill(200));
    const basket = await browser.call('getBasket', {});
    expect([piecesOf(basket, variant!.id), piecesOf(basket, other!.id)]).toEqual([
      [2 + 3 + clicks.length],
      [1],
    ]);
  });
});

// Two api processes need a database server: PGlite belongs to one process.
describeOnDatabaseServer('two api processes sharing one basket', (serverUrl) => {
  let secondDb: Db | undefined;
  let secondApi: TestApi | undefined;

  afterAll(async () => {
    await secondApi?.close();
    await secondDb?.close();
  });

  it(`${burst} parallel adds through two api instances with their own connections make ${burst} pieces`, async () => {
    const { rows } = await procedures.db.query<{ schema: string }>('select current_schema() as schema');
    secondDb = await openPostgresDb({ url: serverUrl, schema: rows[0]!.schema });
    secondApi = await startTestApi({ db: secondDb, commerce: procedures.commerce });
    const browser = await visitorWithSession();
    const [variant] = seed.stocked(1, 2 * burst);
    const throughSecond = () =>
      secondApi!.rpc('addItemToBasket', {
        shopId: shop.shopId,
        body: { payload: { variantId: variant!.id } },
        headers: {
          origin: `http://${localShopDomains(3000)[shop.code]}`,
          cookie: `${sessionCookieName}=${browser.sessionId!}`,
        },
      });
    const answers = await together(burst, (index) =>
      index % 2 === 0 ? browser.send('addItemToBasket', { variantId: variant!.id }) : throughSecond(),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(burst).fill(200));
    expect(piecesOf(await browser.call('getBasket', {}), variant!.id)).toEqual([burst]);
  });
});
