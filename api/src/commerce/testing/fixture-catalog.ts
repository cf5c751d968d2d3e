import type {
  AttributeGroupRow,
  AttributeValueRow,
  CatalogRows,
  CategoryRow,
  ProductRow,
  VariantPriceRow,
  VariantRow,
} from '../catalog/catalog-rows.ts';

/**
 * A small hand-written catalogue for tests of the catalogue reads: every value is chosen so a test
 * can state the expected answer (prices, stock tiers, reductions, categories in every language).
 * Dates are fixed; pass `fixtureNow` as the request time.
 */
export const fixtureNow = new Date('2026-11-15T10:00:00.000Z');

const t = (de: string, fr: string, it: string, pl: string, cs: string) => ({ de, fr, it, pl, cs });

const attributeGroups: AttributeGroupRow[] = [
  {
    id: 1,
    key: 'frameColor',
    type: 'colour',
    multiSelect: false,
    filterType: 'attributes',
    filterPosition: 1,
    labels: t('Farbe', 'Couleur', 'Colore', 'Kolor', 'Barva'),
  },
  {
    id: 2,
    key: 'frameShape',
    type: 'shape',
    multiSelect: false,
    filterType: 'attributes',
    filterPosition: 2,
    labels: t('Form', 'Forme', 'Forma', 'Kształt', 'Tvar'),
  },
  {
    id: 3,
    key: 'frameWidth',
    type: 'measure',
    multiSelect: false,
    filterType: null,
    filterPosition: null,
    labels: t(
      'Rahmenbreite',
      'Largeur de monture',
      'Larghezza montatura',
      'Szerokość oprawy',
      'Šířka obrouček',
    ),
  },
  {
    id: 4,
    key: 'sustainable',
    type: 'boolean',
    multiSelect: false,
    filterType: 'boolean',
    filterPosition: 3,
    labels: t('Nachhaltig', 'Durable', 'Sostenibile', 'Zrównoważony', 'Udržitelné'),
  },
  {
    id: 5,
    key: 'packingTypeDescription',
    type: 'packing',
    multiSelect: false,
    filterType: null,
    filterPosition: null,
    labels: t('Packung', 'Emballage', 'Confezione', 'Opakowanie', 'Balení'),
  },
];

const attributeValues: AttributeValueRow[] = [
  {
    id: 101,
    groupId: 1,
    value: 'black',
    labels: t('Schwarz', 'Noir', 'Nero', 'Czarny', 'Černá'),
    hex: '#1d1d1f',
    position: 1,
  },
  {
    id: 102,
    groupId: 1,
    value: 'havana',
    labels: t('Havanna', 'Havane', 'Avana', 'Hawana', 'Havana'),
    hex: '#6b3e1f',
    position: 2,
  },
  {
    id: 103,
    groupId: 1,
    value: 'blue',
    labels: t('Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá'),
    hex: '#1f4e8c',
    position: 3,
  },
  {
    id: 201,
    groupId: 2,
    value: 'round',
    labels: t('Rund', 'Ronde', 'Rotonda', 'Okrągły', 'Kulatý'),
    hex: null,
    position: 1,
  },
  {
    id: 202,
    groupId: 2,
    value: 'square',
    labels: t('Eckig', 'Carrée', 'Quadrata', 'Kwadratowy', 'Hranatý'),
    hex: null,
    position: 2,
  },
  {
    id: 501,
    groupId: 5,
    value: 'pack_30',
    labels: t('30er-Packung', 'Boîte de 30', 'Confezione da 30', 'Opakowanie 30 szt.', 'Balení 30 ks'),
    hex: null,
    position: 1,
  },
  {
    id: 502,
    groupId: 5,
    value: 'pack_90',
    labels: t('90er-Packung', 'Boîte de 90', 'Confezione da 90', 'Opakowanie 90 szt.', 'Balení 90 ks'),
    hex: null,
    position: 2,
  },
];

const category = (
  id: number,
  parentId: number | null,
  masterKey: string,
  names: CategoryRow['names'],
  slugs: CategoryRow['slugs'],
  extra: Partial<CategoryRow> = {},
): CategoryRow => ({
  id,
  parentId,
  masterKey,
  position: id,
  isHidden: false,
  names,
  slugs,
  properties: [],
  supportedFilters: ['frameColor', 'frameShape'],
  shopIds: null,
  ...extra,
});

