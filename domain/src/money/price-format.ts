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
  currency: CurrencyCode;
  /** §3: a locale Intl should use instead of `locale`, when the shop sets one. */
  intlLocaleOverwrite?: string | null;
}

/** The locale Intl formats a shop's numbers in: its `intlLocaleOverwrite` if set, else its locale. */
export function intlLocaleOf(shop: Pick<PriceFormatting, 'locale' | 'intlLocaleOverwrite'>): string {
  const overwrite = shop.intlLocaleOverwrite?.trim();
  return overwrite ? overwrite : shop.locale;
}

/**
 * §9: an amount in cents as the shop shows it, with 2 decimals and the shop's currency in its
 * locale's style: `1.234,56 €` (de-DE), `CHF 1'234.56` (de-CH), `1 234,56 zł` (pl-PL). Negative
 * amounts (a voucher's reduction) keep their sign. A fraction of a cent is a programming error.
 */
export function formatPrice(cents: number, shop: PriceFormatting): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`A price in cents must be a whole number, not ${cents}`);
  // -0 would show as "-0,00 €".
  const amount = cents === 0 ? 0 : cents / 100;
  return cachedNumberFormat(intlLocaleOf(shop), {
    style: 'currency',
    currency: shop.currency,
    minimumFractionDigits: priceFractionDigits,
    maximumFractionDigits: priceFractionDigits,
  }).format(amount);
}
