import { describe, expect, it } from 'vitest';
import {
  AppliedReductionSchema,
  BasketItemPriceSchema,
  BasketTotalPriceSchema,
  CentAmountSchema,
  CurrencyCodeSchema,
  LowestPriorPriceSchema,
  PriceRangeSchema,
  PriceSchema,
  VatSchema,
  reductionCategories,
  reductionTypes,
  reductionsRelativeTo,
} from './price.ts';
import { refusalMessage, refusalPath } from './schema-checks.fixtures.ts';
import { sdkPlainPrice, sdkPrice } from './wire-samples.fixtures.ts';

describe('§3 Price: cents', () => {
  it.each([
    [0, true],
    [1, true],
    [12900, true],
    [-1, false],
    [12.5, false],
    [Number.NaN, false],
    ['12900', false],
  ])('a cent amount %j is accepted: %s', (value, accepted) => {
    expect(CentAmountSchema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    ['EUR', true],
    ['CHF', true],
    ['PLN', true],
    ['CZK', true],
    ['eur', false],
    ['EU', false],
    ['EURO', false],
    ['xEUR', false],
    ['', false],
  ])('a currency code %j is accepted: %s', (value, accepted) => {
    expect(CurrencyCodeSchema.safeParse(value).success).toBe(accepted);
  });

  it.each([
    [{ amount: 2060, rate: 0.19 }, undefined],
    [{ amount: 0, rate: 0 }, undefined],
    [{ amount: 100, rate: 1 }, undefined],
    [{ amount: 2060, rate: 1.01 }, ['rate']],
    [{ amount: 2060, rate: -0.01 }, ['rate']],
    [{ amount: -1, rate: 0.19 }, ['amount']],
    [{ amount: 2060 }, ['rate']],
  ])('VAT %j is refused at %j', (value, path) => {
    expect(refusalPath(VatSchema, value)).toEqual(path);
  });

  it.each([
    ['negative cents', { ...sdkPrice, withTax: -100 }, ['withTax']],
    ['fractional cents', { ...sdkPrice, withoutTax: 10840.5 }, ['withoutTax']],
    ['negative tax', { ...sdkPrice, tax: { vat: { amount: -1, rate: 0.19 } } }, ['tax', 'vat', 'amount']],
    ['no tax', { ...sdkPrice, tax: undefined }, ['tax']],
    ['a lowercase currency', { ...sdkPrice, currencyCode: 'eur' }, ['currencyCode']],
    ['a missing currency', { ...sdkPrice, currencyCode: undefined }, ['currencyCode']],
    [
      'negative recommended retail price',
      { ...sdkPrice, recommendedRetailPrice: -1 },
      ['recommendedRetailPrice'],
    ],
    ['negative pre-sale price', { ...sdkPrice, beforeSaleWithTax: -1 }, ['beforeSaleWithTax']],
    ['an unknown Omnibus reference', { ...sdkPrice, reductionsRelativeTo: 'msrp' }, ['reductionsRelativeTo']],
    [
      'a total reduction above 100 %',
      { ...sdkPrice, totalAppliedReductions: { amount: { relative: 1.5, absoluteWithTax: 10 } } },
      ['totalAppliedReductions', 'amount', 'relative'],
    ],
    [
      'a reference price of size 0',
      { ...sdkPlainPrice, reference: { ...sdkPlainPrice.reference, size: 0 } },
      ['reference', 'size'],
    ],
    [
      'a reference price without unit',
      { ...sdkPlainPrice, reference: { ...sdkPlainPrice.reference, unit: '' } },
      ['reference', 'unit'],
    ],
  ])('a price with %s is refused', (_case, value, path) => {
    expect(refusalPath(PriceSchema, value)).toEqual(path);
  });

  it('a price without reference price, without custom data and with price custom data is accepted', () => {
    const { reference: _reference, ...withoutReference } = sdkPlainPrice;
    expect(PriceSchema.parse(withoutReference)).toEqual(withoutReference);
    expect(PriceSchema.parse({ ...sdkPrice, customData: { group: 'A' } }).customData).toEqual({ group: 'A' });
  });

  it('the Omnibus references are the SDK ones', () => {
    expect(reductionsRelativeTo).toEqual(['beforeSaleWithTax', 'lowestPriorPrice.withTax']);
    for (const reference of [...reductionsRelativeTo, null]) {
      expect(PriceSchema.parse({ ...sdkPrice, reductionsRelativeTo: reference }).reductionsRelativeTo).toBe(
        reference,
      );
    }
  });
});

describe('§3 Price.appliedReductions', () => {
  const reduction = { category: 'sale', type: 'relative', amount: { relative: 0.2, absoluteWithTax: 500 } };

  it('has the categories of §3 and of the SDK (promotion), and two types', () => {
    expect(reductionCategories).toEqual([
      'sale',
      'campaign',
      'promotion',
      'voucher',
      'automatic_discount',
      'buy_x_get_y',
    ]);
    expect(reductionTypes).toEqual(['relative', 'absolute']);
  });

  it.each(reductionCategories.flatMap((category) => reductionTypes.map((type) => [category, type] as const)))(
    'a %s reduction of type %s is accepted',
    (category, type) => {
      expect(AppliedReductionSchema.parse({ ...reduction, category, type })).toEqual({
        ...reduction,
        category,
        type,
      });
    },
  );

  it.each([
    ['an unknown category', { ...reduction, category: 'coupon' }, ['category']],
    ['no category', { ...reduction, category: undefined }, ['category']],
    ['an unknown type', { ...reduction, type: 'percent' }, ['type']],
    [
      'a relative share above 1',
      { ...reduction, amount: { relative: 1.01, absoluteWithTax: 500 } },
      ['amount', 'relative'],
    ],
    [
      'a negative relative share',
      { ...reduction, amount: { relative: -0.1, absoluteWithTax: 500 } },
      ['amount', 'relative'],
    ],
    [
      'negative cents',
      { ...reduction, amount: { relative: 0.2, absoluteWithTax: -500 } },
      ['amount', 'absoluteWithTax'],
    ],
    ['a numeric voucher code', { ...reduction, category: 'voucher', code: 10 }, ['code']],
  ])('a reduction with %s is refused', (_case, value, path) => {
    expect(refusalPath(AppliedReductionSchema, value)).toEqual(path);
  });

  it('keeps the voucher code (§3) and the promotion id', () => {
    const voucher = { ...reduction, category: 'voucher', code: 'WELCOME10', promotionId: 'p-1' };
    expect(AppliedReductionSchema.parse(voucher)).toEqual(voucher);
  });

  it.each([
    [
      { ...sdkPrice, appliedReductions: [reduction, { ...reduction, category: 'coupon' }] },
      ['appliedReductions', 1, 'category'],
    ],
  ])('a price with an unknown reduction category is refused at its position', (value, path) => {
    expect(refusalPath(PriceSchema, value)).toEqual(path);
  });
});

describe('§3 basket prices and ranges', () => {
  it('a basket item price has no tax details (the SDK BasketItemPrice)', () => {
    const parsed = BasketItemPriceSchema.parse(sdkPrice);
    expect(parsed).not.toHaveProperty('tax');
    expect(parsed.withTax).toBe(12900);
    expect(refusalPath(BasketItemPriceSchema, { ...sdkPrice, withTax: -1 })).toEqual(['withTax']);
  });

  it('a basket total has tax but no Omnibus sale fields (the SDK BasketTotalPrice)', () => {
    const parsed = BasketTotalPriceSchema.parse(sdkPrice);
    expect(Object.keys(parsed).sort()).toEqual(
      ['appliedReductions', 'currencyCode', 'recommendedRetailPrice', 'tax', 'withTax', 'withoutTax'].sort(),
    );
  });

  it.each([
    [{ withTax: 12900, relativeDifferenceToPrice: 0 }, undefined],
    [{ withTax: null, relativeDifferenceToPrice: null }, undefined],
    [{ withTax: 12900, relativeDifferenceToPrice: -0.25 }, undefined],
    [{ withTax: -1, relativeDifferenceToPrice: 0 }, ['withTax']],
    [{ withTax: 12900 }, ['relativeDifferenceToPrice']],
  ])('lowest prior price %j is refused at %j', (value, path) => {
    expect(refusalPath(LowestPriorPriceSchema, value)).toEqual(path);
  });

  it.each([
    ['min below max', sdkPlainPrice, sdkPrice, undefined],
    ['min equal to max', sdkPrice, sdkPrice, undefined],
    ['min above max', sdkPrice, sdkPlainPrice, ['min', 'withTax']],
  ])('a price range with %s is refused at %j', (_case, min, max, path) => {
    expect(refusalPath(PriceRangeSchema, { min, max })).toEqual(path);
  });

  it('names the broken price range rule', () => {
    expect(refusalMessage(PriceRangeSchema, { min: sdkPrice, max: sdkPlainPrice })).toBe(
      'priceRange.min must not exceed priceRange.max',
    );
  });
});
