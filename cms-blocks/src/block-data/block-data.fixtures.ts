import {
  getShopByCode,
  imageBackgroundColours,
  netFromGross,
  standardVatRates,
  type AttributeGroup,
  type Attributes,
  type CurrencyCode,
  type ImageBackground,
  type LanguageCode,
  productTileOf,
  type Price,
  type Product,
  type ProductImage,
  type ProductTileImage,
  type ShopCode,
  type Variant,
} from '@lumen/domain';
import type { BlockDataInput, CategoryListing } from './block-data.ts';
import { drawingBaseUrl, type ProductDrawing } from './product-drawings.fixtures.ts';

/*
 * Products as the api's getProductsByIds and getProductsByCategory answer them, for one shop at a
 * time: names and attribute labels in the shop's language, prices in its currency (EUR, CHF, PLN,
 * CZK) with its VAT. Frames, sunglasses and contact lenses, built like the seed's catalogue (brands,
 * reference keys, pack labels, category ids). Stories and tests fill the block data provider with
 * them; the images are drawings (see product-drawings.fixtures.ts).
 */

type Texts = Readonly<Record<LanguageCode, string>>;

const texts = (de: string, fr: string, it: string, pl: string, cs: string): Texts => ({ de, fr, it, pl, cs });

/** The seed's category ids (api/src/seed/catalog/category-tree.ts). */
export const fixtureCategoryIds = {
  frames: 2,
  sunglasses: 6,
  dailyLenses: 15,
  monthlyLenses: 17,
} as const;

const colourLabels = {
  havana: texts('Havanna', 'Havane', 'Avana', 'Hawana', 'Havana'),
  black: texts('Schwarz', 'Noir', 'Nero', 'Czarny', 'Černá'),
  transparent: texts('Transparent', 'Transparent', 'Trasparente', 'Przezroczysty', 'Průhledná'),
  gold: texts('Gold', 'Doré', 'Oro', 'Złoty', 'Zlatá'),
  navy: texts('Dunkelblau', 'Bleu marine', 'Blu navy', 'Granatowy', 'Tmavě modrá'),
  tortoise: texts('Schildpatt', 'Écaille', 'Tartarugato', 'Szylkret', 'Želvovina'),
} as const;
type FixtureColour = keyof typeof colourLabels;

const drawnColours = {
  havana: '#6b3e1f',
  black: '#1d1d1f',
  transparent: '#c9d3d9',
  gold: '#c9a640',
  navy: '#1b2a4a',
  tortoise: '#8a5a2b',
} as const satisfies Record<FixtureColour, string>;

const frameNouns = {
  frames: texts('Brille', 'Lunettes de vue', 'Occhiali da vista', 'Okulary korekcyjne', 'Dioptrické brýle'),
  sunglasses: texts(
    'Sonnenbrille',
    'Lunettes de soleil',
    'Occhiali da sole',
    'Okulary przeciwsłoneczne',
    'Sluneční brýle',
  ),
};

const lensNouns = {
  daily: texts(
    'Tageslinsen',
    'lentilles journalières',
    'lenti giornaliere',
    'soczewki jednodniowe',
    'jednodenní čočky',
  ),
  two_weekly: texts(
    'Zwei-Wochen-Linsen',
    'lentilles bimensuelles',
    'lenti quindicinali',
    'soczewki dwutygodniowe',
    'čtrnáctidenní čočky',
  ),
  monthly: texts(
    'Monatslinsen',
    'lentilles mensuelles',
    'lenti mensili',
    'soczewki miesięczne',
    'měsíční čočky',
  ),
};

const lensPack = (count: number) =>
  texts(
    `${count}er-Packung`,
    `Boîte de ${count}`,
    `Confezione da ${count}`,
    `Opakowanie ${count} szt.`,
    `Balení ${count} ks`,
  );

/** List prices in cents per currency, one per variant; the seed's price points. */
type Prices = Readonly<Record<CurrencyCode, readonly number[]>>;

type FixtureSpec = {
  id: number;
  referenceKey: string;
  brand: { id: number; name: string; slug: string };
  name: (language: LanguageCode) => string;
  category: string;
  prices: Prices;
  variantLabels: readonly (Texts | string)[];
  /** The variant attribute the labels fill: frame size, or the pack of contact lenses. */
  variantAttribute: 'size' | 'packingTypeDescription';
  drawing: { front: ProductDrawing; model?: ProductDrawing };
  background: ImageBackground;
  colour?: FixtureColour;
  isNew?: boolean;
  soldOut?: boolean;
  /** A sale of this many percent (§3 appliedReductions, category sale). */
  salePercent?: number;
  flags?: readonly ('sustainable' | 'premium' | 'onlineExclusive' | 'polarized')[];
  customData?: Record<string, unknown>;
  extraAttributes?: Record<string, string>;
  siblingIds?: readonly number[];
};

