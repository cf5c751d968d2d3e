import { getShopByCode, languageCodes } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogRows, NavigationItemRow } from '../../commerce/catalog/catalog-rows.ts';
import { campaignTexts, localized } from '../../commerce/catalog/text-language.ts';
import { generateCatalog } from './generate-catalog.ts';
import { swissGerman, withSwissGerman } from './swiss-german.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const rows = generateCatalog({ now, products: 400 });

/** Every text a shop shows from the catalogue, by where it comes from. */
function shopTexts(catalog: CatalogRows, shop: ShopIdentity): Record<string, string[]> {
  const labels = (item: NavigationItemRow): string[] => [item.label, ...item.children.flatMap(labels)];
  return {
    'attribute group labels': catalog.attributeGroups.map((row) => localized(row.labels, shop)),
    'attribute value labels': catalog.attributeValues.map((row) => localized(row.labels, shop)),
    'category names': catalog.categories.map((row) => localized(row.names, shop)),
    'product names': catalog.products.map((row) => localized(row.texts, shop).name),
    'product descriptions': catalog.products.map((row) => localized(row.texts, shop).description),
    'campaign names and descriptions': catalog.campaigns.flatMap((row) => {
      const { name, description } = campaignTexts(row, shop);
      return [name, description];
    }),
    'promotion names': catalog.promotions.map((row) => localized(row.names ?? { de: row.name }, shop)),
    'navigation labels': catalog.navigationTrees
      .filter((tree) => tree.shopId === shop.shopId)
      .flatMap((tree) => [tree.name, ...tree.items.flatMap(labels)]),
  };
}

const sources = Object.keys(shopTexts(rows, getShopByCode('de-de')));
const shopOfLanguage: Record<LanguageCode, ShopIdentity> = {
  de: getShopByCode('de-de'),
  fr: getShopByCode('fr-ch'),
  it: getShopByCode('it-it'),
  pl: getShopByCode('pl-pl'),
  cs: getShopByCode('cs-cz'),
};

describe('swissGerman: Swiss Standard German writes ss for ß', () => {
  it.each([
    ['Weiß', 'Weiss'],
    ['Größe', 'Grösse'],
    ['Packungsgröße', 'Packungsgrösse'],
    ['Maße', 'Masse'],
    ['nasser Straße', 'nasser Strasse'],
    ['für drinnen und draußen', 'für drinnen und draussen'],
    ['lange und gleichmäßig', 'lange und gleichmässig'],
    ['GROẞE AUSWAHL', 'GROSSE AUSWAHL'],
    ['Blaulichtfilter-Brille', 'Blaulichtfilter-Brille'],
  ])('%s → %s', (german, swiss) => {
    expect(swissGerman(german)).toBe(swiss);
  });

  it('adds de-CH only where the spelling differs, and keeps one written out', () => {
    expect(withSwissGerman({ de: 'Farbe', fr: 'Couleur' })).toEqual({ de: 'Farbe', fr: 'Couleur' });
    expect(withSwissGerman({ de: 'Größe', fr: 'Taille' })).toEqual({
      de: 'Größe',
      fr: 'Taille',
      'de-CH': 'Grösse',
    });
    expect(withSwissGerman({ de: 'Größe', 'de-CH': 'Nummer' })['de-CH']).toBe('Nummer');
  });
});

describe('the de-ch shop reads Swiss German from the generated catalogue', () => {
  const swiss = shopTexts(rows, getShopByCode('de-ch'));
  const german = shopTexts(rows, getShopByCode('de-de'));

  it.each(sources)('no ß in the %s of de-ch', (source) => {
    expect(swiss[source]!.filter((text) => /[ßẞ]/.test(text))).toEqual([]);
  });

  it.each(['Weiß', 'Größe', 'Packungsgröße', 'Maße'])('de-de keeps the German %s', (label) => {
    const all = [...german['attribute group labels']!, ...german['attribute value labels']!];
    expect(all).toContain(label);
  });

  it.each(['de-at', 'de-it'] as const)('%s reads the German, ß included', (code) => {
    expect(shopTexts(rows, getShopByCode(code))).toEqual(german);
  });
});

