import {
  availabilityTiers,
  currencyCodes,
  isUrlSlug,
  languageCodes,
  lensIndexTiers,
  parseLensIndexKey,
  productCategories,
  productTypes,
  rxBundleMasterKeys,
  salesStatuses,
  shops,
  tintingTypes,
  variantAvailability,
} from '@lumen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeGroupKeys } from '@lumen/domain';
import * as domain from '@lumen/domain';
import type { CatalogRows, CategoryRow, ProductRow } from '../../commerce/catalog/catalog-rows.ts';
import { generateCatalog, minimumCatalogSize } from './generate-catalog.ts';

const now = new Date('2025-06-15T10:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

let catalog: CatalogRows;
beforeAll(() => {
  catalog = generateCatalog({ now });
});

const running = (row: { startAt: string; endAt: string }) =>
  Date.parse(row.startAt) <= now.getTime() && now.getTime() < Date.parse(row.endAt);
const ended = (row: { endAt: string }) => Date.parse(row.endAt) < now.getTime();
const upcoming = (row: { startAt: string }) => Date.parse(row.startAt) > now.getTime();

function masterPath(categories: readonly CategoryRow[], id: number): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const keys: string[] = [];
  for (let category = byId.get(id); category; category = byId.get(category.parentId ?? -1)) {
    keys.unshift(category.masterKey);
  }
  return ['Master', ...keys].join('|');
}

function ancestorsAndSelf(categories: readonly CategoryRow[], id: number): number[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const ids: number[] = [];
  for (let category = byId.get(id); category; category = byId.get(category.parentId ?? -1))
    ids.push(category.id);
  return ids;
}

describe('seed catalogue generation', () => {
  it('gives the same rows for the same options and other rows for another seed', () => {
    const small = { now, products: 120 };
    expect(generateCatalog(small)).toEqual(generateCatalog(small));
    expect(generateCatalog({ ...small, seed: 7 }).products).not.toEqual(generateCatalog(small).products);
  });

  it.each([minimumCatalogSize, 333, 2000])('makes exactly %i products when asked for them', (products) => {
    const rows = generateCatalog({ now, products });
    expect(rows.products).toHaveLength(products);
    expect(new Set(rows.products.map((product) => product.id)).size).toBe(products);
  });

  it('makes 2000 products by default', () => {
    expect(catalog.products).toHaveLength(2000);
  });

  it.each([minimumCatalogSize - 1, 0, 100.5])('refuses a catalogue of %s products', (products) => {
    expect(() => generateCatalog({ now, products })).toThrow(RangeError);
  });
});

