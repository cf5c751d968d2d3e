import { describe, expect, it } from 'vitest';
import { BasketItemCustomDataSchema } from '../entities/basket.ts';
import { startSubscription } from '../subscriptions/subscription.ts';
import {
  contactLensBasketItem,
  contactLensEyeProblems,
  contactLensFieldsOf,
  contactLensOptions,
  contactLensOrderOfItem,
  contactLensOrderProblems,
  contactLensParametersOf,
  contactLensPreset,
  contactLensReorder,
  contactLensSupplyOf,
  monthsOfSupply,
  needsCustomerAccount,
  orderSupplyMonths,
  orderedContactLensFields,
  subscriptionStartOf,
  suggestedSubscriptionInterval,
  subscriptionIntervalOfKey,
  type ContactLensOrder,
  type ContactLensParameters,
} from './contact-lens-order.ts';

const spherical: ContactLensParameters = {
  sphere: [
    { min: -12, max: -6.5, step: 0.5 },
    { min: -6, max: 6, step: 0.25 },
    { min: 6.5, max: 8, step: 0.5 },
  ],
  baseCurves: [8.6, 8.4],
  diameters: [14.2],
};
const toric: ContactLensParameters = {
  ...spherical,
  cylinders: [-0.75, -1.25, -1.75, -2.25],
  axisStep: 10,
};
const multifocal: ContactLensParameters = { ...spherical, additions: [1, 1.5, 2, 2.5] };
const coloured: ContactLensParameters = { ...spherical, colours: ['blue', 'green', 'hazel'] };

describe('§3 contact lens parameters from the catalogue', () => {
  it('reads a lens’s parameters from its custom data and nothing from a product without them', () => {
    expect(contactLensParametersOf({ customData: { lensParameters: toric } })).toEqual(toric);
    expect(contactLensParametersOf({ customData: {} })).toBeUndefined();
    expect(
      contactLensParametersOf({ customData: { lensParameters: { ...spherical, baseCurves: [] } } }),
    ).toBeUndefined();
  });

  it.each([
    ['spherical', spherical, ['sphere', 'baseCurve', 'diameter']],
    ['toric', toric, ['sphere', 'cylinder', 'axis', 'baseCurve', 'diameter']],
    ['multifocal', multifocal, ['sphere', 'addition', 'baseCurve', 'diameter']],
    ['coloured', coloured, ['sphere', 'baseCurve', 'diameter', 'contactLensColor']],
  ] as const)('a %s lens asks for its own fields, in prescription order', (_, parameters, fields) => {
    expect(contactLensFieldsOf(parameters)).toEqual(fields);
  });

  it('offers sphere powers in quarter dioptres to ±6 and half dioptres beyond, without gaps or doubles', () => {
    const spheres = contactLensOptions(spherical, 'sphere');
    expect(spheres.slice(0, 3)).toEqual([-12, -11.5, -11]);
    expect(spheres).toContain(-6.5);
    expect(spheres).toContain(-5.75);
    expect(spheres).not.toContain(-6.25);
    expect(spheres).toContain(0);
    expect(spheres.at(-1)).toBe(8);
    expect(new Set(spheres).size).toBe(spheres.length);
  });

  it('offers axes from the step to 180° and base curves smallest first', () => {
    const axes = contactLensOptions(toric, 'axis');
    expect(axes[0]).toBe(10);
    expect(axes.at(-1)).toBe(180);
    expect(axes).toHaveLength(18);
    expect(contactLensOptions(spherical, 'baseCurve')).toEqual([8.4, 8.6]);
    expect(contactLensOptions(spherical, 'axis')).toEqual([]);
  });

  it('presets a base curve or diameter the lens has only one of, never a power', () => {
    expect(contactLensPreset(spherical)).toEqual({ diameter: 14.2 });
    expect(contactLensPreset({ ...spherical, baseCurves: [8.7] })).toEqual({
      baseCurve: 8.7,
      diameter: 14.2,
    });
  });
});

