import { describe, expect, it } from 'vitest';
import { checkOrderId, orderIdLength } from './order-id.ts';

describe('§5 order id, if given: 12 digits in a row', () => {
  it.each([
    ['123456789012', true],
    [' 123456789012 ', true],
    ['', true],
    ['  ', true],
    ['12345678901', false],
    ['1234567890123', false],
    ['1234 5678 9012', false],
    ['12345678901a', false],
    ['x123456789012', false],
    ['123456789012x', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(orderIdLength).toBe(12);
    expect(checkOrderId(value)).toEqual(
      valid ? { ok: true } : { ok: false, reason: 'orderId', message: { key: 'validation.orderId' } },
    );
  });
});
