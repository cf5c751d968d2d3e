import { describe, expect, it } from 'vitest';
import { RpcError } from '@lumen/domain';
import type { RpcResponse } from '@lumen/domain';
import { basket, line } from '../basket/basket-sample.fixtures.ts';
import {
  basketChangedSince,
  checkoutTotals,
  defaultDeliveryMethod,
  newIdempotencyKey,
  placeOrderFailureOf,
} from './checkout-model.ts';

const estimate = { min: '2026-12-01', max: '2026-12-03' };
const atOptions: RpcResponse<'getCheckoutOptions'> = {
  deliveryMethods: [
    { key: 'DHL', price: { withTax: 590 }, estimate },
    { key: 'POST_AT', price: { withTax: 490 }, estimate },
  ],
  paymentMethods: [
    { key: 'paypal_instant', fee: { withTax: 0 } },
    { key: 'ratepay_invoice', fee: { withTax: 150 } },
  ],
};

describe('§9 what the order will cost: the basket, the chosen carrier and the payment fee', () => {
  const items = basket([line({ key: 'a', total: 12900 })]);
  it.each([
    ['nothing chosen yet: the basket alone', undefined, undefined, null, 0, 12900],
    ['Austrian Post, PayPal', 'POST_AT', 'paypal_instant', 490, 0, 13390],
    ['DHL, invoice with its fee', 'DHL', 'ratepay_invoice', 590, 150, 13640],
  ] as const)('%s', (_case, deliveryMethod, paymentMethod, delivery, paymentFee, total) => {
    const totals = checkoutTotals(items, atOptions, { deliveryMethod, paymentMethod }, 'AT');
    expect(totals).toMatchObject({ subtotal: 12900, delivery, paymentFee, total });
  });
});

describe('the carrier a checkout starts with', () => {
  it('is the cheapest of the market', () => {
    expect(defaultDeliveryMethod(atOptions)).toBe('POST_AT');
  });
  it('is the first of equally priced ones', () => {
    const same = {
      ...atOptions,
      deliveryMethods: atOptions.deliveryMethods.map((m) => ({ ...m, price: { withTax: 0 } })),
    };
    expect(defaultDeliveryMethod(same)).toBe('DHL');
  });
  it('is none where the market has none', () => {
    expect(defaultDeliveryMethod({ ...atOptions, deliveryMethods: [] })).toBeUndefined();
  });
});

describe('§2 a change since the review is shown before the order is placed', () => {
  const shown = basket([line({ key: 'a', total: 12900 }), line({ key: 'b', total: 5900 })]);
  it.each([
    ['the same basket read again', shown, false],
    ['a price changed', basket([line({ key: 'a', total: 11900 }), line({ key: 'b', total: 5900 })]), true],
    [
      'a quantity changed',
      basket([line({ key: 'a', total: 12900 }), line({ key: 'b', quantity: 2, total: 11800 })]),
      true,
    ],
    ['an item left', basket([line({ key: 'a', total: 12900 })]), true],
    ['an item came (another tab)', basket([...shown.items, line({ key: 'c', total: 100 })]), true],
    ['a voucher changed the total only', basket(shown.items, { withTax: 16000 }), true],
  ])('%s: %s', (_case, current, changed) => {
    expect(basketChangedSince(shown, current)).toBe(changed);
  });

  it('an item that became unavailable', () => {
    const [first, second] = shown.items;
    if (!first || !second) throw new Error('two items expected');
    const current = { ...shown, items: [first, { ...second, status: 'unavailable' as const }] };
    expect(basketChangedSince(shown, current)).toBe(true);
  });
});

describe('what a failed placeOrder tells the shopper', () => {
  const refused = (status: number, field?: string) =>
    new RpcError({
      code: 'BAD_REQUEST',
      status,
      message: 'refused',
      ...(field && { details: [{ field, message: 'refused' }] }),
    });
  it.each([
    ['the session ended (401)', refused(401), 'signedOut'],
    ['an item ran out or the basket is empty (412)', refused(412, 'basket.items.a'), 'basketChanged'],
    ['the basket changed while placing (409)', refused(409), 'basketChanged'],
    [
      'a guest ordering on the saving subscription (412 naming the customer)',
      refused(412, 'customer'),
      'needsAccount',
    ],
    ['the carrier is not offered any more (400)', refused(400, 'payload.deliveryMethod'), 'optionsChanged'],
    [
      'the payment method is not offered any more (400)',
      refused(400, 'payload.paymentMethod'),
      'optionsChanged',
    ],
    ['another body under the same key (422)', refused(422, 'payload.idempotencyKey'), 'failed'],
    ['the api failing (503)', refused(503), 'failed'],
    ['the network failing', new TypeError('Failed to fetch'), 'failed'],
  ])('%s', (_case, error, kind) => {
    expect(placeOrderFailureOf(error)).toEqual({ kind });
  });
});

describe('the idempotency key of placeOrder', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('is the browser’s own UUID where there is one', () => {
    expect(
      newIdempotencyKey({
        randomUUID: () => '0b7e3a52-3c2d-4f1e-9a6b-1d2c3e4f5a6b',
        getRandomValues: (bytes) => bytes,
      }),
    ).toBe('0b7e3a52-3c2d-4f1e-9a6b-1d2c3e4f5a6b');
  });
  it('is a UUID v4 made from random bytes over plain http (no randomUUID)', () => {
    const fill = (bytes: Uint8Array) => bytes.fill(0xff);
    const key = newIdempotencyKey({ getRandomValues: fill });
    expect(key).toMatch(uuidV4);
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
  it('differs from one order to the next', () => {
    const insecure = { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes) };
    expect(newIdempotencyKey(insecure)).not.toBe(newIdempotencyKey(insecure));
  });
});
