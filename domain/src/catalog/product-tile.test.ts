import { describe, expect, it } from 'vitest';
import type { AttributeGroup, Attributes } from '../entities/attributes.ts';
import type { Product, ProductImage } from '../entities/product.ts';
import { ProductTileSchema } from '../entities/product-tile.ts';
import { sdkContactLensVariant, sdkPlainPrice, sdkProduct } from '../entities/wire-samples.fixtures.ts';
import { listingImage } from '../images/listing-image.ts';
import { productBadges } from './badges.ts';
import { attributeLabel, attributeValues } from './product-attributes.ts';
import { productTileOf } from './product-tile.ts';
import { bestVariant, tileAvailabilityStock } from './best-variant.ts';
import { variantDeliveryEstimate } from './delivery-estimate.ts';
import { isProductBuyable, salesStatusOf } from './sales-status.ts';
import { variantAvailability } from './variant-availability.ts';

// §2 listings and search answer tiles (§7 getProductsByCategory, getProductsByTerm): what a card
// shows and decides by, read by the same rules as the whole product.

const group = (key: string, values: AttributeGroup['values']): AttributeGroup =>
  Array.isArray(values)
    ? { id: null, key, label: key, type: null, multiSelect: true, values }
    : { id: null, key, label: key, type: null, multiSelect: false, values };

const md5 = (digit: string) => digit.repeat(32);

function image(hash: string, view: string, background: string, type?: string): ProductImage {
  const attributes: Attributes = {
    imageView: group('imageView', { label: view, value: view }),
    imageBackground: group('imageBackground', { label: background, value: background }),
    ...(type && { imageType: group('imageType', { label: type, value: type }) }),
  };
  return { hash, name: `${view}.jpg`, attributes };
}

// A listing asks for no category paths unless it names them (getProductsByCategory `with.categories`).
const { categories: sdkCategories, ...listedProduct } = sdkProduct;

/** A frame with every part a listing's product answer has, its images drawn by the shop's image host. */
const frame: Product = {
  ...listedProduct,
  images: [
    image('images/not-a-digest.jpg', 'front', 'grey'),
    image(md5('a'), 'front', 'grey'),
    image(md5('b'), 'side', 'grey'),
    image(md5('c'), 'model', 'white', 'model'),
    image(md5('d'), 'bust', 'grey', 'bust'),
  ],
  attributes: {
    ...sdkProduct.attributes,
    description: group('description', { label: 'Ein Klassiker seit 1952 …' }),
    imageBackground: group('imageBackground', { label: 'grey', value: 'grey' }),
    salesStatus: group('salesStatus', { label: 'published', value: 'published' }),
    sustainable: group('sustainable', { label: 'Ja', value: 'true' }),
    rimType: group('rimType', { label: 'Vollrand', value: 'full_rim' }),
  },
  // The best variant (§4: 7 in stock beats sellable without stock) is not the first.
  variants: [sdkContactLensVariant, sdkProduct.variants![0]!],
  siblings: [
    {
      ...sdkProduct,
      id: 1203,
      isActive: true,
      attributes: {
        name: group('name', { label: 'Wayfarer Classic' }),
        frameColor: group('frameColor', { label: 'Rot', value: 'red' }),
      },
    },
  ],
};

