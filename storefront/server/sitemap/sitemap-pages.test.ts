import { describe, expect, it } from 'vitest';
import { attributeLabel, getShopByCode, localShopDomains, parseShopDomains, shops } from '@lumen/domain';
import type { Attributes, Product, ShopCode } from '@lumen/domain';
import { productName, productPath, storyPath } from '@lumen/cms-blocks';
import { contentPagePath, contentPagesOf, productPagePath, sitemapSections } from './sitemap-pages.ts';
import type { ShopSitemapData, SitemapStory } from './sitemap-pages.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

const domains = localShopDomains(3000);
const deDe = getShopByCode('de-de');
const plPl = getShopByCode('pl-pl');

describe('the rules the sitemap repeats for plain Node stay their originals', () => {
  /** A product as the api answers it, with the attributes a product card's link reads. */
  function product(id: number, name: string, colour?: string): Product {
    const attributes: Attributes = {
      name: { id: null, key: 'name', label: 'Name', type: null, multiSelect: false, values: { label: name } },
      ...(colour && {
        frameColor: {
          id: 1,
          key: 'frameColor',
          label: 'Farbe',
          type: 'listed',
          multiSelect: false,
          values: { label: colour, id: 1002, value: 'havana' },
        },
      }),
    };
    // The card's link reads only the id and these attributes.
    return { id, attributes } as Pick<Product, 'id' | 'attributes'> as Product;
  }

  it.each([
    [deDe, product(100429, 'Brille Mats 2205', 'Havanna')],
    [plPl, product(4711, '  Okulary Łucja – słoneczne ', 'Złoty')],
    [getShopByCode('cs-cz'), product(12, 'Roztok na čočky')],
    [getShopByCode('fr-ch'), product(99, 'Lunettes Élodie & Co', 'Écaille')],
  ])('productPagePath as a product card links %#', (shop, card) => {
    const name = productName(card)!;
    const colour = attributeLabel(card.attributes, 'frameColor');
    const entry = { id: card.id, name, ...(colour && { colour }), updatedAt: '2026-11-25T14:22:35.000Z' };
    expect(productPagePath(shop, entry)).toBe(productPath(shop, card, name));
  });

  it.each([
    'de-de/home',
    'fr/fr-ch/home',
    'de-de/datenschutz',
    'pl/pl-pl/ochronadanych',
    'fr/fr-ch/service/modes-d-emploi/',
    'pl/pl-pl/uslugi/instrukcje-uzytkowania/okulary',
    'de-de/overlays/service/versand',
    'de-de/',
    'de-de/service\\evil',
  ])('contentPagePath(%s) as storyPath has it', (fullSlug) => {
    const folder = fullSlug.split('/').find((segment) => segment.includes('-')) ?? 'de-de';
    expect(contentPagePath(fullSlug, folder)).toBe(storyPath(fullSlug, { shopFolders: [folder] }));
  });
});

function story(fullSlug: string, fields: Partial<SitemapStory> & { robots?: string } = {}): SitemapStory {
  return {
    full_slug: fullSlug,
    default_full_slug: fields.default_full_slug,
    updated_at: fields.updated_at ?? '2026-06-16T07:30:00.000Z',
    published_at: '2026-06-16T07:30:00.000Z',
    content: { robots: fields.robots ?? 'index, follow' },
  };
}

describe('contentPagesOf: the content pages a search engine may index', () => {
  it('lists the shop’s pages at their path in its language, keyed by their German path', () => {
    const pages = contentPagesOf(
      plPl,
      [
        story('pl/pl-pl/ochronadanych', { default_full_slug: 'pl-pl/datenschutz' }),
        story('pl/pl-pl/uslugi/instrukcje-uzytkowania/okulary', {
          default_full_slug: 'pl-pl/service/gebrauchsanweisungen/brillen',
          updated_at: '2026-06-27T14:10:00.000Z',
        }),
      ],
      'pl-pl',
    );
    expect(pages).toEqual([
      { key: 'datenschutz', path: '/ochronadanych/', lastmod: '2026-06-16T07:30:00.000Z' },
      {
        key: 'service/gebrauchsanweisungen/brillen',
        path: '/uslugi/instrukcje-uzytkowania/okulary/',
        lastmod: '2026-06-27T14:10:00.000Z',
      },
    ]);
  });

  it.each([
    ['noindex by its robots field', story('de-de/impressum', { robots: 'noindex, nofollow' })],
    ['robots none', story('de-de/impressum', { robots: 'none' })],
    ['a shop-wide piece', story('de-de/global/footer')],
    ['a shop-wide page such as the 404 page', story('de-de/global/navigation/filialen')],
    ['the teaser of a category listing', story('de-de/categories/sonnenbrillen')],
    ['the homepage’s story (the homepage is listed as a route)', story('de-de/home')],
    ['a service page’s start story (listed as a route)', story('de-de/service/gebrauchsanweisungen/')],
    ['a path under a route of the app', story('de-de/account/hilfe')],
    ['a path no route reads', story('de-de/Gro%C3%9Fe-Brillen')],
  ])('leaves out %s', (_why, page) => {
    expect(contentPagesOf(deDe, [page], 'de-de')).toEqual([]);
  });

  it('keeps an overlay an editor lets search engines index, at the overlay route', () => {
    expect(contentPagesOf(deDe, [story('de-de/overlays/service/versand')], 'de-de')).toEqual([
      {
        key: 'overlays/service/versand',
        path: '/overlays/service/versand/',
        lastmod: '2026-06-16T07:30:00.000Z',
      },
    ]);
  });
});

