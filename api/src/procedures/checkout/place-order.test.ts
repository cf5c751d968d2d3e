import { randomUUID } from 'node:crypto';
import {
  contactLensBasketItem,
  contactLensParametersOf,
  isSubscriptionEligible,
  prescriptionTypeItem,
  rxBundleMasterKeys,
} from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketSeed } from '../basket/basket-seed.fixtures.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import {
  addresses,
  basketKeyOf,
  basketLinesOf,
  fillBasket,
  guestVisitor,
  orderPayload,
  sandboxStep,
  stockOf,
  variantSupply,
} from './checkout-test-setup.fixtures.ts';

let procedures: CommerceProcedures;
let nextVariant: ReturnType<typeof variantSupply>;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  nextVariant = variantSupply(procedures);
});

afterAll(async () => {
  await procedures?.close();
});

async function signedInVisitor(): Promise<Visitor> {
  const visitor = procedures.visitor('de-de');
  await visitor.call('register', {
    firstName: 'Anna',
    lastName: 'Schmidt',
    email: `anna-${randomUUID()}@example.com`,
    password: 'Brille!2024',
    acceptedTerms: true,
  });
  return visitor;
}

/** A visitor of the kind asked for, with one in-stock variant in the basket. */
async function withBasket(visitor: Visitor, quantity = 1) {
  const variant = nextVariant(visitor.shop);
  const [itemKey] = await fillBasket(procedures, visitor, [{ variantId: variant.id, quantity }]);
  return { variant, itemKey: itemKey! };
}

describe('placeOrder places the session’s basket', () => {
  it('for a signed-in customer: priced from the catalogue, stock taken, basket emptied; invoice is confirmed at once', async () => {
    const visitor = await signedInVisitor();
    const { variant } = await withBasket(visitor, 2);
    const stock = await stockOf(procedures.db, variant.id);
    const placed = await visitor.call('placeOrder', orderPayload(visitor.shop));
    expect(placed.next).toEqual({ type: 'confirmed' });
    expect(String(placed.orderId)).toMatch(/^\d{12}$/);
    expect(await stockOf(procedures.db, variant.id)).toBe(stock - 2);
    expect(await basketLinesOf(procedures, visitor)).toEqual([]);

    const { order, customer, paymentStatus } = await visitor.call('getOrderDataByCbd', {
      cbdToken: placed.cbdToken,
    });
    const unit = procedures.expected.price(variant.id, visitor.shop)!;
    expect(order.items.map((item) => [item.variant.id, item.price.withTax])).toEqual([
      [variant.id, unit],
      [variant.id, unit],
    ]);
    expect(order.cost.withTax).toBe(2 * unit + (2 * unit >= 4900 ? 0 : 495));
    expect(order.confirmedAt).not.toBeNull();
    expect(order.payment).toEqual([{ key: 'ratepay_invoice' }]);
    expect(paymentStatus).toBe('deferred');
    expect(customer).toMatchObject({
      status: { isGuestCustomer: false },
      firstName: 'Anna',
      address: { billing: { street: 'Hauptstraße', houseNumber: '12a', city: 'Hamburg' } },
    });
  });

  it('for a guest (§6): the order names the guest as the billing address does; PayPal goes on to the sandbox', async () => {
    const visitor = await guestVisitor(procedures);
    await withBasket(visitor);
    const shippingAddress = { ...addresses['de-de'], street: 'Jungfernstieg', zipCode: '20354' };
    const placed = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { paymentMethod: 'paypal_instant', shippingAddress }),
    );
    expect(sandboxStep(placed.next)).toEqual({
      cbdToken: placed.cbdToken,
      step: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
    });
    const { order, customer, paymentStatus } = await visitor.call('getOrderDataByCbd', {
      cbdToken: placed.cbdToken,
    });
    expect(paymentStatus).toBe('pending');
    expect(order.confirmedAt).toBeNull();
    expect(customer).toMatchObject({
      status: { isGuestCustomer: true },
      firstName: 'Anna',
      lastName: 'Schmidt',
      email: expect.stringMatching(/^guest-.*@example\.com$/) as string,
      address: { billing: { street: 'Hauptstraße' }, shipping: { zipCode: '20354' } },
    });
    expect(procedures.logs).toContainEqual(
      expect.objectContaining({
        rpc: 'placeOrder',
        msg: 'order placed',
        orderId: placed.orderId,
        paymentProvider: 'sandbox',
      }),
    );
  });

  it('charges cash on delivery’s fee in Poland and confirms the order at once', async () => {
    const visitor = await guestVisitor(procedures, 'pl-pl');
    const { variant } = await withBasket(visitor);
    const placed = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { deliveryMethod: 'INPOST_PL', paymentMethod: 'cash_on_delivery' }),
    );
    expect(placed.next).toEqual({ type: 'confirmed' });
    const { order } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    const unit = procedures.expected.price(variant.id, visitor.shop)!;
    const delivery = unit >= 19_900 ? 0 : 1499;
    expect(order.cost.withTax).toBe(unit + delivery + 900);
    expect(order.cost.appliedFees).toContainEqual(
      expect.objectContaining({
        category: 'payment',
        key: 'cash_on_delivery',
        amount: expect.objectContaining({ withTax: 900 }) as unknown,
      }),
    );
  });

  it('never takes a price from the client: the payload has no price, and the order costs the catalogue’s', async () => {
    const visitor = await guestVisitor(procedures);
    const { variant } = await withBasket(visitor);
    const refused = await visitor.fail('placeOrder', {
      ...orderPayload(visitor.shop),
      total: { withTax: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.details).toEqual([{ field: 'payload.total', message: 'Unknown field' }]);
    const placed = await visitor.call('placeOrder', orderPayload(visitor.shop));
    const { order } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(order.items[0]?.price.withTax).toBe(procedures.expected.price(variant.id, visitor.shop));
  });
});