const categories: CategoryRow[] = [
  category(
    10,
    null,
    'Eyewear',
    t('Brillen', 'Lunettes', 'Occhiali', 'Okulary', 'Brýle'),
    t('brillen', 'lunettes', 'occhiali', 'okulary', 'bryle'),
  ),
  category(
    11,
    10,
    'Frames',
    t('Korrektionsbrillen', 'Lunettes de vue', 'Occhiali da vista', 'Okulary korekcyjne', 'Dioptrické brýle'),
    t('korrektionsbrillen', 'lunettes-de-vue', 'occhiali-da-vista', 'okulary-korekcyjne', 'dioptricke-bryle'),
  ),
  category(
    12,
    10,
    'Sunglasses',
    t(
      'Sonnenbrillen',
      'Lunettes de soleil',
      'Occhiali da sole',
      'Okulary przeciwsłoneczne',
      'Sluneční brýle',
    ),
    t(
      'sonnenbrillen',
      'lunettes-de-soleil',
      'occhiali-da-sole',
      'okulary-przeciwsloneczne',
      'slunecni-bryle',
    ),
  ),
  category(
    20,
    null,
    'ContactLenses',
    t('Kontaktlinsen', 'Lentilles de contact', 'Lenti a contatto', 'Soczewki kontaktowe', 'Kontaktní čočky'),
    t('kontaktlinsen', 'lentilles-de-contact', 'lenti-a-contatto', 'soczewki-kontaktowe', 'kontaktni-cocky'),
    { supportedFilters: [] },
  ),
  category(
    90,
    null,
    'Rx',
    t('Gläser', 'Verres', 'Lenti', 'Soczewki', 'Skla'),
    t('glaeser', 'verres', 'lenti', 'soczewki', 'skla'),
    { isHidden: true, supportedFilters: [] },
  ),
];

const texts = (name: string) => ({
  de: { name, description: `${name}: leichte Fassung für jeden Tag.` },
  fr: { name, description: `${name} : monture légère pour tous les jours.` },
  it: { name, description: `${name}: montatura leggera per ogni giorno.` },
  pl: { name, description: `${name}: lekka oprawa na co dzień.` },
  cs: { name, description: `${name}: lehké obroučky na každý den.` },
});

const product = (id: number, extra: Partial<ProductRow> & Pick<ProductRow, 'categoryIds'>): ProductRow => ({
  id,
  masterKey: `M-${id}`,
  referenceKey: `P-${id}`,
  productType: 'glasses-pdp',
  productCategory: 'glasses',
  brandId: 1,
  siblingGroup: null,
  attributes: {},
  texts: texts(`Modell ${id}`),
  images: [{ hash: `img${id}front`, view: 'front', background: 'white' }],
  salesStatus: 'published',
  isActive: true,
  shopIds: null,
  customData: {},
  createdAt: '2025-01-10T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  firstLiveAt: '2025-01-10T08:00:00.000Z',
  ...extra,
});

const products: ProductRow[] = [
  // Two colours of one model (siblings); the black one is new (first live 5 days before fixtureNow).
  product(1001, {
    categoryIds: [11],
    siblingGroup: 'nova',
    masterKey: 'M-NOVA',
    texts: texts('Nova Rund'),
    attributes: { frameColor: ['black'], frameShape: ['round'], frameWidth: [138], sustainable: ['true'] },
    firstLiveAt: '2026-11-10T08:00:00.000Z',
  }),
  product(1002, {
    categoryIds: [11],
    siblingGroup: 'nova',
    masterKey: 'M-NOVA',
    texts: texts('Nova Rund'),
    attributes: { frameColor: ['havana'], frameShape: ['round'], frameWidth: [138] },
  }),
  product(1003, {
    categoryIds: [12],
    brandId: 2,
    productCategory: 'sunglasses',
    texts: texts('Riva Sole'),
    attributes: { frameColor: ['blue'], frameShape: ['square'], frameWidth: [142] },
    customData: { promotionId: 'promo-gift' },
  }),
  // Sold out: its only variant has no stock and is not sellable without.
  product(1004, {
    categoryIds: [11],
    texts: texts('Kanto Eckig'),
    attributes: { frameColor: ['black'], frameShape: ['square'] },
  }),
  product(1005, {
    categoryIds: [20],
    brandId: 2,
    productType: 'contact-lens-pdp',
    productCategory: 'contactLenses',
    texts: texts('Aqua Daily'),
    images: [{ hash: 'img1005box', view: 'box', background: 'grey' }],
  }),
  // Sold only in the Polish shop.
  product(1006, {
    categoryIds: [11],
    shopIds: [1008],
    texts: texts('Wisła Owal'),
    attributes: { frameColor: ['blue'] },
  }),
  // Offline: never offered.
  product(1007, { categoryIds: [11], salesStatus: 'offline', texts: texts('Alt Offline') }),
  // A lens product of the prescription configurator, in the hidden category.
  product(1008, {
    categoryIds: [90],
    productType: null,
    productCategory: null,
    masterKey: 'rx_lens_types',
    texts: texts('Einstärkengläser'),
  }),
];