/** Shop data with nothing in it but what a test gives. */
function data(code: ShopCode, parts: Partial<Omit<ShopSitemapData, 'shop'>> = {}): ShopSitemapData {
  return {
    shop: getShopByCode(code),
    categories: [],
    products: [],
    contentPages: [],
    branches: [],
    ...parts,
  };
}

const updatedAt = '2026-11-25T14:22:35.000Z';
const everyShop = (parts: Partial<Record<ShopCode, Partial<Omit<ShopSitemapData, 'shop'>>>>) =>
  new Map(shops.map((shop) => [shop.code, data(shop.code, parts[shop.code])]));

const dataByShop = everyShop({
  'de-de': {
    categories: [
      { id: 1, path: ['brillen'] },
      { id: 6, path: ['brillen', 'sonnenbrillen'] },
    ],
    products: [
      { id: 4800, name: 'Pflegemittel Klar', updatedAt },
      { id: 4711, name: 'Brille Mats', colour: 'Havanna', updatedAt },
    ],
    contentPages: [
      { key: 'datenschutz', path: '/datenschutz/', lastmod: updatedAt },
      // A story at a category's path: the catch-all shows the category.
      { key: 'brillen', path: '/brillen/' },
    ],
    branches: [{ id: '1101', citySlug: 'berlin', countySlug: 'berlin' }],
  },
  'de-at': {
    categories: [{ id: 1, path: ['brillen'] }],
    products: [{ id: 4711, name: 'Brille Mats', colour: 'Havanna', updatedAt }],
    contentPages: [{ key: 'datenschutz', path: '/datenschutz/' }],
  },
  'de-ch': { branches: [{ id: '1301', citySlug: 'zuerich', countySlug: 'zuerich' }] },
  'fr-ch': { branches: [{ id: '1301', citySlug: 'zuerich', countySlug: 'zuerich' }] },
  'pl-pl': {
    categories: [
      { id: 1, path: ['okulary'] },
      { id: 6, path: ['okulary', 'okulary-przeciwsloneczne'] },
    ],
    products: [{ id: 4711, name: 'Okulary Mats', colour: 'Hawana', updatedAt }],
    contentPages: [{ key: 'datenschutz', path: '/ochronadanych/' }],
  },
});

const at = (code: ShopCode, path: string) => `http://${code}.localhost:3000${path}`;
const find = (urls: readonly SitemapUrl[], loc: string) => {
  const found = urls.find((url) => url.loc === loc);
  if (!found) throw new Error(`No ${loc} among ${urls.map((url) => url.loc).join(', ')}`);
  return found;
};