describe('Italian catalogue texts say "tu", as the rest of the Italian shop', () => {
  const italian = Object.values(shopTexts(rows, shopOfLanguage.it)).flat();
  it.each([
    ['vi', /(?<!\p{L})vi(?!\p{L})/iu],
    ['voi', /(?<!\p{L})voi(?!\p{L})/iu],
    ['vostro, vostra, vostri, vostre', /(?<!\p{L})vostr\p{L}*/iu],
    ['ve (ve lo, ve la)', /(?<!\p{L})ve(?!\p{L})/iu],
    ['vi accompagna', /vi accompagna/iu],
  ])('no "%s"', (_form, pattern) => {
    expect(italian.filter((text) => pattern.test(text))).toEqual([]);
  });

  it('frames with corrective lenses "ti accompagnano"', () => {
    expect(italian.some((text) => text.includes('questo modello ti accompagna ogni giorno'))).toBe(true);
  });
});

describe('promotions and campaigns have their texts in every language', () => {
  it.each(rows.promotions.map((row) => [row.id, row] as const))('promotion %s', (_id, row) => {
    expect(Object.keys(row.names ?? {})).toEqual(expect.arrayContaining([...languageCodes]));
    expect(row.name).toBe(row.names?.de);
    for (const language of languageCodes.filter((code) => code !== 'de')) {
      expect(row.names?.[language], language).not.toBe(row.names?.de);
    }
  });

  it.each(rows.campaigns.map((row) => [row.key, row] as const))('campaign %s', (_key, row) => {
    for (const language of languageCodes) {
      expect(row.names?.[language], language).toMatch(/\S/);
      expect(row.descriptions?.[language], language).toMatch(/\S/);
    }
    expect([row.name, row.description]).toEqual([row.names?.de, row.descriptions?.de]);
    for (const language of languageCodes.filter((code) => code !== 'de')) {
      expect(row.names?.[language], language).not.toBe(row.names?.de);
      expect(row.descriptions?.[language], language).not.toBe(row.descriptions?.de);
    }
  });
});

/** Words that only German writes: any of them in a French, Italian, Polish or Czech text leaked. */
const germanWords = [
  'auf',
  'und',
  'mit',
  'von',
  'für',
  'ab',
  'zu',
  'zur',
  // Not "alle": Italian writes it too ("alle lenti").
  'alles',
  'Brille',
  'Brillen',
  'Sonnenbrille',
  'Sonnenbrillen',
  'Brillenetui',
  'Brillenfassungen',
  'Fassung',
  'Gläser',
  'Kontaktlinsen',
  'Rabatt',
  'Einkaufswert',
  'Kappe',
  'Markenwoche',
  'Sommer',
  'Herbst',
  'Winter',
  'Filiale',
  'Größe',
  'Farbe',
  'Weiß',
];

describe('no German word in the catalogue of a French, Italian, Polish or Czech shop', () => {
  const cases = (['fr', 'it', 'pl', 'cs'] as const).flatMap((language) =>
    sources.map((source) => [language, source] as const),
  );
  it.each(cases)('%s: %s', (language, source) => {
    const texts = shopTexts(rows, shopOfLanguage[language])[source]!;
    const leaks = texts.filter((text) =>
      germanWords.some((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text)),
    );
    expect(leaks).toEqual([]);
  });
});

describe('blue-light glasses are named for their filter, not as screen-work glasses', () => {
  const blueLight = rows.products.filter((row) => row.productCategory === 'blueLightBlocking');
  const category = rows.categories.find((row) => row.masterKey === 'BlueLightGlasses');
  it.each([
    ['de', 'Blaulichtfilter', /Bildschirmbrille/i],
    ['fr', 'lumière bleue', /lunettes (d’|pour )écran/i],
    ['it', 'luce blu', /occhiali da schermo/i],
    ['pl', 'światła niebieskiego', /okulary ekranow/i],
    ['cs', 'modrého světla', /počítačové brýle/i],
  ] as const)('%s: "%s"', (language, term, avoided) => {
    expect(blueLight.length).toBeGreaterThan(0);
    const names = [
      ...blueLight.map((row) => localized(row.texts, shopOfLanguage[language]).name),
      localized(category!.names, shopOfLanguage[language]),
    ];
    expect(names.filter((name) => !name.toLowerCase().includes(term.toLowerCase()))).toEqual([]);
    expect(names.filter((name) => avoided.test(name))).toEqual([]);
  });
});
