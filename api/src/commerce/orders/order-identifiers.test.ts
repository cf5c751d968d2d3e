import { CbdTokenSchema, checkOrderId } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { newCbdToken, newOrderId, requestHash } from './order-identifiers.ts';

describe('order identifiers', () => {
  it('draws order ids of 12 digits (§5)', () => {
    for (let draw = 0; draw < 200; draw += 1)
      expect(checkOrderId(String(newOrderId()))).toEqual({ ok: true });
  });

  it('draws success-page tokens the contract accepts, never twice', () => {
    const tokens = Array.from({ length: 50 }, newCbdToken);
    expect(tokens.every((token) => CbdTokenSchema.safeParse(token).success)).toBe(true);
    expect(new Set(tokens).size).toBe(50);
  });

  it.each([
    ['key order does not matter', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }, true],
    ['an undefined field is no field', { a: 1, b: undefined }, { a: 1 }, true],
    ['a changed value matters', { a: 1 }, { a: 2 }, false],
    ['array order matters', { a: [1, 2] }, { a: [2, 1] }, false],
  ])('hashes requests: %s', (_case, first, second, same) => {
    expect(requestHash(first) === requestHash(second)).toBe(same);
  });
});
