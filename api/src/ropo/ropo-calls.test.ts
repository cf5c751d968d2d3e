import { attributeLabel, getShopByCode } from '@lumen/domain';
import type { RopoBasketStateSchema } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProductRow } from '../commerce/catalog/catalog-rows.ts';
import type { SeedExpectations } from '../commerce/conformance/seed-expectations.fixtures.ts';
import { seedNow } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { branchDirectory } from '../seed/branches/branch-directory.ts';
import { seedBranches } from '../seed/branches/seed-branches.ts';
import { demoCustomerPassword, demoCustomers } from '../seed/demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../seed/demo-customers/seed-demo-customers.ts';
import { registeredAccount } from '../procedures/account/account-area.fixtures.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../procedures/commerce-procedures.fixtures.ts';
import { tokenHash } from '../sessions/session-store.ts';
import { pickupReadyFrom } from './pickup-time.ts';

// §3/§4 ROPO ("reserve online, pick up offline") over HTTP: the session's basket of fixed
// slots (three in de-de, none in pl-pl), kept by the api, with frames from the seeded catalogue.

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  expected = procedures.expected;
  await seedBranches(procedures.db, { now: seedNow });
  await seedDemoCustomers(procedures.db, { now: seedNow });
});

afterAll(async () => {
  await procedures?.close();
});

const germany = getShopByCode('de-de');

interface Article {
  productId: number;
  variantId: number;
}

/** Whether the product's category path (its first category, as its `category` attribute) lies under `path`. */
function isUnder(product: ProductRow, path: string): boolean {
  const leaf = product.categoryIds[0];
  const category = expected.categoryByMasterPath(path);
  return leaf !== undefined && expected.lineOf(leaf).some((step) => step.id === category.id);
}

/** Variants of offered products under `path`, one per product, that are (or are not) sellable in de-de. */
function articles(path: string, sellable: boolean): Article[] {
  return expected.rows.products
    .filter((product) => isUnder(product, path) && expected.isOffered(product, germany))
    .flatMap((product) => {
      const variant = expected
        .variantsOf(product.id)
        .find((candidate) => expected.isSellable(candidate, germany) === sellable);
      return variant ? [{ productId: product.id, variantId: variant.id }] : [];
    });
}

const frames = () => articles('Eyewear|Frames', true);
const frame = (index: number): Article => {
  const found = frames()[index];
  if (!found) throw new Error(`The seed has fewer than ${index + 1} sellable frames in de-de`);
  return found;
};

type BasketState = z.output<typeof RopoBasketStateSchema>;
const idsOf = (state: BasketState) =>
  state.slots.map((slot) => (slot ? { productId: slot.product.id, variantId: slot.variant.id } : null));

/** Writes a visitor's stored slots as a page of an earlier day could have left them. */
async function storeSlots(visitor: Visitor, slots: (Article | null)[]): Promise<void> {
  const { rows } = await procedures.db.query<{ basket_key: string }>(
    'select basket_key from sessions where id_hash = $1',
    [tokenHash(visitor.sessionId!)],
  );
  const stored = slots.map(
    (slot) => slot && { product: { id: slot.productId }, variant: { id: slot.variantId } },
  );
  await procedures.db.query(
    `insert into ropo_baskets (shop_id, basket_key, slots) values (1001, $1, $2::jsonb)
     on conflict (shop_id, basket_key) do update set slots = excluded.slots`,
    [rows[0]!.basket_key, JSON.stringify(stored)],
  );
}

