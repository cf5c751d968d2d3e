import { describe, expect, it } from 'vitest';
import { existingItemHandlings } from '../basket/existing-item-handling.ts';
import {
  AddToBasketPayloadSchema,
  BasketItemCustomDataSchema,
  BasketItemDisplayDataSchema,
  BasketItemSchema,
  BasketPackageSchema,
  BasketSchema,
  ItemGroupSchema,
  basketItemStatuses,
  displayDataKeys,
  displayDataSlots,
} from './basket.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { sdkBasket } from './wire-samples.fixtures.ts';

const [frame, lens, contactLenses] = sdkBasket.items;
const basket = { ...sdkBasket, items: [frame] };

describe('§3 Basket (key, items, cost, packages)', () => {
  it.each([
    ['§7/§8 no key ("Did not receive valid basket")', { ...basket, key: undefined }, ['key']],
    ['§7/§8 an empty key', { ...basket, key: '' }, ['key']],
    ['§7/§8 a numeric key', { ...basket, key: 42 }, ['key']],
    ['no items', { ...basket, items: undefined }, ['items']],
    ['no cost', { ...basket, cost: undefined }, ['cost']],
    ['a negative total', { ...basket, cost: { ...basket.cost, withTax: -1 } }, ['cost', 'withTax']],
    [
      'an unknown reduction category',
      {
        ...basket,
        cost: {
          ...basket.cost,
          appliedReductions: [
            { category: 'coupon', type: 'absolute', amount: { relative: 0, absoluteWithTax: 1 } },
          ],
        },
      },
      ['cost', 'appliedReductions', 0, 'category'],
    ],
    ['no packages', { ...basket, packages: undefined }, ['packages']],
    ['a lowercase currency', { ...basket, currencyCode: 'eur' }, ['currencyCode']],
    [
      'a broken applicable promotion',
      { ...basket, applicablePromotions: [{ promotion: { id: '' } }] },
      ['applicablePromotions', 0, 'promotion', 'id'],
    ],
  ])('a basket with %s is refused', (_case, value, path) => {
    expect(refusalPath(BasketSchema, value)).toEqual(path);
  });

  it('an empty basket in Swiss francs is accepted (the SDK types the currency as EUR only)', () => {
    const empty = {
      ...sdkBasket,
      currencyCode: 'CHF',
      items: [],
      packages: [],
      cost: { ...sdkBasket.cost, currencyCode: 'CHF' },
    };
    expect(BasketSchema.parse(empty)).toEqual(empty);
  });

  it.each([
    [{ id: 1, carrierKey: 'DHL', deliveryDate: { min: '2025-03-14', max: '2025-03-17' } }, undefined],
    [{ id: 1, carrierKey: 'NEW_CARRIER', deliveryDate: { min: '2025-03-14', max: '2025-03-14' } }, undefined],
    [
      { id: 1, carrierKey: 'DHL', deliveryDate: { min: '2025-03-18', max: '2025-03-17' } },
      ['deliveryDate', 'min'],
    ],
    [{ id: 1.5, carrierKey: 'DHL', deliveryDate: { min: '2025-03-14', max: '2025-03-17' } }, ['id']],
  ])('package %j is refused at %j', (value, path) => {
    expect(refusalPath(BasketPackageSchema, value)).toEqual(path);
  });
});

