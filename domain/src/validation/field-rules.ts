import { failedCheck } from './failed-check.ts';
import type { ValidationResult, FormFieldKey } from './validation-message.ts';

/** §5 required: a value of only whitespace counts as missing ('Value is required'). */
export function checkRequired(value: string | null | undefined): ValidationResult<'required'> {
  return value == null || value.trim() === '' ? failedCheck('required', 'validation.required') : { ok: true };
}

/** The longest address SMTP can deliver to (RFC 5321 path limit minus the angle brackets). */
export const maxEmailLength = 254;

// Pragmatic, not RFC 5322: one @, a dot-separated local part, a domain of at least two labels
// ending in a letters-only top-level domain. Letters beyond ASCII are allowed because
// internationalised domains (müller.de) and mailboxes exist in our markets.
const emailPattern =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/**
 * §5 email ('Value is not a valid email address'). The value is trimmed first; an empty value
 * passes, because whether the field must be filled is `checkRequired`'s decision.
 */
export function checkEmail(value: string): ValidationResult<'email'> {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true };
  return trimmed.length <= maxEmailLength && emailPattern.test(trimmed)
    ? { ok: true }
    : failedCheck('email', 'validation.email');
}

/**
 * §5 max length, ignoring whitespace ('The maximum length allowed is {max}'): every whitespace
 * character is left out of the count, not only leading and trailing ones, as §5 says "ignoring"
 * where it says "trimmed" for required. Characters are counted as code points, so an emoji is one.
 */
export function checkMaxLength(value: string, max: number): ValidationResult<'maxLength'> {
  if (!Number.isInteger(max) || max < 0) throw new Error(`max length must be a whole number ≥ 0, got ${max}`);
  return [...value.replace(/\s/gu, '')].length > max
    ? failedCheck('maxLength', 'validation.maxLength', { max })
    : { ok: true };
}

/**
 * §5 same-as ('The value must be equal to the {other} value'), e.g. a password confirmation.
 * Compared exactly: a password differing in case or a space is a different password.
 */
export function checkSameAs(
  value: string,
  otherValue: string,
  otherLabel: FormFieldKey,
): ValidationResult<'sameAs'> {
  return value === otherValue
    ? { ok: true }
    : failedCheck('sameAs', 'validation.sameAs', { other: otherLabel });
}
