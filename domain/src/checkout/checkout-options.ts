import { z } from 'zod';
import type { CountryCode } from '../shops/shop-table.ts';

/** §9 carriers, plus DHL for Italy, where §9 names none (DHL delivers there). */
export const carrierKeys = ['POST_AT', 'DHL', 'INPOST_PL', 'POST_CZ', 'POST_CH'] as const;
export const CarrierKeySchema = z.enum(carrierKeys);
export type CarrierKey = z.infer<typeof CarrierKeySchema>;

/** §9 payment keys; "several computop_creditcard brands" are Visa, Mastercard and American Express. */
export const paymentMethodKeys = [
  'paypal_instant',
  'klarna_paylater',
  'ratepay_invoice',
  'computop_creditcard_visa',
  'computop_creditcard_mastercard',
  'computop_creditcard_amex',
  'ratepay_directdebit',
  'accounting',
  'payu',
  'blik',
  'twint',
  'p24',
  'cash_on_delivery',
] as const;
export const PaymentMethodKeySchema = z.enum(paymentMethodKeys);
export type PaymentMethodKey = z.infer<typeof PaymentMethodKeySchema>;

/** Which carriers deliver in each market. */
export const carriersByCountry: Record<CountryCode, readonly CarrierKey[]> = {
  DE: ['DHL'],
  AT: ['POST_AT', 'DHL'],
  CH: ['POST_CH'],
  IT: ['DHL'],
  PL: ['INPOST_PL', 'DHL'],
  CZ: ['POST_CZ'],
};

const cards = [
  'computop_creditcard_visa',
  'computop_creditcard_mastercard',
  'computop_creditcard_amex',
] as const;

/**
 * Which payment methods each market offers. The spec lists the keys, not the markets: these follow
 * where each provider works (Twint only in Switzerland; BLIK, Przelewy24 and PayU in Poland; Ratepay
 * and Klarna in Germany and Austria; invoice ("accounting") in Switzerland, where it is customary).
 */
export const paymentMethodsByCountry: Record<CountryCode, readonly PaymentMethodKey[]> = {
  DE: ['paypal_instant', 'klarna_paylater', 'ratepay_invoice', 'ratepay_directdebit', ...cards],
  AT: ['paypal_instant', 'klarna_paylater', 'ratepay_invoice', ...cards],
  CH: ['twint', 'accounting', 'paypal_instant', ...cards],
  IT: ['paypal_instant', ...cards, 'cash_on_delivery'],
  PL: ['blik', 'p24', 'payu', 'paypal_instant', 'cash_on_delivery'],
  CZ: ['payu', ...cards, 'cash_on_delivery'],
};

/** Invoice and cash on delivery need no payment step: the order is confirmed at once. */
export function paysOnDelivery(method: PaymentMethodKey): boolean {
  return method === 'accounting' || method === 'ratepay_invoice' || method === 'cash_on_delivery';
}