describe('§3 Basket item', () => {
  it('knows the SDK item statuses', () => {
    expect(basketItemStatuses).toEqual(['available', 'unavailable', 'deleted']);
    for (const status of basketItemStatuses)
      expect(BasketItemSchema.parse({ ...frame, status }).status).toBe(status);
  });

  it.each([
    ['quantity 0', { ...frame, quantity: 0 }, ['quantity']],
    ['a fractional quantity', { ...frame, quantity: 1.5 }, ['quantity']],
    ['a negative available quantity', { ...frame, availableQuantity: -1 }, ['availableQuantity']],
    ['an unknown status', { ...frame, status: 'reserved' }, ['status']],
    ['an empty key', { ...frame, key: '' }, ['key']],
    ['no variant (§5: an item needs a variant)', { ...frame, variant: undefined }, ['variant']],
    ['no product', { ...frame, product: undefined }, ['product']],
    ['no total price', { ...frame, price: { unit: frame?.price.unit } }, ['price', 'total']],
    [
      'a negative unit price',
      { ...frame, price: { total: frame?.price.total, unit: { ...frame?.price.unit, withTax: -1 } } },
      ['price', 'unit', 'withTax'],
    ],
    ['no lowest prior price', { ...frame, lowestPriorPrice: undefined }, ['lowestPriorPrice']],
    [
      'an item group without id',
      { ...frame, itemGroup: { id: '', isMainItem: true, isRequired: true } },
      ['itemGroup', 'id'],
    ],
    [
      'a promotion without validity',
      { ...frame, promotion: { ...frame?.promotion, isValid: undefined } },
      ['promotion', 'isValid'],
    ],
    [
      'a negative forecast quantity',
      { ...frame, deliveryForecast: { deliverable: { quantity: -1, key: 'x' } } },
      ['deliveryForecast', 'deliverable', 'quantity'],
    ],
  ])('an item with %s is refused', (_case, value, path) => {
    expect(refusalPath(BasketItemSchema, value)).toEqual(path);
  });

  it('quantity 1 and available quantity 0 are accepted', () => {
    const parsed = BasketItemSchema.parse({ ...frame, quantity: 1, availableQuantity: 0 });
    expect([parsed.quantity, parsed.availableQuantity]).toEqual([1, 0]);
  });

  it.each([
    [{ id: 'rx-1', isMainItem: true, isRequired: false }, undefined],
    [{ id: 'rx-1', isMainItem: 'yes', isRequired: false }, ['isMainItem']],
    [{ id: 'rx-1', isMainItem: false }, ['isRequired']],
  ])('item group %j is refused at %j', (value, path) => {
    expect(refusalPath(ItemGroupSchema, value)).toEqual(path);
  });
});

describe('§3 Basket item displayData and the attribute slots', () => {
  it('§3 puts colour, size and delivery forecast in attribute-1, -2 and -3', () => {
    expect(displayDataSlots).toEqual({
      colour: 'attribute-1',
      size: 'attribute-2',
      deliveryForecast: 'attribute-3',
    });
    expect(displayDataKeys).toEqual([
      'meta',
      'name',
      'identifier',
      'attribute-1',
      'attribute-2',
      'attribute-3',
    ]);
  });

  it.each(displayDataKeys)('slot %s is accepted', (slot) => {
    const displayData = { [slot]: { key: 'k', label: 'Label', value: 'Value' } };
    expect(BasketItemDisplayDataSchema.parse(displayData)).toEqual(displayData);
  });

  it.each([
    [{ 'attribute-4': { key: 'k', label: 'l', value: 'v' } }],
    [{ name: { key: 'k', label: 'l' } }],
    [{ name: 'Wayfarer' }],
  ])('display data %j is refused', (displayData) => {
    expect(BasketItemDisplayDataSchema.safeParse(displayData).success).toBe(false);
  });
});

