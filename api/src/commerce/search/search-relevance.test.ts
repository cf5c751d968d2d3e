import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categoryIds,
  fixtureBrandId,
  fixtureProductId,
  searchFixtureRows,
} from './search-catalog.fixtures.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * The relevance set: what a shopper types in each language, with typos, missing diacritics, umlaut
 * spellings, brands, colours and product types, and what must come first. `top` lists the products
 * that must fill the first places, in any order among themselves; `brand` asks that the brand's
 * products come before any other; `category` names the first category suggestion.
 */
interface RelevanceCase {
  shop: ShopCode;
  query: string;
  top?: string[];
  brand?: string;
  category?: number;
}

const cases: RelevanceCase[] = [
  // German: brands, models, typos, umlaut spellings, colours, shapes, product types.
  { shop: 'de-de', query: 'rayban aviator', top: ['RB3025-001', 'RB3025-003'] },
  { shop: 'de-de', query: 'ray ban wayfarer', top: ['RB2140-901'] },
  { shop: 'de-de', query: 'Wayfarrer', top: ['RB2140-901'] },
  { shop: 'de-de', query: 'aviater', top: ['RB3025-001', 'RB3025-003'] },
  { shop: 'de-de', query: 'clubmaster', top: ['RX5154-2000', 'RX5154-2372'] },
  { shop: 'de-de', query: 'holbrok', top: ['OO9102-D6'] },
  { shop: 'de-de', query: 'Ray-Ban', brand: 'Ray-Ban' },
  { shop: 'de-de', query: 'persol', brand: 'Persol' },
  { shop: 'de-de', query: 'gucci sonnenbrille', top: ['GG0061S-001', 'GG1076S-002'] },
  {
    shop: 'de-de',
    query: 'sonnenbrille schwarz polarisiert',
    top: ['OO9208-92', 'OO9102-D6', 'PLD2088S-807'],
  },
  {
    shop: 'de-de',
    query: 'kinderbrille',
    top: ['LUM-K100-BL', 'LUM-K110-PK'],
    category: categoryIds.kidsGlasses,
  },
  {
    shop: 'de-de',
    query: 'lesebrille',
    top: ['LUM-L500-BK', 'LUM-L510-RD'],
    category: categoryIds.readingGlasses,
  },
  { shop: 'de-de', query: 'tageslinsen', top: ['LUM-CL-D30'], category: categoryIds.dailyLenses },
  { shop: 'de-de', query: 'biofinity toric', top: ['CV-BIOT-6'] },
  { shop: 'de-de', query: 'biofinty', top: ['CV-BIO-6', 'CV-BIOT-6', 'CV-BIOMF-6'] },
  { shop: 'de-de', query: 'acuvue oasys', top: ['ACU-OAS-6'] },
  { shop: 'de-de', query: 'kochsalzloesung', top: ['LUM-NACL-360'] },
  { shop: 'de-de', query: 'kochsalzlosung', top: ['LUM-NACL-360'] },
  { shop: 'de-de', query: 'pflegeset fuer harte linsen', top: ['LUM-RGP-SET'] },
  { shop: 'de-de', query: 'hoergeraetebatterien groesse 312', top: ['LUM-HB-312'] },
  { shop: 'de-de', query: 'randlos', top: ['SIL5529-7000', 'SIL5540-7520'] },
  { shop: 'de-de', query: 'cat eye gucci', top: ['GG1185O-001', 'GG0061S-001'] },
  { shop: 'de-de', query: 'blaulichtfilter', top: ['LUM-B600-TR', 'FT5634B-001'] },
  { shop: 'de-de', query: 'marc o polo', top: ['MOP503181-30', 'MOP503200-50'] },
  { shop: 'de-de', query: 'augentropfen', top: ['HY-COM-10', 'HY-FR-10'], category: categoryIds.eyeDrops },
  { shop: 'de-de', query: 'holzbrille', top: ['LUM-H200-BR'] },
  { shop: 'de-de', query: 'Sonnenbrillen', category: categoryIds.sunglasses },
  { shop: 'de-de', query: 'Maske Z1', top: ['KUB-Z1-BM'] },
  { shop: 'de-at', query: 'Ray Ban Erika', top: ['RB4171-710'] },
  { shop: 'de-ch', query: 'schildpatt', top: ['GG0027O-002', 'GG1076S-002'] },
  { shop: 'de-it', query: 'dailies total', top: ['ALC-DT1-30'] },

  // French.
  {
    shop: 'fr-ch',
    query: 'lunettes de soleil ray-ban',
    top: ['RB3025-001', 'RB3025-003', 'RB2140-901', 'RB4171-710', 'RB3447-001'],
  },
  {
    shop: 'fr-ch',
    query: 'lunettes enfant',
    top: ['LUM-K100-BL', 'LUM-K110-PK'],
    category: categoryIds.kidsGlasses,
  },
  { shop: 'fr-ch', query: 'écaille', top: ['GG0027O-002', 'GG1076S-002'] },
  { shop: 'fr-ch', query: 'ecaille', top: ['GG0027O-002', 'GG1076S-002'] },
  { shop: 'fr-ch', query: 'lentilles journalieres', top: ['LUM-CL-D30'], category: categoryIds.dailyLenses },
  { shop: 'fr-ch', query: 'solution saline', top: ['LUM-NACL-360'] },
  { shop: 'fr-ch', query: 'gouttes pour les yeux', top: ['HY-COM-10', 'HY-FR-10'] },
  { shop: 'fr-ch', query: 'dauphin', top: ['LUM-S410-GN'] },
  { shop: 'fr-ch', query: 'lunettes de lecture pliables', top: ['LUM-L510-RD'] },
  { shop: 'fr-ch', query: 'rouge', top: ['MOP503200-50', 'CA2043T-C9A', 'LUM-L510-RD'] },
  { shop: 'fr-ch', query: 'lentilles rigides', top: ['LUM-RGP-SET'] },
  { shop: 'fr-ch', query: 'Lunettes de soleil', category: categoryIds.sunglasses },

  // Italian.
  {
    shop: 'it-ch',
    query: 'occhiali da sole polarizzati',
    top: ['OO9208-92', 'OO9102-D6', 'PLD2088S-807', 'PLD4097S-35J'],
  },
  { shop: 'it-ch', query: 'occhiali per bambini', top: ['LUM-K100-BL', 'LUM-K110-PK'] },
  { shop: 'it-ch', query: 'lenti giornaliere', top: ['LUM-CL-D30'], category: categoryIds.dailyLenses },
  { shop: 'it-it', query: 'tartarugato', top: ['GG0027O-002', 'GG1076S-002'] },
  {
    shop: 'it-it',
    query: 'oro',
    top: ['RX3447V-2500', 'GG1185O-001', 'SIL5540-7520', 'RB3025-001', 'RB3447-001'],
  },
  { shop: 'it-it', query: 'gocce oculari', top: ['HY-COM-10', 'HY-FR-10'] },
  { shop: 'it-it', query: 'astuccio occhiali pelle', top: ['LUM-ET-LE'] },
  { shop: 'it-it', query: 'oakley holbrook', top: ['OO9102-D6'] },
  { shop: 'it-it', query: 'soluzione salina', top: ['LUM-NACL-360'] },
  { shop: 'it-it', query: 'delfino', top: ['LUM-S410-GN'] },
  { shop: 'it-it', query: 'lenti a contatto', category: categoryIds.contactLenses },

  // Polish.
  {
    shop: 'pl-pl',
    query: 'okulary przeciwsłoneczne',
    top: ['LUM-S400-BL', 'LUM-S410-GN'],
    category: categoryIds.sunglasses,
  },
  { shop: 'pl-pl', query: 'okulary przeciwsloneczne', top: ['LUM-S400-BL', 'LUM-S410-GN'] },
  { shop: 'pl-pl', query: 'soczewki jednodniowe', top: ['LUM-CL-D30'] },
  { shop: 'pl-pl', query: 'soczewki miesieczne', top: ['LUM-CL-M6'], category: categoryIds.monthlyLenses },
  { shop: 'pl-pl', query: 'krople do oczu', top: ['HY-COM-10', 'HY-FR-10'] },
  { shop: 'pl-pl', query: 'krakow', top: ['LUM-PL-KRK'] },
  { shop: 'pl-pl', query: 'szylkret', top: ['GG0027O-002', 'GG1076S-002', 'LUM-PL-KRK'] },
  { shop: 'pl-pl', query: 'rajban', brand: 'Ray-Ban' },
  { shop: 'pl-pl', query: 'etui na okulary', top: ['LUM-ET-LE'] },
  { shop: 'pl-pl', query: 'lancuszek', top: ['LUM-KE-PE'] },

  // Czech.
  {
    shop: 'cs-cz',
    query: 'slunecni bryle',
    top: ['LUM-S400-BL', 'LUM-S410-GN'],
    category: categoryIds.sunglasses,
  },
  { shop: 'cs-cz', query: 'ocni kapky', top: ['HY-COM-10', 'HY-FR-10'] },
  { shop: 'cs-cz', query: 'jednodenni cocky', top: ['LUM-CL-D30'] },
  { shop: 'cs-cz', query: 'praha', top: ['LUM-CZ-PRG'] },
  { shop: 'cs-cz', query: 'zelvovina', top: ['GG0027O-002', 'GG1076S-002'] },
  { shop: 'cs-cz', query: 'detske bryle', top: ['LUM-K100-BL', 'LUM-K110-PK'] },
  { shop: 'cs-cz', query: 'pouzdro na cocky', top: ['LUM-LC-01'] },
  { shop: 'cs-cz', query: 'Delfín', top: ['LUM-S410-GN'] },
  { shop: 'cs-cz', query: 'retizek na bryle', top: ['LUM-KE-PE'] },
  { shop: 'cs-cz', query: 'tvrde cocky', top: ['LUM-RGP-SET'] },
];

