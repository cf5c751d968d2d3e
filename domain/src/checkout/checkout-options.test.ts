import { describe, expect, it } from 'vitest';
import { markets } from '../shops/shop-table.ts';
import {
  carrierKeys,
  carriersByCountry,
  paymentMethodKeys,
  paymentMethodsByCountry,
  paysOnDelivery,
} from './checkout-options.ts';

describe('§9 carriers and payment methods per market', () => {
  it.each([
    ['DE', ['DHL']],
    ['AT', ['POST_AT', 'DHL']],
    ['CH', ['POST_CH']],
    ['IT', ['DHL']],
    ['PL', ['INPOST_PL', 'DHL']],
    ['CZ', ['POST_CZ']],
  ] as const)('%s ships with %j', (country, carriers) => {
    expect(carriersByCountry[country]).toEqual(carriers);
  });

  it('uses every §9 carrier and every §9 payment key somewhere', () => {
    const countries = Object.keys(markets) as (keyof typeof markets)[];
    expect(new Set(countries.flatMap((country) => carriersByCountry[country]))).toEqual(new Set(carrierKeys));
    expect(new Set(countries.flatMap((country) => paymentMethodsByCountry[country]))).toEqual(
      new Set(paymentMethodKeys),
    );
  });

  it.each([
    ['twint', 'CH', true],
    ['twint', 'DE', false],
    ['blik', 'PL', true],
    ['blik', 'CZ', false],
    ['klarna_paylater', 'AT', true],
    ['klarna_paylater', 'CH', false],
    ['accounting', 'CH', true],
    ['cash_on_delivery', 'DE', false],
  ] as const)('%s is offered in %s: %s', (method, country, offered) => {
    expect(paymentMethodsByCountry[country].includes(method)).toBe(offered);
  });

  it.each([
    ['accounting', true],
    ['ratepay_invoice', true],
    ['cash_on_delivery', true],
    ['paypal_instant', false],
    ['computop_creditcard_visa', false],
    ['ratepay_directdebit', false],
    ['twint', false],
  ] as const)('%s is paid on delivery or by invoice: %s', (method, onDelivery) => {
    expect(paysOnDelivery(method)).toBe(onDelivery);
  });
});