describe('the account keeps its first order’s addresses for the next checkout', () => {
  it('a customer without kept addresses gets both; a later order changes nothing', async () => {
    const visitor = await signedInVisitor();
    expect((await visitor.call('getUserInfo', {})).address).toBeUndefined();
    await withBasket(visitor);
    const shippingAddress = { ...addresses['de-de'], street: 'Jungfernstieg', zipCode: '20354' };
    await visitor.call('placeOrder', orderPayload(visitor.shop, { shippingAddress }));
    const kept = {
      billing: { ...addresses['de-de'], countryCode: 'DEU' },
      shipping: { ...shippingAddress, countryCode: 'DEU' },
    };
    expect((await visitor.call('getUserInfo', {})).address).toEqual(kept);

    await withBasket(visitor);
    const elsewhere = { ...addresses['de-de'], street: 'Mönckebergstraße', houseNumber: '1' };
    await visitor.call('placeOrder', orderPayload(visitor.shop, { billingAddress: elsewhere }));
    expect((await visitor.call('getUserInfo', {})).address).toEqual(kept);
  });

  it('a guest has no account to keep them in', async () => {
    const visitor = await guestVisitor(procedures);
    await withBasket(visitor);
    await visitor.call('placeOrder', orderPayload(visitor.shop));
    expect((await visitor.call('getUserInfo', {})).address).toBeUndefined();
  });
});