describe('§5 a contact lens is ordered only in values it is made in', () => {
  const good = { sphere: -2.25, baseCurve: 8.6, diameter: 14.2 };

  it.each([
    ['a complete spherical eye', spherical, good, {}],
    ['a missing sphere', spherical, { baseCurve: 8.6, diameter: 14.2 }, { sphere: 'validation.required' }],
    [
      'a power the lens is not made in',
      spherical,
      { ...good, sphere: -6.25 },
      { sphere: 'validation.contactLens.notOffered' },
    ],
    [
      'a power beyond any lens',
      spherical,
      { ...good, sphere: -25 },
      { sphere: 'validation.prescription.range' },
    ],
    [
      'a base curve it is not made in',
      spherical,
      { ...good, baseCurve: 8.8 },
      { baseCurve: 'validation.contactLens.notOffered' },
    ],
    [
      'a cylinder on a spherical lens',
      spherical,
      { ...good, cylinder: -0.75, axis: 90 },
      {
        cylinder: 'validation.contactLens.notOffered',
        axis: 'validation.contactLens.notOffered',
      },
    ],
    [
      'a toric lens without its cylinder and axis',
      toric,
      good,
      { cylinder: 'validation.required', axis: 'validation.required' },
    ],
    [
      'a toric lens with an axis off its step',
      toric,
      { ...good, cylinder: -1.25, axis: 95 },
      { axis: 'validation.contactLens.notOffered' },
    ],
    ['a complete toric eye', toric, { ...good, cylinder: -1.25, axis: 90 }, {}],
    ['a multifocal lens without its addition', multifocal, good, { addition: 'validation.required' }],
    [
      'a coloured lens in a colour it does not come in',
      coloured,
      { ...good, contactLensColor: 'grey' },
      { contactLensColor: 'validation.contactLens.notOffered' },
    ],
    ['a coloured lens in one of its colours', coloured, { ...good, contactLensColor: 'green' }, {}],
    [
      'a pupil distance, which only glasses need',
      spherical,
      { ...good, pd: 32 },
      { pd: 'validation.contactLens.notOffered' },
    ],
  ] as const)('%s', (_, parameters, eye, expected) => {
    const problems = contactLensEyeProblems(parameters, eye);
    expect(
      Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, message.key])),
    ).toEqual(expected);
  });
});

const right = { values: { sphere: -2.25, baseCurve: 8.6, diameter: 14.2 }, packs: 2 };
const left = { values: { sphere: -1.75, baseCurve: 8.6, diameter: 14.2 }, packs: 1 };

