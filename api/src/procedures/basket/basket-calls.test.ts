import { deliveryWindow, getShopByCode, prescriptionTypeItem } from '@lumen/domain';
import type { Basket, ExistingItemHandling, RpcErrorCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/db.ts';
import { emptyCollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { BasketSeed, unknownVariantId } from './basket-seed.fixtures.ts';

// The basket calls of §7 over HTTP, answered through the SDK by the commerce backend over the seed;
// every answer is parsed with its contract schema and priced against the seed rows.

const shop = getShopByCode('de-de');
let procedures: CommerceProcedures;
let seed: BasketSeed;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  seed = new BasketSeed(procedures.expected, shop);
});

afterAll(async () => {
  await procedures?.close();
});

const visitor = (): Visitor => procedures.visitor(shop.code);
/** How many answers had each status. */
const tally = (responses: readonly Response[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );
const lines = (basket: Basket) => basket.items.map((item) => [item.variant.id, item.quantity]);

/** Sets a variant's stock in the backend's database for the length of `run`. */
async function withStock<T>(variantId: number, stock: number, run: () => Promise<T>): Promise<T> {
  const { rows } = await procedures.db.query<{ stock: number }>('select stock from variants where id = $1', [
    variantId,
  ]);
  await procedures.db.query('update variants set stock = $2 where id = $1', [variantId, stock]);
  try {
    return await run();
  } finally {
    await procedures.db.query('update variants set stock = $2 where id = $1', [variantId, rows[0]!.stock]);
  }
}

describe('getBasket (§7)', () => {
  it('shows a visitor without a session the empty basket and makes no session for it', async () => {
    const browser = visitor();
    const basket = await browser.call('getBasket', {});
    expect(basket).toMatchObject({ key: emptyCollectionKeys.basketKey, items: [], currencyCode: 'EUR' });
    expect(basket.cost.withTax).toBe(0);
    expect(browser.sessionId).toBeUndefined();
  });

  it('shows the visitor’s own basket once a change gave them a session, priced by the backend', async () => {
    const browser = visitor();
    const [first, second] = seed.stocked(2);
    await browser.call('addItemToBasket', { variantId: first!.id, quantity: 2 });
    await browser.call('addItemToBasket', { variantId: second!.id });
    expect(browser.sessionId).toBeDefined();
    const basket = await browser.call('getBasket', undefined);
    expect(basket.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lines(basket)).toEqual([
      [first!.id, 2],
      [second!.id, 1],
    ]);
    expect(basket.items.map((item) => item.price.total.withTax)).toEqual([
      seed.lineTotal(first!, 2),
      seed.lineTotal(second!, 1),
    ]);
    expect(basket.cost.withTax).toBe(seed.lineTotal(first!, 2) + seed.lineTotal(second!, 1));
  });
});

describe('addItemToBasket (§7, §8 basket-add failures by status)', () => {
  it('adds an item and answers the basket without item errors', async () => {
    const [variant] = seed.stocked(1);
    const basket = await visitor().call('addItemToBasket', { variantId: variant!.id, quantity: 3 });
    expect(lines(basket)).toEqual([[variant!.id, 3]]);
    expect(basket.itemErrors).toEqual([]);
    expect(basket.items[0]?.price.total.withTax).toBe(seed.lineTotal(variant!, 3));
  });

  it('§8 206: more pieces than the stock holds go in reduced, a basket whose item errors say so', async () => {
    const variant = seed.lowStock();
    const basket = await visitor().call('addItemToBasket', {
      variantId: variant.id,
      quantity: variant.stock + 2,
    });
    expect(lines(basket)).toEqual([[variant.id, variant.stock]]);
    expect(basket.itemErrors).toEqual([
      expect.objectContaining({
        operation: 'add',
        kind: 'ItemAddedWithReducedQuantity',
        status: 206,
        variantId: variant.id,
      }),
    ]);
  });

  it.each<[string, () => number, number, number, RpcErrorCode]>([
    ['§8 412 item unavailable (a sold-out variant)', () => seed.soldOut().id, 1, 412, 'PRECONDITION_FAILED'],
    [
      '§8 413 maximum item count reached (more pieces than a line holds)',
      () => seed.stocked(1)[0]!.id,
      100,
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      '§8 424 item data not found (no such variant; 424 travels as 422)',
      () => unknownVariantId,
      1,
      422,
      'UNPROCESSABLE',
    ],
  ])('refuses %s, naming the variant, and adds nothing', async (_case, variantOf, quantity, status, code) => {
    const browser = visitor();
    const refused = await browser.fail('addItemToBasket', { variantId: variantOf(), quantity });
    expect(refused.status).toBe(status);
    expect(refused.error.code).toBe(code);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.variantId']);
    expect((await browser.call('getBasket', {})).items).toEqual([]);
  });

  it('§8 413 also when the basket holds its maximum of lines', async () => {
    const browser = visitor();
    const fifty = seed.distinct(51, (variant) => variant.sellableWithoutStock || variant.stock >= 1);
    const full = await browser.call('addItemsToBasket', {
      items: fifty.slice(0, 50).map((variant) => ({ variantId: variant.id })),
    });
    expect(full.itemErrors).toEqual([]);
    expect(full.items).toHaveLength(50);
    const refused = await browser.fail('addItemToBasket', { variantId: fifty[50]!.id });
    expect(refused.status).toBe(413);
    expect(refused.error.message).toBe('Maximum item count reached');
  });

  it.each<[ExistingItemHandling, number]>([
    ['AddQuantityToExisting', 5],
    ['ReplaceExisting', 3],
    ['ReplaceExistingWithCombinedQuantity', 5],
  ])('§4 merge mode %s: 2 pieces in the basket and 3 added make %i', async (existingItemHandling, pieces) => {
    const browser = visitor();
    const [variant] = seed.stocked(1, 10);
    await browser.call('addItemToBasket', { variantId: variant!.id, quantity: 2 });
    const basket = await browser.call('addItemToBasket', {
      variantId: variant!.id,
      quantity: 3,
      existingItemHandling,
    });
    expect(lines(basket)).toEqual([[variant!.id, pieces]]);
    expect(basket.cost.withTax).toBe(seed.lineTotal(variant!, pieces));
  });

  it('§8 409 variant already present: KeepExisting for a variant in the basket is an error naming the variant, the line as it was', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1, 10);
    await browser.call('addItemToBasket', { variantId: variant!.id, quantity: 2 });
    const refused = await browser.fail('addItemToBasket', {
      variantId: variant!.id,
      quantity: 3,
      existingItemHandling: 'KeepExisting',
    });
    expect(refused.status).toBe(409);
    expect(refused.error.code).toBe('CONFLICT');
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.variantId']);
    expect(lines(await browser.call('getBasket', {}))).toEqual([[variant!.id, 2]]);
  });

  it('§4 KeepExisting adds a variant not yet in the basket, also in another item group', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1, 10);
    await browser.call('addItemToBasket', { variantId: variant!.id, quantity: 2 });
    const itemGroup = { id: 'rx-keep', isMainItem: true, isRequired: true };
    const basket = await browser.call('addItemToBasket', {
      variantId: variant!.id,
      existingItemHandling: 'KeepExisting',
      itemGroup,
    });
    expect(basket.items.map((item) => [item.variant.id, item.quantity, item.itemGroup?.id ?? null])).toEqual([
      [variant!.id, 2, null],
      [variant!.id, 1, 'rx-keep'],
    ]);
    expect(basket.itemErrors).toEqual([]);
  });

  it('§8 multi-item add with KeepExisting: an item already present is collected as 409, the others go in', async () => {
    const browser = visitor();
    const [present, fresh] = seed.stocked(2, 10);
    await browser.call('addItemToBasket', { variantId: present!.id, quantity: 2 });
    const basket = await browser.call('addItemsToBasket', {
      items: [{ variantId: present!.id, quantity: 4 }, { variantId: fresh!.id }],
      existingItemHandling: 'KeepExisting',
    });
    expect(lines(basket)).toEqual([
      [present!.id, 2],
      [fresh!.id, 1],
    ]);
    expect(basket.itemErrors).toEqual([
      expect.objectContaining({
        operation: 'add',
        kind: 'VariantAlreadyPresent',
        status: 409,
        variantId: present!.id,
      }),
    ]);
  });

  it('keeps the line it would have replaced when the replacement is refused (§8 413 for 60 + 50 pieces)', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1, 99);
    await browser.call('addItemToBasket', {
      variantId: variant!.id,
      quantity: 60,
      customData: { origin: 'pdp' },
    });
    const refused = await browser.fail('addItemToBasket', { variantId: variant!.id, quantity: 50 });
    expect(refused.status).toBe(413);
    const basket = await browser.call('getBasket', {});
    expect(lines(basket)).toEqual([[variant!.id, 60]]);
    expect(basket.items[0]?.customData).toEqual({ origin: 'pdp' });
  });

  it('takes no price from the client: a price field is refused, the line costs the catalogue’s price', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1);
    const refused = await browser.fail('addItemToBasket', { variantId: variant!.id, price: { withTax: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.price']);
    const basket = await browser.call('addItemToBasket', { variantId: variant!.id });
    expect(basket.items[0]?.price.unit.withTax).toBe(procedures.expected.price(variant!.id, shop));
  });
});

