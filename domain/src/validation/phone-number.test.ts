import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, maxPhoneDigits, minPhoneDigits } from './phone-number.ts';

describe('§5 phone: country part plus number part longer than 4 digits', () => {
  it.each([
    [{ countryCode: '', number: '' }],
    [{ countryCode: '+49', number: '' }],
    [{ countryCode: 'nonsense', number: '   ' }],
  ])('an empty number is valid: %j', (phone) => {
    expect(checkPhoneNumber(phone)).toEqual({ ok: true });
  });

  it.each([
    ['+49', '030 1234567'],
    ['+43', '0664/123 45 67'],
    ['+41', '(044) 123-45.67'],
    ['+420', '601 123 456'],
    ['+1', '12345'],
    [' +48 ', ' 501234567 '],
  ])('%s %s is valid', (countryCode, number) => {
    expect(checkPhoneNumber({ countryCode, number })).toEqual({ ok: true });
  });

  it.each([[''], ['49'], ['+'], ['+0'], ['+049'], ['+1234'], ['0049'], ['+4a'], ['+49 1'], ['1+49']])(
    'the country part %j is refused',
    (countryCode) => {
      expect(checkPhoneNumber({ countryCode, number: '030 1234567' })).toEqual({
        ok: false,
        reason: 'countryCode',
        message: { key: 'validation.phone.countryCode' },
      });
    },
  );

  it.each([['030 123456a'], ['+49 30 1234567'], ['030_1234567'], ['030,1234567']])(
    'the number part %j holds characters a phone number has not',
    (number) => {
      expect(checkPhoneNumber({ countryCode: '+49', number })).toEqual({
        ok: false,
        reason: 'characters',
        message: { key: 'validation.phone.characters' },
      });
    },
  );

  it.each([
    ['1234', false],
    ['1 2 3 4', false],
    ['(-/.)', false],
    ['12345', true],
    ['1 2 3 4 5', true],
  ])('§5 more than 4 digits: %j passes %s', (number, valid) => {
    expect(minPhoneDigits).toBe(5);
    expect(checkPhoneNumber({ countryCode: '+49', number })).toEqual(
      valid
        ? { ok: true }
        : {
            ok: false,
            reason: 'tooShort',
            message: { key: 'validation.phone.tooShort', params: { min: 5 } },
          },
    );
  });

  it('refuses more than 16 digits (E.164 plus a trunk zero)', () => {
    expect(maxPhoneDigits).toBe(16);
    expect(checkPhoneNumber({ countryCode: '+49', number: '1'.repeat(16) })).toEqual({ ok: true });
    expect(checkPhoneNumber({ countryCode: '+49', number: '1'.repeat(17) })).toEqual({
      ok: false,
      reason: 'tooLong',
      message: { key: 'validation.phone.tooLong', params: { max: 16 } },
    });
  });
});