describe('sitemapSections: a shop’s pages with their versions in the other shops', () => {
  const de = sitemapSections(deDe, dataByShop, domains);
  const pl = sitemapSections(plPl, dataByShop, domains);

  it('lists the routes without parameters with every shop’s version of them (hreflangAlternates)', () => {
    const home = find(de.pages, at('de-de', '/'));
    expect(home.alternates).toHaveLength(shops.length + 1);
    expect(home.alternates?.at(-1)).toEqual({ hreflang: 'x-default', href: at('de-de', '/') });
    const branchList = find(pl.pages, at('pl-pl', '/salony/'));
    expect(branchList.alternates).toContainEqual({ hreflang: 'fr-CH', href: at('fr-ch', '/succursales/') });
    // Only de-de and de-at have the try-on listing.
    expect(find(de.pages, at('de-de', '/anprobevorort/')).alternates?.map((a) => a.hreflang)).toEqual([
      'de-DE',
      'de-AT',
      'x-default',
    ]);
    expect(pl.pages.map((url) => url.loc)).not.toContain(at('pl-pl', '/anprobevorort/'));
  });

  it('gives a category the versions of the shops that show the same category, at their own slugs', () => {
    expect(find(pl.categories, at('pl-pl', '/okulary/okulary-przeciwsloneczne/')).alternates).toEqual([
      { hreflang: 'de-DE', href: at('de-de', '/brillen/sonnenbrillen/') },
      { hreflang: 'pl-PL', href: at('pl-pl', '/okulary/okulary-przeciwsloneczne/') },
      { hreflang: 'x-default', href: at('de-de', '/brillen/sonnenbrillen/') },
    ]);
    expect(find(de.categories, at('de-de', '/brillen/')).alternates?.map((a) => a.hreflang)).toEqual([
      'de-DE',
      'de-AT',
      'pl-PL',
      'x-default',
    ]);
  });

  it('gives a product the versions of the shops that sell it, named in their language', () => {
    const product = find(pl.products, at('pl-pl', '/p/okulary-mats-hawana-4711/'));
    expect(product).toEqual({
      loc: at('pl-pl', '/p/okulary-mats-hawana-4711/'),
      lastmod: updatedAt,
      alternates: [
        { hreflang: 'de-DE', href: at('de-de', '/p/brille-mats-havanna-4711/') },
        { hreflang: 'de-AT', href: at('de-at', '/p/brille-mats-havanna-4711/') },
        { hreflang: 'pl-PL', href: at('pl-pl', '/p/okulary-mats-hawana-4711/') },
        { hreflang: 'x-default', href: at('de-de', '/p/brille-mats-havanna-4711/') },
      ],
    });
  });

  it('lists products by id, and one only de-de sells with de-de alone', () => {
    expect(de.products.map((url) => url.loc)).toEqual([
      at('de-de', '/p/brille-mats-havanna-4711/'),
      at('de-de', '/p/pflegemittel-klar-4800/'),
    ]);
    expect(find(de.products, at('de-de', '/p/pflegemittel-klar-4800/')).alternates).toEqual([
      { hreflang: 'de-DE', href: at('de-de', '/p/pflegemittel-klar-4800/') },
      { hreflang: 'x-default', href: at('de-de', '/p/pflegemittel-klar-4800/') },
    ]);
  });

  it('gives a content page the same page of the other shops, by its German path', () => {
    expect(find(pl.pages, at('pl-pl', '/ochronadanych/')).alternates).toEqual([
      { hreflang: 'de-DE', href: at('de-de', '/datenschutz/') },
      { hreflang: 'de-AT', href: at('de-at', '/datenschutz/') },
      { hreflang: 'pl-PL', href: at('pl-pl', '/ochronadanych/') },
      { hreflang: 'x-default', href: at('de-de', '/datenschutz/') },
    ]);
    expect(find(de.pages, at('de-de', '/datenschutz/')).lastmod).toBe(updatedAt);
  });

  it('lists an address once: a story at a category’s path is the category', () => {
    const locs = [...de.pages, ...de.categories, ...de.products, ...de.branches].map((url) => url.loc);
    expect(locs.filter((loc) => loc === at('de-de', '/brillen/'))).toHaveLength(1);
    expect(de.categories.map((url) => url.loc)).toContain(at('de-de', '/brillen/'));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives a branch and its city page the versions of the shops of its market only', () => {
    const fr = sitemapSections(getShopByCode('fr-ch'), dataByShop, domains);
    expect(fr.branches).toEqual([
      {
        loc: at('fr-ch', '/succursales/ville/zuerich/zuerich/'),
        alternates: [
          { hreflang: 'de-CH', href: at('de-ch', '/niederlassungen/stadt/zuerich/zuerich/') },
          { hreflang: 'fr-CH', href: at('fr-ch', '/succursales/ville/zuerich/zuerich/') },
        ],
      },
      {
        loc: at('fr-ch', '/succursales/zuerich/1301/'),
        alternates: [
          { hreflang: 'de-CH', href: at('de-ch', '/niederlassungen/zuerich/1301/') },
          { hreflang: 'fr-CH', href: at('fr-ch', '/succursales/zuerich/1301/') },
        ],
      },
    ]);
  });

  it('addresses every page at https on a deployment’s domains', () => {
    const deployed = parseShopDomains('de-de=www.lumen-optik.de,pl-pl=www.lumen-optyk.pl', 3000);
    const sections = sitemapSections(plPl, dataByShop, deployed);
    expect(
      find(sections.products, 'https://www.lumen-optyk.pl/p/okulary-mats-hawana-4711/').alternates,
    ).toContainEqual({
      hreflang: 'de-DE',
      href: 'https://www.lumen-optik.de/p/brille-mats-havanna-4711/',
    });
  });
});
