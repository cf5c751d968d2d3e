import { describe, expect, it } from 'vitest';
import { checkPassword, maxPasswordLength, minPasswordLength, passwordChecklist } from './password.ts';
import type { PasswordRule } from './password.ts';

const lengthMessage = { key: 'validation.password.length', params: { min: 8, max: 70 } };

describe('§5 password: 8 to 70 characters, no spaces, lower case, upper case, special character', () => {
  it.each([
    ['Abcdef1!'],
    ['Passwort#2025'],
    ['äÖü-straße'],
    ['Abcdefg_'],
    ['Abcdefg€'],
    ['Ab!' + 'x'.repeat(67)],
  ])('%j meets every rule', (value) => {
    expect(checkPassword(value)).toEqual({ ok: true });
  });

  it.each<[string, PasswordRule[]]>([
    ['', ['length', 'lowercase', 'uppercase', 'special']],
    ['Abcde1!', ['length']],
    ['Ab!' + 'x'.repeat(68), ['length']],
    ['Ab!' + '😀'.repeat(4), ['length']],
    ['Abc def1!', ['noSpaces']],
    ['Abc\tdef1!', ['noSpaces']],
    ['ABCDEFG1!', ['lowercase']],
    ['ÄBCDEFGH!', ['lowercase']],
    ['abcdefg1!', ['uppercase']],
    ['Abcdefgh1', ['special']],
    ['Abcdefgh ', ['noSpaces', 'special']],
    ['abcdefgh', ['uppercase', 'special']],
  ])('%j breaks %j', (value, failedRules) => {
    const result = checkPassword(value);
    expect(result).toMatchObject({ ok: false, failedRules, reason: failedRules[0] });
  });

  it('counts characters, not UTF-16 units: eight characters with emoji are enough, seven are not', () => {
    expect(checkPassword('Ab!' + '😀'.repeat(5))).toEqual({ ok: true });
    expect(checkPassword('Ab!' + '😀'.repeat(4))).toMatchObject({ ok: false, failedRules: ['length'] });
  });

  it('has the limits of §5', () => {
    expect([minPasswordLength, maxPasswordLength]).toEqual([8, 70]);
  });

  it.each<[string, PasswordRule, { key: string; params?: Record<string, number> }]>([
    ['Abc', 'length', lengthMessage],
    ['Abc defg1!', 'noSpaces', { key: 'validation.password.noSpaces' }],
    ['ABCDEFG1!', 'lowercase', { key: 'validation.password.lowercase' }],
    ['abcdefg1!', 'uppercase', { key: 'validation.password.uppercase' }],
    ['Abcdefgh1', 'special', { key: 'validation.password.special' }],
  ])('%j shows the message of its first broken rule, %s', (value, reason, message) => {
    expect(checkPassword(value)).toMatchObject({ ok: false, reason, message });
  });

  it('gives the checklist every rule, in order, with whether it is met', () => {
    expect(passwordChecklist('abc DEF')).toEqual([
      { rule: 'length', passed: false, message: lengthMessage },
      { rule: 'noSpaces', passed: false, message: { key: 'validation.password.noSpaces' } },
      { rule: 'lowercase', passed: true, message: { key: 'validation.password.lowercase' } },
      { rule: 'uppercase', passed: true, message: { key: 'validation.password.uppercase' } },
      { rule: 'special', passed: false, message: { key: 'validation.password.special' } },
    ]);
  });
});