const nordlicht = { id: 1, name: 'Nordlicht Eyewear', slug: 'nordlicht-eyewear' };

/** An optical frame or sunglasses of the seed's kind: three sizes at one price. */
function eyewear(
  spec: Omit<FixtureSpec, 'name' | 'variantLabels' | 'variantAttribute' | 'drawing' | 'background'> & {
    kind: 'frames' | 'sunglasses';
    model: string;
    shape: 'round' | 'square' | 'pilot';
    lens?: string;
    background: ImageBackground;
    worn?: boolean;
  },
): FixtureSpec {
  const frame = drawnColours[spec.colour ?? 'black'];
  const background = spec.background === 'transparent' ? '#ffffff' : imageBackgroundColours[spec.background];
  const drawn = { kind: 'frame', frame, shape: spec.shape, ...(spec.lens && { lens: spec.lens }) } as const;
  return {
    ...spec,
    name: (language) => `${frameNouns[spec.kind][language]} ${spec.model}`,
    variantLabels: ['48-20', '50-20', '52-20'],
    variantAttribute: 'size',
    drawing: {
      front: { ...drawn, view: 'front', background },
      ...(spec.worn && { model: { ...drawn, view: 'model', background: '#d9d2c7' } }),
    },
  };
}

function contactLenses(
  spec: Omit<FixtureSpec, 'name' | 'variantLabels' | 'variantAttribute' | 'drawing' | 'background'> & {
    line: string;
    wearing: keyof typeof lensNouns;
    packs: readonly number[];
    boxColour: string;
  },
): FixtureSpec {
  return {
    ...spec,
    name: (language) => `${spec.line} – ${lensNouns[spec.wearing][language]}`,
    variantLabels: spec.packs.map(lensPack),
    variantAttribute: 'packingTypeDescription',
    background: 'white',
    drawing: {
      front: { kind: 'lens-box', colour: spec.boxColour, count: spec.packs[0] ?? 0, background: '#ffffff' },
    },
    extraAttributes: { wearingTime: spec.wearing, ...spec.extraAttributes },
    // The saving subscription (§1) delivers lenses at a chosen interval; two-week lenses are not on it.
    customData: { subscriptionEligible: spec.wearing !== 'two_weekly', ...spec.customData },
  };
}

