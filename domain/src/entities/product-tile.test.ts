import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Product } from './product.ts';
import { ProductTileSchema, type ProductTile } from './product-tile.ts';
import { sdkProduct } from './wire-samples.fixtures.ts';

describe('ProductTile: what a listing answers per product (§2 listing, §7 getProductsByCategory)', () => {
  it('takes a whole product, so a card shows a tile or a product alike', () => {
    expectTypeOf<Product>().toExtend<ProductTile>();
  });

  it('keeps what a tile shows and drops the rest of a product', () => {
    const tile = ProductTileSchema.parse(sdkProduct);
    expect(Object.keys(tile).sort()).toEqual(
      expect.not.arrayContaining(['advancedAttributes', 'categories', 'customData', 'masterKey']),
    );
    expect(tile.id).toBe(sdkProduct.id);
  });
});