describe('placeOrder remembers the session that placed the order', () => {
  const placementOf = async (cbdToken: string) =>
    (
      await procedures.db.query<Record<string, unknown>>(
        'select * from order_placements where cbd_token_hash = $1',
        [tokenHash(cbdToken)],
      )
    ).rows;

  it('by the hashes of its id and of the success token only, its payment step unused', async () => {
    const visitor = await guestVisitor(procedures);
    await withBasket(visitor);
    const placed = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { paymentMethod: 'paypal_instant' }),
    );
    const rows = await placementOf(placed.cbdToken);
    expect(rows).toEqual([
      expect.objectContaining({
        shop_id: visitor.shop.shopId,
        session_id_hash: tokenHash(visitor.sessionId!),
        payment_step_outcome: null,
        payment_step_used_at: null,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(placed.cbdToken);
    expect(JSON.stringify(rows)).not.toContain(visitor.sessionId);
  });

  it('the same key again keeps the first placement and leads to the same payment step', async () => {
    const visitor = await guestVisitor(procedures);
    await withBasket(visitor);
    const payload = orderPayload(visitor.shop, { paymentMethod: 'paypal_instant' });
    const first = await visitor.call('placeOrder', payload);
    const before = await placementOf(first.cbdToken);
    const second = await visitor.call('placeOrder', payload);
    expect(second).toEqual(first);
    expect(await placementOf(first.cbdToken)).toEqual(before);
  });
});

describe('placeOrder is idempotent by its key', () => {
  it('answers the same order for the same key twice, taking the stock once', async () => {
    const visitor = await guestVisitor(procedures);
    const { variant } = await withBasket(visitor);
    const stock = await stockOf(procedures.db, variant.id);
    const payload = orderPayload(visitor.shop, { paymentMethod: 'paypal_instant' });
    const first = await visitor.call('placeOrder', payload);
    const second = await visitor.call('placeOrder', payload);
    expect(second).toEqual(first);
    expect(await stockOf(procedures.db, variant.id)).toBe(stock - 1);
  });

  it('refuses the same key with another body: 422 naming the key', async () => {
    const visitor = await guestVisitor(procedures);
    await withBasket(visitor);
    const payload = orderPayload(visitor.shop);
    await visitor.call('placeOrder', payload);
    const failure = await visitor.fail('placeOrder', { ...payload, paymentMethod: 'klarna_paylater' });
    expect(failure.status).toBe(422);
    expect(failure.error).toMatchObject({
      code: 'UNPROCESSABLE',
      details: [{ field: 'payload.idempotencyKey', message: expect.any(String) as string }],
    });
  });
});

describe('placeOrder refusals', () => {
  it.each([
    ['a visitor without a session', () => Promise.resolve(procedures.visitor('de-de'))],
    [
      'a visitor who signed out',
      async () => {
        const visitor = await signedInVisitor();
        await withBasket(visitor);
        await visitor.call('signOut', {});
        return visitor;
      },
    ],
  ])('§6: %s is 401 UNAUTHENTICATED', async (_case, make) => {
    const visitor = await make();
    const failure = await visitor.fail('placeOrder', orderPayload(visitor.shop));
    expect(failure.status).toBe(401);
    expect(failure.error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['never filled', () => Promise.resolve()],
    [
      'emptied',
      async (visitor: Visitor) => {
        await procedures.commerce.forShop(visitor.shop).basket.get(await basketKeyOf(procedures, visitor));
      },
    ],
  ])('an empty basket (%s) is 412 naming the basket', async (_case, prepare) => {
    const visitor = await guestVisitor(procedures);
    await prepare(visitor);
    const failure = await visitor.fail('placeOrder', orderPayload(visitor.shop));
    expect(failure.status).toBe(412);
    expect(failure.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'The basket is empty',
      details: [{ field: 'basket', message: expect.any(String) as string }],
    });
  });

  it('an item sold out meanwhile is 412 naming the basket item; nothing is ordered or taken (§8 412)', async () => {
    const visitor = await guestVisitor(procedures);
    const { variant, itemKey } = await withBasket(visitor, 2);
    const stock = await stockOf(procedures.db, variant.id);
    await procedures.db.query('update variants set stock = 1 where id = $1', [variant.id]);
    try {
      const failure = await visitor.fail('placeOrder', orderPayload(visitor.shop));
      expect(failure.status).toBe(412);
      expect(failure.error.details).toEqual([
        { field: `basket.items.${itemKey}`, message: expect.stringContaining(String(variant.id)) as string },
      ]);
      expect(await stockOf(procedures.db, variant.id)).toBe(1);
      expect(await basketLinesOf(procedures, visitor)).toEqual([{ variantId: variant.id, quantity: 2 }]);
    } finally {
      await procedures.db.query('update variants set stock = $2 where id = $1', [variant.id, stock]);
    }
  });

  it.each([
    [
      'a zip code §5 refuses',
      { billingAddress: { ...addresses['de-de'], zipCode: '2009X' } },
      'payload.billingAddress.zipCode',
    ],
    [
      'a name with digits (§5)',
      { shippingAddress: { ...addresses['de-de'], firstName: 'Anna2' } },
      'payload.shippingAddress.firstName',
    ],
    [
      'a blank street',
      { billingAddress: { ...addresses['de-de'], street: '  ' } },
      'payload.billingAddress.street',
    ],
    [
      'an unknown address field',
      { billingAddress: { ...addresses['de-de'], country: 'DE' } },
      'payload.billingAddress.country',
    ],
    ['card data, which the shop never takes', { cardNumber: '4111111111111111' }, 'payload.cardNumber'],
    ['terms not accepted', { acceptedTerms: false }, 'payload.acceptedTerms'],
    ['a key that is no UUID', { idempotencyKey: 'again' }, 'payload.idempotencyKey'],
    ['a carrier outside §9', { deliveryMethod: 'UPS' }, 'payload.deliveryMethod'],
    ['a carrier of another market (§9)', { deliveryMethod: 'POST_CH' }, 'payload.deliveryMethod'],
    ['a payment method of another market (§9)', { paymentMethod: 'twint' }, 'payload.paymentMethod'],
  ])('refuses %s: 400 naming the field, nothing ordered', async (_case, overrides, field) => {
    const visitor = await guestVisitor(procedures);
    const { variant } = await withBasket(visitor);
    const failure = await visitor.fail('placeOrder', { ...orderPayload(visitor.shop), ...overrides });
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
    expect(await basketLinesOf(procedures, visitor)).toEqual([{ variantId: variant.id, quantity: 1 }]);
  });
});

describe('§3/§5 an order keeps what was configured', () => {
  const prescriptionValues = { right: { sphere: -1.25, pd: 31 }, left: { sphere: -1.5, pd: 31.5 } };

  it('prescription glasses: the frame with its values and configuration, and its four lens options', async () => {
    const visitor = await signedInVisitor();
    const frame = nextVariant(
      visitor.shop,
      (variant) => procedures.expected.product(variant.productId).productCategory === 'glasses',
    );
    const [main, ...lenses] = new BasketSeed(procedures.expected, visitor.shop).rxGroup(frame, randomUUID());
    const configurationItems = [prescriptionTypeItem('type_ei')];
    await visitor.call('addItemsToBasket', {
      items: [{ ...main!, customData: { configurationItems, prescriptionValues } }, ...lenses],
    });
    const placed = await visitor.call('placeOrder', orderPayload(visitor.shop));
    const { order } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(order.items).toHaveLength(5);
    expect(order.items.find((item) => item.variant.id === frame.id)?.customData).toMatchObject({
      configurationItems,
      prescriptionValues,
    });
    expect(order.items.flatMap((item) => item.customData?.rxSubItemInfo?.masterKey ?? []).sort()).toEqual(
      [...rxBundleMasterKeys].sort(),
    );
  });

  it('contact lenses on the saving subscription: the order keeps packs and values per eye and starts the subscription', async () => {
    const visitor = await signedInVisitor();
    const lens = nextVariant(visitor.shop, (variant) => {
      const product = procedures.expected.product(variant.productId);
      return isSubscriptionEligible(product) && contactLensParametersOf(product) !== undefined;
    });
    const parameters = contactLensParametersOf(procedures.expected.product(lens.productId))!;
    const eye = (sphere: number) => ({
      sphere,
      baseCurve: parameters.baseCurves[0]!,
      diameter: parameters.diameters[0]!,
      ...(parameters.cylinders && { cylinder: parameters.cylinders[0]!, axis: 90 }),
      ...(parameters.additions && { addition: parameters.additions[0]! }),
      ...(parameters.colours && { contactLensColor: parameters.colours[0]! }),
    });
    const order = {
      variantId: lens.id,
      right: { values: eye(-2), packs: 2 },
      left: { values: eye(-1.5), packs: 1 },
      subscriptionMonths: 6 as const,
    };
    await visitor.call('addItemsToBasket', { items: [contactLensBasketItem(order, randomUUID())] });
    const placed = await visitor.call('placeOrder', orderPayload(visitor.shop));
    const { order: stored } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(stored.items).toHaveLength(3);
    expect(stored.items[0]?.customData).toMatchObject({ quantity: { right: 2, left: 1 } });
    const { rows } = await procedures.db.query<{ quantity: number; interval_months: number }>(
      'select quantity, interval_months, packs_per_eye from subscriptions where order_id = $1',
      [placed.orderId],
    );
    expect(rows).toEqual([{ quantity: 3, interval_months: 6, packs_per_eye: { right: 2, left: 1 } }]);
  });

  it('refuses the saving subscription to a guest: 412 naming the customer, nothing ordered', async () => {
    const visitor = await guestVisitor(procedures);
    const lens = nextVariant(visitor.shop, (variant) => {
      const product = procedures.expected.product(variant.productId);
      return isSubscriptionEligible(product) && contactLensParametersOf(product)?.colours === undefined;
    });
    const parameters = contactLensParametersOf(procedures.expected.product(lens.productId))!;
    const values = {
      sphere: -2,
      baseCurve: parameters.baseCurves[0]!,
      diameter: parameters.diameters[0]!,
      ...(parameters.cylinders && { cylinder: parameters.cylinders[0]!, axis: 90 }),
      ...(parameters.additions && { addition: parameters.additions[0]! }),
    };
    const item = contactLensBasketItem(
      { variantId: lens.id, right: { values, packs: 1 }, left: { values, packs: 1 }, subscriptionMonths: 3 },
      randomUUID(),
    );
    await visitor.call('addItemsToBasket', { items: [item] });
    const refused = await visitor.fail('placeOrder', orderPayload(visitor.shop));
    expect(refused.status).toBe(412);
    expect(refused.error.details?.map((detail) => detail.field)).toEqual(['customer']);
    expect(await basketLinesOf(procedures, visitor)).toHaveLength(1);
  });
});