const specs: readonly FixtureSpec[] = [
  eyewear({
    id: 10231,
    referenceKey: 'NLE-F0231-HAV',
    kind: 'frames',
    model: 'Nova',
    brand: nordlicht,
    category: 'Master|Eyewear|Frames',
    shape: 'round',
    colour: 'havana',
    background: 'white',
    worn: true,
    isNew: true,
    flags: ['sustainable'],
    prices: {
      EUR: [8900, 8900, 8900],
      CHF: [9900, 9900, 9900],
      PLN: [37900, 37900, 37900],
      CZK: [229000, 229000, 229000],
    },
    siblingIds: [10232, 10233],
  }),
  eyewear({
    id: 10232,
    referenceKey: 'NLE-F0231-BLK',
    kind: 'frames',
    model: 'Nova',
    brand: nordlicht,
    category: 'Master|Eyewear|Frames',
    shape: 'round',
    colour: 'black',
    background: 'white',
    flags: ['sustainable'],
    prices: {
      EUR: [8900, 8900, 8900],
      CHF: [9900, 9900, 9900],
      PLN: [37900, 37900, 37900],
      CZK: [229000, 229000, 229000],
    },
    siblingIds: [10231, 10233],
  }),
  eyewear({
    id: 10233,
    referenceKey: 'NLE-F0231-CRY',
    kind: 'frames',
    model: 'Nova',
    brand: nordlicht,
    category: 'Master|Eyewear|Frames',
    shape: 'round',
    colour: 'transparent',
    background: 'white',
    prices: {
      EUR: [8900, 8900, 8900],
      CHF: [9900, 9900, 9900],
      PLN: [37900, 37900, 37900],
      CZK: [229000, 229000, 229000],
    },
    siblingIds: [10231, 10232],
  }),
  eyewear({
    id: 10877,
    referenceKey: 'ALU-F0877-GLD',
    kind: 'frames',
    model: 'Lyra',
    brand: { id: 5, name: 'Atelier Lumière', slug: 'atelier-lumiere' },
    category: 'Master|Eyewear|Frames',
    shape: 'square',
    colour: 'gold',
    background: 'grey',
    salePercent: 20,
    flags: ['premium'],
    prices: {
      EUR: [24900, 24900, 24900],
      CHF: [26900, 26900, 26900],
      PLN: [99900, 99900, 99900],
      CZK: [599000, 599000, 599000],
    },
  }),
  eyewear({
    id: 10412,
    referenceKey: 'BWB-F0412-NAV',
    kind: 'frames',
    model: 'Kiel',
    brand: { id: 6, name: 'Brillenwerk Berlin', slug: 'brillenwerk-berlin' },
    category: 'Master|Eyewear|Frames',
    shape: 'square',
    colour: 'navy',
    background: 'white',
    prices: {
      EUR: [12900, 12900, 12900],
      CHF: [13900, 13900, 13900],
      PLN: [52900, 52900, 52900],
      CZK: [319000, 319000, 319000],
    },
  }),
  eyewear({
    id: 11020,
    referenceKey: 'FJO-S1020-BLK',
    kind: 'sunglasses',
    model: 'Vela',
    brand: { id: 7, name: 'Fjordline Optics', slug: 'fjordline-optics' },
    category: 'Master|Eyewear|Sunglasses',
    shape: 'round',
    colour: 'black',
    lens: '#3c3f44',
    background: 'white',
    worn: true,
    isNew: true,
    flags: ['polarized', 'onlineExclusive'],
    prices: {
      EUR: [13900, 13900, 13900],
      CHF: [14900, 14900, 14900],
      PLN: [56900, 56900, 56900],
      CZK: [339000, 339000, 339000],
    },
  }),
  eyewear({
    id: 11187,
    referenceKey: 'SOV-S1187-GLD',
    kind: 'sunglasses',
    model: 'Orbit',
    brand: { id: 8, name: 'Sole Veneto', slug: 'sole-veneto' },
    category: 'Master|Eyewear|Sunglasses',
    shape: 'pilot',
    colour: 'gold',
    lens: '#3f5a3a',
    background: 'grey',
    soldOut: true,
    prices: {
      EUR: [15900, 15900, 15900],
      CHF: [16900, 16900, 16900],
      PLN: [64900, 64900, 64900],
      CZK: [389000, 389000, 389000],
    },
  }),
  eyewear({
    id: 11305,
    referenceKey: 'VMI-S1305-TOR',
    kind: 'sunglasses',
    model: 'Alba',
    brand: { id: 2, name: 'Vista Milano', slug: 'vista-milano' },
    category: 'Master|Eyewear|Sunglasses',
    shape: 'square',
    colour: 'tortoise',
    lens: '#6b4a2e',
    background: 'white',
    salePercent: 30,
    prices: {
      EUR: [11900, 11900, 11900],
      CHF: [12900, 12900, 12900],
      PLN: [47900, 47900, 47900],
      CZK: [289000, 289000, 289000],
    },
  }),
  contactLenses({
    id: 20314,
    referenceKey: 'AQV-CL0314',
    line: 'Aquaview Daily Comfort',
    wearing: 'daily',
    packs: [30, 90],
    boxColour: '#1f6f9c',
    brand: { id: 19, name: 'Aquaview', slug: 'aquaview' },
    category: 'Master|ContactLenses|Daily',
    prices: { EUR: [2490, 6690], CHF: [2690, 7190], PLN: [9900, 26900], CZK: [59900, 159900] },
  }),
  contactLenses({
    id: 20488,
    referenceKey: 'HYL-CL0488',
    line: 'Hydrolens Monthly Air Toric',
    wearing: 'monthly',
    packs: [3, 6],
    boxColour: '#2e6b45',
    brand: { id: 20, name: 'Hydrolens', slug: 'hydrolens' },
    category: 'Master|ContactLenses|Monthly',
    extraAttributes: { contactLensType: 'toric' },
    prices: { EUR: [2990, 5390], CHF: [3290, 5890], PLN: [11900, 21900], CZK: [71900, 129900] },
  }),
  contactLenses({
    id: 20511,
    referenceKey: 'CLE-CL0511',
    line: 'Clearis 2-Week Flex',
    wearing: 'two_weekly',
    packs: [6, 12],
    boxColour: '#6a3f8c',
    brand: { id: 21, name: 'Clearis', slug: 'clearis' },
    category: 'Master|ContactLenses|TwoWeekly',
    prices: { EUR: [1990, 3590], CHF: [2190, 3890], PLN: [7900, 14500], CZK: [47900, 85900] },
  }),
];