const variant = (
  id: number,
  productId: number,
  stock: number,
  extra: Partial<VariantRow> = {},
): VariantRow => ({
  id,
  productId,
  referenceKey: `V-${id}`,
  attributes: {},
  stock,
  sellableWithoutStock: false,
  createdAt: '2025-01-10T08:00:00.000Z',
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...extra,
});

const variants: VariantRow[] = [
  variant(2001, 1001, 12),
  variant(2002, 1002, 3),
  variant(2003, 1003, 0, { sellableWithoutStock: true }),
  variant(2004, 1004, 0),
  variant(2005, 1005, 40, { attributes: { packingTypeDescription: ['pack_30'] } }),
  variant(2006, 1005, 8, { attributes: { packingTypeDescription: ['pack_90'] } }),
  variant(2007, 1006, 9),
  variant(2008, 1007, 9),
  variant(2009, 1008, 0, { sellableWithoutStock: true }),
];

const prices = (variantId: number, eur: number, extra: Partial<VariantPriceRow> = {}): VariantPriceRow[] =>
  (
    [
      ['EUR', eur],
      ['CHF', Math.round(eur * 1.05)],
      ['PLN', eur * 4],
      ['CZK', eur * 25],
    ] as const
  ).map(([currency, listPrice]) => ({
    variantId,
    currency,
    listPrice,
    recommendedRetailPrice: null,
    salePercent: 0,
    lowestPriorPrice: null,
    ...extra,
  }));

const variantPrices: VariantPriceRow[] = [
  ...prices(2001, 12_900),
  // On sale: 20 % off 99.00 gives 79.20; the lowest price of 30 days was 89.00.
  ...prices(2002, 9_900, { salePercent: 20, lowestPriorPrice: 8_900 }),
  ...prices(2003, 15_900),
  ...prices(2004, 8_900),
  ...prices(2005, 2_495),
  ...prices(2006, 6_495),
  ...prices(2007, 11_900),
  ...prices(2008, 4_900),
  ...prices(2009, 4_900),
];

export function fixtureCatalogRows(): CatalogRows {
  return structuredClone({
    attributeGroups,
    attributeValues,
    brands: [
      { id: 1, name: 'Nordlicht Eyewear', slug: 'nordlicht-eyewear', shopIds: null },
      { id: 2, name: 'Vista Milano', slug: 'vista-milano', shopIds: null },
    ],
    categories,
    products,
    variants,
    variantPrices,
    campaigns: [
      {
        id: 1,
        key: 'herbst-2026',
        name: 'Herbstaktion',
        description: 'Zehn Prozent auf Sonnenbrillen',
        reductionPercent: 10,
        startAt: '2026-11-01T00:00:00.000Z',
        endAt: '2026-12-01T00:00:00.000Z',
        brandIds: null,
        categoryIds: [12],
        shopIds: null,
      },
    ],
    promotions: [
      {
        id: 'promo-gift',
        name: 'Gratis Etui',
        priority: 10,
        isActive: true,
        startAt: '2026-11-01T00:00:00.000Z',
        endAt: '2026-12-31T00:00:00.000Z',
        effect: { type: 'buy_x_get_y', additionalData: { variantIds: [2008], maxCount: 1 } },
        conditions: [],
        customData: { giftConditions: { minQuantity: 1, minOrderValue: 10_000 }, colorHex: '#0a6b5c' },
        shopIds: null,
      },
    ],
    voucherCodes: [],
    redirects: [{ id: 1, shopId: 1001, source: '/alte-brillen', target: '/brillen', statusCode: 301 }],
    navigationTrees: [
      {
        id: 1,
        shopId: 1001,
        key: 'main',
        name: 'Hauptnavigation',
        items: [{ label: 'Brillen', categoryId: 10, children: [] }],
      },
    ],
  } satisfies CatalogRows);
}