/** The statements `run` sends to the database api and backend share, outside and inside transactions. */
async function statementsOf(run: () => Promise<unknown>) {
  const { db } = procedures;
  const outside: string[] = [];
  const transactions: string[][] = [];
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const spies = [
    vi.spyOn(db, 'query').mockImplementation(async (sql, params) => {
      outside.push(sql);
      return query(sql, params);
    }),
    vi.spyOn(db, 'transaction').mockImplementation(async (fn) => {
      const inside: string[] = [];
      transactions.push(inside);
      return transaction((tx) => {
        const counted: Queryable = {
          exec: (sql) => tx.exec(sql),
          query: (sql, params) => {
            inside.push(sql);
            return tx.query(sql, params);
          },
        };
        return fn(counted);
      });
    }),
  ];
  // PostgreSQL: the keyed lock's connection (keyed-lock.ts); PGlite's lock is in memory.
  const lock = db.withLockConnection ? vi.spyOn(db, 'withLockConnection') : undefined;
  try {
    await run();
  } finally {
    for (const spy of [...spies, lock]) spy?.mockRestore();
  }
  return { outside, transactions, locks: lock?.mock.calls.length ?? 0 };
}

const rowsIn = async (table: 'sessions' | 'baskets') =>
  Number(
    (await procedures.db.query<{ count: string }>(`select count(*) as count from ${table}`)).rows[0]!.count,
  );

