import { getShopByCode, productTileOf, shops, type Product } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { blockTextsOf } from '../i18n/block-texts-provider.tsx';
import {
  fixtureImageBaseUrl,
  fixtureProduct,
  fixtureProductIds,
  fixtureProducts,
} from './block-data.fixtures.ts';
import { productCardProps, productPath, productShotUrl } from './product-card-props.ts';
import { productCardTexts } from './product-card-texts.ts';

const de = getShopByCode('de-de');
const texts = productCardTexts(blockTextsOf('de', 'productCard'));
const options = { shop: de, texts };

function cardOf(product: Product, position = 0) {
  const result = productCardProps(product, { ...options, position });
  if (!result.ok) throw new Error(`No card: ${result.reason}`);
  return result.props;
}

describe('§2 product cards from domain products', () => {
  it('links the product page by its slug: name, colour, id (§2 /p/{slug}/)', () => {
    expect(cardOf(fixtureProduct('de-de', fixtureProductIds.novaHavana)).href).toBe(
      '/p/brille-nova-havanna-10231/',
    );
    expect(cardOf(fixtureProduct('cs-cz', fixtureProductIds.vela)).href).toBe(
      '/p/slunecni-bryle-vela-cerna-11020/',
    );
    expect(
      productPath(de, fixtureProduct('de-de', fixtureProductIds.dailyLenses), 'Aquaview Daily Comfort'),
    ).toBe('/p/aquaview-daily-comfort-20314/');
  });

  it('shows name, brand and the §4 badges in priority order', () => {
    const card = cardOf(fixtureProduct('de-de', fixtureProductIds.vela));
    expect(card).toMatchObject({
      name: 'Sonnenbrille Vela',
      brand: 'Fjordline Optics',
      badgeLabels: texts.badgeLabels,
    });
    expect(card.badges).toEqual(['new', 'online_exclusive']);
  });

  it.for([
    {
      name: 'a price without reduction',
      id: fixtureProductIds.kiel,
      price: { cents: 12900, maxCents: 12900, originalCents: null, lowestPriorCents: null },
    },
    {
      name: 'a sale: struck against the price before it, with the lowest prior price (Omnibus)',
      id: fixtureProductIds.lyra,
      price: { cents: 19920, maxCents: 19920, originalCents: 24900, lowestPriorCents: 24900 },
    },
    {
      name: 'packs of different prices: a range from the cheapest',
      id: fixtureProductIds.dailyLenses,
      price: { cents: 2490, maxCents: 6690, originalCents: null, lowestPriorCents: null },
    },
  ])('$name', ({ id, price }) => {
    expect(cardOf(fixtureProduct('de-de', id)).price).toMatchObject({ ...price, shop: de, fromLabel: 'ab' });
  });

  it('measures a reduction against the lowest prior price where the price says so (§3 reductionsRelativeTo)', () => {
    const lyra = fixtureProduct('de-de', fixtureProductIds.lyra);
    const min = lyra.priceRange!.min;
    const product: Product = {
      ...lyra,
      priceRange: {
        min: { ...min, reductionsRelativeTo: 'lowestPriorPrice.withTax' },
        max: lyra.priceRange!.max,
      },
      lowestPriorPrice: { withTax: 21900, relativeDifferenceToPrice: 0.09 },
    };
    expect(cardOf(product).price).toMatchObject({ originalCents: 21900, lowestPriorCents: 21900 });
  });

  it('shows the model’s colours when it has several, this one first and ringed', () => {
    expect(cardOf(fixtureProduct('de-de', fixtureProductIds.novaHavana)).colours).toEqual([
      { name: 'Havanna', hex: '#6b3e1f', current: true },
      { name: 'Schwarz', hex: '#1d1d1f' },
      { name: 'Transparent', hex: '#dfe6ea' },
    ]);
    expect(cardOf(fixtureProduct('de-de', fixtureProductIds.kiel)).colours).toBeUndefined();
  });

  it('shows the packshot and, on hover, the frame worn; every fifth card the frame worn (§9)', () => {
    const nova = fixtureProduct('de-de', fixtureProductIds.novaHavana);
    const first = cardOf(nova, 0);
    expect(first.image).toMatchObject({
      hash: nova.images[0]?.hash,
      alt: 'Brille Nova',
      background: 'white',
    });
    expect(first.hoverImage).toMatchObject({ hash: nova.images[1]?.hash, alt: '', fit: 'cover' });
    const fifth = cardOf(nova, 4);
    expect(fifth.image).toMatchObject({ hash: nova.images[1]?.hash, fit: 'cover' });
    expect(fifth.hoverImage).toBeUndefined();
  });

  it('a small line (basket popover, search flyout) shows the packshot of the first position, sized', () => {
    const nova = fixtureProduct('de-de', fixtureProductIds.novaHavana);
    expect(productShotUrl(nova, { width: 160 })).toMatch(
      new RegExp(`^/api/images/${nova.images[0]!.hash}\\?width=160&`),
    );
    expect(productShotUrl({ ...nova, images: [] }, { width: 160 })).toBeUndefined();
    expect(
      productShotUrl({ ...nova, images: [{ hash: 'images/4b5f0c0e6b3c1e0f.jpg' }] }, { width: 160 }),
    ).toBeUndefined();
  });

  it('takes the image base URL as given or per image', () => {
    const kiel = fixtureProduct('de-de', fixtureProductIds.kiel);
    const cdn = productCardProps(kiel, { ...options, imageBaseUrl: 'https://images.lumen-optik.de' });
    expect(cdn.ok && cdn.props.image.baseUrl).toBe('https://images.lumen-optik.de');
    const drawn = productCardProps(kiel, { ...options, imageBaseUrl: fixtureImageBaseUrl });
    expect(drawn.ok && drawn.props.image.baseUrl).toMatch(/^data:image\/svg\+xml,.*#$/);
    const none = productCardProps(kiel, options);
    expect(none.ok && 'baseUrl' in none.props.image).toBe(false);
  });

  it.for([
    {
      name: 'no name',
      change: (product: Product): Product => ({
        ...product,
        attributes: { ...product.attributes, name: undefined },
      }),
      reason: 'no-name',
    },
    {
      name: 'no image',
      change: (product: Product): Product => ({ ...product, images: [] }),
      reason: 'no-image',
    },
    {
      name: 'only images the endpoint cannot serve (a hash that is no md5 or sha256)',
      change: (product: Product): Product => ({
        ...product,
        images: [{ hash: 'images/4b5f0c0e6b3c1e0f.jpg', name: 'front' }],
      }),
      reason: 'no-image',
    },
    {
      name: 'no price in the shop',
      change: ({ priceRange: _, ...product }: Product): Product => product,
      reason: 'no-price',
    },
  ])('cannot show a product with $name', ({ change, reason }) => {
    expect(productCardProps(change(fixtureProduct('de-de', fixtureProductIds.kiel)), options)).toEqual({
      ok: false,
      reason,
    });
  });
});

describe('§2 product cards from the tiles the listings answer (productTileOf)', () => {
  it.each(shops.map((shop) => shop.code))(
    '%s: a tile shows the card its whole product shows, at every position',
    (code) => {
      const shop = getShopByCode(code);
      const shopTexts = productCardTexts(blockTextsOf(shop.language, 'productCard'));
      for (const product of fixtureProducts(code)) {
        for (let position = 0; position < 10; position += 1) {
          const shown = { shop, texts: shopTexts, position, imageBaseUrl: fixtureImageBaseUrl };
          expect(productCardProps(productTileOf(product), shown)).toEqual(productCardProps(product, shown));
        }
      }
    },
  );
});
