import type { CountryCode } from '../shops/shop-table.ts';

/** §9: the VAT rate when a price names none (Germany's standard rate). */
export const defaultVatRate = 0.19;

// Rates are handled in hundredths of a percent (0.19 → 1900, 0.081 → 810) so the division is exact.
const rateScale = 10_000;

function rateInHundredthsOfAPercent(vatRate: number): number {
  const scaled = Math.round(vatRate * rateScale);
  // A rate of at most four decimals survives the round trip exactly (810 / 10000 === 0.081).
  if (!(vatRate >= 0 && vatRate < 1) || scaled / rateScale !== vatRate) {
    throw new RangeError(`A VAT rate is a fraction from 0 to below 1 in steps of 0.0001, not ${vatRate}`);
  }
  return scaled;
}

/**
 * The net price in cents inside a gross price in cents: gross ÷ (1 + rate), rounded half up to a
 * whole cent (commercial rounding, as on an invoice). Computed in integers, so 119 at 0.19 is
 * exactly 100, not 99.99999999999999.
 */
export function netFromGross(grossCents: number, vatRate: number = defaultVatRate): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`A gross price in cents must be a whole number from 0, not ${grossCents}`);
  }
  const numerator = grossCents * rateScale;
  const denominator = rateScale + rateInHundredthsOfAPercent(vatRate);
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/**
 * The VAT in cents inside a gross price in cents: gross minus the rounded net, so net and VAT
 * always add up to the gross exactly and the rounding lands in one place.
 */
export function vatFromGross(grossCents: number, vatRate: number = defaultVatRate): number {
  return grossCents - netFromGross(grossCents, vatRate);
}

/**
 * Standard VAT rates of the six markets (2026): what prices of eyewear and care products carry.
 * Gross prices are the same across shops of one currency; the net part follows the shop's country.
 */
export const standardVatRates = {
  DE: 0.19,
  AT: 0.2,
  CH: 0.081,
  IT: 0.22,
  PL: 0.23,
  CZ: 0.21,
} as const satisfies Record<CountryCode, number>;
