import { randomUUID } from 'node:crypto';
import { BasketSchema, netFromGross } from '@lumen/domain';
import type { Basket } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { createBasketRouter } from './basket-router.ts';
import { startCommerceHarness } from './commerce-harness.fixtures.ts';
import type { CommerceHarness, HarnessResponse } from './commerce-harness.fixtures.ts';
import {
  fixtureCampaignKey,
  fixtureCatalogReader,
  fixtureNow,
  fixtureVariantList,
  fixtureVariants as v,
  insertFixtureCatalog,
  insertFixturePromotions,
  insertFixtureVouchers,
  setStock,
} from './fixture-catalog.fixtures.ts';

let database: TestDatabase;
let api: CommerceHarness;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureCatalog(database.db, fixtureVariantList);
  await insertFixturePromotions(database.db);
  await insertFixtureVouchers(database.db);
  const catalog = fixtureCatalogReader(fixtureVariantList);
  api = await startCommerceHarness([createBasketRouter({ db: database.db, catalog, now: () => fixtureNow })]);
});

afterAll(async () => {
  await api?.close();
  await database?.cleanup();
});

const newKey = () => `b-${randomUUID()}`;

const basketRows = async (key: string) =>
  (await database.db.query('select 1 from baskets where key = $1', [key])).rows.length;

/** The answer as a basket: it must parse with the domain's SCAYLE Basket schema. */
function basketOf(response: HarnessResponse): Basket {
  return BasketSchema.parse(response.body);
}

const add = (key: string, body: Record<string, unknown>, query = '') =>
  api.request('POST', `/baskets/${key}/items${query}`, { body });

describe('§7 GET baskets/{basketKey}', () => {
  it('creates an empty basket on first read', async () => {
    const key = newKey();
    const response = await api.request('GET', `/baskets/${key}`);
    expect(response.status).toBe(200);
    const basket = basketOf(response);
    expect(basket).toMatchObject({ key, items: [], packages: [], currencyCode: 'EUR' });
    expect(basket.cost).toMatchObject({ withTax: 0, withoutTax: 0, tax: { vat: { amount: 0, rate: 0.19 } } });
  });

  it('keeps baskets of different shops apart under one key', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1 });
    const austrian = basketOf(await api.request('GET', `/baskets/${key}`, { shopId: 1002 }));
    expect(austrian.items).toEqual([]);
    const german = basketOf(await api.request('GET', `/baskets/${key}`));
    expect(german.items).toHaveLength(1);
  });

  it.each([
    ['a basket key with spaces', `/baskets/${encodeURIComponent('no spaces')}`, 'basketKey'],
    ['a flag that is no flag', `/baskets/k1?skipAvailabilityCheck=yes`, 'skipAvailabilityCheck'],
  ])('refuses %s with a 400 naming the parameter', async (_case, path, parameter) => {
    const response = await api.request('GET', path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ parameter }] });
  });
});

