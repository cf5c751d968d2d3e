import { describe, expect, it } from 'vitest';
import {
  productByReferenceKey,
  requireCategoryObject,
  requireProductIds,
  requireReferenceKey,
  requireVariantIds,
  variantForBasket,
} from './lookup-guards.ts';

describe('§5 fetching products or variants by ids needs ids', () => {
  it.each([[[7]], [[7, 8, 9]]])('passes %j through', (ids) => {
    expect(requireProductIds(ids)).toEqual(ids);
    expect(requireVariantIds(ids)).toEqual(ids);
  });

  it('refuses an empty list of product ids', () => {
    expect(() => requireProductIds([])).toThrow(
      new Error('Cannot fetch products by ids: the list of ids is empty'),
    );
  });

  it('refuses an empty list of variant ids', () => {
    expect(() => requireVariantIds([])).toThrow(
      new Error('Cannot fetch variants by ids: the list of ids is empty'),
    );
  });

  it('keeps the id 0 (only an empty list is refused)', () => {
    expect(requireProductIds([0])).toEqual([0]);
  });
});

describe('§5 fetching a product by referenceKey', () => {
  it.each([
    ['RK-1001', 'RK-1001'],
    [' RK-1001 ', 'RK-1001'],
  ])('accepts the key %j as %j', (key, expected) => {
    expect(requireReferenceKey(key)).toBe(expected);
  });

  it.each(['', '   ', '\t'])('refuses the empty key %j', (key) => {
    expect(() => requireReferenceKey(key)).toThrow(
      new Error('Cannot fetch a product by referenceKey: the key is empty'),
    );
  });

  it.each([
    [[], { ok: false, reason: 'not_found' }],
    [[{ id: 1 }], { ok: true, product: { id: 1 } }],
  ])('answers %j with %j', (products, result) => {
    expect(productByReferenceKey('RK-1', products)).toEqual(result);
  });

  it.each([2, 3])('is an error when the key matches %i products', (count) => {
    const products = Array.from({ length: count }, (_, id) => ({ id }));
    expect(() => productByReferenceKey('RK-1', products)).toThrow(
      new Error(`referenceKey "RK-1" matched ${count} products, expected at most one`),
    );
  });
});

describe('§5 a category-by-slug response must be an object', () => {
  it.each([[{ id: 1, slug: 'sonnenbrillen' }], [{}]])('accepts %j', (response) => {
    expect(requireCategoryObject('sonnenbrillen', response)).toBe(response);
  });

  it.each([[null], [undefined], [[]], [[{ id: 1 }]], ['category'], [42], [true]])(
    'refuses %j',
    (response) => {
      expect(() => requireCategoryObject('brillen/damen', response)).toThrow(
        new Error('Category response for slug "brillen/damen" is not an object'),
      );
    },
  );
});

describe('§5 an item needs a variant to enter the basket', () => {
  it('lets an item with a variant in', () => {
    const variant = { id: 4711 };
    expect(variantForBasket({ variant })).toEqual({ ok: true, variant });
  });

  it('keeps the variant id 0', () => {
    expect(variantForBasket({ variant: { id: 0 } })).toEqual({ ok: true, variant: { id: 0 } });
  });

  it.each([[{}], [{ variant: undefined }], [{ variant: null }]])('refuses %j', (selection) => {
    expect(variantForBasket(selection)).toEqual({ ok: false, reason: 'variant_missing' });
  });
});
