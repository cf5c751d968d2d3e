import { describe, expect, it } from 'vitest';
import { applyInputMask, checkInputMask, isInputMaskComplete } from './input-mask.ts';

describe('§5 input masks: # digit, @ letter, * alphanumeric', () => {
  it.each([
    ['##.##.####', '01021990', '01.02.1990'],
    ['##.##.####', '0102', '01.02'],
    ['##.##.####', '01', '01'],
    ['##.##.####', '01.', '01.'],
    ['##.##.####', '010', '01.0'],
    ['##.##.####', '01-02', '01.02'],
    ['##.##.####', '01..02', '01.02'],
    ['##.##.####', 'a1b2', '12'],
    ['##.##.####', '01x', '01'],
    ['##.##.####', '010219901234', '01.02.1990'],
    ['##-###', '00950', '00-950'],
    ['### ##', '11000', '110 00'],
    ['+## ###', '49030', '+49 030'],
    ['+## ###', '+49030', '+49 030'],
    ['@@ ###', 'ab123', 'ab 123'],
    ['@@', '12äb', 'äb'],
    ['***', 'a-1b', 'a1b'],
    ['***', 'ä1_', 'ä1'],
    ['#', '٣', ''],
    ['##', '', ''],
    ['', 'abc', ''],
  ])('mask %j turns %j into %j', (mask, raw, masked) => {
    expect(applyInputMask(mask, raw)).toBe(masked);
  });

  it.each([
    ['##.##.####', '01.02.1990', true],
    ['##.##.####', '01.02.199', false],
    ['##.##.####', '01.02.19901', false],
    ['##.##.####', '01-02-1990', false],
    ['##.##.####', '0a.02.1990', false],
    ['##-###', '00-950', true],
    ['@@', 'ab', true],
    ['@@', 'a1', false],
    ['**', 'a1', true],
    ['**', 'a-', false],
    ['', '', true],
    ['#', '', false],
  ])('mask %j is completed by %j: %s', (mask, value, complete) => {
    expect(isInputMaskComplete(mask, value)).toBe(complete);
  });

  it.each([
    ['', { ok: true }],
    ['00-950', { ok: true }],
    ['00-95', { ok: false, reason: 'maskIncomplete', message: { key: 'validation.maskIncomplete' } }],
  ])('a masked field holding %j checks as %j', (value, result) => {
    expect(checkInputMask('##-###', value)).toEqual(result);
  });
});
