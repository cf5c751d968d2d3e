import { currencyCodes } from '@lumen/domain';
import type { CurrencyCode } from '@lumen/domain';

/**
 * Prices are set in euros and carried over to the other currencies at a rounded rate, then moved
 * to a price point each market is used to: 129,00 € → 139.00 CHF, 549,00 zł, 3 290 Kč.
 */
const eurRates: Record<CurrencyCode, number> = { EUR: 1, CHF: 1.07, PLN: 4.3, CZK: 25 };

/** A price in whole units of the currency, rounded to two decimals to keep floats tidy. */
const units = (cents: number) => Math.round(cents) / 100;
const toCents = (amount: number) => Math.round(amount * 100);
const roundCents = (amount: number) => toCents(amount) / 100;

function euroPricePoint(amount: number): number {
  // 12,95 € below 50 €, whole euros above.
  return amount < 50 ? Math.max(0.95, Math.round(amount - 0.95) + 0.95) : Math.round(amount);
}

function francPricePoint(amount: number): number {
  // Up to the next x4.90 or x9.00 CHF (139.00, 74.90), or the next .90 on small prices.
  if (amount < 50) return Math.ceil(roundCents(amount - 0.9)) + 0.9;
  const nine = Math.ceil((amount + 1) / 10) * 10 - 1;
  const fourNinety = Math.ceil((amount + 5.1) / 10) * 10 - 5.1;
  return roundCents(Math.min(nine, fourNinety));
}

function zlotyPricePoint(amount: number): number {
  // To the nearest x49 or x99 zł, or down to x.99 on small prices: Polish shelves end in 9.
  return amount >= 100 ? Math.round(amount / 50) * 50 - 1 : Math.max(0.99, Math.floor(amount + 0.01) - 0.01);
}

function korunaPricePoint(amount: number): number {
  // Up to x90 Kč (3 290 Kč), or to x9 Kč below 1 000 Kč.
  return amount >= 1000 ? Math.ceil((amount + 10) / 100) * 100 - 10 : Math.ceil((amount + 1) / 10) * 10 - 1;
}

const pricePoints: Record<CurrencyCode, (amount: number) => number> = {
  EUR: euroPricePoint,
  CHF: francPricePoint,
  PLN: zlotyPricePoint,
  CZK: korunaPricePoint,
};

/** A euro price in cents as a price point of `currency`, in cents. */
export function pricePointCents(euroCents: number, currency: CurrencyCode): number {
  const euros = euroPricePoint(units(euroCents));
  return toCents(pricePoints[currency](euros * eurRates[currency]));
}

/** The same euro price in all four currencies, in cents. */
export function pricesInAllCurrencies(euroCents: number): Record<CurrencyCode, number> {
  return Object.fromEntries(
    currencyCodes.map((currency) => [currency, pricePointCents(euroCents, currency)]),
  ) as Record<CurrencyCode, number>;
}
