import { describe, expect, it } from 'vitest';
import {
  formFieldKeys,
  isFormFieldKey,
  resolveValidationMessage,
  ValidationMessageSchema,
  validationMessageKeys,
} from './validation-message.ts';
import type { Translate } from './validation-message.ts';

describe('§5 messages come from translation keys', () => {
  it('names every message under validation.* once', () => {
    for (const key of validationMessageKeys) expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
  });

  it('names every field label under form_fields.* once', () => {
    for (const key of formFieldKeys) expect(key).toMatch(/^form_fields\.[a-zA-Z]+$/);
    expect(new Set(formFieldKeys).size).toBe(formFieldKeys.length);
  });

  it.each([
    ['form_fields.email', true],
    ['form_fields.password', true],
    ['form_fields.unknown', false],
    ['validation.required', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('§5 %j is a field label key: %s', (value, expected) => {
    expect(isFormFieldKey(value)).toBe(expected);
  });
});

describe('§5 a message descriptor travels as data', () => {
  it.each([
    [{ key: 'validation.required' }, true],
    [{ key: 'validation.maxLength', params: { max: 30 } }, true],
    [{ key: 'validation.sameAs', params: { other: 'form_fields.password' } }, true],
    [{ key: 'validation.unknown' }, false],
    [{ key: 'validation.maxLength', params: { max: true } }, false],
    [{ params: { max: 30 } }, false],
  ])('%j is a message: %s', (value, valid) => {
    expect(ValidationMessageSchema.safeParse(value).success).toBe(valid);
  });
});

describe('§5 resolving a message in the customer language', () => {
  function recordingTranslate() {
    const calls: unknown[][] = [];
    const translate: Translate = (...args) => {
      calls.push(args);
      return args[1] ? `${args[0]} ${JSON.stringify(args[1])}` : `<${args[0]}>`;
    };
    return { translate, calls };
  }

  it('translates a message without placeholders by its key alone', () => {
    const { translate, calls } = recordingTranslate();
    expect(resolveValidationMessage({ key: 'validation.required' }, translate)).toBe('<validation.required>');
    expect(calls).toEqual([['validation.required']]);
  });

  it('translates field-label parameters first and keeps other parameters as they are', () => {
    const { translate, calls } = recordingTranslate();
    const text = resolveValidationMessage(
      { key: 'validation.sameAs', params: { other: 'form_fields.password', max: 5, word: 'password' } },
      translate,
    );
    expect(calls).toEqual([
      ['form_fields.password'],
      ['validation.sameAs', { other: '<form_fields.password>', max: 5, word: 'password' }],
    ]);
    expect(text).toBe('validation.sameAs {"other":"<form_fields.password>","max":5,"word":"password"}');
  });
});
