import { describe, expect, it } from 'vitest';
import {
  ProductCategoryKindSchema,
  ProductSchema,
  ProductTypeSchema,
  StockSchema,
  VariantSchema,
  categoryPathSeparator,
  imageBackgrounds,
  imageTypes,
  productAttributeKeys,
  productCategories,
  productTypes,
  variantAttributeKeys,
} from './product.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { sdkPrice, sdkProduct, sdkVariant } from './wire-samples.fixtures.ts';

describe('§3 product vocabulary', () => {
  it('names the attribute keys the shop reads', () => {
    expect(productAttributeKeys).toEqual([
      'name',
      'brand',
      'imageType',
      'imageView',
      'frameColor',
      'manufacturerColorCode',
      'lensBaseColor',
      'numberOfLenses',
      'shopSize',
      'colorDetail',
      'contactLensType',
      'eyeCareProductType',
      'category',
      'wearingTime',
      'promotion',
      'imageBackground',
    ]);
    expect(variantAttributeKeys).toEqual(['packingTypeDescription']);
    expect(categoryPathSeparator).toBe('|');
    expect('Master|Eyewear|Frames'.split(categoryPathSeparator)).toEqual(['Master', 'Eyewear', 'Frames']);
  });

  it('lists image backgrounds, image types, product types and product categories', () => {
    expect(imageBackgrounds).toEqual(['white', 'grey', 'transparent']);
    expect(imageTypes).toEqual(['model', 'bust']);
    expect(productTypes).toEqual([
      'cleaning-fluid-pdp',
      'contact-lens-pdp',
      'glasses-pdp',
      'merch-pdp',
      'correctional-glasses',
      'hearing-aids-merch-pdp',
    ]);
    expect(productCategories).toEqual([
      'glasses',
      'contactLenses',
      'sunglasses',
      'careproducts',
      'merch',
      'readyMadeGlasses',
      'readingAidGlasses',
      'hearingAidsMerch',
      'smartglasses',
      'blueLightBlocking',
    ]);
  });

  it.each(productTypes)('product type %s is accepted', (type) => {
    expect(ProductTypeSchema.parse(type)).toBe(type);
  });

  it.each(productCategories)('product category %s is accepted', (category) => {
    expect(ProductCategoryKindSchema.parse(category)).toBe(category);
  });

  it.each([['rx-glasses-pdp'], ['Glasses'], ['']])('%j is neither a product type nor a category', (value) => {
    expect(ProductTypeSchema.safeParse(value).success).toBe(false);
    expect(ProductCategoryKindSchema.safeParse(value).success).toBe(false);
  });
});

describe('§3 Variant.stock (quantity, isSellableWithoutStock)', () => {
  const stock = sdkVariant.stock;

  it.each([
    [{ ...stock, quantity: 0 }, undefined],
    [{ ...stock, quantity: 1 }, undefined],
    [{ ...stock, quantity: -1 }, ['quantity']],
    [{ ...stock, quantity: 2.5 }, ['quantity']],
    [{ ...stock, isSellableWithoutStock: 'yes' }, ['isSellableWithoutStock']],
    [{ ...stock, isSellableWithoutStock: undefined }, ['isSellableWithoutStock']],
    [{ ...stock, supplierId: -1 }, ['supplierId']],
    [{ ...stock, warehouseId: -3 }, ['warehouseId']],
    [{ ...stock, expectedAvailabilityAt: 5 }, ['expectedAvailabilityAt']],
    [{ ...stock, deliveryForecast: { deliverable: 3 } }, ['deliveryForecast', 'deliverable']],
  ])('stock %j is refused at %j', (value, path) => {
    expect(refusalPath(StockSchema, value)).toEqual(path);
  });
});