describe('a new visitor’s first add', () => {
  it('writes the basket and its line in one transaction of two statements, then the session', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1);
    let basket: Basket | undefined;
    const written = await statementsOf(async () => {
      basket = await browser.call('addItemToBasket', { variantId: variant!.id, quantity: 2 });
    });
    expect(lines(basket!)).toEqual([[variant!.id, 2]]);
    expect(browser.sessionId).toBeDefined();
    // No lock (nobody else knows the new basket's key), no read before or after the add.
    expect(written.locks).toBe(0);
    expect(written.transactions).toEqual([
      [
        expect.stringMatching(/^with basket as \(\s*insert into baskets/),
        expect.stringMatching(/^insert into basket_items/),
      ],
    ]);
    expect(written.outside).toEqual([expect.stringMatching(/^insert into sessions/)]);
    // The visitor's next call finds that basket under the new session.
    expect(lines(await browser.call('getBasket', {}))).toEqual([[variant!.id, 2]]);
  });

  it.each<[string, () => number, number]>([
    ['a sold-out variant (412)', () => seed.soldOut().id, 412],
    ['an unknown variant (424, answered 422)', () => unknownVariantId, 422],
  ])(
    'leaves no session and no basket behind when the add of %s is refused',
    async (_case, variantOf, status) => {
      const browser = visitor();
      const before = { sessions: await rowsIn('sessions'), baskets: await rowsIn('baskets') };
      const refused = await browser.fail('addItemToBasket', { variantId: variantOf(), quantity: 1 });
      expect(refused.status).toBe(status);
      expect(browser.sessionId).toBeUndefined();
      expect({ sessions: await rowsIn('sessions'), baskets: await rowsIn('baskets') }).toEqual(before);
    },
  );

  it('adds to the session’s basket under its lock once the visitor has one', async () => {
    const browser = visitor();
    const [first, second] = seed.stocked(2);
    await browser.call('addItemToBasket', { variantId: first!.id });
    const session = browser.sessionId;
    const basket = await browser.call('addItemToBasket', { variantId: second!.id, quantity: 2 });
    expect(browser.sessionId).toBe(session);
    expect(lines(basket)).toEqual([
      [first!.id, 1],
      [second!.id, 2],
    ]);
  });
});

