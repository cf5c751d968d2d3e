import { describe, expect, it } from 'vitest';
import { user } from './entity-samples.fixtures.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { AddressSchema, UserSchema, genders } from './user.ts';

describe('§3 User (designed: id, status, info; contact fields on order confirmation)', () => {
  it('parses as written, and a guest with nothing but its status is accepted', () => {
    expect(UserSchema.parse(user)).toEqual(user);
    const guest = { id: 9, status: { isGuestCustomer: true, isActive: false }, info: { verified: false } };
    expect(UserSchema.parse(guest)).toEqual(guest);
  });

  it('§3 gender: the choices a shopper has are m, f and d', () => {
    expect(genders).toEqual(['m', 'f', 'd']);
  });

  it.each(['m', 'f', 'd', 'other', 'male', 'w'])(
    '§3 gender "m or other": a record with %s is kept',
    (gender) => {
      expect(UserSchema.parse({ ...user, gender }).gender).toBe(gender);
    },
  );

  it.each([
    ['§6 no guest flag', { ...user, status: { isActive: true } }, ['status', 'isGuestCustomer']],
    ['§6 no active flag', { ...user, status: { isGuestCustomer: false } }, ['status', 'isActive']],
    ['§6 no verification', { ...user, info: {} }, ['info', 'verified']],
    ['§6 no info at all', { ...user, info: undefined }, ['info']],
    ['an empty gender', { ...user, gender: ' ' }, ['gender']],
    ['an email without domain', { ...user, email: 'anna@' }, ['email']],
    ['a birth date that does not exist', { ...user, birthDate: '1988-02-30' }, ['birthDate']],
    ['a birth date in day.month.year', { ...user, birthDate: '14.07.1988' }, ['birthDate']],
    ['a user id of 0', { ...user, id: 0 }, ['id']],
    [
      'a billing address without house number',
      { ...user, address: { billing: { ...user.address?.billing, houseNumber: '' } } },
      ['address', 'billing', 'houseNumber'],
    ],
    [
      'a shipping address without zip code',
      { ...user, address: { shipping: { ...user.address?.shipping, zipCode: undefined } } },
      ['address', 'shipping', 'zipCode'],
    ],
  ])('a user with %s is refused', (_case, value, path) => {
    expect(refusalPath(UserSchema, value)).toEqual(path);
  });

  it.each([
    ['DEU', true],
    ['CHE', true],
    ['DE', false],
    ['DEUT', false],
    ['deu', false],
    ['xDEU', false],
  ])('an address country code %j is accepted: %s', (countryCode, accepted) => {
    const address = {
      street: 'Hauptstraße',
      houseNumber: '1',
      zipCode: '20095',
      city: 'Hamburg',
      countryCode,
    };
    expect(AddressSchema.safeParse(address).success).toBe(accepted);
  });

  it.each([['street'], ['houseNumber'], ['zipCode'], ['city']])('an address needs a %s', (field) => {
    const address = {
      street: 'Hauptstraße',
      houseNumber: '1',
      zipCode: '20095',
      city: 'Hamburg',
      [field]: '',
    };
    expect(refusalPath(AddressSchema, address)).toEqual([field]);
  });
});
