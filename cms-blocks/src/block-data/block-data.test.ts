import { getShopByCode, ProductSchema, shopCodes, type ShopCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import {
  blockDataFixture,
  fixtureCategoryIds,
  fixtureCategoryListings,
  fixtureProductIds,
  fixtureProducts,
} from './block-data.fixtures.ts';
import { createBlockData, findCategoryProducts, findProducts } from './block-data.ts';
import { describeMissingBlockData, describeMissingBlockDataItem } from './missing-block-data.ts';

describe('§3 block data fixtures: products as the api answers them', () => {
  it.for(shopCodes)('%s: every fixture product is a valid domain Product', (code) => {
    for (const product of fixtureProducts(code)) expect(ProductSchema.parse(product)).toEqual(product);
  });

  it.for([
    ['de-de', 'EUR', 8900, 'Brille Nova'],
    ['fr-ch', 'CHF', 9900, 'Lunettes de vue Nova'],
    ['it-it', 'EUR', 8900, 'Occhiali da vista Nova'],
    ['pl-pl', 'PLN', 37900, 'Okulary korekcyjne Nova'],
    ['cs-cz', 'CZK', 229000, 'Dioptrické brýle Nova'],
  ] as const)('%s: prices in %s, names in the shop language', ([code, currency, cents, name]) => {
    const nova = fixtureProducts(code).find((product) => product.id === fixtureProductIds.novaHavana);
    expect(nova?.priceRange?.min).toMatchObject({ withTax: cents, currencyCode: currency });
    const nameGroup = nova?.attributes?.['name'];
    expect(nameGroup && !nameGroup.multiSelect && nameGroup.values.label).toBe(name);
  });

  it('nets out each market’s VAT (§3 Price: withTax, withoutTax, tax.vat)', () => {
    const [de, pl] = (['de-de', 'pl-pl'] as const).map(
      (code) =>
        fixtureProducts(code).find((product) => product.id === fixtureProductIds.kiel)?.priceRange?.min,
    );
    expect(de).toMatchObject({
      withTax: 12900,
      withoutTax: 10840,
      tax: { vat: { amount: 2060, rate: 0.19 } },
    });
    expect(pl).toMatchObject({
      withTax: 52900,
      withoutTax: 43008,
      tax: { vat: { amount: 9892, rate: 0.23 } },
    });
  });

  it('has the reduced Lyra measured against its price before the sale', () => {
    const lyra = fixtureProducts('de-de').find((product) => product.id === fixtureProductIds.lyra);
    expect(lyra?.priceRange?.min).toMatchObject({
      withTax: 19920,
      beforeSaleWithTax: 24900,
      reductionsRelativeTo: 'beforeSaleWithTax',
    });
  });

  it('lists the sunglasses category newest first', () => {
    const [sunglasses] = fixtureCategoryListings('de-de');
    expect(sunglasses?.categoryId).toBe(fixtureCategoryIds.sunglasses);
    expect(sunglasses?.products.map((product) => product.id)).toEqual([
      fixtureProductIds.vela,
      fixtureProductIds.orbit,
      fixtureProductIds.alba,
    ]);
  });
});

describe('block data: the page’s data, indexed for its blocks', () => {
  const data = createBlockData(blockDataFixture('de-de'));

  it('finds products by id and by reference key, in the block’s order, each once', () => {
    const found = findProducts(data, [
      { kind: 'referenceKey', referenceKey: 'FJO-S1020-BLK' },
      { kind: 'id', id: fixtureProductIds.kiel },
      { kind: 'id', id: fixtureProductIds.vela },
    ]);
    expect(found.products.map((product) => product.id)).toEqual([
      fixtureProductIds.vela,
      fixtureProductIds.kiel,
    ]);
    expect(found.missing).toEqual([]);
  });

  it('lists the references it has no product for', () => {
    const found = findProducts(data, [
      { kind: 'id', id: 99871 },
      { kind: 'id', id: fixtureProductIds.kiel },
      { kind: 'referenceKey', referenceKey: 'XXX-0000' },
    ]);
    expect(found.products.map((product) => product.id)).toEqual([fixtureProductIds.kiel]);
    expect(found.missing).toEqual([
      { kind: 'id', id: 99871 },
      { kind: 'referenceKey', referenceKey: 'XXX-0000' },
    ]);
  });

  it.for([
    ['the listing, cut to the limit', { categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 2 }, 2],
    ['more than it has: all', { categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 12 }, 3],
    [
      'another order: not fetched',
      { categoryId: 6, sort: { by: 'price', direction: 'asc' }, limit: 12 },
      undefined,
    ],
    ['another category: not fetched', { categoryId: 17, limit: 12 }, undefined],
  ] as const)('category products: %s', ([, request, count]) => {
    expect(findCategoryProducts(data, request)?.length).toBe(count);
  });

  it.for([
    ['de-de', true],
    ['pl-pl', true],
    ['fr-ch', true],
    ['it-it', false],
    ['de-it', false],
  ] as const)('%s offers the saving subscription: %s (§2)', ([code, offered]) => {
    expect(createBlockData({ shop: getShopByCode(code as ShopCode) }).features.subscription).toBe(offered);
  });

  it('takes the shop’s feature flags over the defaults', () => {
    const features = createBlockData({
      shop: getShopByCode('de-de'),
      features: { onlineShop: false, subscription: false },
    }).features;
    expect(features).toEqual({ onlineShop: false, subscription: false });
  });

  it('is production, signed out and without data unless told otherwise', () => {
    expect(createBlockData({ shop: getShopByCode('cs-cz') })).toMatchObject({
      preview: false,
      signedIn: false,
      categoryListings: [],
      features: { onlineShop: true, subscription: true },
    });
  });
});

describe('missing block data, as editors and logs read it', () => {
  it.for([
    [{ kind: 'no-provider' }, 'the page gives blocks no product data (no BlockDataProvider)'],
    [
      { kind: 'product', reference: { kind: 'id', id: 99871 } },
      'product 99871 is not available in this shop',
    ],
    [
      { kind: 'category', listing: { categoryId: 6, sort: { by: 'new', direction: 'desc' } } },
      'category 6 sorted by new (desc) has no products in this shop',
    ],
    [
      { kind: 'unusable-product', productId: 20511, reason: 'not-subscribable' },
      'product 20511 cannot be delivered on the saving subscription',
    ],
    [
      { kind: 'not-offered', feature: 'subscription', shop: 'it-it' },
      'shop it-it does not offer the saving subscription',
    ],
  ] as const)('%o', ([item, text]) => {
    expect(describeMissingBlockDataItem(item)).toBe(text);
  });

  it('names the block and every missing thing in one log line', () => {
    expect(
      describeMissingBlockData({
        component: 'product_slider',
        items: [
          { kind: 'product', reference: { kind: 'id', id: 99871 } },
          { kind: 'unusable-product', productId: 10412, reason: 'no-image' },
        ],
      }),
    ).toBe(
      'Block "product_slider" names data the shop does not have; shoppers do not see it. product 99871 is not available in this shop; product 10412 has no image.',
    );
  });
});
