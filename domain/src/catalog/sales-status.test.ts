import { describe, expect, it } from 'vitest';
import {
  isBuyableSalesStatus,
  isProductBuyable,
  isVariantOrderable,
  isVariantSellable,
  salesStatusOf,
} from './sales-status.ts';
import type { BuyableProduct, ProductSalesStatus, SalesStatus } from './sales-status.ts';

const status = (value: string) => ({ attributes: { salesStatus: { values: { label: value, value } } } });

const inStock = { stock: { quantity: 1, isSellableWithoutStock: false } };
const noStock = { stock: { quantity: 0, isSellableWithoutStock: false } };
const backorder = { stock: { quantity: 0, isSellableWithoutStock: true } };

describe('§4 sales status', () => {
  it.each<[string, ProductSalesStatus | null | undefined, SalesStatus]>([
    ['no product', undefined, 'offline'],
    ['null product', null, 'offline'],
    ['no attributes', {}, 'published'],
    ['null attributes', { attributes: null }, 'published'],
    ['no status attribute', { attributes: { brand: { values: { label: 'Lumen' } } } }, 'published'],
    ['a status attribute without values', { attributes: { salesStatus: { values: [] } } }, 'published'],
    ['enrichment', status('enrichment'), 'enrichment'],
    ['published', status('published'), 'published'],
    ['temporary_not_sellable', status('temporary_not_sellable'), 'temporary_not_sellable'],
    ['offline', status('offline'), 'offline'],
    ['a label only', { attributes: { salesStatus: { values: { label: 'enrichment' } } } }, 'enrichment'],
    ['spaces and capitals', status(' Temporary_Not_Sellable '), 'temporary_not_sellable'],
    ['an unknown value', status('archived'), 'offline'],
    ['an empty value', status(''), 'offline'],
  ])('%s counts as %s', (_case, product, status) => {
    expect(salesStatusOf(product)).toBe(status);
  });
});

describe('§4 sellable = published and (stock > 0 or sellable without stock)', () => {
  it.each<[ProductSalesStatus | undefined, typeof inStock, boolean]>([
    [status('published'), inStock, true],
    [{}, inStock, true],
    [status('published'), backorder, true],
    [status('published'), noStock, false],
    [status('temporary_not_sellable'), inStock, false],
    [status('enrichment'), inStock, false],
    [status('offline'), inStock, false],
    [undefined, inStock, false],
  ])('%o with %o: %s', (product, variant, sellable) => {
    expect(isVariantSellable(product, variant)).toBe(sellable);
  });
});

describe('§4/§8 orderable: what the basket takes (a sellable variant of an active product)', () => {
  const active = (product: ProductSalesStatus) => ({ ...product, isActive: true });
  it.each<[string, (ProductSalesStatus & { isActive: boolean }) | undefined, typeof inStock, boolean]>([
    ['published, active, in stock', active(status('published')), inStock, true],
    ['no status, active, sold without stock', active({}), backorder, true],
    ['published, active, no stock', active(status('published')), noStock, false],
    ['published but inactive', { ...status('published'), isActive: false }, inStock, false],
    [
      'temporarily not sellable (buyable, shown in listings)',
      active(status('temporary_not_sellable')),
      inStock,
      false,
    ],
    ['offline', active(status('offline')), inStock, false],
    ['no product', undefined, inStock, false],
  ])('%s: %s', (_case, product, variant, orderable) => {
    expect(isVariantOrderable(product, variant)).toBe(orderable);
  });
});

describe('§4 buyable', () => {
  it.each<[SalesStatus, boolean]>([
    ['published', true],
    ['temporary_not_sellable', true],
    ['enrichment', false],
    ['offline', false],
  ])('status %s allows buying: %s', (status, allowed) => {
    expect(isBuyableSalesStatus(status)).toBe(allowed);
  });

  const buyable: BuyableProduct = {
    ...status('published'),
    isActive: true,
    isSoldOut: false,
    priceRange: { min: { withTax: 12900 } },
    variants: [noStock, inStock],
  };

  it.each<[string, BuyableProduct | null | undefined, boolean]>([
    ['published, priced, active, in stock', buyable, true],
    ['missing status counts as published', { ...buyable, attributes: undefined }, true],
    ['temporarily not sellable', { ...buyable, ...status('temporary_not_sellable') }, true],
    ['enrichment', { ...buyable, ...status('enrichment') }, false],
    ['offline', { ...buyable, ...status('offline') }, false],
    ['no product', undefined, false],
    ['null product', null, false],
    ['no price range', { ...buyable, priceRange: undefined }, false],
    ['null price range', { ...buyable, priceRange: null }, false],
    ['price 0 is a price', { ...buyable, priceRange: { min: { withTax: 0 } } }, true],
    ['sold out', { ...buyable, isSoldOut: true }, false],
    ['inactive', { ...buyable, isActive: false }, false],
    ['no variant in stock', { ...buyable, variants: [noStock, noStock] }, false],
    ['only a backorder variant', { ...buyable, variants: [backorder] }, true],
    ['no variants', { ...buyable, variants: [] }, false],
    ['variants not loaded', { ...buyable, variants: undefined }, false],
    ['variants null', { ...buyable, variants: null }, false],
    [
      'a listing tile whose best variant is in stock',
      { ...buyable, variants: undefined, bestVariant: inStock },
      true,
    ],
    [
      'a listing tile whose best variant is a backorder',
      { ...buyable, variants: undefined, bestVariant: backorder },
      true,
    ],
    [
      'a listing tile whose best variant is not available',
      { ...buyable, variants: undefined, bestVariant: noStock },
      false,
    ],
  ])('%s: %s', (_case, product, expected) => {
    expect(isProductBuyable(product)).toBe(expected);
  });
});
