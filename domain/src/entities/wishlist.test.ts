import { describe, expect, it } from 'vitest';
import { refusalPath } from './schema-checks.fixtures.ts';
import { WishlistSchema } from './wishlist.ts';
import { sdkWishlist } from './wire-samples.fixtures.ts';

const [withVariant, withoutVariant] = sdkWishlist.items;

describe('§3 Wishlist (key, items with key, product, variant)', () => {
  it('an item without a chosen variant has variantId null and no variant', () => {
    const parsed = WishlistSchema.parse({ key: 'w', items: [withoutVariant] });
    expect(parsed.items[0]?.variantId).toBeNull();
    expect(parsed.items[0]?.variant).toBeUndefined();
  });

  it.each([
    ['no key', { ...sdkWishlist, key: undefined }, ['key']],
    ['an empty key', { ...sdkWishlist, key: '' }, ['key']],
    ['an item without key', { ...sdkWishlist, items: [{ ...withVariant, key: '' }] }, ['items', 0, 'key']],
    [
      'an item without product',
      { ...sdkWishlist, items: [{ ...withVariant, product: undefined }] },
      ['items', 0, 'product'],
    ],
    [
      'a product id of 0',
      { ...sdkWishlist, items: [{ ...withVariant, productId: 0 }] },
      ['items', 0, 'productId'],
    ],
    [
      'a missing variant id',
      { ...sdkWishlist, items: [{ ...withVariant, variantId: undefined }] },
      ['items', 0, 'variantId'],
    ],
    [
      'a broken variant',
      { ...sdkWishlist, items: [{ ...withVariant, variant: { id: 1 } }] },
      ['items', 0, 'variant', 'referenceKey'],
    ],
    [
      'no custom data',
      { ...sdkWishlist, items: [{ ...withVariant, customData: undefined }] },
      ['items', 0, 'customData'],
    ],
    [
      'an item group without id',
      {
        ...sdkWishlist,
        items: [{ ...withVariant, itemGroup: { id: '', isMainItem: true, isRequired: false } }],
      },
      ['items', 0, 'itemGroup', 'id'],
    ],
  ])('a wishlist with %s is refused', (_case, value, path) => {
    expect(refusalPath(WishlistSchema, value)).toEqual(path);
  });

  it('an empty wishlist is accepted', () => {
    expect(WishlistSchema.parse({ key: 'w', items: [] })).toEqual({ key: 'w', items: [] });
  });
});