describe('§7/§8 POST baskets/{basketKey}/items answers by status', () => {
  it.each([
    ['added', v.frame.id, 2, 201, 2],
    ['more than the stock: added with the reduced quantity', v.lowStock.id, 5, 206, 3],
    ['sellable without stock: all pieces', v.withoutStock.id, 4, 201, 4],
    ['sold out', v.soldOut.id, 1, 412, null],
    ['offline product (§4 sales status)', v.offline.id, 1, 412, null],
    ['inactive product', v.inactive.id, 1, 412, null],
    ['more pieces than a line holds (99)', v.frame.id, 100, 413, null],
  ])('%s: %s × %s gives %s', async (_case, variantId, quantity, status, inBasket) => {
    const key = newKey();
    const response = await add(key, { variantId, quantity });
    expect(response.status).toBe(status);
    // The SDK reads 206, 409, 412 and 413 as a basket too.
    const basket = basketOf(response);
    expect(basket.key).toBe(key);
    expect(basket.items.map((item) => item.quantity)).toEqual(inBasket === null ? [] : [inBasket]);
  });

  it.each([
    ['an unknown variant', 999_999],
    ['a variant the shop does not sell', v.swissOnly.id],
  ])('answers 424 item data not found for %s', async (_case, variantId) => {
    const response = await add(newKey(), { variantId, quantity: 1 });
    expect(response.status).toBe(424);
    expect(response.body).toEqual({ message: `Could not find item data for variant ${variantId}` });
  });

  it.each([
    ['sold out (412)', v.soldOut.id, 1],
    ['more pieces than a line holds (413)', v.frame.id, 100],
    ['an unknown variant (424)', 999_999, 1],
  ])('makes no basket when the first add is refused: %s', async (_case, variantId, quantity) => {
    const key = newKey();
    expect([412, 413, 424]).toContain((await add(key, { variantId, quantity })).status);
    expect(await basketRows(key)).toBe(0);
  });

  it('answers the basket it wrote as a read after it does: lines, stock, promotions and voucher', async () => {
    const key = newKey();
    const first = await add(key, { variantId: v.frame.id, quantity: 1, promotionId: 'auto-10' });
    expect(first.body).toEqual((await api.request('GET', `/baskets/${key}`)).body);
    await add(key, { variantId: v.giftCase.id, quantity: 1, promotionId: 'gift-case' });
    await api.request('POST', `/baskets/${key}/promotion-code`, { body: { promotionCode: 'welcome10' } });
    for (const item of [
      { variantId: v.lowStock.id, quantity: 5 },
      { variantId: v.spare.id, quantity: 1 },
    ]) {
      const added = await add(key, item);
      expect([201, 206]).toContain(added.status);
      expect(added.body).toEqual((await api.request('GET', `/baskets/${key}`)).body);
    }
    const basket = basketOf(await api.request('GET', `/baskets/${key}`));
    expect(basket.items.map((item) => [item.variant.id, item.quantity])).toEqual([
      [v.frame.id, 1],
      [v.giftCase.id, 1],
      [v.lowStock.id, 3],
      [v.spare.id, 1],
    ]);
    expect(basket.cost.appliedReductions.map((reduction) => reduction.category)).toContain('voucher');
  });

  it('adds a sold-out variant when the request skips the availability check (SCAYLE skipAvailabilityCheck)', async () => {
    const response = await add(
      newKey(),
      { variantId: v.soldOut.id, quantity: 2 },
      '?skipAvailabilityCheck=true',
    );
    expect(response.status).toBe(201);
    expect(basketOf(response).items.map((item) => item.quantity)).toEqual([2]);
  });

  it('takes the stock from the database, not from the catalogue reader', async () => {
    await setStock(database.db, v.spare.id, 0);
    const response = await add(newKey(), { variantId: v.spare.id, quantity: 1 });
    expect(response.status).toBe(412);
    await setStock(database.db, v.spare.id, v.spare.stock);
  });

  it('refuses the same variant, item group and custom data again: 409, the line as it was (§8, as SCAYLE)', async () => {
    const key = newKey();
    const item = { variantId: v.frame.id, quantity: 1, customData: { origin: 'pdp' } };
    expect((await add(key, item)).status).toBe(201);
    const response = await add(key, { ...item, quantity: 2 });
    expect(response.status).toBe(409);
    const basket = basketOf(response);
    expect(basket.items.map((line) => [line.variant.id, line.quantity])).toEqual([[v.frame.id, 1]]);
  });

  it('refuses the same variant in the same item group with other custom data: 409 (§8)', async () => {
    const key = newKey();
    const itemGroup = { id: 'rx-1', isMainItem: true, isRequired: true };
    await add(key, { variantId: v.frame.id, quantity: 1, itemGroup, customData: { origin: 'pdp' } });
    const response = await add(key, {
      variantId: v.frame.id,
      quantity: 1,
      itemGroup,
      customData: { origin: 'plp' },
    });
    expect(response.status).toBe(409);
    expect(basketOf(response).items.map((line) => line.customData)).toEqual([{ origin: 'pdp' }]);
  });

  it('keeps the same variant in another item group as a line of its own', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1 });
    const grouped = { id: 'rx-2', isMainItem: true, isRequired: true };
    const basket = basketOf(await add(key, { variantId: v.frame.id, quantity: 1, itemGroup: grouped }));
    expect(basket.items.map((line) => line.itemGroup?.id ?? null)).toEqual([null, 'rx-2']);
  });

  it.each([
    ['no variantId', { quantity: 1 }, 'variantId'],
    ['a quantity of 0', { variantId: v.frame.id, quantity: 0 }, 'quantity'],
    [
      'an unknown display data slot',
      { variantId: v.frame.id, displayData: { colour: {} } },
      'displayData[colour]',
    ],
    ['an item group without id', { variantId: v.frame.id, itemGroup: { isMainItem: true } }, 'itemGroup[id]'],
  ])('refuses %s with a 400 naming the parameter', async (_case, body, parameter) => {
    const response = await add(newKey(), body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ parameter })]) as unknown,
    });
  });
});

