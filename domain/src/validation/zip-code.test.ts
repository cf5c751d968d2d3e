import { describe, expect, it } from 'vitest';
import { checkZipCode } from './zip-code.ts';

describe('§5 zip code: 5 digits, 4 digits, 4 digits plus 2 letters, NN-NNN or NNN NN', () => {
  it.each([
    ['10115'],
    ['00950'],
    ['1010'],
    ['8001'],
    ['1234AB'],
    ['1234 AB'],
    ['1234 ab'],
    ['00-950'],
    ['110 00'],
    [' 10115 '],
    [''],
  ])('%j is valid', (value) => {
    expect(checkZipCode(value)).toEqual({ ok: true });
  });

  it.each([
    ['123'],
    ['123456'],
    ['10115x'],
    ['x1010'],
    ['1234 A'],
    ['1234 ABC'],
    ['1234  AB'],
    ['1234-AB'],
    ['1234 A1'],
    ['00-95'],
    ['0-950'],
    ['00-9500'],
    ['11-0000'],
    ['110  00'],
    ['12 345'],
    ['123 4'],
    ['ABCDE'],
  ])('%j is refused', (value) => {
    expect(checkZipCode(value)).toEqual({
      ok: false,
      reason: 'zipCode',
      message: { key: 'validation.zipCode' },
    });
  });
});