/** The fixture products' ids, by what they are. */
export const fixtureProductIds = {
  novaHavana: 10231,
  novaBlack: 10232,
  novaCrystal: 10233,
  lyra: 10877,
  kiel: 10412,
  vela: 11020,
  orbit: 11187,
  alba: 11305,
  dailyLenses: 20314,
  monthlyToricLenses: 20488,
  twoWeekLenses: 20511,
} as const;

// Timestamps of a catalogue that went live last spring; the new products a week ago.
const created = '2025-03-04T09:12:00+01:00';
const updated = '2026-05-18T06:30:00+02:00';
const launched = '2026-05-11T08:00:00+02:00';

function single(
  key: string,
  label: string,
  value: { label: string; value?: string; id?: number },
): AttributeGroup {
  return { id: null, key, label, type: null, multiSelect: false, values: value };
}

/**
 * A made-up but stable md5-shaped hash per product and view: the image endpoint, and the drawings
 * here, find images by it.
 */
function fixtureHash(productId: number, view: 'front' | 'model'): string {
  return `${productId.toString(16).padStart(8, '0')}${view === 'front' ? 'f' : 'a'}${'0c1e7b5d9a2f4e6b8d3c5a7'}`;
}

const drawings = new Map<string, ProductDrawing>();

function imageOf(spec: FixtureSpec, view: 'front' | 'model'): ProductImage | undefined {
  const drawing = spec.drawing[view];
  if (!drawing) return undefined;
  const hash = fixtureHash(spec.id, view);
  drawings.set(hash, drawing);
  return {
    hash,
    name: `${spec.referenceKey}-${view}`,
    attributes: {
      imageView: single('imageView', 'Image view', { label: view, value: view }),
      imageBackground: single('imageBackground', 'Image background', {
        label: spec.background,
        value: spec.background,
      }),
      ...(view === 'model' && {
        imageType: single('imageType', 'Image type', { label: 'model', value: 'model' }),
      }),
    },
  };
}

/** The api's reduction: percent off, rounded to a whole cent in the shopper's favour. */
const reduce = (cents: number, percent: number) => cents - Math.ceil((cents * percent) / 100);

function priceOf(listCents: number, salePercent: number, currency: CurrencyCode, vatRate: number): Price {
  const cents = salePercent > 0 ? reduce(listCents, salePercent) : listCents;
  const withoutTax = netFromGross(cents, vatRate);
  const reduced = cents < listCents;
  return {
    withTax: cents,
    withoutTax,
    tax: { vat: { amount: cents - withoutTax, rate: vatRate } },
    recommendedRetailPrice: null,
    appliedReductions: reduced
      ? [
          {
            category: 'sale',
            type: 'relative',
            amount: { relative: salePercent / 100, absoluteWithTax: listCents - cents },
          },
        ]
      : [],
    beforeSaleWithTax: reduced ? listCents : null,
    totalAppliedReductions: reduced
      ? { amount: { relative: salePercent / 100, absoluteWithTax: listCents - cents } }
      : null,
    reductionsRelativeTo: reduced ? 'beforeSaleWithTax' : null,
    currencyCode: currency,
  };
}