describe('§3 a contact-lens order: packs per eye and the saving subscription', () => {
  it.each([
    ['different eyes once', { right, left, subscriptionMonths: null }, true, []],
    ['one eye only', { right, left: { values: {}, packs: 0 }, subscriptionMonths: null }, true, []],
    [
      'no packs at all',
      { right: { ...right, packs: 0 }, left: { ...left, packs: 0 }, subscriptionMonths: null },
      true,
      ['packs'],
    ],
    [
      'more packs than a year needs',
      { right: { ...right, packs: 13 }, left, subscriptionMonths: null },
      true,
      ['right.packs'],
    ],
    [
      'half a pack',
      { right: { ...right, packs: 1.5 }, left, subscriptionMonths: null },
      true,
      ['right.packs'],
    ],
    [
      'an eye with packs but no power',
      { right, left: { values: { baseCurve: 8.6, diameter: 14.2 }, packs: 1 }, subscriptionMonths: null },
      true,
      ['left.sphere'],
    ],
    ['a subscription where the lens has one', { right, left, subscriptionMonths: 3 }, true, []],
    [
      'a subscription where the lens has none',
      { right, left, subscriptionMonths: 3 },
      false,
      ['subscription'],
    ],
  ] as const)('%s', (_, order, eligible, paths) => {
    expect(contactLensOrderProblems(spherical, order, eligible).map((problem) => problem.path)).toEqual(
      paths,
    );
  });

  const order: ContactLensOrder = { variantId: 77, right, left, subscriptionMonths: 3 };

  it('goes into the basket as a group of its own with packs per eye, values and the interval', () => {
    const item = contactLensBasketItem(order, 'group-1');
    expect(item).toMatchObject({
      variantId: 77,
      quantity: 3,
      itemGroup: { id: 'group-1', isMainItem: true, isRequired: true },
      customData: {
        productType: 'contact-lens-pdp',
        quantity: { left: 1, right: 2 },
        prescriptionValues: { left: left.values, right: right.values },
        subscription: true,
        subscriptionDefinition: { subscriptionInterval: '3_months' },
      },
    });
    // What the storefront writes is what the api's basket schema takes.
    expect(BasketItemCustomDataSchema.safeParse(item.customData).success).toBe(true);
  });

  it('leaves the values of an eye without packs out, and a one-off order without subscription', () => {
    const item = contactLensBasketItem(
      { ...order, left: { ...left, packs: 0 }, subscriptionMonths: null },
      'g',
    );
    expect(item.quantity).toBe(2);
    expect(item.customData?.prescriptionValues?.left).toEqual({});
    expect(item.customData).not.toHaveProperty('subscription');
    expect(item.customData).not.toHaveProperty('subscriptionDefinition');
  });

  it('reads the order back from the basket item it became', () => {
    const item = contactLensBasketItem(order, 'group-1');
    expect(contactLensOrderOfItem({ ...item, quantity: item.quantity ?? 0 })).toEqual({
      order,
      problems: [],
    });
    expect(contactLensOrderOfItem({ variantId: 1, quantity: 1, customData: {} })).toBeUndefined();
  });

  it.each([
    [
      'packs per eye that do not add up to the quantity',
      { quantity: { left: 1, right: 1 } },
      3,
      ['quantity'],
    ],
    [
      'an interval the shop does not deliver in',
      {
        quantity: { left: 1, right: 1 },
        subscription: true,
        subscriptionDefinition: { subscriptionInterval: '5_months' },
      },
      2,
      ['subscriptionDefinition'],
    ],
    [
      'an interval without the subscription flag',
      { quantity: { left: 1, right: 1 }, subscriptionDefinition: { subscriptionInterval: '3_months' } },
      2,
      ['subscriptionDefinition'],
    ],
  ] as const)('refuses an incoming item with %s', (_, customData, quantity, paths) => {
    const read = contactLensOrderOfItem({ variantId: 1, quantity, customData });
    expect(read?.problems.map((problem) => problem.path)).toEqual(paths);
  });

  it('orders the same lenses again from an earlier order’s piece, once', () => {
    const item = contactLensBasketItem(order, 'group-1');
    // The order keeps one item per pack, each with the line's custom data.
    expect(contactLensReorder({ variant: { id: 77 }, customData: item.customData })).toEqual({
      ...order,
      subscriptionMonths: null,
    });
    expect(contactLensReorder({ variant: { id: 5 }, customData: {} })).toBeUndefined();
  });

  it('names the intervals as the basket carries them', () => {
    expect(subscriptionIntervalOfKey('6_months')).toBe(6);
    expect(subscriptionIntervalOfKey('4_months')).toBeUndefined();
  });
});

