import { prescriptionTypeItem } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';
import { fillBasket, guestVisitor } from './checkout-test-setup.fixtures.ts';

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
});

afterAll(async () => {
  await procedures?.close();
});

const cards = ['computop_creditcard_visa', 'computop_creditcard_mastercard', 'computop_creditcard_amex'];

// The harness answers at 2025-07-01 (a Tuesday): from stock is 2 to 4 business days.
const fromStock = { min: '2025-07-03', max: '2025-07-07' };

describe('getCheckoutOptions: the carriers and payment methods of the shop’s market (§9)', () => {
  it.each<[ShopCode, string[], string[], number, number]>([
    [
      'de-de',
      ['DHL'],
      ['paypal_instant', 'klarna_paylater', 'ratepay_invoice', 'ratepay_directdebit', ...cards],
      495,
      0,
    ],
    ['de-at', ['POST_AT', 'DHL'], ['paypal_instant', 'klarna_paylater', 'ratepay_invoice', ...cards], 595, 0],
    ['de-ch', ['POST_CH'], ['twint', 'accounting', 'paypal_instant', ...cards], 790, 0],
    ['fr-ch', ['POST_CH'], ['twint', 'accounting', 'paypal_instant', ...cards], 790, 0],
    ['it-it', ['DHL'], ['paypal_instant', ...cards, 'cash_on_delivery'], 590, 390],
    ['pl-pl', ['INPOST_PL', 'DHL'], ['blik', 'p24', 'payu', 'paypal_instant', 'cash_on_delivery'], 1499, 900],
    ['cs-cz', ['POST_CZ'], ['payu', ...cards, 'cash_on_delivery'], 12_900, 3900],
  ])(
    '%s offers %j and %j; delivery of an empty basket costs %d, cash on delivery %d',
    async (code, carriers, methods, deliveryPrice, cashOnDeliveryFee) => {
      const options = await procedures.visitor(code).call('getCheckoutOptions', {});
      expect(options.deliveryMethods).toEqual(
        carriers.map((key) => ({ key, price: { withTax: deliveryPrice }, estimate: fromStock })),
      );
      expect(options.paymentMethods).toEqual(
        methods.map((key) => ({
          key,
          fee: { withTax: key === 'cash_on_delivery' ? cashOnDeliveryFee : 0 },
        })),
      );
    },
  );

  it('creates no session for a visitor without one', async () => {
    const visitor = procedures.visitor('de-de');
    await visitor.call('getCheckoutOptions', undefined);
    expect(visitor.sessionId).toBeUndefined();
  });

  it('prices delivery for the visitor’s basket: free from 49 € (§9 prices in cents)', async () => {
    const shop = procedures.visitor('de-de').shop;
    const [cheap, dear] = [
      procedures.expected.sellableVariants(shop).find((variant) => {
        const price = procedures.expected.price(variant.id, shop) ?? 0;
        return variant.stock >= 10 && !variant.sellableWithoutStock && price > 0 && price < 4900;
      })!,
      procedures.expected.sellableVariants(shop).find((variant) => {
        const price = procedures.expected.price(variant.id, shop) ?? 0;
        return variant.stock >= 10 && !variant.sellableWithoutStock && price >= 4900;
      })!,
    ];
    const below = await guestVisitor(procedures);
    await fillBasket(procedures, below, [{ variantId: cheap.id, quantity: 1 }]);
    const above = await guestVisitor(procedures);
    await fillBasket(procedures, above, [{ variantId: dear.id, quantity: 1 }]);
    expect((await below.call('getCheckoutOptions', {})).deliveryMethods[0]?.price).toEqual({ withTax: 495 });
    expect((await above.call('getCheckoutOptions', {})).deliveryMethods[0]?.price).toEqual({ withTax: 0 });
  });

  it.each<[ShopCode, number]>([
    ['de-de', 0],
    ['de-at', 0],
    ['fr-ch', 790],
  ])(
    'in %s, prescription glasses below the threshold ship for %d (§3 rxFreeShipping of the shop)',
    async (code, price) => {
      const visitor = await guestVisitor(procedures, code);
      const frame = procedures.expected.sellableVariants(visitor.shop).find((variant) => {
        const cents = procedures.expected.price(variant.id, visitor.shop) ?? 0;
        return variant.stock >= 10 && !variant.sellableWithoutStock && cents > 0 && cents < 4900;
      })!;
      const prescription = { configurationItems: [prescriptionTypeItem('type_ei')] };
      await fillBasket(procedures, visitor, [{ variantId: frame.id, quantity: 1, customData: prescription }]);
      const options = await visitor.call('getCheckoutOptions', {});
      expect(options.deliveryMethods.map((method) => method.price.withTax)).toEqual(
        options.deliveryMethods.map(() => price),
      );
    },
  );

  it('estimates the supplier’s 7 to 14 business days when a piece is not in stock (§4 sellable without stock)', async () => {
    const visitor = await guestVisitor(procedures);
    const backorder = procedures.expected
      .sellableVariants(visitor.shop)
      .find((variant) => variant.stock === 0 && variant.sellableWithoutStock)!;
    await fillBasket(procedures, visitor, [{ variantId: backorder.id, quantity: 1 }]);
    const options = await visitor.call('getCheckoutOptions', {});
    expect(options.deliveryMethods[0]?.estimate).toEqual({ min: '2025-07-10', max: '2025-07-21' });
  });

  it('refuses a payload with fields: 400 naming them', async () => {
    const failure = await procedures
      .visitor('de-de')
      .fail('getCheckoutOptions', { basketKey: 'someone-else' });
    expect(failure.status).toBe(400);
    expect(failure.error.details).toEqual([{ field: 'payload.basketKey', message: 'Unknown field' }]);
  });
});
