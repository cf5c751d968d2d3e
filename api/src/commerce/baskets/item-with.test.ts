import { describe, expect, it } from 'vitest';
import { includeEverything, parseItemWith, shapeProduct, shapeVariant } from './item-with.ts';
import { sdkProduct, sdkVariant } from '../../../../domain/src/entities/wire-samples.fixtures.ts';

describe('§7 the with parameter of baskets and wishlists', () => {
  it('answers everything without with', () => {
    expect(parseItemWith(undefined)).toBe(includeEverything);
    expect(shapeProduct(sdkProduct, includeEverything.product)).toBe(sdkProduct);
  });

  it.each([
    ['items.product.attributes', ['brand', 'category', 'frameColor', 'name', 'promotion']],
    ['items.product.attributes:key(name|brand)', ['brand', 'name']],
    ['items.product.attributes:type(color)', ['brand', 'category', 'frameColor', 'name', 'promotion']],
    ['items.product.images.attributes:legacy(false)', undefined],
  ])('%s keeps the attribute groups %j', (value, keys) => {
    const shaped = shapeProduct(sdkProduct, parseItemWith(value).product);
    expect(shaped.attributes && Object.keys(shaped.attributes).sort()).toEqual(keys);
    expect(shaped.images).toEqual(sdkProduct.images);
  });

  it.each([
    ['variants', 'items.product.variants', 'variants'],
    ['categories', 'items.product.categories:properties()', 'categories'],
    ['siblings', 'items.product.siblings,items.product.siblings.attributes', 'siblings'],
    ['priceRange', 'items.product.priceRange', 'priceRange'],
  ] as const)('keeps %s only when asked for', (_case, value, part) => {
    expect(shapeProduct(sdkProduct, parseItemWith(value).product)[part]).toBeDefined();
    expect(shapeProduct(sdkProduct, parseItemWith('items.product.attributes').product)[part]).toBeUndefined();
  });

  it('keeps price and stock of a variant always, lowestPriorPrice when asked for', () => {
    const bare = shapeVariant(sdkVariant, parseItemWith('items.promotion').variant);
    expect(bare.price).toBe(sdkVariant.price);
    expect(bare.stock).toBe(sdkVariant.stock);
    expect(bare.lowestPriorPrice).toBeUndefined();
    expect(
      shapeVariant(sdkVariant, parseItemWith('items.variant.lowestPriorPrice').variant).lowestPriorPrice,
    ).toEqual(sdkVariant.lowestPriorPrice);
  });

  it.each([
    ['items.promotion', { promotion: true, applicablePromotions: false }],
    ['applicablePromotions', { promotion: false, applicablePromotions: true }],
    ['items.product.attributes', { promotion: false, applicablePromotions: false }],
  ])('%s asks for promotions %j', (value, expected) => {
    expect(parseItemWith(value)).toMatchObject(expected);
  });
});