describe('§7/§8 PATCH baskets/{basketKey}/items/{itemKey}', () => {
  async function basketWith(variantId: number): Promise<{ key: string; itemKey: string }> {
    const key = newKey();
    const basket = basketOf(await add(key, { variantId, quantity: 1 }));
    return { key, itemKey: basket.items[0]!.key };
  }

  it.each([
    ['sets the quantity', v.frame.id, 5, 200, 5],
    ['reduces to the stock: 206', v.lowStock.id, 5, 206, 3],
    ['refuses more pieces than a line holds: 413', v.frame.id, 100, 413, 1],
  ])('%s', async (_case, variantId, quantity, status, after) => {
    const { key, itemKey } = await basketWith(variantId);
    const response = await api.request('PATCH', `/baskets/${key}/items/${itemKey}`, { body: { quantity } });
    expect(response.status).toBe(status);
    expect(basketOf(response).items.map((item) => item.quantity)).toEqual([after]);
  });

  it('answers 412 with the basket when the variant sold out meanwhile', async () => {
    const { key, itemKey } = await basketWith(v.spare.id);
    await setStock(database.db, v.spare.id, 0);
    const response = await api.request('PATCH', `/baskets/${key}/items/${itemKey}`, {
      body: { quantity: 2 },
    });
    await setStock(database.db, v.spare.id, v.spare.stock);
    expect(response.status).toBe(412);
    expect(basketOf(response).items.map((item) => [item.quantity, item.status])).toEqual([
      [1, 'unavailable'],
    ]);
  });

  it('answers 404 with the basket for an unknown item (§8 basket item not found)', async () => {
    const { key } = await basketWith(v.frame.id);
    const response = await api.request('PATCH', `/baskets/${key}/items/${randomUUID()}`, {
      body: { quantity: 2 },
    });
    expect(response.status).toBe(404);
    expect(basketOf(response).items).toHaveLength(1);
  });

  it('answers 404 with an empty basket for a basket never made, and does not make it', async () => {
    const key = newKey();
    const response = await api.request('PATCH', `/baskets/${key}/items/${randomUUID()}`, {
      body: { quantity: 2 },
    });
    expect(response.status).toBe(404);
    expect(basketOf(response)).toMatchObject({ key, items: [] });
    expect(await basketRows(key)).toBe(0);
  });

  it('refuses moving an item into a group that holds its variant already: 409', async () => {
    const key = newKey();
    const group = { id: 'rx-9', isMainItem: true, isRequired: true };
    await add(key, { variantId: v.frame.id, quantity: 1, itemGroup: group });
    const itemKey = basketOf(await add(key, { variantId: v.frame.id, quantity: 1 })).items[1]!.key;
    const response = await api.request('PATCH', `/baskets/${key}/items/${itemKey}`, {
      body: { quantity: 1, itemGroup: group },
    });
    expect(response).toEqual({
      status: 409,
      body: { message: `Variant ${v.frame.id} is already in item group rx-9` },
    });
  });

  it('changes custom and display data with the quantity', async () => {
    const { key, itemKey } = await basketWith(v.frame.id);
    const displayData = { name: { key: 'name', label: 'Name', value: 'Wayfarer' } };
    const response = await api.request('PATCH', `/baskets/${key}/items/${itemKey}`, {
      body: { quantity: 2, customData: { origin: 'basket' }, displayData },
    });
    expect(basketOf(response).items[0]).toMatchObject({
      quantity: 2,
      customData: { origin: 'basket' },
      displayData,
    });
  });
});