const contact = { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.de' };

describe('getRopoBasket (§3, §4 fixed slots)', () => {
  it("answers the shop's number of empty slots to a new visitor, without starting a session", async () => {
    const visitor = procedures.visitor('de-de');
    expect(await visitor.call('getRopoBasket', {})).toEqual({
      slots: [null, null, null],
      maxNumberOfArticles: 3,
    });
    expect(visitor.sessionId).toBeUndefined();
  });

  it('answers no slots in a shop without ROPO, and refuses changes there (403)', async () => {
    const visitor = procedures.visitor('pl-pl');
    expect(await visitor.call('getRopoBasket', undefined)).toEqual({ slots: [], maxNumberOfArticles: 0 });
    for (const [name, payload] of [
      ['addToRopoBasket', frame(0)],
      ['removeFromRopoBasket', { slot: 0 }],
      ['reserveRopoBasket', { branchId: '1501', contact, acceptedTerms: true }],
    ] as const) {
      const { status, error } = await visitor.fail(name, payload);
      expect(status).toBe(403);
      expect(error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a payload', async () => {
    const { status, error } = await procedures.visitor('de-de').fail('getRopoBasket', { slot: 1 });
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toEqual(['payload.slot']);
  });
});

describe('addToRopoBasket and removeFromRopoBasket (§4, §8)', () => {
  it('puts frames into the first empty slot, with product and variant, kept for the session', async () => {
    const visitor = procedures.visitor('de-de');
    const first = await visitor.call('addToRopoBasket', frame(0));
    expect(first).toMatchObject({ ok: true });
    expect(idsOf(first.basket)).toEqual([frame(0), null, null]);
    const second = await visitor.call('addToRopoBasket', frame(1));
    expect(idsOf(second.basket)).toEqual([frame(0), frame(1), null]);
    const kept = await visitor.call('getRopoBasket', {});
    expect(kept).toEqual(second.basket);
    expect(kept.slots[0]?.product.variants?.some((variant) => variant.id === frame(0).variantId)).toBe(true);
    expect(idsOf(await procedures.visitor('de-de').call('getRopoBasket', {}))).toEqual([null, null, null]);
  });

  it('answers a duplicate with ok: false and the basket unchanged', async () => {
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(0));
    await visitor.call('addToRopoBasket', frame(1));
    const again = await visitor.call('addToRopoBasket', { ...frame(1), slot: 2 });
    expect(again).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(idsOf(again.basket)).toEqual([frame(0), frame(1), null]);
  });

  it('answers a full basket with ok: false; a chosen slot replaces its frame even then', async () => {
    const visitor = procedures.visitor('de-de');
    for (const index of [0, 1, 2]) await visitor.call('addToRopoBasket', frame(index));
    const full = await visitor.call('addToRopoBasket', frame(3));
    expect(full).toMatchObject({ ok: false, reason: 'full' });
    expect(idsOf(full.basket)).toEqual([frame(0), frame(1), frame(2)]);
    const replaced = await visitor.call('addToRopoBasket', { ...frame(3), slot: 1 });
    expect(replaced.ok).toBe(true);
    expect(idsOf(replaced.basket)).toEqual([frame(0), frame(3), frame(2)]);
  });

  it('empties the slot removed and keeps the others where they are', async () => {
    const visitor = procedures.visitor('de-de');
    for (const index of [0, 1, 2]) await visitor.call('addToRopoBasket', frame(index));
    const after = await visitor.call('removeFromRopoBasket', { slot: 1 });
    expect(idsOf(after)).toEqual([frame(0), null, frame(2)]);
    const refilled = await visitor.call('addToRopoBasket', frame(4));
    expect(idsOf(refilled.basket)).toEqual([frame(0), frame(4), frame(2)]);
    expect(idsOf(await procedures.visitor('de-de').call('removeFromRopoBasket', { slot: 0 }))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('frees the slot of a frame the shop no longer offers', async () => {
    const gone = expected.rows.products.find(
      (product) => isUnder(product, 'Eyewear|Frames') && !expected.isOffered(product, germany),
    );
    if (!gone) throw new Error('The seed offers every frame in de-de');
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(0));
    await storeSlots(visitor, [
      { productId: gone.id, variantId: expected.variantsOf(gone.id)[0]!.id },
      frame(0),
      frame(1),
    ]);
    expect(idsOf(await visitor.call('getRopoBasket', {}))).toEqual([null, frame(0), frame(1)]);
    const added = await visitor.call('addToRopoBasket', frame(2));
    expect(added.ok).toBe(true);
    expect(idsOf(added.basket)).toEqual([frame(2), frame(0), frame(1)]);
  });

  it('refuses what is not a frame (422), not sellable (412) or not offered (404)', async () => {
    const [sunglasses] = articles('Eyewear|Sunglasses', true);
    const [unsellable] = articles('Eyewear|Frames', false);
    const visitor = procedures.visitor('de-de');
    const cases = [
      [sunglasses!, 422, 'UNPROCESSABLE', 'payload.productId'],
      [unsellable!, 412, 'PRECONDITION_FAILED', 'payload.variantId'],
      [
        { productId: frame(0).productId, variantId: frame(1).variantId },
        404,
        'NOT_FOUND',
        'payload.variantId',
      ],
      [{ productId: 99_999_999, variantId: 1 }, 404, 'NOT_FOUND', undefined],
    ] as const;
    for (const [article, status, code, field] of cases) {
      const failure = await visitor.fail('addToRopoBasket', article);
      expect(failure.status, JSON.stringify(article)).toBe(status);
      expect(failure.error.code).toBe(code);
      expect(failure.error.details?.[0]?.field).toBe(field);
    }
    expect(idsOf(await visitor.call('getRopoBasket', {}))).toEqual([null, null, null]);
  });

  it.each([
    ['addToRopoBasket', { ...{ productId: 1, variantId: 2 }, slot: 3 }, 'payload.slot'],
    ['addToRopoBasket', { productId: 1, variantId: 2, slot: 21 }, 'payload.slot'],
    ['addToRopoBasket', { productId: 0, variantId: 2 }, 'payload.productId'],
    ['addToRopoBasket', { productId: 1, variantId: 2, quantity: 1 }, 'payload.quantity'],
    ['removeFromRopoBasket', { slot: 3 }, 'payload.slot'],
    ['removeFromRopoBasket', { slot: -1 }, 'payload.slot'],
    ['removeFromRopoBasket', {}, 'payload.slot'],
  ] as const)('%s refuses %j with a 400 naming %s', async (name, payload, field) => {
    const { status, error } = await procedures.visitor('de-de').fail(name, payload);
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});

describe('reserveRopoBasket', () => {
  it('reserves the frames for pickup at a ROPO branch, stores the reservation and empties the basket', async () => {
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(0));
    await visitor.call('addToRopoBasket', frame(1));
    const answer = await visitor.call('reserveRopoBasket', {
      branchId: '1102',
      contact,
      acceptedTerms: true,
    });
    const hamburg = branchDirectory().find((branch) => branch.id === '1102')!;
    expect(answer).toEqual({
      reservationId: expect.stringMatching(/^R-[2-9A-HJ-NP-Z]{8}$/) as string,
      branchId: '1102',
      readyFrom: pickupReadyFrom(hamburg, seedNow).toISOString(),
    });
    const { rows } = await procedures.db.query<{
      branch_id: string;
      customer_id: number | null;
      contact: unknown;
      items: Article[];
    }>('select branch_id, customer_id, contact, items from ropo_reservations where id = $1', [
      answer.reservationId,
    ]);
    expect(rows[0]).toMatchObject({ branch_id: '1102', customer_id: null, contact });
    expect(rows[0]?.items.map(({ productId, variantId }) => ({ productId, variantId }))).toEqual([
      frame(0),
      frame(1),
    ]);
    expect(idsOf(await visitor.call('getRopoBasket', {}))).toEqual([null, null, null]);
    const again = await visitor.fail('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true });
    expect(again.status).toBe(409);
    expect(again.error.code).toBe('CONFLICT');
  });

  it('keeps the signed-in customer with the reservation', async () => {
    const anna = demoCustomers['de-de'].find((person) => person.kind === 'verified')!;
    const visitor = procedures.visitor('de-de');
    await visitor.call('signIn', { email: anna.email, password: demoCustomerPassword });
    await visitor.call('addToRopoBasket', frame(2));
    const answer = await visitor.call('reserveRopoBasket', {
      branchId: '1101',
      contact,
      acceptedTerms: true,
    });
    const { rows } = await procedures.db.query<{ email: string }>(
      'select c.email from ropo_reservations r join customers c on c.id = r.customer_id where r.id = $1',
      [answer.reservationId],
    );
    expect(rows).toEqual([{ email: anna.email }]);
  });

  it('refuses a branch that takes no reservations (422) and a branch of another market (404)', async () => {
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(0));
    const dresden = await visitor.fail('reserveRopoBasket', {
      branchId: '1109',
      contact,
      acceptedTerms: true,
    });
    expect(dresden.status).toBe(422);
    expect(dresden.error.details).toEqual([
      { field: 'payload.branchId', message: 'Branch 1109 does not take reservations for pickup' },
    ]);
    const vienna = await visitor.fail('reserveRopoBasket', {
      branchId: '1201',
      contact,
      acceptedTerms: true,
    });
    expect(vienna.status).toBe(404);
    expect(idsOf(await visitor.call('getRopoBasket', {}))).toEqual([frame(0), null, null]);
  });

  it('refuses an empty basket, of a visitor without a session too (409)', async () => {
    const { status, error } = await procedures
      .visitor('de-de')
      .fail('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true });
    expect(status).toBe(409);
    expect(error.message).toBe('The ROPO basket is empty: add frames before reserving');
  });

  it('refuses frames that are no longer sellable (412 naming their slots) and reserves nothing', async () => {
    const [unsellable] = articles('Eyewear|Frames', false);
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(0));
    await storeSlots(visitor, [frame(0), null, unsellable!]);
    const { status, error } = await visitor.fail('reserveRopoBasket', {
      branchId: '1102',
      contact,
      acceptedTerms: true,
    });
    expect(status).toBe(412);
    expect(error.details?.map((detail) => detail.field)).toEqual(['basket.slots.2']);
    expect(idsOf(await visitor.call('getRopoBasket', {}))).toEqual([frame(0), null, unsellable]);
  });

  it.each([
    [{ acceptedTerms: false }, 'payload.acceptedTerms'],
    [{ contact: undefined }, 'payload.contact'],
    [{ contact: { ...contact, email: 'jana' } }, 'payload.contact.email'],
    [{ contact: { ...contact, note: 'blue' } }, 'payload.contact.note'],
    [{ branchId: 'Hamburg' }, 'payload.branchId'],
    [{ pickupAt: '2025-07-03' }, 'payload.pickupAt'],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const { status, error } = await procedures
      .visitor('de-de')
      .fail('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true, ...change });
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});

describe('getRopoReservations (the account’s reservations)', () => {
  /** A frame's name as the ROPO basket shows it, which the reservation keeps. */
  const nameOf = (state: BasketState, slot: number) => {
    const product = state.slots[slot]!.product;
    return attributeLabel(product.attributes, 'name') ?? product.referenceKey;
  };

  it('lists the signed-in customer’s reservations, newest first, with branch, pickup time and frames', async () => {
    const { visitor } = await registeredAccount(procedures, { verified: true });
    expect(await visitor.call('getRopoReservations', {})).toEqual([]);
    await visitor.call('addToRopoBasket', frame(0));
    const { basket } = await visitor.call('addToRopoBasket', frame(1));
    const first = await visitor.call('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true });
    const { basket: later } = await visitor.call('addToRopoBasket', frame(2));
    const second = await visitor.call('reserveRopoBasket', {
      branchId: '1101',
      contact,
      acceptedTerms: true,
    });
    // The first one a minute older, so the order does not hang on two inserts' clock readings.
    await procedures.db.query(
      `update ropo_reservations set created_at = created_at - interval '1 minute' where id = $1`,
      [first.reservationId],
    );

    const listed = await visitor.call('getRopoReservations', undefined);
    const { rows } = await procedures.db.query<{ id: string; created_at: Date }>(
      'select id, created_at from ropo_reservations where id = any($1) order by created_at desc',
      [[first.reservationId, second.reservationId]],
    );
    expect(listed).toEqual([
      {
        id: second.reservationId,
        branchId: '1101',
        createdAt: rows[0]!.created_at.toISOString(),
        readyFrom: second.readyFrom,
        items: [{ ...frame(2), name: nameOf(later, 0) }],
      },
      {
        id: first.reservationId,
        branchId: '1102',
        createdAt: rows[1]!.created_at.toISOString(),
        readyFrom: first.readyFrom,
        items: [
          { ...frame(0), name: nameOf(basket, 0) },
          { ...frame(1), name: nameOf(basket, 1) },
        ],
      },
    ]);
    const hamburg = branchDirectory().find((branch) => branch.id === '1102')!;
    expect(listed[1]!.readyFrom).toBe(pickupReadyFrom(hamburg, seedNow).toISOString());
  });

  it('never answers the contact given with a reservation', async () => {
    const { visitor } = await registeredAccount(procedures, { verified: true });
    await visitor.call('addToRopoBasket', frame(0));
    await visitor.call('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true });
    const answer = await visitor.send('getRopoReservations', {});
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('R-');
    for (const secret of ['contact', contact.email, contact.lastName, 'referenceKey']) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows a reservation to its customer only: not to another customer, and a visitor must sign in (401)', async () => {
    const owner = await registeredAccount(procedures, { verified: true });
    await owner.visitor.call('addToRopoBasket', frame(0));
    const { reservationId } = await owner.visitor.call('reserveRopoBasket', {
      branchId: '1102',
      contact,
      acceptedTerms: true,
    });
    expect((await owner.visitor.call('getRopoReservations', {})).map((listed) => listed.id)).toEqual([
      reservationId,
    ]);

    const other = await registeredAccount(procedures, { verified: true });
    expect(await other.visitor.call('getRopoReservations', {})).toEqual([]);

    // A visitor's own reservation, made without signing in, belongs to no account.
    const visitor = procedures.visitor('de-de');
    await visitor.call('addToRopoBasket', frame(1));
    await visitor.call('reserveRopoBasket', { branchId: '1102', contact, acceptedTerms: true });
    const { status, error } = await visitor.fail('getRopoReservations', {});
    expect(status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('lists only the reservations of the shop asked', async () => {
    const { visitor, customerId } = await registeredAccount(procedures, { verified: true });
    await visitor.call('addToRopoBasket', frame(0));
    const { reservationId } = await visitor.call('reserveRopoBasket', {
      branchId: '1102',
      contact,
      acceptedTerms: true,
    });
    // The same customer id under another shop (de-at, branch Vienna), as another shop would store it.
    await procedures.db.query(
      `insert into ropo_reservations (id, shop_id, branch_id, customer_id, contact, items, ready_from)
       values ('R-ZZZZ2222', $1, '1201', $2, $3::jsonb, $4::jsonb, now())`,
      [
        getShopByCode('de-at').shopId,
        customerId,
        JSON.stringify(contact),
        JSON.stringify([{ ...frame(1), referenceKey: 'frame-1', name: 'Brille aus Wien' }]),
      ],
    );
    expect((await visitor.call('getRopoReservations', {})).map((listed) => listed.id)).toEqual([
      reservationId,
    ]);
  });
});