let index: SearchIndex;
const brandOf = new Map(searchFixtureRows().products.map((product) => [product.id, product.brandId]));

beforeAll(() => {
  index = createSearchIndex(searchFixtureRows(), { now: () => new Date('2025-07-01T10:00:00Z') });
});

describe('search relevance set (§9 page size 6)', () => {
  it('covers at least 50 queries in all five languages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    expect(new Set(cases.map((entry) => getShopByCode(entry.shop).language))).toEqual(
      new Set(['de', 'fr', 'it', 'pl', 'cs']),
    );
  });

  it.each(cases)('$shop "$query"', ({ shop, query, top, brand, category }) => {
    const { shopId } = getShopByCode(shop);
    const hits = index.suggest(shopId, query);
    if (top) {
      const expected = top.map(fixtureProductId);
      expect(new Set(hits.products.slice(0, expected.length))).toEqual(new Set(expected));
    }
    if (brand) {
      // The brand's products fill the first places: none of another brand before them.
      const ofBrand = hits.products.map((id) => brandOf.get(id) === fixtureBrandId(brand));
      expect(ofBrand[0]).toBe(true);
      expect(ofBrand).toEqual([...ofBrand].sort((a, b) => Number(b) - Number(a)));
    }
    if (category !== undefined) expect(hits.categories[0]?.categoryId).toBe(category);
  });
});