describe('§7/§8 DELETE baskets/{basketKey}/items/{itemKey}', () => {
  it('removes the item', async () => {
    const key = newKey();
    const itemKey = basketOf(await add(key, { variantId: v.frame.id, quantity: 1 })).items[0]!.key;
    const response = await api.request('DELETE', `/baskets/${key}/items/${itemKey}`);
    expect(response.status).toBe(200);
    expect(basketOf(response).items).toEqual([]);
  });

  it('answers 404 for an item the basket does not hold', async () => {
    const missing = randomUUID();
    const key = newKey();
    const response = await api.request('DELETE', `/baskets/${key}/items/${missing}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: `Could not find basket item ${missing}` });
    // A refusal writes nothing: the basket it named was never made, and still is not.
    expect(await basketRows(key)).toBe(0);
  });

  it('empties the whole basket with DELETE baskets/{basketKey}', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1 });
    await add(key, { variantId: v.spare.id, quantity: 1 });
    const response = await api.request('DELETE', `/baskets/${key}`);
    expect(response.status).toBe(200);
    expect(basketOf(response).items).toEqual([]);
  });
});

describe('§3/§7 prices come from the catalogue', () => {
  it('prices each piece and line on the server and ignores a price sent by the client', async () => {
    const basket = basketOf(
      await add(newKey(), { variantId: v.frame.id, quantity: 2, price: { withTax: 1 } }),
    );
    const [item] = basket.items;
    expect(item!.price.unit).toMatchObject({ withTax: 12900, currencyCode: 'EUR' });
    expect(item!.price.total).toMatchObject({ withTax: 25800, withoutTax: netFromGross(25800, 0.19) });
    expect(basket.cost).toMatchObject({
      withTax: 25800,
      withoutTax: netFromGross(25800, 0.19),
      tax: { vat: { amount: 25800 - netFromGross(25800, 0.19), rate: 0.19 } },
    });
  });

  it('prices in the shop’s currency and VAT rate (Switzerland: CHF, 8.1 %)', async () => {
    const key = newKey();
    const response = await api.request('POST', `/baskets/${key}/items`, {
      shopId: 1003,
      body: { variantId: v.frame.id, quantity: 1 },
    });
    const basket = basketOf(response);
    expect(basket.currencyCode).toBe('CHF');
    expect(basket.cost).toMatchObject({ withTax: 12900, withoutTax: netFromGross(12900, 0.081) });
  });

  it('shows the sale reduction on the item and sums it in the cost', async () => {
    const basket = basketOf(await add(newKey(), { variantId: v.onSale.id, quantity: 2 }));
    expect(basket.items[0]!.price.unit.appliedReductions).toEqual([
      { category: 'sale', type: 'relative', amount: { relative: 0.2, absoluteWithTax: 2000 } },
    ]);
    expect(basket.cost.withTax).toBe(16000);
    expect(basket.cost.appliedReductions).toEqual([
      { category: 'sale', type: 'absolute', amount: { relative: 0.2, absoluteWithTax: 4000 } },
    ]);
  });

  it('applies the campaign named by campaignKey', async () => {
    const basket = basketOf(
      await add(newKey(), { variantId: v.frame.id, quantity: 1 }, `?campaignKey=${fixtureCampaignKey}`),
    );
    expect(basket.cost.withTax).toBe(12900 - 1290);
    expect(basket.cost.appliedReductions.map((reduction) => reduction.category)).toEqual(['campaign']);
  });

  it('reports availability and packages from the stock (§4): later pieces ship in a second package', async () => {
    const key = newKey();
    await setStock(database.db, v.withoutStock.id, 1);
    const basket = basketOf(await add(key, { variantId: v.withoutStock.id, quantity: 3 }));
    await setStock(database.db, v.withoutStock.id, 0);
    expect(basket.items[0]).toMatchObject({
      status: 'available',
      availableQuantity: 99,
      packageId: 2,
      deliveryForecast: { deliverable: { quantity: 1 }, subsequentDelivery: { quantity: 2 } },
      variant: { stock: { quantity: 1, isSellableWithoutStock: true } },
    });
    expect(basket.packages).toEqual([
      { id: 2, carrierKey: 'DHL', deliveryDate: { min: '2025-06-11', max: '2025-06-20' } },
    ]);
  });
});

describe('§4 promotions: automatic discounts and the buy_x_get_y gift', () => {
  it('applies an automatic discount to the item that names it', async () => {
    const basket = basketOf(
      await add(newKey(), { variantId: v.frame.id, quantity: 1, promotionId: 'auto-10' }),
    );
    const [item] = basket.items;
    expect(item!.promotion).toMatchObject({ id: 'auto-10', isValid: true, failedConditions: [] });
    expect(item!.price.total.withTax).toBe(11610);
    expect(basket.cost.appliedReductions).toEqual([
      {
        category: 'automatic_discount',
        type: 'absolute',
        amount: { relative: 0.1, absoluteWithTax: 1290 },
      },
    ]);
  });

  it('gives the gift only once the rest of the basket reaches minOrderValue and minQuantity', async () => {
    const key = newKey();
    const alone = basketOf(
      await add(key, { variantId: v.giftCase.id, quantity: 1, promotionId: 'gift-case' }),
    );
    expect(alone.items[0]!.promotion).toMatchObject({
      isValid: false,
      failedConditions: [
        { key: 'minOrderValue', level: 'global' },
        { key: 'minQuantity', level: 'global' },
      ],
    });
    expect(alone.cost.withTax).toBe(1500);
    const full = basketOf(await add(key, { variantId: v.frame.id, quantity: 1 }));
    const gift = full.items.find((item) => item.variant.id === v.giftCase.id)!;
    expect(gift.promotion).toMatchObject({ isValid: true });
    expect(gift.price.total).toMatchObject({ withTax: 0 });
    expect(gift.price.total.appliedReductions).toContainEqual({
      category: 'buy_x_get_y',
      type: 'relative',
      amount: { relative: 1, absoluteWithTax: 1500 },
      promotionId: 'gift-case',
    });
    expect(full.cost.withTax).toBe(12900);
  });

  it('lets the highest priority win when two promotions apply', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1, promotionId: 'auto-10' });
    const basket = basketOf(
      await add(key, { variantId: v.giftCase.id, quantity: 1, promotionId: 'gift-case' }),
    );
    const byVariant = (id: number) => basket.items.find((item) => item.variant.id === id)!;
    expect(byVariant(v.giftCase.id).promotion).toMatchObject({ isValid: true });
    expect(byVariant(v.frame.id).promotion).toMatchObject({
      isValid: false,
      failedConditions: [{ key: 'priority', level: 'global' }],
    });
    expect(basket.cost.withTax).toBe(12900);
  });

  it.each([
    ['an unknown promotion', v.frame.id, 'nope'],
    ['an ended promotion', v.frame.id, 'ended'],
    ['a gift promotion for a variant it does not give', v.frame.id, 'gift-case'],
  ])('answers 412 for %s', async (_case, variantId, promotionId) => {
    const response = await add(newKey(), { variantId, quantity: 1, promotionId });
    expect(response.status).toBe(412);
    expect(basketOf(response).items).toEqual([]);
  });
});

describe('§3 vouchers: POST baskets/{basketKey}/promotion-code and vouchers/{code}', () => {
  async function basketWorth(variantId: number): Promise<string> {
    const key = newKey();
    await add(key, { variantId, quantity: 1 });
    return key;
  }

  it('applies a voucher and shows it in the cost with its code', async () => {
    const key = await basketWorth(v.frame.id);
    const response = await api.request('POST', `/baskets/${key}/promotion-code`, {
      body: { promotionCode: 'welcome10' },
    });
    expect(response.status).toBe(200);
    const basket = basketOf(response);
    expect(basket.cost.withTax).toBe(11900);
    expect(basket.cost.withoutTax).toBe(netFromGross(11900, 0.19));
    expect(basket.cost.appliedReductions).toEqual([
      {
        category: 'voucher',
        type: 'absolute',
        amount: { relative: 0.0775, absoluteWithTax: 1000 },
        code: 'WELCOME10',
      },
    ]);
  });

  it('takes a relative voucher’s percentage', async () => {
    const key = await basketWorth(v.frame.id);
    const basket = basketOf(
      await api.request('POST', `/baskets/${key}/vouchers`, { body: { code: 'PROZENT15' } }),
    );
    expect(basket.cost.withTax).toBe(12900 - 1935);
  });

  it.each([
    ['an unknown code', 'NOPE-NOPE', 404, 'Voucher code NOPE-NOPE does not exist'],
    ['an expired code', 'EXPIRED-1', 412, 'Voucher code EXPIRED-1 has expired'],
    ['a code not valid yet', 'FUTURE-1', 412, 'Voucher code FUTURE-1 is not valid yet'],
    ['a code of another shop', 'SWISS-ONLY', 412, 'Voucher code SWISS-ONLY is not valid in this shop'],
    ['a code in another currency', 'CHF-5', 412, 'Voucher code CHF-5 is not valid in EUR'],
  ])('refuses %s', async (_case, code, status, message) => {
    const key = await basketWorth(v.frame.id);
    const response = await api.request('POST', `/baskets/${key}/vouchers`, { body: { code } });
    expect(response).toEqual({ status, body: { message } });
  });

  it('refuses a code whose minimum order value the basket does not reach', async () => {
    const key = await basketWorth(v.spare.id);
    const response = await api.request('POST', `/baskets/${key}/vouchers`, { body: { code: 'WELCOME10' } });
    expect(response).toEqual({
      status: 412,
      body: { message: 'Voucher code WELCOME10 needs a minimum order value of 5000 cents' },
    });
  });

  it('stops counting a voucher when the basket falls below its minimum, and removes it on DELETE', async () => {
    const key = newKey();
    const frameKey = basketOf(await add(key, { variantId: v.frame.id, quantity: 1 })).items[0]!.key;
    await add(key, { variantId: v.spare.id, quantity: 1 });
    await api.request('POST', `/baskets/${key}/vouchers`, { body: { code: 'WELCOME10' } });
    const smaller = basketOf(await api.request('DELETE', `/baskets/${key}/items/${frameKey}`));
    expect(smaller.cost.withTax).toBe(4900);
    const removed = await api.request('DELETE', `/baskets/${key}/vouchers/WELCOME10`);
    expect(removed.status).toBe(200);
    const again = await api.request('DELETE', `/baskets/${key}/vouchers/WELCOME10`);
    expect(again).toEqual({
      status: 404,
      body: { message: 'Voucher code WELCOME10 is not applied to this basket' },
    });
  });
});

describe('§4 PUT baskets/{basketKey}/promotions sets the promotions of several items at once', () => {
  const putPromotions = (key: string, body: unknown) =>
    api.request('PUT', `/baskets/${key}/promotions?with=items.promotion`, { body });

  async function frameAndGift(key: string): Promise<{ frame: string; gift: string }> {
    const frame = basketOf(await add(key, { variantId: v.frame.id, quantity: 1 })).items[0]!.key;
    const basket = basketOf(await add(key, { variantId: v.giftCase.id, quantity: 1 }));
    return { frame, gift: basket.items.find((item) => item.variant.id === v.giftCase.id)!.key };
  }

  it('gives each named item its promotion and prices the basket with them', async () => {
    const key = newKey();
    const items = await frameAndGift(key);
    const response = await putPromotions(key, [
      { itemId: items.frame, promotions: [{ id: 'auto-10' }] },
      { itemId: items.gift, promotions: [{ id: 'gift-case', code: null }] },
    ]);
    expect(response.status).toBe(200);
    const basket = basketOf(response);
    const byKey = (itemKey: string) => basket.items.find((item) => item.key === itemKey)!;
    expect(byKey(items.frame)).toMatchObject({ promotionId: 'auto-10' });
    expect(byKey(items.gift)).toMatchObject({ promotionId: 'gift-case', promotion: { isValid: true } });
    // The gift outranks the discount (§4 the highest priority wins): the frame pays in full, the case is free.
    expect(basket.cost.withTax).toBe(12900);
  });

  it('takes an item out of its promotion with an empty list and leaves items not named alone', async () => {
    const key = newKey();
    const items = await frameAndGift(key);
    await putPromotions(key, [{ itemId: items.gift, promotions: [{ id: 'gift-case' }] }]);
    const basket = basketOf(await putPromotions(key, [{ itemId: items.frame, promotions: [] }]));
    const byKey = (itemKey: string) => basket.items.find((item) => item.key === itemKey)!;
    expect(byKey(items.frame).promotionId).toBeUndefined();
    expect(byKey(items.gift)).toMatchObject({ promotionId: 'gift-case' });
    expect(basket.cost.withTax).toBe(12900);
  });

  it.each([
    ['an item the basket does not hold', 'unknown', 'auto-10', 404],
    ['a promotion that has ended', 'frame', 'ended', 412],
    ['a gift the promotion does not give', 'frame', 'gift-case', 412],
  ])('refuses %s and changes no item', async (_case, which, promotionId, status) => {
    const key = newKey();
    const items = await frameAndGift(key);
    const response = await putPromotions(key, [
      { itemId: items.gift, promotions: [{ id: 'gift-case' }] },
      { itemId: which === 'frame' ? items.frame : randomUUID(), promotions: [{ id: promotionId }] },
    ]);
    expect(response.status).toBe(status);
    const after = basketOf(await api.request('GET', `/baskets/${key}`));
    expect(after.items.map((item) => item.promotionId)).toEqual([undefined, undefined]);
  });

  it.each([
    ['an item named twice', (frame: string) => [frame, frame].map((itemId) => ({ itemId, promotions: [] }))],
    [
      'two promotions for one item',
      (frame: string) => [{ itemId: frame, promotions: [{ id: 'auto-10' }, { id: 'gift-case' }] }],
    ],
    ['no items', () => []],
  ])('answers 400 for %s', async (_case, body) => {
    const key = newKey();
    const { frame } = await frameAndGift(key);
    const response = await putPromotions(key, body(frame));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: expect.stringContaining('Invalid body parameter') as unknown,
    });
  });
});

describe('§7 the with parameter', () => {
  it('answers only the product parts asked for, and promotions only when asked', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1, promotionId: 'auto-10' });
    const query = new URLSearchParams({
      with: 'items.product.attributes:key(name),items.variant.attributes',
    });
    const basket = basketOf(await api.request('GET', `/baskets/${key}?${query.toString()}`));
    const [item] = basket.items;
    expect(Object.keys(item!.product.attributes ?? {})).toEqual(['name']);
    expect(item!.product.variants).toBeUndefined();
    expect(item!.product.categories).toBeUndefined();
    expect(item!.variant.attributes).toBeDefined();
    expect(item!.promotion).toBeUndefined();
    expect(basket.applicablePromotions).toBeUndefined();
    const withPromotions = basketOf(
      await api.request('GET', `/baskets/${key}?with=items.promotion,applicablePromotions`),
    );
    expect(withPromotions.items[0]!.promotion).toMatchObject({ id: 'auto-10' });
    expect(withPromotions.applicablePromotions).toEqual([
      { itemId: item!.key, promotion: expect.objectContaining({ id: 'auto-10' }) as unknown },
    ]);
  });

  it('answers everything without a with parameter', async () => {
    const key = newKey();
    await add(key, { variantId: v.frame.id, quantity: 1 });
    const basket = basketOf(await api.request('GET', `/baskets/${key}`));
    expect(basket.items[0]!.product.categories).toBeDefined();
    expect(api.unexpected).toEqual([]);
  });
});