describe('coverage of the default catalogue', () => {
  it.each(productTypes)('§3 has products of type %s', (type) => {
    expect(catalog.products.filter((product) => product.productType === type).length).toBeGreaterThan(0);
  });

  it.each(productCategories)('§3 has products of category %s', (category) => {
    expect(catalog.products.filter((product) => product.productCategory === category).length).toBeGreaterThan(
      0,
    );
  });

  it('§3 keeps frames and sunglasses the bulk of the range', () => {
    const frames = catalog.products.filter(
      (product) => product.productCategory === 'glasses' || product.productCategory === 'sunglasses',
    );
    expect(frames.length / catalog.products.length).toBeGreaterThan(0.5);
  });

  it.each(availabilityTiers)('§4 has variants %s', (tier) => {
    const variants = catalog.variants.filter(
      (variant) =>
        variantAvailability({
          stock: { quantity: variant.stock, isSellableWithoutStock: variant.sellableWithoutStock },
        }).tier === tier,
    );
    expect(variants.length).toBeGreaterThan(0);
  });

  it('§4 has products sold out in every variant', () => {
    const soldOut = catalog.products.filter((product) =>
      catalog.variants
        .filter((variant) => variant.productId === product.id)
        .every((variant) => variant.stock === 0 && !variant.sellableWithoutStock),
    );
    expect(soldOut.length).toBeGreaterThan(0);
  });

  it.each(salesStatuses)('§4 has products with sales status %s', (status) => {
    expect(catalog.products.some((product) => product.salesStatus === status)).toBe(true);
  });

  it('has a few inactive products', () => {
    const inactive = catalog.products.filter((product) => !product.isActive).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(catalog.products.length * 0.05);
  });

  it('§3 has new products (live within 30 days) and none dated after now or before two years', () => {
    const times = catalog.products.map((product) => Date.parse(product.createdAt));
    expect(times.filter((time) => time > now.getTime() - 30 * dayMs).length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 732 * dayMs);
    for (const product of catalog.products) {
      expect(Date.parse(product.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.createdAt));
      expect(Date.parse(product.firstLiveAt)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it.each(['onlineExclusive', 'sustainable', 'premium'])(
    '§3 badge attribute %s is set on some products',
    (key) => {
      expect(catalog.products.some((product) => product.attributes[key]?.[0] === 'true')).toBe(true);
    },
  );
});

describe('§3 price reductions of every kind', () => {
  const kinds: [string, (rows: CatalogRows) => boolean][] = [
    ['sale (sale_percent)', (rows) => rows.variantPrices.some((price) => price.salePercent > 0)],
    [
      'campaign covering products',
      (rows) =>
        rows.campaigns
          .filter(running)
          .some((campaign) =>
            rows.products.some(
              (product) =>
                (campaign.brandIds?.includes(product.brandId) ?? true) &&
                (campaign.categoryIds === null ||
                  product.categoryIds.some((id) =>
                    ancestorsAndSelf(rows.categories, id).some((ancestor) =>
                      campaign.categoryIds?.includes(ancestor),
                    ),
                  )),
            ),
          ),
    ],
    [
      'voucher absolute',
      (rows) => rows.voucherCodes.some((code) => running(code) && code.type === 'absolute'),
    ],
    [
      'voucher relative',
      (rows) => rows.voucherCodes.some((code) => running(code) && code.type === 'relative'),
    ],
    [
      'automatic_discount relative',
      (rows) =>
        rows.promotions.some(
          (promotion) =>
            running(promotion) &&
            promotion.effect['type'] === 'automatic_discount' &&
            (promotion.effect['additionalData'] as { type: string }).type === 'relative',
        ),
    ],
    [
      'automatic_discount absolute',
      (rows) =>
        rows.promotions.some(
          (promotion) =>
            running(promotion) &&
            promotion.effect['type'] === 'automatic_discount' &&
            (promotion.effect['additionalData'] as { type: string }).type === 'absolute',
        ),
    ],
    [
      'promotion with a code (the code-based one) named in every language',
      (rows) =>
        rows.promotions.some(
          (promotion) =>
            running(promotion) &&
            promotion.isActive &&
            /^[A-Z0-9-]{4,32}$/.test(promotion.code ?? '') &&
            Object.values(promotion.names ?? {}).every((name) => name.includes(promotion.code!)),
        ),
    ],
    [
      'buy_x_get_y with a sellable gift and gift conditions',
      (rows) =>
        rows.promotions.some((promotion) => {
          if (!running(promotion) || promotion.effect['type'] !== 'buy_x_get_y') return false;
          const { variantIds } = promotion.effect['additionalData'] as { variantIds: number[] };
          const conditions = promotion.customData['giftConditions'] as { minQuantity?: number } | undefined;
          return (
            typeof conditions?.minQuantity === 'number' &&
            variantIds.length > 0 &&
            variantIds.every((id) => {
              const variant = rows.variants.find((candidate) => candidate.id === id);
              const product = rows.products.find((candidate) => candidate.id === variant?.productId);
              return (
                variant !== undefined &&
                variant.stock > 0 &&
                product?.salesStatus === 'published' &&
                product.isActive
              );
            })
          );
        }),
    ],
  ];

  it.each(kinds)('the catalogue has a running %s', (_kind, present) => {
    expect(present(catalog)).toBe(true);
  });

  it('EU Omnibus: every reduced price names its lowest prior price, at most the list price', () => {
    const reduced = catalog.variantPrices.filter((price) => price.salePercent > 0);
    expect(reduced.length / catalog.variantPrices.length).toBeGreaterThan(0.08);
    expect(reduced.length / catalog.variantPrices.length).toBeLessThan(0.25);
    for (const price of reduced) {
      expect(price.lowestPriorPrice).not.toBeNull();
      expect(price.lowestPriorPrice!).toBeLessThanOrEqual(price.listPrice);
    }
  });

  it('some prices have a recommended retail price above the list price', () => {
    const withRrp = catalog.variantPrices.filter((price) => price.recommendedRetailPrice !== null);
    expect(withRrp.length).toBeGreaterThan(0);
    expect(withRrp.every((price) => price.recommendedRetailPrice! > price.listPrice)).toBe(true);
  });

  it.each([
    ['campaigns', (rows: CatalogRows) => rows.campaigns],
    ['promotions', (rows: CatalogRows) => rows.promotions],
    ['voucher codes', (rows: CatalogRows) => rows.voucherCodes],
  ])('%s include one that has ended and one still to come', (_name, list) => {
    expect(list(catalog).some(ended)).toBe(true);
    expect(list(catalog).some(upcoming)).toBe(true);
  });

  it('promotions carry headline parts and §5 colours that start with #', () => {
    for (const promotion of catalog.promotions) {
      const customData = promotion.customData as {
        headlineParts: string[];
        colorHex: string;
        style: { color: string; backgroundColor: string };
      };
      expect(customData.headlineParts.length).toBeGreaterThan(0);
      for (const colour of [customData.colorHex, customData.style.color, customData.style.backgroundColor]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it.each(['WILLKOMMEN10', 'BIENVENUE10', 'WITAJ10', 'VITEJTE10'])('has the welcome code %s', (code) => {
    expect(catalog.voucherCodes.find((voucher) => voucher.code === code && running(voucher))).toBeDefined();
  });
});

describe('texts and prices of every product', () => {
  it('§1 every product has a name and a description in all five languages', () => {
    for (const product of catalog.products) {
      for (const language of languageCodes) {
        const text = product.texts[language];
        expect(text?.name.trim(), `${product.referenceKey} ${language}`).toBeTruthy();
        expect(text?.description.trim(), `${product.referenceKey} ${language}`).toBeTruthy();
      }
    }
  });

  it('descriptions have two or three sentences', () => {
    for (const product of catalog.products) {
      const sentences = product.texts.de.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it('§3 every variant has a price in each of the four currencies', () => {
    const currencies = new Map<number, string[]>();
    for (const price of catalog.variantPrices) {
      currencies.set(price.variantId, [...(currencies.get(price.variantId) ?? []), price.currency]);
    }
    for (const variant of catalog.variants) {
      expect(currencies.get(variant.id)?.sort()).toEqual([...currencyCodes].sort());
    }
  });

  it('contact lenses come in packs with the lens count and packing type on each variant', () => {
    const lenses = catalog.products.filter((product) => product.productCategory === 'contactLenses');
    for (const product of lenses) {
      const variants = catalog.variants.filter((variant) => variant.productId === product.id);
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const variant of variants) {
        const [count] = variant.attributes['numberOfLenses'] ?? [];
        expect(variant.attributes['packingTypeDescription']).toEqual([`pack_${count}`]);
      }
    }
  });

  it('§3 every contact lens says what it is made in, with the fields its kind needs', () => {
    const lenses = catalog.products.filter((product) => product.productCategory === 'contactLenses');
    const fieldsByKind = new Map<string, Set<string>>();
    for (const product of lenses) {
      const parameters = domain.contactLensParametersOf(product);
      expect(parameters, product.referenceKey).toBeDefined();
      if (!parameters) continue;
      const kind = String(product.attributes['contactLensType']?.[0]);
      const fields = domain.contactLensFieldsOf(parameters).join();
      fieldsByKind.set(kind, (fieldsByKind.get(kind) ?? new Set()).add(fields));
    }
    expect(Object.fromEntries([...fieldsByKind].map(([kind, fields]) => [kind, [...fields]]))).toEqual({
      spherical: ['sphere,baseCurve,diameter'],
      toric: ['sphere,cylinder,axis,baseCurve,diameter'],
      multifocal: ['sphere,addition,baseCurve,diameter'],
      coloured: ['sphere,baseCurve,diameter,contactLensColor'],
    });
  });
});

describe('frames', () => {
  let frames: ProductRow[];
  beforeAll(() => {
    frames = catalog.products.filter((product) => product.productType === 'correctional-glasses');
  });

  it('§3 come as models with colour siblings that share a sibling group and master key', () => {
    const groups = new Map<string | null, ProductRow[]>();
    for (const frame of frames)
      groups.set(frame.siblingGroup, [...(groups.get(frame.siblingGroup) ?? []), frame]);
    const sizes = [...groups.values()].map((members) => members.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
    expect(sizes.filter((size) => size >= 2).length / sizes.length).toBeGreaterThan(0.9);
    for (const [group, members] of groups) {
      expect(members.every((member) => member.masterKey === group)).toBe(true);
      const colours = members.map((member) => member.attributes['frameColor']?.[0]);
      expect(new Set(colours).size).toBe(members.length);
    }
  });

  it.each([
    'frameColor',
    'manufacturerColorCode',
    'frameShape',
    'rimType',
    'frameMaterial',
    'faceShape',
    'headWidth',
    'gender',
    'shopSize',
    'colorDetail',
    'frameWidth',
    'lensWidth',
    'bridgeWidth',
    'templeLength',
  ])('§3 every frame has %s', (key) => {
    expect(frames.every((frame) => (frame.attributes[key] ?? []).length > 0)).toBe(true);
  });

  it('suit two or three face shapes', () => {
    for (const frame of frames) expect([2, 3]).toContain(frame.attributes['faceShape']?.length);
  });

  it('sunglasses say their lens colour', () => {
    const sunglasses = catalog.products.filter((product) => product.productCategory === 'sunglasses');
    expect(sunglasses.every((product) => product.attributes['lensBaseColor']?.length === 1)).toBe(true);
    expect(sunglasses.some((product) => product.attributes['polarized']?.[0] === 'true')).toBe(true);
  });

  it('§9 show front and side, and a model or bust image to pick on every fifth tile', () => {
    for (const frame of frames)
      expect(frame.images.map((image) => image.view).slice(0, 2)).toEqual(['front', 'side']);
    const views = new Set(frames.flatMap((frame) => frame.images.map((image) => image.view)));
    expect(views).toEqual(new Set(['front', 'side', 'model', 'bust']));
  });

  it('§3 image backgrounds are white, grey and transparent, and hashes are 32 hex digits, unique', () => {
    const images = catalog.products.flatMap((product) => product.images);
    expect(new Set(images.map((image) => image.background))).toEqual(
      new Set(['white', 'grey', 'transparent']),
    );
    expect(images.every((image) => /^[0-9a-f]{32}$/.test(image.hash))).toBe(true);
    expect(new Set(images.map((image) => image.hash)).size).toBe(images.length);
  });
});

describe('§3 lens data for the prescription configurator', () => {
  let lenses: ProductRow[];
  beforeAll(() => {
    lenses = catalog.products.filter((product) =>
      (rxBundleMasterKeys as readonly string[]).includes(product.masterKey),
    );
  });

  it.each(rxBundleMasterKeys)(
    '§5 has lens products with master key %s in the hidden Rx category',
    (masterKey) => {
      const products = lenses.filter((product) => product.masterKey === masterKey);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(product.productType).toBeNull();
        expect(product.categoryIds.map((id) => masterPath(catalog.categories, id))).toEqual(['Master|Rx']);
        expect(catalog.categories.find((category) => category.id === product.categoryIds[0])?.isHidden).toBe(
          true,
        );
        expect(catalog.variants.filter((variant) => variant.productId === product.id)).toHaveLength(1);
      }
    },
  );

  it('§9 quality index options cover index_cr, index_ch, index_ad, index_ax, every tier and each key variant', () => {
    const keys = lenses
      .filter((product) => product.masterKey === 'rx_lens_quality_index')
      .map((product) => parseLensIndexKey(String(product.customData['rxOption'])));
    expect(keys.every((key) => key !== undefined)).toBe(true);
    expect(new Set(keys.map((key) => key?.key))).toEqual(
      new Set(['index_cr', 'index_ch', 'index_ad', 'index_ax']),
    );
    expect(new Set(keys.map((key) => key?.tier))).toEqual(new Set(lensIndexTiers));
    expect(new Set(keys.flatMap((key) => key?.variants ?? []))).toEqual(
      new Set(['nocoat', 'omnichannel', 'compact']),
    );
  });

  it('§9 tinting options are exactly the six tinting types', () => {
    const options = lenses
      .filter((product) => product.masterKey === 'rx_tinting_types')
      .map((product) => product.customData['rxOption']);
    expect(options.sort()).toEqual([...tintingTypes].sort());
  });
});

describe('referential integrity', () => {
  it('ids and reference keys are unique', () => {
    for (const list of [catalog.products, catalog.variants, catalog.categories, catalog.brands]) {
      expect(new Set(list.map((row) => row.id)).size).toBe(list.length);
    }
    expect(new Set(catalog.products.map((row) => row.referenceKey)).size).toBe(catalog.products.length);
    expect(new Set(catalog.variants.map((row) => row.referenceKey)).size).toBe(catalog.variants.length);
  });

  it('products name existing brands and categories; variants and prices existing parents', () => {
    const brands = new Set(catalog.brands.map((brand) => brand.id));
    const categories = new Set(catalog.categories.map((category) => category.id));
    const products = new Set(catalog.products.map((product) => product.id));
    const variants = new Set(catalog.variants.map((variant) => variant.id));
    for (const product of catalog.products) {
      expect(brands.has(product.brandId)).toBe(true);
      expect(product.categoryIds.length).toBeGreaterThan(0);
      expect(product.categoryIds.every((id) => categories.has(id))).toBe(true);
    }
    expect(catalog.variants.every((variant) => products.has(variant.productId))).toBe(true);
    expect(catalog.variantPrices.every((price) => variants.has(price.variantId))).toBe(true);
    expect(
      catalog.products.every((product) =>
        catalog.variants.some((variant) => variant.productId === product.id),
      ),
    ).toBe(true);
    for (const campaign of catalog.campaigns) {
      expect((campaign.brandIds ?? []).every((id) => brands.has(id))).toBe(true);
      expect((campaign.categoryIds ?? []).every((id) => categories.has(id))).toBe(true);
    }
  });

  it('§3 products feature running promotions by an id the promotions table has; gifts and lenses none', () => {
    const featured = new Map<string, number>();
    for (const product of catalog.products) {
      const id = product.customData['promotionId'];
      if (typeof id === 'string') featured.set(id, (featured.get(id) ?? 0) + 1);
    }
    const started = catalog.promotions.filter((promotion) => Date.parse(promotion.startAt) <= now.getTime());
    expect([...featured.keys()].every((id) => started.some((promotion) => promotion.id === id))).toBe(true);
    expect(featured.size).toBeGreaterThanOrEqual(3);
    const gifts = catalog.promotions
      .flatMap(
        (promotion) => (promotion.effect['additionalData'] as { variantIds?: number[] }).variantIds ?? [],
      )
      .map((id) => catalog.variants.find((variant) => variant.id === id)?.productId);
    const unfeatured = catalog.products.filter(
      (product) => gifts.includes(product.id) || product.productType === null,
    );
    expect(unfeatured.every((product) => product.customData['promotionId'] === undefined)).toBe(true);
  });

  it('attribute values on products and variants are keys of the vocabulary', () => {
    const groups = new Map(catalog.attributeGroups.map((group) => [group.key, group]));
    const values = new Set(catalog.attributeValues.map((value) => `${value.groupId}:${value.value}`));
    const listed = new Set<string>([...attributeGroupKeys.listed, ...attributeGroupKeys.boolean]);
    const measured = new Set<string>(attributeGroupKeys.measured);
    const attributeSets = [...catalog.products, ...catalog.variants].map((row) => row.attributes);
    for (const attributes of attributeSets) {
      for (const [key, entries] of Object.entries(attributes)) {
        const group = groups.get(key);
        expect(group, key).toBeDefined();
        for (const entry of entries) {
          if (listed.has(key)) expect(values.has(`${group!.id}:${entry}`), `${key}=${entry}`).toBe(true);
          else if (measured.has(key)) expect(typeof entry).toBe('number');
          else expect(typeof entry).toBe('string');
        }
      }
    }
  });

  it('every vocabulary group and value is a row, labelled in all five languages', () => {
    const keys = Object.values(attributeGroupKeys).flat();
    expect(catalog.attributeGroups.map((group) => group.key).sort()).toEqual([...keys].sort());
    const valuesOf = (key: string) => {
      const group = catalog.attributeGroups.find((candidate) => candidate.key === key)!;
      return catalog.attributeValues
        .filter((value) => value.groupId === group.id)
        .map((value) => value.value);
    };
    expect(valuesOf('frameColor')).toEqual(Object.keys(domain.frameColors));
    expect(valuesOf('lensBaseColor')).toEqual(Object.keys(domain.lensBaseColors));
    expect(valuesOf('frameShape')).toEqual([...domain.frameShapes]);
    expect(valuesOf('rimType')).toEqual([...domain.rimTypes]);
    expect(valuesOf('frameMaterial')).toEqual([...domain.frameMaterials]);
    expect(valuesOf('faceShape')).toEqual([...domain.faceShapes]);
    expect(valuesOf('merchKind')).toEqual([...domain.merchKinds]);
    expect(valuesOf('eyeCareProductType')).toEqual([...domain.eyeCareProductTypes]);
    for (const row of [...catalog.attributeGroups, ...catalog.attributeValues]) {
      for (const language of languageCodes) expect(row.labels[language], `${language}`).toBeTruthy();
    }
    // §5 a colour is accepted only if it starts with #.
    expect(
      catalog.attributeValues
        .filter((value) => value.hex !== null)
        .every((value) => value.hex!.startsWith('#')),
    ).toBe(true);
  });

  it('category filters name filterable attribute groups', () => {
    const filterable = new Set(
      catalog.attributeGroups.filter((group) => group.filterType !== null).map((group) => group.key),
    );
    for (const category of catalog.categories) {
      expect(
        category.supportedFilters.every((key) => filterable.has(key)),
        category.masterKey,
      ).toBe(true);
    }
  });
});

describe('§3 category tree', () => {
  it.each([
    'Master|Eyewear|Frames',
    'Master|Eyewear|Sunglasses',
    'Master|Eyewear|ReadyMadeGlasses',
    'Master|Eyewear|ReadingGlasses',
    'Master|Eyewear|BlueLightGlasses',
    'Master|Eyewear|SmartGlasses',
    'Master|ContactLenses|Daily',
    'Master|ContactLenses|TwoWeekly',
    'Master|ContactLenses|Monthly',
    'Master|ContactLenses|Toric',
    'Master|ContactLenses|Coloured',
    'Master|Care',
    'Master|HearingAidAccessories',
    'Master|Merchandise',
    'Master|Rx',
  ])('has %s', (path) => {
    expect(catalog.categories.map((category) => masterPath(catalog.categories, category.id))).toContain(path);
  });

  it('names and slugs every category in all five languages; slugs are ASCII URL slugs', () => {
    for (const category of catalog.categories) {
      for (const language of languageCodes) {
        expect(category.names[language]).toBeTruthy();
        expect(isUrlSlug(category.slugs[language] ?? ''), `${category.masterKey} ${language}`).toBe(true);
      }
    }
    const eyewear = catalog.categories.find((category) => category.masterKey === 'Eyewear')!;
    expect(eyewear.slugs).toEqual({
      de: 'brillen',
      fr: 'lunettes',
      it: 'occhiali',
      pl: 'okulary',
      cs: 'bryle',
    });
  });

  it('hides only the Rx category', () => {
    expect(
      catalog.categories.filter((category) => category.isHidden).map((category) => category.masterKey),
    ).toEqual(['Rx']);
  });
});

describe('shop navigation and redirects', () => {
  it('gives every shop a main tree in its own language, with a time-limited entry', () => {
    expect(catalog.navigationTrees.map((tree) => tree.shopId).sort()).toEqual(
      shops.map((shop) => shop.shopId).sort(),
    );
    const categories = new Set(catalog.categories.map((category) => category.id));
    for (const tree of catalog.navigationTrees) {
      const shop = shops.find((candidate) => candidate.shopId === tree.shopId)!;
      const eyewear = catalog.categories.find((category) => category.masterKey === 'Eyewear')!;
      expect(tree.key).toBe('main');
      expect(tree.items[0]?.label).toBe(eyewear.names[shop.language]);
      const limited = tree.items.filter((item) => item.visibleFrom && item.visibleTo);
      expect(limited).toHaveLength(1);
      expect(running({ startAt: limited[0]!.visibleFrom!, endAt: limited[0]!.visibleTo! })).toBe(true);
      const linked = tree.items.flatMap((item) => [item, ...item.children]).filter((item) => item.categoryId);
      expect(linked.every((item) => categories.has(item.categoryId!))).toBe(true);
    }
  });

  it('§7 every shop has a redirect to a route of its own and one to another site (a full page load)', () => {
    for (const shop of shops) {
      const redirects = catalog.redirects.filter((redirect) => redirect.shopId === shop.shopId);
      const relative = redirects.filter((redirect) => redirect.target.startsWith('/'));
      const absolute = redirects.filter((redirect) => /^https:\/\/[a-z0-9.-]+\//.test(redirect.target));
      expect(relative.length, shop.code).toBeGreaterThanOrEqual(1);
      expect(absolute.length, shop.code).toBeGreaterThanOrEqual(1);
      expect(relative.length + absolute.length, shop.code).toBe(redirects.length);
    }
    expect(new Set(catalog.redirects.map((redirect) => redirect.id)).size).toBe(catalog.redirects.length);
  });

  it('§2 redirects old paths of each shop to paths ending in a slash', () => {
    for (const shop of shops) {
      const redirects = catalog.redirects.filter((redirect) => redirect.shopId === shop.shopId);
      expect(redirects.length).toBeGreaterThanOrEqual(3);
      for (const redirect of redirects) {
        expect(redirect.source).toMatch(/^\/.*\/$/);
        expect(redirect.target).toMatch(/\/$/);
      }
    }
  });
});