describe('how long lenses last and the interval that suggests', () => {
  const attribute = (key: string, value: string) => ({ [key]: { values: { label: value, value } } });

  it('reads the wearing time from the product and the lenses per pack from the variant', () => {
    const product = { attributes: attribute('wearingTime', 'daily') };
    expect(contactLensSupplyOf(product, { attributes: attribute('numberOfLenses', '90') })).toEqual({
      wearingTime: 'daily',
      lensesPerPack: 90,
    });
    expect(contactLensSupplyOf(product, { attributes: {} })).toBeUndefined();
    expect(
      contactLensSupplyOf(
        { attributes: attribute('wearingTime', 'yearly') },
        { attributes: attribute('numberOfLenses', '2') },
      ),
    ).toBeUndefined();
  });

  it.each([
    ['daily', 30, 1, 1],
    ['daily', 90, 2, 6],
    ['daily', 30, 3, 3],
    ['two_weekly', 6, 1, 3],
    ['monthly', 3, 2, 6],
    ['monthly', 6, 1, 6],
  ] as const)('%s, %i lenses a pack, %i packs an eye: %i months', (wearing, lenses, packs, months) => {
    expect(monthsOfSupply(wearing, lenses, packs)).toBe(months);
  });

  it.each([
    ['daily', 30, [3, 3], 3],
    ['daily', 30, [4, 2], 2],
    ['daily', 90, [2, 2], 6],
    ['monthly', 6, [1, 0], 6],
    ['monthly', 3, [1, 1], 3],
    ['daily', 30, [1, 1], 1],
    ['daily', 30, [0, 0], 1],
  ] as const)('%s, %i lenses a pack, packs %j: every %i months', (wearing, lenses, packs, interval) => {
    expect(suggestedSubscriptionInterval(wearing, lenses, packs)).toBe(interval);
  });
});

describe('§1 the saving subscription an order starts', () => {
  const order: ContactLensOrder = { variantId: 77, right, left, subscriptionMonths: 3 };
  const item = contactLensBasketItem(order, 'g');
  const line = { productId: 7, variantId: 77, quantity: 3, customData: item.customData };

  it('starts from a line on the subscription, with packs and values per eye', () => {
    expect(subscriptionStartOf(line)).toEqual({
      productId: 7,
      variantId: 77,
      quantity: 3,
      intervalMonths: 3,
      packsPerEye: { left: 1, right: 2 },
      prescriptionValues: { left: left.values, right: right.values },
    });
  });

  it.each([
    ['a one-off line', { ...line, customData: { ...line.customData, subscription: false } }],
    [
      'an interval the shop does not deliver in',
      {
        ...line,
        customData: { ...line.customData, subscriptionDefinition: { subscriptionInterval: '5_months' } },
      },
    ],
    ['a line without custom data', { productId: 7, variantId: 77, quantity: 1 }],
  ])('starts none from %s', (_, candidate) => {
    expect(subscriptionStartOf(candidate)).toBeUndefined();
  });

  it('the order is the first delivery: the next comes an interval later', () => {
    const start = subscriptionStartOf(line)!;
    expect(startSubscription(start, '2026-11-30')).toMatchObject({
      status: 'active',
      startedOn: '2026-11-30',
      nextDeliveryDate: '2027-02-28',
      pausedUntil: null,
      cancelledOn: null,
      quantity: 3,
    });
  });

  it('names the values either eye was ordered with, in prescription order', () => {
    expect(
      orderedContactLensFields({
        right: { sphere: -2, baseCurve: 8.6 },
        left: { sphere: -1, cylinder: -0.75, axis: 90 },
      }),
    ).toEqual(['sphere', 'cylinder', 'axis', 'baseCurve']);
  });

  it('a basket with a subscription needs a customer account; one without does not', () => {
    expect(needsCustomerAccount([{ customData: {} }, { customData: item.customData }])).toBe(true);
    expect(needsCustomerAccount([{ customData: {} }, {}])).toBe(false);
  });
});

describe('how long an order lasts', () => {
  it.each([
    [[3, 1], 1],
    [[0, 2], 2],
    [[0, 0], undefined],
  ] as const)('30 daily lenses a pack, packs %j: %s months', (packs, months) => {
    expect(orderSupplyMonths('daily', 30, packs)).toBe(months);
  });
});