describe('productTileOf: a product as a listing answers it (§2, §7)', () => {
  const tile = productTileOf(frame);

  it('is a ProductTile as the contract parses it, nothing left to strip', () => {
    expect(ProductTileSchema.parse(tile)).toEqual(tile);
  });

  it('keeps the attributes a card shows: name and brand by label, colour, background, badges', () => {
    expect(tile.attributes).toEqual({
      name: { values: { label: 'Wayfarer Classic' } },
      brand: { values: { label: 'Ray-Ban' } },
      frameColor: {
        values: [
          { label: 'Schwarz', value: 'black' },
          { label: 'Havanna', value: 'havana' },
        ],
      },
      imageBackground: { values: { label: 'grey' } },
      sustainable: { values: { label: 'Ja', value: 'true' } },
    });
  });

  it('§4 keeps a sales status other than published (a missing one counts as published)', () => {
    const paused = productTileOf({
      ...frame,
      attributes: {
        ...frame.attributes,
        salesStatus: group('salesStatus', {
          label: 'temporary_not_sellable',
          value: 'temporary_not_sellable',
        }),
      },
    });
    expect(paused.attributes?.['salesStatus']).toEqual({ values: { label: 'temporary_not_sellable' } });
    expect(salesStatusOf(paused)).toBe('temporary_not_sellable');
    expect(salesStatusOf(tile)).toBe('published');
  });

  it('§9 keeps the first servable product shot and the first model image, with type and own background', () => {
    expect(tile.images).toEqual([
      { hash: md5('a') },
      {
        hash: md5('c'),
        attributes: {
          imageType: { values: { label: 'model' } },
          imageBackground: { values: { label: 'white' } },
        },
      },
    ]);
  });

  it('§9 keeps one image when the product has no model image, none without a servable one', () => {
    expect(productTileOf({ ...frame, images: frame.images.slice(0, 3) }).images).toEqual([
      { hash: md5('a') },
    ]);
    expect(productTileOf({ ...frame, images: frame.images.slice(0, 1) }).images).toEqual([]);
  });

  it('§3 keeps the price range and the lowest prior price, leaving out what is null', () => {
    expect(tile.priceRange).toEqual({
      min: { withTax: 12900, beforeSaleWithTax: 14333, reductionsRelativeTo: 'beforeSaleWithTax' },
      max: { withTax: 12900 },
    });
    expect(tile.lowestPriorPrice).toEqual({ withTax: 12900 });
    const plain = productTileOf({
      ...frame,
      priceRange: { min: sdkPlainPrice, max: sdkPlainPrice },
      lowestPriorPrice: { withTax: null, relativeDifferenceToPrice: null },
    });
    expect(plain.priceRange).toEqual({ min: { withTax: 8900 }, max: { withTax: 8900 } });
    expect(plain).not.toHaveProperty('lowestPriorPrice');
  });

  it('§3 keeps the other colours by id, state and colour; §4 of the variants only the best, by id and stock', () => {
    expect(tile.siblings).toEqual([
      { id: 1203, isActive: true, attributes: { frameColor: { values: { label: 'Rot', value: 'red' } } } },
    ]);
    expect(tile.bestVariant).toEqual({ id: 40211, stock: { quantity: 7, isSellableWithoutStock: false } });
    expect(tile).not.toHaveProperty('variants');
    expect(productTileOf({ ...frame, variants: [] })).not.toHaveProperty('bestVariant');
  });

  const variant = (id: number, quantity: number, isSellableWithoutStock = false) => ({
    ...sdkContactLensVariant,
    id,
    stock: { ...sdkContactLensVariant.stock, quantity, isSellableWithoutStock },
  });
  const now = new Date('2026-11-16T10:00:00Z');

  it.each([
    { case: 'in stock', variants: [variant(1, 0), variant(2, 30)] },
    { case: 'the last pieces', variants: [variant(1, 0), variant(2, 4), variant(3, 2)] },
    { case: 'sellable without stock', variants: [variant(1, 0), variant(2, 0, true)] },
    { case: 'nothing to deliver', variants: [variant(1, 0), variant(2, 0)] },
  ])('§4 a tile names the availability and delivery of its product ($case)', ({ variants }) => {
    const product = { ...frame, variants };
    const small = productTileOf(product);
    expect(small.bestVariant?.id).toBe(bestVariant(variants)?.id);
    // What the card's availability line says: the tier, with the pieces left.
    const named = (stock: ReturnType<typeof tileAvailabilityStock>) =>
      stock && variantAvailability({ stock });
    expect(named(tileAvailabilityStock(small))).toEqual(named(tileAvailabilityStock(product)));
    expect(isProductBuyable(small)).toBe(isProductBuyable(product));
    expect(variantDeliveryEstimate(small.bestVariant!, now)).toEqual(
      variantDeliveryEstimate(bestVariant(variants)!, now),
    );
  });

  it('§4 §9 the rules read the tile as they read the whole product', () => {
    expect(productBadges(tile)).toEqual(productBadges(frame));
    expect(isProductBuyable(tile)).toBe(isProductBuyable(frame));
    const typeOf = (item: { attributes?: Parameters<typeof attributeValues>[0] }) =>
      attributeValues(item.attributes, 'imageType')[0];
    for (const position of [0, 4]) {
      expect(listingImage(tile.images, position, typeOf)?.hash).toBe(
        listingImage(frame.images.slice(1), position, typeOf)?.hash,
      );
    }
    for (const key of ['name', 'brand', 'frameColor', 'imageBackground']) {
      expect(attributeLabel(tile.attributes, key)).toBe(attributeLabel(frame.attributes, key));
    }
  });

  it('§3 has no category paths where the listing asked for none', () => {
    expect(tile).not.toHaveProperty('categories');
  });

  it('§3 keeps the category paths a listing asked for (with.categories): of each step its id, name and URL', () => {
    expect(sdkCategories?.length).toBeGreaterThan(0);
    const withCategories = productTileOf({ ...frame, categories: sdkCategories });
    expect(ProductTileSchema.parse(withCategories)).toEqual(withCategories);
    expect(withCategories.categories).toEqual(
      sdkCategories!.map((path) =>
        path.map((step) => ({
          categoryId: step.categoryId,
          categoryName: step.categoryName,
          categoryUrl: step.categoryUrl,
        })),
      ),
    );
  });

  it('is a small part of the product it comes from', () => {
    expect(JSON.stringify(tile).length).toBeLessThan(1000);
    expect(JSON.stringify(tile).length * 4).toBeLessThan(JSON.stringify(frame).length);
  });
});
