import { cachedNumberFormat } from './number-format-cache.ts';
import { intlLocaleOf } from './price-format.ts';
import type { PriceFormatting } from './price-format.ts';

/**
 * The reduction from an original to a reduced price as a whole percentage, as the shop's badges
 * show it (`-25 %`). Rounded down, never up: 24.6 % shows as 24 %, because advertising a larger
 * reduction than the shopper gets is misleading. No reduction (a reduced price at or above the
 * original, or an original of 0) is 0, which shows no badge.
 */
export function reductionPercent(originalCents: number, reducedCents: number): number {
  for (const cents of [originalCents, reducedCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new RangeError(`A price in cents must be a whole number from 0, not ${cents}`);
    }
  }
  if (reducedCents >= originalCents) return 0;
  // Both factors are whole numbers, so an exact percentage such as 25 comes out exactly.
  return Math.floor(((originalCents - reducedCents) * 100) / originalCents);
}

/**
 * A reduction percentage as a badge in the shop's locale, with its minus sign: `-25 %` (de-DE,
 * no-break space), `-25%` (de-CH, pl-PL).
 */
export function formatReductionPercent(
  percent: number,
  shop: Pick<PriceFormatting, 'locale' | 'intlLocaleOverwrite'>,
): string {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A reduction is a whole percentage from 0 to 100, not ${percent}`);
  }
  const formatter = cachedNumberFormat(intlLocaleOf(shop), { style: 'percent', maximumFractionDigits: 0 });
  // -0 would show as "-0 %".
  return formatter.format(percent === 0 ? 0 : -percent / 100);
}