function productOf(spec: FixtureSpec, shopCode: ShopCode, withSiblings: boolean): Product {
  const shop = getShopByCode(shopCode);
  const { language, currency } = shop;
  const vatRate = standardVatRates[shop.country];
  const salePercent = spec.salePercent ?? 0;
  const listPrices = spec.prices[currency];
  const variants: Variant[] = listPrices.map((listCents, index) => {
    const label = spec.variantLabels[index] ?? '';
    const shown = typeof label === 'string' ? label : label[language];
    return {
      id: spec.id * 10 + index + 1,
      referenceKey: `${spec.referenceKey}-${index + 1}`,
      firstLiveAt: created,
      createdAt: created,
      updatedAt: updated,
      stock: {
        supplierId: 1,
        warehouseId: 1,
        quantity: spec.soldOut ? 0 : 24 + index * 7,
        isSellableWithoutStock: false,
        expectedAvailabilityAt: null,
      },
      price: priceOf(listCents, salePercent, currency, vatRate),
      customData: {},
      isComposite: false,
      attributes: {
        [spec.variantAttribute]: single(spec.variantAttribute, spec.variantAttribute, { label: shown }),
      },
      lowestPriorPrice: { withTax: salePercent > 0 ? listCents : null, relativeDifferenceToPrice: null },
    };
  });
  const prices = variants.map((variant) => variant.price);
  const cheapest = prices.reduce((best, next) => (next.withTax < best.withTax ? next : best));
  const dearest = prices.reduce((best, next) => (next.withTax > best.withTax ? next : best));
  const images = [imageOf(spec, 'front'), imageOf(spec, 'model')].filter((image) => image !== undefined);
  const colour = spec.colour;

  const attributes: Attributes = {
    name: single('name', 'Name', { label: spec.name(language) }),
    brand: single('brand', 'Brand', { id: spec.brand.id, label: spec.brand.name, value: spec.brand.slug }),
    category: single('category', 'Category', { label: spec.category }),
    imageBackground: single('imageBackground', 'Image background', {
      label: spec.background,
      value: spec.background,
    }),
    ...(colour && {
      frameColor: single('frameColor', 'Frame colour', {
        label: colourLabels[colour][language],
        value: colour,
      }),
    }),
    ...Object.fromEntries(
      (spec.flags ?? []).map((flag) => [flag, single(flag, flag, { label: 'ja', value: 'ja' })]),
    ),
    ...Object.fromEntries(
      Object.entries(spec.extraAttributes ?? {}).map(([key, value]) => [
        key,
        single(key, key, { label: value, value }),
      ]),
    ),
  };

  const siblings = withSiblings
    ? (spec.siblingIds ?? []).flatMap((id) => {
        const sibling = specs.find((candidate) => candidate.id === id);
        return sibling ? [productOf(sibling, shopCode, false)] : [];
      })
    : undefined;

  return {
    id: spec.id,
    isActive: true,
    isSoldOut: spec.soldOut ?? false,
    isNew: spec.isNew ?? false,
    isComposite: false,
    createdAt: created,
    updatedAt: updated,
    firstLiveAt: spec.isNew ? launched : created,
    indexedAt: updated,
    images,
    masterKey: spec.referenceKey.split('-').slice(0, 2).join('-'),
    referenceKey: spec.referenceKey,
    customData: spec.customData ?? {},
    variants,
    attributes,
    priceRange: { min: cheapest, max: dearest },
    lowestPriorPrice: {
      withTax: salePercent > 0 ? (listPrices[0] ?? null) : null,
      relativeDifferenceToPrice: null,
    },
    ...(siblings && { siblings }),
  };
}

/** Every fixture product as the shop's api answers it (its language, currency and VAT). */
export function fixtureProducts(shopCode: ShopCode): Product[] {
  return specs.map((spec) => productOf(spec, shopCode, true));
}

/** One fixture product in a shop. */
export function fixtureProduct(shopCode: ShopCode, id: number): Product {
  const spec = specs.find((candidate) => candidate.id === id);
  if (!spec) throw new Error(`No fixture product ${id}`);
  return productOf(spec, shopCode, true);
}

/**
 * The sunglasses and frames categories, newest first, as getProductsByCategory answers them: tiles
 * (`productTileOf`, as the api shapes them).
 */
export function fixtureCategoryListings(shopCode: ShopCode): CategoryListing[] {
  const products = fixtureProducts(shopCode);
  const inCategory = (path: string) =>
    products
      .filter((product) => product.attributes?.['category']?.values)
      .filter((product) => {
        const group = product.attributes?.['category'];
        return group !== undefined && !group.multiSelect && group.values.label === path;
      })
      .sort((a, b) => b.firstLiveAt.localeCompare(a.firstLiveAt))
      .map(productTileOf);
  return [
    {
      categoryId: fixtureCategoryIds.sunglasses,
      sort: { by: 'new', direction: 'desc' },
      products: inCategory('Master|Eyewear|Sunglasses'),
    },
    {
      categoryId: fixtureCategoryIds.frames,
      sort: { by: 'new', direction: 'desc' },
      products: inCategory('Master|Eyewear|Frames'),
    },
  ];
}

/** The drawing of a fixture image, as the provider's image base URL. */
export function fixtureImageBaseUrl(image: ProductTileImage): string {
  const drawing = drawings.get(image.hash);
  // An image the fixtures do not know draws as an empty frame on white.
  return drawingBaseUrl(
    drawing ?? { kind: 'frame', frame: '#8e9196', shape: 'round', view: 'front', background: '#ffffff' },
  );
}

/**
 * The block data provider's props for a story or test in one shop: the fixture products and
 * listings, the drawn images, and whatever the story adds (callbacks, preview).
 */
export function blockDataFixture(
  shopCode: ShopCode,
  overrides: Partial<Omit<BlockDataInput, 'shop'>> = {},
): BlockDataInput {
  return {
    shop: getShopByCode(shopCode),
    products: fixtureProducts(shopCode),
    categoryListings: fixtureCategoryListings(shopCode),
    imageBaseUrl: fixtureImageBaseUrl,
    ...overrides,
  };
}
