import { z } from 'zod';
import { failedCheck } from './failed-check.ts';
import type { ValidationResult } from './validation-message.ts';

/**
 * A phone number as the form takes it (§5 "country part plus number part"): the country calling
 * code from a picker (`+49`, `+41`, `+420`) and the number as the customer types it, national
 * trunk zero and spacing included (`030 1234567`, `0176/123 45 67`). The shape is ours; §5 only
 * names the two parts.
 */
export const PhoneNumberInputSchema = z.object({
  countryCode: z.string(),
  number: z.string(),
});
export type PhoneNumberInput = z.infer<typeof PhoneNumberInputSchema>;

/** §5: the number part needs more than 4 digits. */
export const minPhoneDigits = 5;
/** E.164 allows at most 15 digits; a trunk zero typed in front may add one more. */
export const maxPhoneDigits = 16;

// A plus and one to three digits, never starting with 0 (E.164 country calling codes).
const countryCodePattern = /^\+[1-9]\d{0,2}$/;
// What people type between digits: spaces, hyphens, slashes, dots and brackets around an area code.
const numberPattern = /^[\d\s/().-]+$/;

export type PhoneNumberFailure = 'countryCode' | 'characters' | 'tooShort' | 'tooLong';

/**
 * §5 phone: an empty number part is valid (the country code is usually preselected, so it alone
 * does not count as an answer); otherwise the country code must be `+` and 1–3 digits and the
 * number part may hold only digits and the separators people type, with more than 4 and at most
 * 16 digits.
 */
export function checkPhoneNumber(phone: PhoneNumberInput): ValidationResult<PhoneNumberFailure> {
  const number = phone.number.trim();
  if (number === '') return { ok: true };
  if (!countryCodePattern.test(phone.countryCode.trim()))
    return failedCheck('countryCode', 'validation.phone.countryCode');
  if (!numberPattern.test(number)) return failedCheck('characters', 'validation.phone.characters');
  const digits = number.replace(/\D/g, '').length;
  if (digits < minPhoneDigits)
    return failedCheck('tooShort', 'validation.phone.tooShort', { min: minPhoneDigits });
  if (digits > maxPhoneDigits)
    return failedCheck('tooLong', 'validation.phone.tooLong', { max: maxPhoneDigits });
  return { ok: true };
}
