import type { CurrencyCode } from '../shops/shop-table.ts';
import { cachedNumberFormat } from './number-format-cache.ts';

/** §9: the currency when a shop names none. */
export const defaultCurrency: CurrencyCode = 'EUR';

/** §9: prices are shown with 2 decimals in every currency, CZK and PLN too. */
export const priceFractionDigits = 2;

/** What formatting a price needs from a shop; both `ShopIdentity` and the `Shop` entity fit. */
export interface PriceFormatting {
  /** BCP 47 locale of the shop, `de-CH`. */
  locale: string;
  /** §9: a shop that names no currency shows EUR (`defaultCurrency`). */
  currency?: CurrencyCode | null | undefined;
  /** §3: the decimals the shop shows its currency with; §9: 2 when it says nothing. */
  currencyFractionDigits?: number | null | undefined;
  /** §3: a locale Intl should use instead of `locale`, when the shop sets one. */
  intlLocaleOverwrite?: string | null;
}

/** The locale Intl formats a shop's numbers in: its `intlLocaleOverwrite` if set, else its locale. */
export function intlLocaleOf(shop: Pick<PriceFormatting, 'locale' | 'intlLocaleOverwrite'>): string {
  const overwrite = shop.intlLocaleOverwrite?.trim();
  return overwrite ? overwrite : shop.locale;
}

/**
 * §9: an amount in cents as the shop shows it, with the shop's decimals (2 unless it sets
 * `currencyFractionDigits`) and currency (EUR unless it names one) in its locale's style:
 * `1.234,56 €` (de-DE), `CHF 1'234.56` (de-CH), `1 234,56 zł` (pl-PL). Negative amounts (a
 * voucher's reduction) keep their sign. A fraction of a cent is a programming error.
 */
export function formatPrice(cents: number, shop: PriceFormatting): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`A price in cents must be a whole number, not ${cents}`);
  const digits = shop.currencyFractionDigits ?? priceFractionDigits;
  // -0 would show as "-0,00 €".
  const amount = cents === 0 ? 0 : cents / 100;
  return cachedNumberFormat(intlLocaleOf(shop), {
    style: 'currency',
    currency: shop.currency ?? defaultCurrency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
