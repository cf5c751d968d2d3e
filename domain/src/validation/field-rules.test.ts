import { describe, expect, it } from 'vitest';
import { checkEmail, checkMaxLength, checkRequired, checkSameAs, maxEmailLength } from './field-rules.ts';

const requiredFailure = { ok: false, reason: 'required', message: { key: 'validation.required' } };
const emailFailure = { ok: false, reason: 'email', message: { key: 'validation.email' } };

describe('§5 required (trimmed): "Value is required"', () => {
  it.each([[undefined], [null], [''], [' '], ['\t\n ']])('%j is missing', (value) => {
    expect(checkRequired(value)).toEqual(requiredFailure);
  });

  it.each([['a'], [' a '], ['0']])('%j is given', (value) => {
    expect(checkRequired(value)).toEqual({ ok: true });
  });
});

describe('§5 email: "Value is not a valid email address"', () => {
  it.each([
    ['anna@example.de'],
    [' anna@example.de '],
    ['a.b+c@sub.example.co.uk'],
    ['jürgen@müller.de'],
    ["o'brien@example.ie"],
    ['anna@my-shop.ch'],
    ['a@b2.cz'],
    ['anna@x.de'],
    [''],
    ['   '],
  ])('%j passes', (value) => {
    expect(checkEmail(value)).toEqual({ ok: true });
  });

  it.each([
    ['anna'],
    ['anna@'],
    ['@example.de'],
    ['anna@example'],
    ['anna@example.d'],
    ['anna@example.de1'],
    ['anna@@example.de'],
    ['an na@example.de'],
    ['.anna@example.de'],
    ['anna.@example.de'],
    ['an..na@example.de'],
    ['anna@-example.de'],
    ['anna@example-.de'],
    ['anna@example..de'],
    ['anna@.example.de'],
    ['anna@exa_mple.de'],
    ['anna@example.de.'],
    ['xanna@example.de x'],
  ])('%j fails', (value) => {
    expect(checkEmail(value)).toEqual(emailFailure);
  });

  it(`accepts ${maxEmailLength} characters and refuses one more`, () => {
    const domain = '@example.de';
    expect(maxEmailLength).toBe(254);
    expect(checkEmail('a'.repeat(254 - domain.length) + domain)).toEqual({ ok: true });
    expect(checkEmail('a'.repeat(255 - domain.length) + domain)).toEqual(emailFailure);
  });
});

describe('§5 max length, ignoring whitespace: "The maximum length allowed is {max}"', () => {
  it.each([
    ['abc', 3],
    ['a b c', 3],
    [' abc ', 3],
    ['a\tb\nc', 3],
    ['', 0],
    ['   ', 0],
    ['😀😀😀', 3],
  ])('%j fits %i', (value, max) => {
    expect(checkMaxLength(value, max)).toEqual({ ok: true });
  });

  it.each([
    ['abcd', 3],
    ['a b c d', 3],
    ['a', 0],
    ['😀😀😀😀', 3],
  ])('%j is longer than %i', (value, max) => {
    expect(checkMaxLength(value, max)).toEqual({
      ok: false,
      reason: 'maxLength',
      message: { key: 'validation.maxLength', params: { max } },
    });
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses the broken limit %d', (max) => {
    expect(() => checkMaxLength('abc', max)).toThrow(/max length/);
  });
});

describe('§5 same-as: "The value must be equal to the {other} value"', () => {
  it('passes when both values are equal', () => {
    expect(checkSameAs('Secret1!', 'Secret1!', 'form_fields.password')).toEqual({ ok: true });
    expect(checkSameAs('', '', 'form_fields.password')).toEqual({ ok: true });
  });

  it.each([
    ['secret1!', 'Secret1!'],
    ['Secret1! ', 'Secret1!'],
    ['', 'Secret1!'],
  ])('%j differs from %j and names the other field', (value, other) => {
    expect(checkSameAs(value, other, 'form_fields.email')).toEqual({
      ok: false,
      reason: 'sameAs',
      message: { key: 'validation.sameAs', params: { other: 'form_fields.email' } },
    });
  });
});
