import type { ValidationMessage, ValidationMessageKey } from './validation-message.ts';

/** A failed check's result; keeps the rule modules short. Internal to the folder. */
export function failedCheck<Reason extends string>(
  reason: Reason,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): { ok: false; reason: Reason; message: ValidationMessage } {
  return { ok: false, reason, message: params ? { key, params } : { key } };
}
