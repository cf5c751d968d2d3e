import { describe, expect, it } from 'vitest';
import { BasketItemSchema, getShopByCode, rxBundleMasterKeys } from '@lumen/domain';
import type { AttributeGroup, BasketItem, PriceFormatting, ShopCode } from '@lumen/domain';
import type { BasketPopoverItem } from '@lumen/design-system';
import { basketPopoverItems } from './basket-popover-items.ts';
import type { BasketPopoverItemTexts } from './basket-popover-items.ts';

// Intl separates amount and currency with a no-break space.
const nbsp = '\u00A0';
const hash = 'a'.repeat(32);
const wornHash = 'b'.repeat(32);

const texts: BasketPopoverItemTexts = {
  attributeLabels: { colour: 'Farbe', lensColour: 'Glasfarbe', size: 'Größe', packing: 'Packungsgröße' },
  problems: {
    unavailable: 'Nicht mehr verfügbar',
    incompleteGroup: 'Konfiguration unvollständig',
    insufficientQuantity: (count) => `Nur noch ${count} verfügbar`,
  },
};

const deDe = getShopByCode('de-de');
const options = { shop: deDe, prices: deDe, texts };

function group(key: string, label: string, value = label): AttributeGroup {
  return { id: null, key, label: key, type: null, multiSelect: false, values: { label, value } };
}

function price(cents: number) {
  return {
    withTax: cents,
    withoutTax: Math.round(cents / 1.19),
    recommendedRetailPrice: null,
    appliedReductions: [],
    beforeSaleWithTax: null,
    totalAppliedReductions: null,
    reductionsRelativeTo: null,
    currencyCode: 'EUR',
  };
}

interface Line {
  key?: string;
  productId?: number;
  /** Product attributes by key: the shown label (the value is the same). */
  product?: Record<string, string>;
  variant?: Record<string, string>;
  images?: { hash: string; imageType?: string }[];
  quantity?: number;
  availableQuantity?: number;
  status?: BasketItem['status'];
  /** The line's total, in cents. */
  total?: number;
  masterKey?: string;
  itemGroup?: BasketItem['itemGroup'];
  customData?: BasketItem['customData'];
  displayData?: BasketItem['displayData'];
}

const timestamp = '2026-03-01T08:00:00+01:00';

/** A basket item as getBasket answers it, parsed by the domain schema so every case is a real answer. */
function line(spec: Line = {}): BasketItem {
  const attributes = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).map(([key, label]) => [key, group(key, label)]));
  const total = spec.total ?? 12900;
  const quantity = spec.quantity ?? 1;
  return BasketItemSchema.parse({
    key: spec.key ?? 'b1',
    quantity,
    availableQuantity: spec.availableQuantity ?? 10,
    status: spec.status ?? 'available',
    packageId: 1,
    product: {
      id: spec.productId ?? 1201,
      isActive: true,
      isSoldOut: false,
      isNew: false,
      isComposite: false,
      createdAt: timestamp,
      updatedAt: timestamp,
      firstLiveAt: timestamp,
      indexedAt: timestamp,
      images: (spec.images ?? [{ hash }]).map((image) => ({
        hash: image.hash,
        name: image.hash,
        ...(image.imageType && { attributes: { imageType: group('imageType', image.imageType) } }),
      })),
      masterKey: spec.masterKey ?? 'RB-5154',
      referenceKey: 'RB-5154-C01',
      customData: {},
      attributes: attributes(
        spec.product ?? { name: 'Wayfarer Classic', brand: 'Ray-Ban', frameColor: 'Schwarz' },
      ),
    },
    variant: {
      id: 40211,
      referenceKey: 'RB-5154-C01-50',
      firstLiveAt: timestamp,
      createdAt: timestamp,
      updatedAt: timestamp,
      stock: {
        supplierId: 1,
        warehouseId: 1,
        quantity: 10,
        isSellableWithoutStock: false,
        expectedAvailabilityAt: null,
      },
      price: { ...price(total / quantity), tax: { vat: { amount: 0, rate: 0.19 } } },
      customData: {},
      isComposite: false,
      attributes: attributes(spec.variant ?? { size: '50-22-145' }),
    },
    price: { total: price(total), unit: price(total / quantity) },
    lowestPriorPrice: { withTax: null, relativeDifferenceToPrice: null },
    customData: spec.customData ?? {},
    displayData: spec.displayData ?? {},
    ...(spec.itemGroup && { itemGroup: spec.itemGroup }),
  });
}

