import { failedCheck } from './failed-check.ts';
import type { ValidationResult } from './validation-message.ts';

/** §5: an order id is 12 digits in a row. */
export const orderIdLength = 12;

const orderIdPattern = /^\d{12}$/;

/**
 * §5 order id, if given: exactly 12 digits with nothing between them (surrounding whitespace is
 * ignored). An empty value passes, since the order status form can search by other data.
 */
export function checkOrderId(value: string): ValidationResult<'orderId'> {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true };
  return orderIdPattern.test(trimmed) ? { ok: true } : failedCheck('orderId', 'validation.orderId');
}
