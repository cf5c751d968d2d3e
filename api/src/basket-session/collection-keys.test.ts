import { describe, expect, it } from 'vitest';
import { anonymousCollectionKeys, customerCollectionKeys, emptyCollectionKeys } from './collection-keys.ts';

// The commerce backend's basket and wishlist key rule.
const backendKey = /^[A-Za-z0-9_-]{1,100}$/;

describe('issue 5: whose basket and wishlist a session sees', () => {
  it('gives every anonymous visitor random keys of their own', () => {
    const first = anonymousCollectionKeys();
    const second = anonymousCollectionKeys();
    expect(new Set([first.basketKey, first.wishlistKey, second.basketKey, second.wishlistKey]).size).toBe(4);
    expect(first.basketKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a customer the same keys every time, their own and fit for the backend', () => {
    expect(customerCollectionKeys(10001)).toEqual(customerCollectionKeys(10001));
    expect(customerCollectionKeys(10001).basketKey).not.toBe(customerCollectionKeys(10002).basketKey);
    const keys = customerCollectionKeys(Number.MAX_SAFE_INTEGER);
    expect(keys.basketKey).toMatch(backendKey);
    expect(keys.wishlistKey).toMatch(backendKey);
    expect(keys.basketKey).not.toBe(keys.wishlistKey);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s as a customer id', (customerId) => {
    expect(() => customerCollectionKeys(customerId)).toThrow(RangeError);
  });

  it('keeps the keys of visitors without a session apart from every other key', () => {
    expect(emptyCollectionKeys.basketKey).toMatch(backendKey);
    expect(emptyCollectionKeys.basketKey).not.toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(emptyCollectionKeys.basketKey).not.toMatch(/^customer-/);
  });
});
