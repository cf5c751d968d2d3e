import { randomUUID } from 'node:crypto';
import { formatPrice } from '@lumen/domain';
import type { CarrierKey, PaymentMethodKey, ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import {
  fillBasket,
  guestVisitor,
  orderPayload,
  sandboxStep,
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

interface OutboxRow {
  id: number;
  shop_id: number;
  recipient: string;
  subject: string;
  body: string;
  once_key: string | null;
}

/** The order confirmations queued for an order. */
async function confirmationsOf(orderId: number): Promise<OutboxRow[]> {
  const { rows } = await procedures.db.query<OutboxRow>(
    `select id, shop_id, recipient, subject, body, once_key from mail_outbox
      where kind = 'order_confirmation' and once_key = $1 order by id`,
    [String(orderId)],
  );
  return rows;
}

async function signedInVisitor(shopCode: ShopCode = 'de-de'): Promise<{ visitor: Visitor; email: string }> {
  const visitor = procedures.visitor(shopCode);
  const email = `anna-${randomUUID()}@example.com`;
  await visitor.call('register', {
    firstName: 'Anna',
    lastName: 'Schmidt',
    email,
    password: 'Brille!2024',
    acceptedTerms: true,
  });
  return { visitor, email };
}

/** Places the visitor's order of one in-stock variant, paid with `method`. */
async function placeWith(visitor: Visitor, method: PaymentMethodKey, deliveryMethod?: CarrierKey) {
  const variant = nextVariant(visitor.shop);
  await fillBasket(procedures, visitor, [{ variantId: variant.id, quantity: 1 }]);
  const payload = orderPayload(visitor.shop, {
    paymentMethod: method,
    ...(deliveryMethod ? { deliveryMethod } : {}),
  });
  const placed = await visitor.call('placeOrder', payload);
  return { payload, placed };
}

describe('the order confirmation of an order confirmed at once', () => {
  it('an invoice order queues one mail to the account’s email, with the order number and total; placing it again queues no second', async () => {
    const { visitor, email } = await signedInVisitor();
    const { payload, placed } = await placeWith(visitor, 'ratepay_invoice');
    expect(placed.next).toEqual({ type: 'confirmed' });
    const { order } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });

    const [mail, ...more] = await confirmationsOf(placed.orderId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ shop_id: visitor.shop.shopId, recipient: email });
    expect(mail!.subject).toContain(String(placed.orderId));
    expect(mail!.body).toContain(`Gesamtsumme: ${formatPrice(order.cost.withTax, visitor.shop)}`);
    expect(mail!.body).toContain(`/account/orders/${placed.orderId}/`);
    expect(mail!.body).toMatch(/^Hallo Anna,\n\n/);

    // The same key again answers the same order, which is confirmed: the outbox holds its one mail.
    expect(await visitor.call('placeOrder', payload)).toEqual(placed);
    expect(await confirmationsOf(placed.orderId)).toHaveLength(1);

    // The log names the outbox row only: neither the recipient nor the text.
    const queued = procedures.logs.filter(
      (line) => line['msg'] === 'mail queued' && JSON.stringify(line).includes('order_confirmation'),
    );
    expect(queued).toContainEqual(
      expect.objectContaining({
        mail: { outboxId: mail!.id, shopId: visitor.shop.shopId, kind: 'order_confirmation' },
      }),
    );
    const logged = JSON.stringify(procedures.logs);
    expect(logged).not.toContain(mail!.subject);
    expect(logged).not.toContain('Gesamtsumme');
  });

  it('a guest’s cash-on-delivery order in Poland goes to the guest’s email, in Polish, with the status lookup', async () => {
    const visitor = await guestVisitor(procedures, 'pl-pl');
    const { placed } = await placeWith(visitor, 'cash_on_delivery', 'INPOST_PL');
    expect(placed.next).toEqual({ type: 'confirmed' });
    const { order, customer } = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    const [mail, ...more] = await confirmationsOf(placed.orderId);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe(customer!.email);
    expect(mail!.subject).toBe(`Potwierdzenie zamówienia nr ${placed.orderId}`);
    expect(mail!.body).toContain(`Razem: ${formatPrice(order.cost.withTax, visitor.shop)}`);
    expect(mail!.body).toContain('Metoda płatności: Płatność przy odbiorze');
    expect(mail!.body).toContain('http://pl-pl.localhost:3000/uslugi/status/');
    expect(mail!.body).not.toContain('/account/');
  });

  it('a mail that cannot be queued leaves the order placed; placing it again queues it then', async () => {
    const { visitor } = await signedInVisitor();
    await procedures.db.exec(
      `alter table mail_outbox add constraint test_no_order_mails check (kind <> 'order_confirmation') not valid`,
    );
    let placedOrder: Awaited<ReturnType<typeof placeWith>>;
    try {
      placedOrder = await placeWith(visitor, 'ratepay_invoice');
    } finally {
      await procedures.db.exec('alter table mail_outbox drop constraint test_no_order_mails');
    }
    const { payload, placed } = placedOrder;
    expect(placed.next).toEqual({ type: 'confirmed' });
    expect(await confirmationsOf(placed.orderId)).toEqual([]);
    expect(procedures.logs).toContainEqual(
      expect.objectContaining({ msg: 'order confirmation mail not queued', orderId: placed.orderId }),
    );
    await visitor.call('placeOrder', payload);
    expect(await confirmationsOf(placed.orderId)).toHaveLength(1);
  });
});

describe('the order confirmation of an order paid through the sandbox', () => {
  async function sandboxOrder() {
    const visitor = await guestVisitor(procedures);
    const { placed } = await placeWith(visitor, 'paypal_instant');
    return { visitor, placed, ...sandboxStep(placed.next) };
  }

  it('is queued when the payment succeeds, once however often the completion is repeated', async () => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    expect(await confirmationsOf(placed.orderId)).toEqual([]);
    await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step });
    const { order, customer } = await visitor.call('getOrderDataByCbd', { cbdToken });
    const [mail, ...more] = await confirmationsOf(placed.orderId);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe(customer!.email);
    expect(mail!.body).toContain(`Gesamtsumme: ${formatPrice(order.cost.withTax, visitor.shop)}`);
    expect(mail!.body).toContain('Zahlungsart: PayPal');

    for (let repeat = 0; repeat < 2; repeat += 1) {
      expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })).toEqual({
        status: 'paid',
      });
    }
    expect(await confirmationsOf(placed.orderId)).toHaveLength(1);
  });

  it('two completions at once queue one mail', async () => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    const answers = await Promise.all(
      [0, 1].map(() => visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })),
    );
    expect(answers).toEqual([{ status: 'paid' }, { status: 'paid' }]);
    expect(await confirmationsOf(placed.orderId)).toHaveLength(1);
  });

  it.each(['failure', 'cancel'] as const)('is never queued when the payment ends in %s', async (outcome) => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    await visitor.call('completeSandboxPayment', { cbdToken, outcome, step });
    await visitor.call('completeSandboxPayment', { cbdToken, outcome, step });
    expect(await confirmationsOf(placed.orderId)).toEqual([]);
  });
});
