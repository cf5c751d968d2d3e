import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import type { Attributes, Basket, Price, Product, Variant } from '@lumen/domain';
import { withProvisionalItem } from '../basket/optimistic-basket.ts';
import {
  galleryImages,
  modelColours,
  productBreadcrumbs,
  productJsonLd,
  productPagePath,
  relatedListings,
  schemaAvailability,
  socialImagePath,
  variantHref,
} from './product-page-model.ts';

const single = (key: string, label: string, value?: string, id?: number) => ({
  [key]: {
    id: null,
    key,
    label: key,
    type: null,
    multiSelect: false as const,
    values: { label, ...(value !== undefined && { value }), ...(id !== undefined && { id }) },
  },
});

function price(withTax: number, currencyCode = 'EUR'): Price {
  return {
    withTax,
    withoutTax: Math.round(withTax / 1.19),
    tax: { vat: { amount: withTax - Math.round(withTax / 1.19), rate: 0.19 } },
    recommendedRetailPrice: null,
    appliedReductions: [],
    beforeSaleWithTax: null,
    totalAppliedReductions: null,
    reductionsRelativeTo: null,
    currencyCode,
  };
}

function variant(id: number, quantity: number, withTax: number, sellable = false, currency = 'EUR'): Variant {
  return {
    id,
    referenceKey: `REF-${id}`,
    firstLiveAt: '2026-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    stock: {
      supplierId: 1,
      warehouseId: 1,
      quantity,
      isSellableWithoutStock: sellable,
      expectedAvailabilityAt: null,
    },
    price: price(withTax, currency),
    customData: {},
    isComposite: false,
  };
}

const hashes = [
  '11e6e7af8144fbbba4dc1433f4834534',
  'f61a35f38b0d31e433402f6430d82418',
  '1c138c03a9e3bcbe6c08100a312424e8',
];

function product(id: number, overrides: Partial<Product> = {}, attributes: Attributes = {}): Product {
  return {
    id,
    isActive: true,
    isSoldOut: false,
    isNew: false,
    isComposite: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    firstLiveAt: '2026-01-01T00:00:00Z',
    indexedAt: '2026-01-01T00:00:00Z',
    images: [
      { hash: hashes[0]!, name: 'front', attributes: { ...single('imageBackground', 'grey', 'grey') } },
      { hash: 'not-a-hash', name: 'broken' },
      { hash: hashes[2]!, name: 'model', attributes: { ...single('imageType', 'model', 'model') } },
    ],
    masterKey: 'OCU-2205',
    referenceKey: `OCU-2205-${id}`,
    customData: {},
    attributes: {
      ...single('name', 'Brille Mats 2205'),
      ...single('frameColor', 'Havanna', 'havana', 1002),
      ...single('brand', 'Oculara', 'oculara', 4),
      ...single('description', 'Eine Panto-Form aus Acetat.'),
      ...attributes,
    },
    variants: [variant(500528, 45, 29900), variant(500529, 0, 29900, true)],
    categories: [
      [
        {
          categoryId: 1,
          categoryName: 'Brillen',
          categoryUrl: '/brillen',
          categorySlug: 'brillen',
          categoryHidden: false,
        },
        {
          categoryId: 2,
          categoryName: 'Brillenfassungen',
          categoryUrl: '/brillen/brillenfassungen',
          categorySlug: 'brillenfassungen',
          categoryHidden: false,
        },
        {
          categoryId: 3,
          categoryName: 'Damen',
          categoryUrl: '/brillen/brillenfassungen/damen',
          categorySlug: 'damen',
          categoryHidden: false,
        },
      ],
    ],
    ...overrides,
  };
}

const germany = getShopByCode('de-de');
const poland = getShopByCode('pl-pl');

describe('the product page’s address', () => {
  it('is the card’s link: name, frame colour, id', () => {
    expect(productPagePath(germany, product(100429))).toBe('/p/brille-mats-2205-havanna-100429/');
  });

  it('a variant is chosen in the query, other parameters kept', () => {
    expect(variantHref('/p/x-1/', 7)).toBe('/p/x-1/?variant=7');
    expect(variantHref('/p/x-1/', 7, { headWidth: 'wide' })).toBe('/p/x-1/?headWidth=wide&variant=7');
  });
});

describe('the gallery and the social image', () => {
  it('shows the servable images in order, named by position, the frame worn filling its box', () => {
    const images = galleryImages(product(1), (position, count) => `Bild ${position} von ${count}`);
    expect(images).toEqual([
      { hash: hashes[0], alt: 'Bild 1 von 2', background: 'grey' },
      { hash: hashes[2], alt: 'Bild 2 von 2', fit: 'cover' },
    ]);
  });

  it('takes the first picture at §9’s 1200 × 630 as jpg', () => {
    expect(socialImagePath(product(1))).toBe(
      `/api/images/${hashes[0]}?width=1200&height=630&quality=75&bg=grey&format=jpg`,
    );
    expect(socialImagePath(product(1, { images: [] }))).toBeUndefined();
  });
});

