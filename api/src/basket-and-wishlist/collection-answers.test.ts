import { describe, expect, it } from 'vitest';
import { invalidBasketMessage, readBasket } from './collection-answers.ts';

const basket = {
  key: 'b1',
  cost: {
    withTax: 0,
    withoutTax: 0,
    tax: { vat: { amount: 0, rate: 0.19 } },
    recommendedRetailPrice: null,
    appliedReductions: [],
    currencyCode: 'EUR',
  },
  currencyCode: 'EUR',
  items: [],
  packages: [],
};

describe('§7/§8 a basket answer without a valid key', () => {
  it.each([
    ['no key', { ...basket, key: undefined }],
    ['an empty key', { ...basket, key: '' }],
    ['another basket’s key', { ...basket, key: 'b2' }],
    ['a number', { ...basket, key: 1 }],
    ['no object at all', 'b1'],
    ['nothing', undefined],
  ])('is no basket: %s', (_case, answer) => {
    expect(() => readBasket(answer, 'b1')).toThrow(
      expect.objectContaining({ code: 'INTERNAL', message: invalidBasketMessage }) as Error,
    );
  });

  it('reads an answer with the key asked for, and calls any other mismatch invalid data', () => {
    expect(readBasket(basket, 'b1')).toEqual(basket);
    expect(() => readBasket({ ...basket, items: 'none' }, 'b1')).toThrow(
      expect.objectContaining({ code: 'INTERNAL', message: 'Invalid response data' }) as Error,
    );
  });
});
