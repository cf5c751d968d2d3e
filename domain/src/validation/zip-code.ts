import { failedCheck } from './failed-check.ts';
import type { ValidationResult } from './validation-message.ts';

// §5 shapes: 5 digits (DE, IT), 4 digits (AT, CH), 4 digits plus 2 letters (written with or
// without a space, as 1234 AB), NN-NNN (PL) and NNN NN (CZ). Letters in either case.
const zipCodePatterns = [
  /^\d{5}$/,
  /^\d{4}$/,
  /^\d{4} ?[a-z]{2}$/i,
  /^\d{2}-\d{3}$/,
  /^\d{3} \d{2}$/,
] as const;

/**
 * §5 zip code in any of the accepted shapes; surrounding whitespace is ignored. An empty value
 * passes; whether the field is required is `checkRequired`'s decision. The shapes are not tied
 * to the shop's country, as §5 lists them for every shop.
 */
export function checkZipCode(value: string): ValidationResult<'zipCode'> {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true };
  return zipCodePatterns.some((pattern) => pattern.test(trimmed))
    ? { ok: true }
    : failedCheck('zipCode', 'validation.zipCode');
}