/** A frame configured as prescription glasses with its four lens parts, hidden in lists as the shop adds them. */
function rxGlasses(lensOptions: Partial<Line> = {}): BasketItem[] {
  const frame = line({
    key: 'frame',
    total: 15900,
    itemGroup: { id: 'g1', isMainItem: true, isRequired: true },
    customData: {
      configurationItems: [
        {
          id: 'prescription-type',
          name: 'Rezeptart',
          value: 'Brille mit Sehstärke',
          editable: false,
          masterKey: 'prescription-type',
          referenceKey: 'type_ei',
          product: null,
          variant: null,
          price: null,
        },
      ],
      prescriptionValues: { left: { sphere: -1.25 }, right: { sphere: -1 } },
    },
  });
  const parts = rxBundleMasterKeys.map((masterKey) =>
    line({
      key: masterKey,
      masterKey,
      total: 2500,
      product: { name: masterKey },
      variant: {},
      itemGroup: { id: 'g1', isMainItem: false, isRequired: true },
      customData: { rxSubItemInfo: { masterKey }, hideSubItem: true },
      ...(masterKey === 'rx_lens_quality_index' ? lensOptions : {}),
    }),
  );
  return [frame, ...parts];
}

describe('§2 basket popover cards: brand, name, attributes, quantity, price', () => {
  it('a frame shows its brand, name, colour, size, quantity, line total, product page and product shot', () => {
    const [card] = basketPopoverItems(
      [
        line({
          quantity: 2,
          total: 25800,
          images: [
            { hash: wornHash, imageType: 'model' },
            { hash, imageType: undefined },
          ],
        }),
      ],
      options,
    );
    expect(card).toEqual<BasketPopoverItem>({
      key: 'b1',
      brand: 'Ray-Ban',
      name: 'Wayfarer Classic',
      href: '/p/wayfarer-classic-schwarz-1201/',
      imageSrc: `/api/images/${hash}?width=160&height=214&quality=75&format=webp`,
      attributes: [
        { label: 'Farbe', value: 'Schwarz' },
        { label: 'Größe', value: '50-22-145' },
      ],
      quantity: 2,
      price: `258,00${nbsp}€`,
    });
  });

  it.each<[ShopCode, string, PriceFormatting]>([
    ['de-de', `129,00${nbsp}€`, getShopByCode('de-de')],
    ['de-at', `€${nbsp}129,00`, getShopByCode('de-at')],
    // The Swiss shops show one price format in every language (their intlLocaleOverwrite).
    ['de-ch', `CHF${nbsp}129.00`, { locale: 'de-CH', currency: 'CHF', intlLocaleOverwrite: 'de-CH' }],
    ['fr-ch', `CHF${nbsp}129.00`, { locale: 'fr-CH', currency: 'CHF', intlLocaleOverwrite: 'de-CH' }],
    ['pl-pl', `129,00${nbsp}zł`, getShopByCode('pl-pl')],
    ['cs-cz', `129,00${nbsp}Kč`, getShopByCode('cs-cz')],
  ])('§9 %s formats the line total as %j', (code, text, prices) => {
    const [card] = basketPopoverItems([line()], { shop: getShopByCode(code), prices, texts });
    expect(card?.price).toBe(text);
  });

  it.each<[string, Line, BasketPopoverItem['attributes']]>([
    [
      'sunglasses: frame colour, lens colour, size',
      { product: { name: 'Holbrook', frameColor: 'Havanna', lensBaseColor: 'Grau' } },
      [
        { label: 'Farbe', value: 'Havanna' },
        { label: 'Glasfarbe', value: 'Grau' },
        { label: 'Größe', value: '50-22-145' },
      ],
    ],
    [
      'contact lenses: the pack',
      { product: { name: 'Dailies Total 1' }, variant: { packingTypeDescription: '30er-Packung' } },
      [{ label: 'Packungsgröße', value: '30er-Packung' }],
    ],
    [
      'colour and size the adding page put in the display data',
      {
        displayData: {
          'attribute-1': { key: 'frameColor', label: 'Farbe', value: 'Mattschwarz' },
          'attribute-2': { key: 'size', label: 'Stärke', value: '+1,50' },
          'attribute-3': { key: 'deliveryForecast', label: 'Lieferung', value: '2-3 Tage' },
        },
      },
      [
        { label: 'Farbe', value: 'Mattschwarz' },
        { label: 'Stärke', value: '+1,50' },
      ],
    ],
    [
      'an empty display data slot falls back to the attribute',
      { displayData: { 'attribute-1': { key: 'frameColor', label: 'Farbe', value: ' ' } } },
      [
        { label: 'Farbe', value: 'Schwarz' },
        { label: 'Größe', value: '50-22-145' },
      ],
    ],
    ['merchandise without any of them', { product: { name: 'Brillenetui' }, variant: {} }, undefined],
  ])('%s', (_case, spec, attributes) => {
    expect(basketPopoverItems([line(spec)], options)[0]?.attributes).toEqual(attributes);
  });

  it('a product without a name in this language shows the display name, without a link', () => {
    const [card] = basketPopoverItems(
      [
        line({
          product: { brand: 'Ray-Ban' },
          displayData: { name: { key: 'name', label: 'Name', value: 'Wayfarer' } },
        }),
      ],
      options,
    );
    expect(card).toMatchObject({ name: 'Wayfarer', brand: 'Ray-Ban' });
    expect(card).not.toHaveProperty('href');
  });

  it('a product without a servable image shows none', () => {
    expect(basketPopoverItems([line({ images: [{ hash: 'not-a-hash' }] })], options)[0]).not.toHaveProperty(
      'imageSrc',
    );
  });

  it('keeps the basket order', () => {
    const cards = basketPopoverItems(
      [line({ key: 'b2', productId: 7 }), line({ key: 'b1' }), line({ key: 'b3' })],
      options,
    );
    expect(cards.map((card) => card.key)).toEqual(['b2', 'b1', 'b3']);
  });
});