describe('§3 siblings as the colour picker’s options', () => {
  it('lists the model’s active colours in id order, each its own page', () => {
    const black = product(100430, { isSoldOut: true }, single('frameColor', 'Schwarz', 'black', 1001));
    const inactive = product(100431, { isActive: false }, single('frameColor', 'Rot', 'red'));
    const colours = modelColours(germany, product(100429, { siblings: [inactive, black] }));
    expect(colours).toEqual([
      {
        productId: 100429,
        name: 'Havanna',
        hex: '#6b3e1f',
        href: '/p/brille-mats-2205-havanna-100429/',
        soldOut: false,
      },
      {
        productId: 100430,
        name: 'Schwarz',
        hex: '#1d1d1f',
        href: '/p/brille-mats-2205-schwarz-100430/',
        soldOut: true,
      },
    ]);
  });

  it('shows none for a model of one colour', () => {
    expect(modelColours(germany, product(1, { siblings: [] }))).toEqual([]);
  });
});

describe('recommendations and breadcrumbs follow the category path', () => {
  it('names the leaf with its parent and the brand under the root category', () => {
    expect(relatedListings(product(1))).toEqual({
      category: { id: 3, name: 'Brillenfassungen · Damen' },
      brand: { id: '4', name: 'Oculara', rootCategoryId: 1 },
    });
    expect(relatedListings(product(1, { categories: [] }))).toEqual({});
  });

  it('leads from home through the categories to the product', () => {
    expect(productBreadcrumbs(germany, product(1), 'Startseite')).toEqual([
      { label: 'Startseite', href: '/' },
      { label: 'Brillen', href: '/brillen/' },
      { label: 'Brillenfassungen', href: '/brillen/brillenfassungen/' },
      { label: 'Damen', href: '/brillen/brillenfassungen/damen/' },
      { label: 'Brille Mats 2205' },
    ]);
  });
});

describe('JSON-LD Product with offers', () => {
  it.each([
    ['immediately available', variant(1, 6, 100), 'https://schema.org/InStock'],
    ['available soon', variant(1, 2, 100), 'https://schema.org/LimitedAvailability'],
    ['as soon as possible', variant(1, 0, 100, true), 'https://schema.org/BackOrder'],
    ['not available', variant(1, 0, 100), 'https://schema.org/OutOfStock'],
  ])('%s → %s', (_case, chosen, availability) => {
    expect(schemaAvailability(chosen)).toBe(availability);
  });

  it('offers every variant with its price in the shop’s currency', () => {
    const polish = product(7, { variants: [variant(70, 10, 129900, false, 'PLN')] });
    const data = productJsonLd(poland, 'https://www.lumen-optik.pl', polish);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Brille Mats 2205',
      productID: '7',
      url: 'https://www.lumen-optik.pl/p/brille-mats-2205-havanna-7/',
      brand: { '@type': 'Brand', name: 'Oculara' },
      offers: [
        {
          '@type': 'Offer',
          sku: 'REF-70',
          price: '1299.00',
          priceCurrency: 'PLN',
          availability: 'https://schema.org/InStock',
          url: 'https://www.lumen-optik.pl/p/brille-mats-2205-havanna-7/?variant=70',
        },
      ],
    });
    expect((data['image'] as string[])[0]).toMatch(
      /^https:\/\/www\.lumen-optik\.pl\/api\/images\/[0-9a-f]+\?width=800/,
    );
  });
});

describe('the basket while the add is on its way (optimistic)', () => {
  const empty = { key: 'b', items: [], packages: [], currencyCode: 'EUR' } as unknown as Basket;

  it('appends a provisional item with the variant’s price times the quantity', () => {
    const page = product(1);
    const next = withProvisionalItem(empty, page, page.variants![0]!, 2);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({ key: 'provisional-500528', quantity: 2, status: 'available' });
    expect(next.items[0]!.price.total.withTax).toBe(59800);
    expect(empty.items).toHaveLength(0);
  });

  it('adds the pieces to the variant’s item already in the basket', () => {
    const page = product(1);
    const once = withProvisionalItem(empty, page, page.variants![0]!, 1);
    const twice = withProvisionalItem(once, page, page.variants![0]!, 3);
    expect(twice.items.map((item) => item.quantity)).toEqual([4]);
  });
});
