import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateOfBirthSchema,
  EmailSchema,
  OrderIdSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  sameAsCheck,
  textSchema,
  validationMessageFromIssue,
  ZipCodeSchema,
} from './validation-schemas.ts';

/** What a form shows: each issue as its path and §5 message. */
function messagesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path,
    message: validationMessageFromIssue(issue),
  }));
}

const required = [{ path: [], message: { key: 'validation.required' } }];

describe('§5 the shared zod schemas carry the message key as the issue message', () => {
  it.each([
    [EmailSchema, ' anna@example.de ', 'anna@example.de'],
    [PersonNameSchema, ' Anna-Lena ', 'Anna-Lena'],
    [ZipCodeSchema, ' 00-950 ', '00-950'],
    [OrderIdSchema, ' 123456789012 ', '123456789012'],
    [OrderIdSchema, '', ''],
    [PasswordSchema, 'Abcdef1!', 'Abcdef1!'],
  ])('%# parses %j to %j', (schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    [EmailSchema, undefined],
    [EmailSchema, '   '],
    [PersonNameSchema, ''],
    [ZipCodeSchema, 42],
    [PasswordSchema, ''],
    [PasswordSchema, undefined],
    [OrderIdSchema, undefined],
    [dateOfBirthSchema({ year: 2025, month: 6, day: 15 }), undefined],
    [textSchema({ required: false }), undefined],
  ])('%# refuses %j as required, and only as required', (schema, value) => {
    expect(messagesOf(schema, value)).toEqual(required);
  });

  it.each([
    [EmailSchema, 'anna@', 'validation.email'],
    [PersonNameSchema, 'Anna1', 'validation.name.characters'],
    [ZipCodeSchema, '1234-AB', 'validation.zipCode'],
    [OrderIdSchema, '12345', 'validation.orderId'],
  ])('%# refuses %j with %s', (schema, value, key) => {
    expect(messagesOf(schema, value)).toEqual([{ path: [], message: { key } }]);
  });

  // A name goes to the commerce backend with every order; a novel is no name.
  it('takes a name of 60 letters besides whitespace, and refuses one more', () => {
    expect(messagesOf(PersonNameSchema, `${'a'.repeat(30)} ${'b'.repeat(30)}`)).toEqual([]);
    expect(messagesOf(PersonNameSchema, 'a'.repeat(61))).toEqual([
      { path: [], message: { key: 'validation.maxLength', params: { max: 60 } } },
    ]);
  });

  it('reports every broken password rule, and never trims a password', () => {
    expect(messagesOf(PasswordSchema, 'abc')).toEqual([
      { path: [], message: { key: 'validation.password.length', params: { min: 8, max: 70 } } },
      { path: [], message: { key: 'validation.password.uppercase' } },
      { path: [], message: { key: 'validation.password.special' } },
    ]);
    expect(messagesOf(PasswordSchema, ' Abcdef1!')).toEqual([
      { path: [], message: { key: 'validation.password.noSpaces' } },
    ]);
  });

  it.each([
    [{ countryCode: '+49', number: '' }, []],
    [{ countryCode: '+49', number: '030 1234567' }, []],
    [
      { countryCode: '49', number: '030 1234567' },
      [{ path: ['countryCode'], message: { key: 'validation.phone.countryCode' } }],
    ],
    [
      { countryCode: '+49', number: '123' },
      [{ path: ['number'], message: { key: 'validation.phone.tooShort', params: { min: 5 } } }],
    ],
    [
      { countryCode: '+49', number: '12a45' },
      [{ path: ['number'], message: { key: 'validation.phone.characters' } }],
    ],
  ])('§5 phone %j gives %j', (value, messages) => {
    expect(messagesOf(PhoneNumberSchema, value)).toEqual(messages);
  });

  it('checks a date of birth against the today it is built with', () => {
    const schema = dateOfBirthSchema({ year: 2025, month: 6, day: 15 });
    expect(schema.parse(' 14.06.2025 ')).toBe('14.06.2025');
    expect(schema.parse('')).toBe('');
    expect(messagesOf(schema, '15.06.2025')).toEqual([
      { path: [], message: { key: 'validation.dateOfBirth.notInPast' } },
    ]);
    expect(messagesOf(schema, '31.12.1899')).toEqual([
      { path: [], message: { key: 'validation.dateOfBirth.year', params: { min: 1900 } } },
    ]);
  });

  it.each([
    [{ required: true, maxLength: 3 }, ' a b c ', []],
    [
      { required: true, maxLength: 3 },
      'abcd',
      [{ path: [], message: { key: 'validation.maxLength', params: { max: 3 } } }],
    ],
    [{ required: true, maxLength: 3 }, '  ', required],
    [{ required: true }, 'a very long text', []],
    [{ required: true }, '', required],
    [{ required: false }, '', []],
    [{ required: false }, 7, required],
    [{ required: false, maxLength: 2 }, '', []],
    [
      { required: false, maxLength: 2 },
      'abc',
      [{ path: [], message: { key: 'validation.maxLength', params: { max: 2 } } }],
    ],
  ])('§5 text field %j holding %j gives %j', (options, value, messages) => {
    expect(messagesOf(textSchema(options), value)).toEqual(messages);
  });

  it('trims optional text too', () => {
    expect(textSchema({ required: false }).parse('  ')).toBe('');
    expect(textSchema({ required: false, maxLength: 5 }).parse(' ab ')).toBe('ab');
  });

  it('§5 same-as puts the issue on the confirming field, naming the other field', () => {
    const schema = z
      .object({ password: z.string(), passwordConfirmation: z.string() })
      .superRefine(sameAsCheck('passwordConfirmation', 'password', 'form_fields.password'));
    expect(messagesOf(schema, { password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' })).toEqual([]);
    expect(messagesOf(schema, { password: 'Abcdef1!', passwordConfirmation: 'abcdef1!' })).toEqual([
      {
        path: ['passwordConfirmation'],
        message: { key: 'validation.sameAs', params: { other: 'form_fields.password' } },
      },
    ]);
  });

  it('leaves issues that carry no §5 key to the caller', () => {
    const result = z.string().min(2).safeParse('a');
    expect(result.success).toBe(false);
    if (!result.success) expect(validationMessageFromIssue(result.error.issues[0]!)).toBeUndefined();
  });
});