describe('addItemsToBasket (§8 multi-item add collects per-item errors)', () => {
  it('adds what it can and answers the last basket with every refused item', async () => {
    const browser = visitor();
    const [first, tooMany] = seed.stocked(2);
    const low = seed.lowStock();
    const gone = seed.soldOut();
    const basket = await browser.call('addItemsToBasket', {
      items: [
        { variantId: first!.id, quantity: 1 },
        { variantId: gone.id, quantity: 1 },
        { variantId: unknownVariantId, quantity: 1 },
        { variantId: low.id, quantity: low.stock + 2 },
        { variantId: tooMany!.id, quantity: 100 },
      ],
    });
    expect(lines(basket)).toEqual([
      [first!.id, 1],
      [low.id, low.stock],
    ]);
    expect(
      basket.itemErrors.map(({ operation, kind, status, variantId }) => ({
        operation,
        kind,
        status,
        variantId,
      })),
    ).toEqual([
      { operation: 'add', kind: 'ItemUnavailable', status: 412, variantId: gone.id },
      { operation: 'add', kind: 'ItemDataNotFound', status: 424, variantId: unknownVariantId },
      { operation: 'add', kind: 'ItemAddedWithReducedQuantity', status: 206, variantId: low.id },
      { operation: 'add', kind: 'MaximumItemCountReached', status: 413, variantId: tooMany!.id },
    ]);
    // Messages are the api's own: no backend address or basket key reaches the client.
    expect(basket.itemErrors.every((error) => !/https?:|baskets\//.test(error.message))).toBe(true);
    expect(basket.cost.withTax).toBe(seed.lineTotal(first!, 1) + seed.lineTotal(low, low.stock));
  });

  it('adds a prescription frame with its lenses as one item group (§3, §5 rx bundle)', async () => {
    const [frame] = seed.frames(1);
    const basket = await visitor().call('addItemsToBasket', { items: seed.rxGroup(frame!, 'rx-add') });
    expect(basket.itemErrors).toEqual([]);
    expect(basket.items.map((item) => [item.variant.id, item.itemGroup])).toEqual(
      seed.rxGroup(frame!, 'rx-add').map((item) => [item.variantId, item.itemGroup]),
    );
  });
});

describe('§5 prescription glasses only as a complete rx bundle', () => {
  /** The frame as the configurator sends it for glasses made to the shopper's values (type_ei). */
  const withValues = (items: ReturnType<BasketSeed['rxGroup']>) => [
    {
      ...items[0]!,
      customData: {
        configurationItems: [prescriptionTypeItem('type_ei')],
        prescriptionValues: { right: { sphere: -1.25 }, left: { sphere: -1.5 } },
      },
    },
    ...items.slice(1),
  ];

  it('takes the frame with its values and all four lens options', async () => {
    const [frame] = seed.frames(1);
    const basket = await visitor().call('addItemsToBasket', {
      items: withValues(seed.rxGroup(frame!, 'rx-ok')),
    });
    expect(basket.items).toHaveLength(5);
    expect(basket.items[0]!.customData.prescriptionValues?.left.sphere).toBe(-1.5);
    // Made to measure: the glasses ship together in a package of their own, after the lab.
    const [measured, ...others] = new Set(basket.items.map((item) => item.packageId));
    expect(others).toEqual([]);
    const window = basket.packages.find((pkg) => pkg.id === measured)?.deliveryDate;
    expect(window).toEqual(deliveryWindow(new Date(), 'made_to_measure'));
  });

  it.each([
    ['the tinting', 3],
    ['the free service', 4],
  ])('refuses the group without %s with 400 naming the items, and adds nothing', async (_part, dropped) => {
    const browser = visitor();
    const [frame, other] = seed.frames(2);
    await browser.call('addItemToBasket', { variantId: other!.id });
    const items = withValues(seed.rxGroup(frame!, 'rx-half')).filter((_item, index) => index !== dropped);
    const refused = await browser.fail('addItemsToBasket', { items });
    expect(refused.status).toBe(400);
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.items']);
    expect(lines(await browser.call('getBasket', {}))).toEqual([[other!.id, 1]]);
  });

  it.each([
    ['de-de', 'nothing', 0],
    ['fr-ch', 'its price', undefined],
  ] as const)(
    '§3 zero-cost frames: in %s a zero-tariff frame made into glasses costs %s, the lenses their price',
    async (code, _costs, frameCents) => {
      const zeroCostShop = getShopByCode(code);
      const shopSeed = new BasketSeed(procedures.expected, zeroCostShop);
      const [frame] = shopSeed.frames(1, true);
      const items = withValues(shopSeed.rxGroup(frame!, 'rx-zero'));
      const basket = await procedures.visitor(code).call('addItemsToBasket', { items });
      const price = frameCents ?? shopSeed.lineTotal(frame!, 1);
      expect(basket.items[0]!.price.total.withTax).toBe(price);
      const lenses = shopSeed.rxLensVariants().reduce((sum, lens) => sum + shopSeed.lineTotal(lens, 1), 0);
      expect(basket.cost.withTax).toBe(price + lenses);
      if (frameCents === 0) {
        const reductions = basket.items[0]!.price.total.appliedReductions;
        expect(reductions.map((reduction) => [reduction.category, reduction.amount.relative])).toEqual([
          ['campaign', 1],
        ]);
        // The same frame on its own costs its price.
        const alone = await procedures.visitor(code).call('addItemToBasket', { variantId: frame!.id });
        expect(alone.cost.withTax).toBe(shopSeed.lineTotal(frame!, 1));
      }
    },
  );

  it('refuses the frame with values alone through addItemToBasket', async () => {
    const [frame] = seed.frames(1);
    const [main] = withValues(seed.rxGroup(frame!, 'rx-alone'));
    const refused = await visitor().fail('addItemToBasket', main!);
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.itemGroup']);
  });
});

describe('§5 home try-on: frames lent to try on at home where the shop offers it', () => {
  /** A frame alone of type home_try_on, as the configurator sends it. */
  const tryOn = (variantId: number, quantity = 1) => ({
    variantId,
    quantity,
    customData: { frameOrder: true, configurationItems: [prescriptionTypeItem('home_try_on')] },
  });

  it('de-de sends prescription frames free of charge, as many as it offers, and the basket names why', async () => {
    const browser = visitor();
    const frames = seed.framesOfType(5, 'correctional-glasses');
    const basket = await browser.call('addItemsToBasket', {
      items: frames.slice(0, 4).map((f) => tryOn(f.id)),
    });
    expect(basket.items.map((item) => item.price.total.withTax)).toEqual([0, 0, 0, 0]);
    // After any sale of the frame, the rest of its price is the shop's home try-on reduction.
    for (const item of basket.items) {
      expect(item.price.total.appliedReductions.at(-1)).toMatchObject({
        category: 'campaign',
        code: 'home_try_on',
      });
    }
    // The fifth is refused, naming the item and the number; the four stay as they were.
    const refused = await browser.fail('addItemsToBasket', { items: [tryOn(frames[4]!.id)] });
    expect(refused.status).toBe(400);
    expect(refused.error.details).toEqual([
      {
        field: 'payload.items.0.customData.configurationItems',
        message: 'At most 4 frames are sent for home try-on at a time',
      },
    ]);
    expect((await browser.call('getBasket', {})).items).toHaveLength(4);
  });

  it.each([
    [
      'a shop that does not offer it',
      'it-ch',
      'correctional-glasses',
      'Home try-on is not offered in this shop',
    ],
    [
      'a frame that is not prescription glasses',
      'de-de',
      'glasses-pdp',
      'Only prescription glasses frames are sent for home try-on',
    ],
  ] as const)(
    'refuses %s with 400 naming the frame, and adds nothing',
    async (_case, code, type, message) => {
      const shopSeed = new BasketSeed(procedures.expected, getShopByCode(code));
      const [frame] = shopSeed.framesOfType(1, type);
      const browser = procedures.visitor(code);
      const refused = await browser.fail('addItemsToBasket', { items: [tryOn(frame!.id)] });
      expect(refused.status).toBe(400);
      expect(refused.error.details).toEqual([{ field: 'payload.items.0.variantId', message }]);
      expect((await browser.call('getBasket', {})).items).toEqual([]);
    },
  );

  it('refuses a zero-tariff frame and a frame sent twice', async () => {
    const [zeroTariff] = seed.frames(1, true);
    const [frame] = seed.framesOfType(1, 'correctional-glasses');
    const refused = await visitor().fail('addItemToBasket', tryOn(zeroTariff!.id));
    expect(refused.error.details).toEqual([
      { field: 'payload.variantId', message: 'Zero-tariff frames are not sent for home try-on' },
    ]);
    const twice = await visitor().fail('addItemToBasket', tryOn(frame!.id, 2));
    expect(twice.error.details).toEqual([
      { field: 'payload.quantity', message: 'A frame is sent for home try-on once' },
    ]);
  });

  it.each(['AddQuantityToExisting', 'ReplaceExisting'] as const)(
    'refuses the same frame again (%s), so a lent line never becomes two free pieces',
    async (existingItemHandling) => {
      const browser = visitor();
      const [frame] = seed.framesOfType(1, 'correctional-glasses');
      await browser.call('addItemToBasket', tryOn(frame!.id));
      const again = await browser.fail('addItemToBasket', { ...tryOn(frame!.id), existingItemHandling });
      expect(again.status).toBe(400);
      expect(again.error.details).toEqual([
        { field: 'payload.variantId', message: 'This frame is already in the basket for home try-on' },
      ]);
      const basket = await browser.call('getBasket', {});
      expect(basket.items.map((item) => [item.quantity, item.price.total.withTax])).toEqual([[1, 0]]);
    },
  );

  it('prices a frame raised to two pieces at its price, whatever the browser says', async () => {
    const browser = visitor();
    const [first, second, third, fourth] = seed.framesOfType(4, 'correctional-glasses');
    const basket = await browser.call('addItemsToBasket', {
      items: [first, second, third, fourth].map((frame) => tryOn(frame!.id)),
    });
    // Raised to two pieces, the first line is no loan: it costs its price and the others stay free.
    const key = basket.items[0]!.key;
    const raised = await browser.call('updateBasketItem', { itemKey: key, quantity: 2 });
    expect(raised.items.map((item) => item.price.total.withTax)).toEqual([
      seed.lineTotal(first!, 2),
      0,
      0,
      0,
    ]);
  });
});

describe('§3 contact lenses with values per eye, packs per eye and the saving subscription', () => {
  type Eye = Record<string, number | string>;
  /** A lens's first values for an eye: a sphere, and the lens's own base curve, diameter and more. */
  const eyeFor = (parameters: ReturnType<BasketSeed['contactLens']>['parameters'], sphere: number): Eye => ({
    sphere,
    baseCurve: parameters.baseCurves[0]!,
    diameter: parameters.diameters[0]!,
    ...(parameters.cylinders ? { cylinder: parameters.cylinders[0]!, axis: 90 } : {}),
    ...(parameters.additions ? { addition: parameters.additions[0]! } : {}),
    ...(parameters.colours ? { contactLensColor: parameters.colours[0]! } : {}),
  });
  const lensItem = (
    variantId: number,
    eyes: { right: Eye; left: Eye },
    packs: { right: number; left: number },
    extra: Record<string, unknown> = {},
  ) => ({
    variantId,
    quantity: packs.left + packs.right,
    itemGroup: { id: `cl-${variantId}-${packs.right}-${packs.left}`, isMainItem: true, isRequired: true },
    customData: {
      productType: 'contact-lens-pdp' as const,
      quantity: packs,
      prescriptionValues: eyes,
      ...extra,
    },
  });

  it('takes a toric lens with different eyes on a subscription, priced by the catalogue per pack', async () => {
    const { variant, parameters } = seed.contactLens('toric', true);
    const item = lensItem(
      variant.id,
      { right: eyeFor(parameters, -2.25), left: { ...eyeFor(parameters, -1.5), axis: 170 } },
      { right: 2, left: 1 },
      { subscription: true, subscriptionDefinition: { subscriptionInterval: '3_months' } },
    );
    const basket = await visitor().call('addItemsToBasket', { items: [item] });
    const [line] = basket.items;
    expect(line?.quantity).toBe(3);
    expect(line?.customData.quantity).toEqual({ right: 2, left: 1 });
    expect(line?.customData.prescriptionValues?.left).toMatchObject({ sphere: -1.5, axis: 170 });
    expect(line?.customData.subscriptionDefinition?.subscriptionInterval).toBe('3_months');
    // §1 the saving subscription saves 10 % of each pack, a whole cent in the shopper's favour.
    const pack = seed.lineTotal(variant, 1);
    const saving = Math.ceil(pack / 10);
    expect(line?.price.unit.withTax).toBe(pack - saving);
    expect(line?.price.total.withTax).toBe(3 * (pack - saving));
    expect(line?.price.total.appliedReductions).toEqual([
      {
        category: 'campaign',
        type: 'relative',
        code: 'subscription',
        amount: { absoluteWithTax: 3 * saving, relative: expect.any(Number) as unknown },
      },
    ]);
  });

  it('prices the same lens bought once at the catalogue price per pack', async () => {
    const { variant, parameters } = seed.contactLens('toric', true);
    const item = lensItem(
      variant.id,
      { right: eyeFor(parameters, -2.25), left: eyeFor(parameters, -1.5) },
      { right: 2, left: 1 },
    );
    const basket = await visitor().call('addItemsToBasket', { items: [item] });
    expect(basket.items[0]?.price.total.withTax).toBe(seed.lineTotal(variant, 3));
    expect(basket.items[0]?.price.total.appliedReductions).toEqual([]);
  });

  it.each([
    [
      'a power the lens is not made in',
      'spherical',
      (eye: Eye) => ({ ...eye, sphere: -6.25 }),
      {},
      'prescriptionValues.right.sphere',
    ],
    [
      'a toric lens without its axis',
      'toric',
      ({ axis: _axis, ...eye }: Eye) => eye,
      {},
      'prescriptionValues.right.axis',
    ],
    [
      'a cylinder on a spherical lens',
      'spherical',
      (eye: Eye) => ({ ...eye, cylinder: -0.75, axis: 90 }),
      {},
      'prescriptionValues.right.cylinder',
    ],
    [
      'a colour the lens does not come in',
      'coloured',
      (eye: Eye) => ({ ...eye, contactLensColor: 'violet' }),
      {},
      'prescriptionValues.right.contactLensColor',
    ],
    [
      'an interval the shop does not deliver in',
      'spherical',
      (eye: Eye) => eye,
      { subscription: true, subscriptionDefinition: { subscriptionInterval: '5_months' } },
      'subscriptionDefinition.subscriptionInterval',
    ],
  ] as const)(
    'refuses %s with 400 naming the field, and adds nothing',
    async (_case, kind, change, extra, field) => {
      const { variant, parameters } = seed.contactLens(kind);
      const browser = visitor();
      const eye = eyeFor(parameters, -2);
      const item = lensItem(variant.id, { right: change(eye), left: eye }, { right: 1, left: 1 }, extra);
      const refused = await browser.fail('addItemsToBasket', { items: [item] });
      expect(refused.status).toBe(400);
      expect(refused.error.code).toBe('VALIDATION_FAILED');
      expect(refused.error.details?.map((detail) => detail.field)).toContain(
        `payload.items.0.customData.${field}`,
      );
      expect(lines(await browser.call('getBasket', {}))).toEqual([]);
    },
  );

  it('refuses packs per eye that do not make the quantity, and a subscription on a lens without one', async () => {
    const { variant, parameters } = seed.contactLens(undefined, false);
    const eye = eyeFor(parameters, -2);
    const browser = visitor();
    const uneven = { ...lensItem(variant.id, { right: eye, left: eye }, { right: 1, left: 1 }), quantity: 5 };
    const refusedSum = await browser.fail('addItemToBasket', uneven);
    expect(refusedSum.error.details?.map((detail) => detail.field)).toEqual(['payload.quantity']);
    const subscribed = lensItem(
      variant.id,
      { right: eye, left: eye },
      { right: 1, left: 1 },
      {
        subscription: true,
        subscriptionDefinition: { subscriptionInterval: '1_months' },
      },
    );
    const refusedSubscription = await browser.fail('addItemToBasket', subscribed);
    expect(refusedSubscription.error.details?.map((detail) => detail.field)).toEqual([
      'payload.customData.subscription',
    ]);
    expect(lines(await browser.call('getBasket', {}))).toEqual([]);
  });

  it('refuses the saving subscription on an item without packs per eye', async () => {
    const [frame] = seed.frames(1);
    const refused = await visitor().fail('addItemToBasket', {
      variantId: frame!.id,
      customData: { subscription: true, subscriptionDefinition: { subscriptionInterval: '3_months' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.customData.subscription']);
  });

  it('refuses packs per eye on a frame, which has no eyes to fit', async () => {
    const [frame] = seed.frames(1);
    const item = { ...lensItem(frame!.id, { right: {}, left: {} }, { right: 1, left: 0 }) };
    const refused = await visitor().fail('addItemToBasket', item);
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.customData.quantity']);
  });
});

describe('replaceItemGroup: an edited prescription saved back into its group', () => {
  const withSphere = (items: ReturnType<BasketSeed['rxGroup']>, sphere: number) => [
    {
      ...items[0]!,
      customData: {
        configurationItems: [prescriptionTypeItem('type_ei')],
        prescriptionValues: { right: { sphere }, left: { sphere } },
      },
    },
    ...items.slice(1),
  ];
  const groupLines = (basket: Basket, groupId: string) =>
    basket.items.filter((item) => item.itemGroup?.id === groupId);

  it('puts the new values in place under the same group id and leaves the other lines alone', async () => {
    const browser = visitor();
    const [frame, other] = seed.frames(2);
    await browser.call('addItemToBasket', { variantId: other!.id });
    await browser.call('addItemsToBasket', { items: withSphere(seed.rxGroup(frame!, 'edit-me'), -1) });
    const basket = await browser.call('replaceItemGroup', {
      itemGroupId: 'edit-me',
      items: withSphere(seed.rxGroup(frame!, 'edit-me'), -2.25),
    });
    expect(basket.itemErrors).toEqual([]);
    const group = groupLines(basket, 'edit-me');
    expect(group).toHaveLength(5);
    expect(
      group.find((item) => item.itemGroup?.isMainItem)?.customData.prescriptionValues?.right.sphere,
    ).toBe(-2.25);
    expect(basket.items.filter((item) => item.variant.id === other!.id)).toHaveLength(1);
  });

  it('keeps the group as it was when the backend refuses the new one (a sold-out frame: 412)', async () => {
    const browser = visitor();
    const [frame] = seed.frames(1);
    await browser.call('addItemsToBasket', { items: withSphere(seed.rxGroup(frame!, 'keep-me'), -1) });
    const soldOut = seed.soldOut();
    const refused = await browser.fail('replaceItemGroup', {
      itemGroupId: 'keep-me',
      items: withSphere(seed.rxGroup(soldOut, 'keep-me'), -3),
    });
    expect(refused.status).toBe(412);
    const group = groupLines(await browser.call('getBasket', {}), 'keep-me');
    expect(group).toHaveLength(5);
    expect(group.find((item) => item.itemGroup?.isMainItem)).toMatchObject({
      variant: { id: frame!.id },
      customData: { prescriptionValues: { right: { sphere: -1 } } },
    });
  });

  it.each([
    ['a group the basket does not hold', 'no-such-group', 'no-such-group', 404, 'payload.itemGroupId'],
    ['an item of another group', 'group-a', 'group-b', 400, 'payload.items.0.itemGroup'],
  ])('refuses %s', async (_case, itemGroupId, itemsGroup, status, field) => {
    const browser = visitor();
    const [frame] = seed.frames(1);
    await browser.call('addItemToBasket', { variantId: frame!.id });
    const refused = await browser.fail('replaceItemGroup', {
      itemGroupId,
      items: withSphere(seed.rxGroup(frame!, itemsGroup), -1),
    });
    expect(refused.status).toBe(status);
    expect(refused.error.details?.map((detail) => detail.field)).toContain(field);
  });

  it('refuses a new group without all its lenses (400) before touching the basket', async () => {
    const browser = visitor();
    const [frame] = seed.frames(1);
    await browser.call('addItemsToBasket', { items: withSphere(seed.rxGroup(frame!, 'whole'), -1) });
    const refused = await browser.fail('replaceItemGroup', {
      itemGroupId: 'whole',
      items: withSphere(seed.rxGroup(frame!, 'whole'), -2).slice(0, 3),
    });
    expect(refused.status).toBe(400);
    expect(groupLines(await browser.call('getBasket', {}), 'whole')).toHaveLength(5);
  });
});

describe('updateBasketItem (§8 update failures by status)', () => {
  it('sets the quantity', async () => {
    const browser = visitor();
    const [variant] = seed.stocked(1, 10);
    const added = await browser.call('addItemToBasket', { variantId: variant!.id });
    const basket = await browser.call('updateBasketItem', { itemKey: added.items[0]!.key, quantity: 4 });
    expect(lines(basket)).toEqual([[variant!.id, 4]]);
    expect(basket.itemErrors).toEqual([]);
    expect(basket.cost.withTax).toBe(seed.lineTotal(variant!, 4));
  });

  it('§8 206: more than the stock holds is the basket with the stock’s quantity and a note', async () => {
    const browser = visitor();
    const variant = seed.lowStock();
    const added = await browser.call('addItemToBasket', { variantId: variant.id });
    const basket = await browser.call('updateBasketItem', {
      itemKey: added.items[0]!.key,
      quantity: variant.stock + 3,
    });
    expect(lines(basket)).toEqual([[variant.id, variant.stock]]);
    expect(basket.itemErrors).toEqual([
      expect.objectContaining({ operation: 'update', kind: 'ItemAddedWithReducedQuantity', status: 206 }),
    ]);
  });

  it("§8 404: an unknown item is 'Could not find basket item by variant-id'", async () => {
    const browser = visitor();
    await browser.call('addItemToBasket', { variantId: seed.stocked(1)[0]!.id });
    const refused = await browser.fail('updateBasketItem', { itemKey: 'no-such-item', quantity: 2 });
    expect(refused.status).toBe(404);
    expect(refused.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Could not find basket item by variant-id',
    });
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.itemKey']);
  });

  it('§8 412: an item that sold out meanwhile cannot be changed', async () => {
    const browser = visitor();
    const variant = seed.distinct(
      1,
      (candidate) => !candidate.sellableWithoutStock && candidate.stock >= 5,
    )[0]!;
    const added = await browser.call('addItemToBasket', { variantId: variant.id });
    const refused = await withStock(variant.id, 0, () =>
      browser.fail('updateBasketItem', { itemKey: added.items[0]!.key, quantity: 2 }),
    );
    expect(refused.status).toBe(412);
    expect(refused.error.code).toBe('PRECONDITION_FAILED');
  });

  it('never reaches another visitor’s basket: their item key is not found', async () => {
    const owner = visitor();
    const added = await owner.call('addItemToBasket', { variantId: seed.stocked(1)[0]!.id });
    const other = visitor();
    await other.call('addItemToBasket', { variantId: seed.stocked(2)[1]!.id });
    const itemKey = added.items[0]!.key;
    expect((await other.fail('updateBasketItem', { itemKey, quantity: 3 })).status).toBe(404);
    expect((await other.fail('removeItemFromBasket', { itemKey })).status).toBe(404);
    expect(lines(await owner.call('getBasket', {}))).toEqual([[added.items[0]!.variant.id, 1]]);
  });
});

describe('removeItemFromBasket (§7; a group’s main item takes its group along)', () => {
  it('removes a plain item', async () => {
    const browser = visitor();
    const [first, second] = seed.stocked(2);
    const added = await browser.call('addItemsToBasket', {
      items: [{ variantId: first!.id }, { variantId: second!.id }],
    });
    const basket = await browser.call('removeItemFromBasket', { itemKey: added.items[0]!.key });
    expect(lines(basket)).toEqual([[second!.id, 1]]);
  });

  it.each([
    ['the main item (the frame) removes the whole group', 0, []],
    ['a required sub-item removes the whole group', 2, []],
    ['an optional sub-item goes alone', 4, [0, 1, 2, 3]],
  ] as const)('%s', async (_case, removed, kept) => {
    const browser = visitor();
    const [frame, plain] = seed.frames(2);
    const group = seed.rxGroup(frame!, 'rx-remove');
    // The service is optional: the last member of the group.
    group[4] = { ...group[4]!, itemGroup: { ...group[4]!.itemGroup, isRequired: false } };
    const added = await browser.call('addItemsToBasket', { items: [...group, { variantId: plain!.id }] });
    const basket = await browser.call('removeItemFromBasket', { itemKey: added.items[removed]!.key });
    expect(basket.items.map((item) => item.key)).toEqual([
      ...kept.map((index) => added.items[index]!.key),
      added.items[5]!.key,
    ]);
  });

  it('§8 404 for an item the basket does not hold, also without a session', async () => {
    const stranger = visitor();
    const refused = await stranger.fail('removeItemFromBasket', { itemKey: 'no-such-item' });
    expect(refused).toMatchObject({
      status: 404,
      error: { message: 'Could not find basket item by variant-id' },
    });
    expect(stranger.sessionId).toBeUndefined();
  });
});

describe('clearBasket and vouchers', () => {
  /** Enough pieces of one variant to reach the welcome voucher's minimum order value. */
  function voucherBasket() {
    const voucher = procedures.expected.welcomeVoucher(shop);
    const [variant] = seed.distinct(1, (candidate) => {
      const pieces = Math.ceil(voucher.minOrderValue / procedures.expected.price(candidate.id, shop)!);
      return pieces <= 10 && (candidate.sellableWithoutStock || candidate.stock >= pieces);
    });
    const quantity = Math.max(
      1,
      Math.ceil(voucher.minOrderValue / procedures.expected.price(variant!.id, shop)!),
    );
    return { voucher, variant: variant!, quantity };
  }

  it('applies the welcome voucher: the backend takes its percentage off the total', async () => {
    const browser = visitor();
    const { voucher, variant, quantity } = voucherBasket();
    await browser.call('addItemToBasket', { variantId: variant.id, quantity });
    const basket = await browser.call('applyVoucher', { code: voucher.code.toLowerCase() });
    const itemsTotal = seed.lineTotal(variant, quantity);
    expect(basket.cost.withTax).toBe(itemsTotal - Math.round((itemsTotal * voucher.value) / 100));
    const removed = await browser.call('removeVoucher', { code: voucher.code });
    expect(removed.cost.withTax).toBe(itemsTotal);
    const again = await browser.fail('removeVoucher', { code: voucher.code });
    expect(again).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
  });

  it.each<[string, () => string, number, RpcErrorCode]>([
    ['an unknown code', () => 'NO-SUCH-CODE', 404, 'NOT_FOUND'],
    [
      'a code of another shop',
      () =>
        procedures.expected.rows.voucherCodes.find(
          (row) => row.shopIds !== null && !row.shopIds.includes(shop.shopId),
        )!.code,
      412,
      'PRECONDITION_FAILED',
    ],
  ])('refuses %s, naming the code', async (_case, codeOf, status, code) => {
    const browser = visitor();
    await browser.call('addItemToBasket', { variantId: seed.stocked(1)[0]!.id });
    const refused = await browser.fail('applyVoucher', { code: codeOf() });
    expect(refused).toMatchObject({ status, error: { code } });
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['payload.code']);
  });

  it('answers 10 of 40 parallel wrong codes for one basket, then refuses even a right one (429)', async () => {
    const browser = visitor();
    const { voucher, variant, quantity } = voucherBasket();
    await browser.call('addItemToBasket', { variantId: variant.id, quantity });
    // From forty addresses: only the basket's limit can stop them.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        browser.send(
          'applyVoucher',
          { code: `GUESS-${index}` },
          { 'x-forwarded-for': `192.0.2.${index + 1}` },
        ),
      ),
    );
    const { limit } = callLimits.voucherMissesPerBasket;
    expect(tally(burst)).toEqual({ 404: limit, 429: 40 - limit });
    const refused = await browser.send(
      'applyVoucher',
      { code: voucher.code },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('answers 20 of 40 parallel wrong codes from one address, whatever the baskets', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        visitor().send('applyVoucher', { code: `GUESS-${index}` }, { 'x-forwarded-for': '203.0.113.40' }),
      ),
    );
    const { limit } = callLimits.voucherMissesPerAddress;
    expect(tally(burst)).toEqual({ 404: limit, 429: 40 - limit });
  });

  it('empties the basket, voucher included', async () => {
    const browser = visitor();
    const { voucher, variant, quantity } = voucherBasket();
    await browser.call('addItemToBasket', { variantId: variant.id, quantity });
    await browser.call('applyVoucher', { code: voucher.code });
    const cleared = await browser.call('clearBasket', {});
    expect(cleared.items).toEqual([]);
    expect(cleared.cost).toMatchObject({ withTax: 0, appliedReductions: [] });
    await browser.call('addItemToBasket', { variantId: variant.id, quantity });
    expect((await browser.call('getBasket', {})).cost.withTax).toBe(seed.lineTotal(variant, quantity));
  });

  it('clears the empty basket of a visitor without a session without making one', async () => {
    const stranger = visitor();
    expect((await stranger.call('clearBasket', {})).items).toEqual([]);
    expect(stranger.sessionId).toBeUndefined();
  });
});

describe('mergeBaskets', () => {
  it('is for signed-in customers: an anonymous visitor gets 401', async () => {
    const refused = await visitor().fail('mergeBaskets', {});
    expect(refused).toMatchObject({ status: 401, error: { code: 'UNAUTHENTICATED' } });
  });
});

describe('requests the calls refuse', () => {
  it.each([
    ['getBasket', { anything: 1 }, 'payload.anything'],
    ['addItemToBasket', { variantId: 0 }, 'payload.variantId'],
    ['addItemToBasket', { variantId: 12, quantity: 0 }, 'payload.quantity'],
    ['addItemToBasket', { variantId: 12, existingItemHandling: 'Merge' }, 'payload.existingItemHandling'],
    [
      'addItemToBasket',
      { variantId: 12, itemGroup: { id: 'g', isMainItem: true, isRequired: true, extra: 1 } },
      'payload.itemGroup.extra',
    ],
    [
      'addItemToBasket',
      { variantId: 12, displayData: { colour: { key: 'c', label: 'C', value: 'v' } } },
      'payload.displayData.colour',
    ],
    ['addItemsToBasket', { items: [] }, 'payload.items'],
    [
      'addItemsToBasket',
      { items: [{ variantId: 12, existingItemHandling: 'KeepExisting' }] },
      'payload.items.0.existingItemHandling',
    ],
    ['updateBasketItem', { itemKey: 'k1', quantity: 100 }, 'payload.quantity'],
    ['updateBasketItem', { itemKey: '', quantity: 1 }, 'payload.itemKey'],
    ['removeItemFromBasket', {}, 'payload.itemKey'],
    ['clearBasket', { all: true }, 'payload.all'],
    ['mergeBaskets', { from: 'x' }, 'payload.from'],
    ['applyVoucher', { code: 'x' }, 'payload.code'],
    ['removeVoucher', { code: 'SUMMER', basketKey: 'k' }, 'payload.basketKey'],
  ] as const)('%s refuses %j with 400 naming %s', async (name, payload, field) => {
    const refused = await visitor().fail(name, payload);
    expect(refused.status).toBe(400);
    expect(refused.error.details?.map((detail) => detail.field)).toContain(field);
  });

  it('refuses a change without the shop’s Origin (the same-origin rule)', async () => {
    const response = await procedures.api.rpc('addItemToBasket', {
      shopId: shop.shopId,
      body: { payload: { variantId: seed.stocked(1)[0]!.id } },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });
});