describe('§2/§3 prescription glasses are one card: the lenses fold into the frame', () => {
  it('the frame card carries the total of frame and lenses', () => {
    const cards = basketPopoverItems(rxGlasses(), options);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ key: 'frame', price: `259,00${nbsp}€` });
    expect(cards[0]).not.toHaveProperty('unavailable');
  });

  it('a lens part that fails its check marks the frame card', () => {
    const [card] = basketPopoverItems(rxGlasses({ status: 'unavailable', availableQuantity: 0 }), options);
    expect(card).toMatchObject({ key: 'frame', unavailable: true, unavailableLabel: 'Nicht mehr verfügbar' });
  });

  it('lenses whose frame is gone show on their own, as the incomplete group they are', () => {
    const cards = basketPopoverItems(rxGlasses().slice(1), options);
    expect(cards.map((card) => [card.key, card.unavailableLabel])).toEqual(
      rxBundleMasterKeys.map((masterKey) => [masterKey, 'Konfiguration unvollständig']),
    );
  });

  it('lens parts the shop does not hide keep their own cards', () => {
    const items = rxGlasses().map((item) =>
      item.itemGroup?.isMainItem ? item : { ...item, customData: { ...item.customData, hideSubItem: false } },
    );
    expect(basketPopoverItems(items, options)).toHaveLength(5);
  });
});

describe('§2 an item that fails a check is marked with why (domain checkBasketItem)', () => {
  it.each<[string, Line, string | undefined]>([
    ['an available item', {}, undefined],
    ['an item no longer sellable', { status: 'unavailable', availableQuantity: 0 }, 'Nicht mehr verfügbar'],
    ['an item gone from the catalogue', { status: 'deleted' }, 'Nicht mehr verfügbar'],
    [
      'more pieces than in stock',
      { quantity: 3, total: 38700, availableQuantity: 2 },
      'Nur noch 2 verfügbar',
    ],
  ])('%s: %s', (_case, spec, label) => {
    const [card] = basketPopoverItems([line(spec)], options);
    expect(card?.unavailable).toBe(label === undefined ? undefined : true);
    expect(card?.unavailableLabel).toBe(label);
  });

  it('only the failing item is marked', () => {
    const cards = basketPopoverItems(
      [line({ key: 'ok' }), line({ key: 'gone', status: 'unavailable' })],
      options,
    );
    expect(cards.map((card) => card.unavailable ?? false)).toEqual([false, true]);
  });
});