describe('§3 Variant (id, price, stock, referenceKey, attributes)', () => {
  it.each([
    ['an id of 0', { ...sdkVariant, id: 0 }, ['id']],
    ['an empty reference key', { ...sdkVariant, referenceKey: '' }, ['referenceKey']],
    ['no stock', { ...sdkVariant, stock: undefined }, ['stock']],
    ['a negative price', { ...sdkVariant, price: { ...sdkPrice, withTax: -1 } }, ['price', 'withTax']],
    ['a timestamp without offset', { ...sdkVariant, createdAt: '2024-01-15T10:12:44' }, ['createdAt']],
    [
      'a broken attribute',
      { ...sdkVariant, attributes: { shopSize: { key: 'shopSize' } } },
      ['attributes', 'shopSize', 'multiSelect'],
    ],
    ['no composite flag', { ...sdkVariant, isComposite: undefined }, ['isComposite']],
    ['no custom data', { ...sdkVariant, customData: undefined }, ['customData']],
    [
      'a numeric price promotion key',
      { ...sdkVariant, appliedPricePromotionKey: 1 },
      ['appliedPricePromotionKey'],
    ],
    [
      'a broken lowest prior price',
      { ...sdkVariant, lowestPriorPrice: { withTax: -1, relativeDifferenceToPrice: 0 } },
      ['lowestPriorPrice', 'withTax'],
    ],
  ])('a variant with %s is refused', (_case, value, path) => {
    expect(refusalPath(VariantSchema, value)).toEqual(path);
  });
});

describe('§3 Product', () => {
  const [image] = sdkProduct.images;
  const [path] = sdkProduct.categories ?? [];
  const [sibling] = sdkProduct.siblings ?? [];

  it('a bare product (nothing asked for with `with`) is accepted', () => {
    const {
      variants: _v,
      attributes: _a,
      advancedAttributes: _aa,
      categories: _c,
      siblings: _s,
      priceRange: _p,
      lowestPriorPrice: _l,
      ...bare
    } = sdkProduct;
    expect(ProductSchema.parse(bare)).toEqual(bare);
  });

  it.each([
    ['an id of 0', { ...sdkProduct, id: 0 }, ['id']],
    ['no active flag', { ...sdkProduct, isActive: undefined }, ['isActive']],
    ['no sold-out flag', { ...sdkProduct, isSoldOut: 'no' }, ['isSoldOut']],
    ['no new flag', { ...sdkProduct, isNew: undefined }, ['isNew']],
    ['an empty master key', { ...sdkProduct, masterKey: '' }, ['masterKey']],
    ['an empty reference key', { ...sdkProduct, referenceKey: '' }, ['referenceKey']],
    ['no images', { ...sdkProduct, images: undefined }, ['images']],
    ['an image without hash', { ...sdkProduct, images: [{ ...image, hash: '' }] }, ['images', 0, 'hash']],
    [
      'an image without name',
      { ...sdkProduct, images: [{ ...image, name: undefined }] },
      ['images', 0, 'name'],
    ],
    [
      'a category path step without url',
      { ...sdkProduct, categories: [[{ ...path?.[0], categoryUrl: undefined }]] },
      ['categories', 0, 0, 'categoryUrl'],
    ],
    ['categories that are not paths', { ...sdkProduct, categories: [path?.[0]] }, ['categories', 0]],
    [
      'a broken variant',
      {
        ...sdkProduct,
        variants: [sdkVariant, { ...sdkVariant, stock: { ...sdkVariant.stock, quantity: -1 } }],
      },
      ['variants', 1, 'stock', 'quantity'],
    ],
    [
      'a sibling without active flag',
      { ...sdkProduct, siblings: [{ ...sibling, isActive: undefined }] },
      ['siblings', 0, 'isActive'],
    ],
    [
      'a price range with min above max',
      { ...sdkProduct, priceRange: { min: sdkPrice, max: { ...sdkPrice, withTax: 100 } } },
      ['priceRange', 'min', 'withTax'],
    ],
    ['an unreadable indexing time', { ...sdkProduct, indexedAt: 'soon' }, ['indexedAt']],
    ['a numeric creation time', { ...sdkProduct, createdAt: 1 }, ['createdAt']],
  ])('a product with %s is refused', (_case, value, path) => {
    expect(refusalPath(ProductSchema, value)).toEqual(path);
  });

  it('siblings are products in turn, so a sibling of a sibling is checked too', () => {
    const nested = { ...sdkProduct, siblings: [{ ...sibling, siblings: [{ ...sibling, id: -5 }] }] };
    expect(refusalPath(ProductSchema, nested)).toEqual(['siblings', 0, 'siblings', 0, 'id']);
  });
});