describe('§3 Basket item customData', () => {
  it('the shop fields of §3 parse as written, and unknown keys are kept', () => {
    for (const item of [frame, lens, contactLenses]) {
      expect(BasketItemCustomDataSchema.parse(item?.customData)).toEqual(item?.customData);
    }
    expect(BasketItemCustomDataSchema.parse({ engraving: 'A.B.' })).toEqual({ engraving: 'A.B.' });
    expect(BasketItemCustomDataSchema.parse({})).toEqual({});
  });

  it.each([
    ['an unknown product type', { productType: 'rx-glasses-pdp' }, ['productType']],
    ['a negative left quantity', { quantity: { left: -1, right: 2 } }, ['quantity', 'left']],
    ['a right quantity missing', { quantity: { left: 1 } }, ['quantity', 'right']],
    [
      'a sub-item of an unknown rx part',
      { rxSubItemInfo: { masterKey: 'rx_frames' } },
      ['rxSubItemInfo', 'masterKey'],
    ],
    [
      'a subscription without interval',
      { subscriptionDefinition: {} },
      ['subscriptionDefinition', 'subscriptionInterval'],
    ],
    ['a malformed branch id', { branchId: 'Hamburg Mitte' }, ['branchId']],
    ['an empty session id', { sessionId: '' }, ['sessionId']],
    ['an empty client id', { clientId: '' }, ['clientId']],
    ['an empty price promotion key', { pricePromotionKey: '' }, ['pricePromotionKey']],
    ['an empty origin', { origin: '' }, ['origin']],
    ['a frame order flag that is a word', { frameOrder: 'yes' }, ['frameOrder']],
    ['a hide flag that is a number', { hideSubItem: 1 }, ['hideSubItem']],
    ['a subscription flag that is a word', { subscription: 'true' }, ['subscription']],
    [
      'a configuration item without id',
      { configurationItems: [{ id: '' }] },
      ['configurationItems', 0, 'id'],
    ],
    [
      'a sphere beyond the prescription range',
      { prescriptionValues: { left: { sphere: -40 }, right: {} } },
      ['prescriptionValues', 'left', 'sphere'],
    ],
    [
      'prescription values for one eye only',
      { prescriptionValues: { left: {} } },
      ['prescriptionValues', 'right'],
    ],
  ])('custom data with %s is refused', (_case, customData, path) => {
    expect(refusalPath(BasketItemCustomDataSchema, customData)).toEqual(path);
  });

  it('a basket refuses an item whose custom data is broken, at the item', () => {
    expect(
      refusalPath(BasketSchema, { ...basket, items: [{ ...frame, customData: { productType: 'x' } }] }),
    ).toEqual(['items', 0, 'customData', 'productType']);
  });
});

describe('§3/§4 Add-to-basket payload', () => {
  it('§4 takes the four merge modes of basket/', () => {
    for (const mode of existingItemHandlings) {
      expect(
        AddToBasketPayloadSchema.parse({ variantId: 40211, existingItemHandling: mode }).existingItemHandling,
      ).toBe(mode);
    }
  });

  it('defaults, as the SDK does, to one piece replacing an existing item with the combined quantity', () => {
    expect(AddToBasketPayloadSchema.parse({ variantId: 40211 })).toEqual({
      variantId: 40211,
      quantity: 1,
      existingItemHandling: 'ReplaceExistingWithCombinedQuantity',
    });
  });

  it('keeps what the caller sends', () => {
    const payload = {
      variantId: 40211,
      quantity: 2,
      promotionId: '66a1f0c2e1b2',
      existingItemHandling: 'AddQuantityToExisting',
      displayData: { name: { key: 'name', label: 'Name', value: 'Wayfarer' } },
      customData: { productType: 'glasses-pdp' },
      itemGroup: { id: 'rx-4f2a', isMainItem: true, isRequired: true },
    };
    expect(AddToBasketPayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['no variant', {}, ['variantId']],
    ['variant id 0', { variantId: 0 }, ['variantId']],
    ['quantity 0', { variantId: 1, quantity: 0 }, ['quantity']],
    ['a fractional quantity', { variantId: 1, quantity: 1.5 }, ['quantity']],
    ['an unknown merge mode', { variantId: 1, existingItemHandling: 'Merge' }, ['existingItemHandling']],
    ['an empty promotion id', { variantId: 1, promotionId: '' }, ['promotionId']],
    [
      'an unknown display slot',
      { variantId: 1, displayData: { 'attribute-9': { key: 'k', label: 'l', value: 'v' } } },
      ['displayData'],
    ],
    [
      'broken custom data',
      { variantId: 1, customData: { hideSubItem: 'no' } },
      ['customData', 'hideSubItem'],
    ],
    ['an item group without flags', { variantId: 1, itemGroup: { id: 'g' } }, ['itemGroup', 'isMainItem']],
  ])('a payload with %s is refused', (_case, payload, path) => {
    expect(refusalPath(AddToBasketPayloadSchema, payload)).toEqual(path);
  });
});
