import { cachedNumberFormat } from './number-format-cache.ts';
import { intlLocaleOf } from './price-format.ts';
import type { PriceFormatting } from './price-format.ts';

/**
 * A number (a count, a VAT rate) as the shop writes it: in its Intl locale, `intlLocaleOverwrite`
 * when it sets one, as its prices are. Counts and prices of a page then agree, and the server and
 * the browser write them alike: fr-CH itself is grouped differently by different ICU versions
 * (`1'052` in Node 24, `1 052` in Chromium), which broke hydration of the Swiss French listings.
 */
export function formatNumber(
  value: number,
  shop: Pick<PriceFormatting, 'locale' | 'intlLocaleOverwrite'>,
  options: Intl.NumberFormatOptions = {},
): string {
  return cachedNumberFormat(intlLocaleOf(shop), options).format(value);
}

/** The currency's sign as the shop writes its prices ("€", "zł", "CHF", "Kč"): a price input's unit. */
export function currencySignOf(
  shop: PriceFormatting & { currency: NonNullable<PriceFormatting['currency']> },
): string {
  const parts = cachedNumberFormat(intlLocaleOf(shop), {
    style: 'currency',
    currency: shop.currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? shop.currency;
}
