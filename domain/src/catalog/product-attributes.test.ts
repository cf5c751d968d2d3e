import { describe, expect, it } from 'vitest';
import { attributeLabel, attributeValues, isAttributeTrue } from './product-attributes.ts';
import type { ProductAttributes } from './product-attributes.ts';

const attributes: ProductAttributes = {
  sustainable: { values: { label: 'Ja', value: 'ja' } },
  premium: { values: { label: 'Nein', value: 'nein' } },
  onlineExclusive: { values: { label: 'oui' } },
  name: { values: { label: 'Aviator Classic', value: 'aviator-classic' } },
  colors: { values: [{ label: 'Schwarz', value: 'black' }, { label: 'Gold' }] },
  flags: {
    values: [
      { label: 'Nein', value: 'nein' },
      { label: 'Ja', value: 'ja' },
    ],
  },
  empty: { values: [] },
  gone: null,
};

describe('§3 reading SCAYLE attribute groups', () => {
  it.each([
    ['sustainable', ['ja']],
    ['onlineExclusive', ['oui']],
    ['colors', ['black', 'Gold']],
    ['empty', []],
    ['gone', []],
    ['missing', []],
  ])('%s has the values %j', (key, values) => {
    expect(attributeValues(attributes, key)).toEqual(values);
  });

  it.each([
    ['name', 'Aviator Classic'],
    ['colors', 'Schwarz'],
    ['onlineExclusive', 'oui'],
    ['empty', undefined],
    ['gone', undefined],
    ['missing', undefined],
  ])('%s is labelled %j', (key, label) => {
    expect(attributeLabel(attributes, key)).toBe(label);
  });

  it('reads nothing from a product without attributes', () => {
    expect(attributeValues(undefined, 'sustainable')).toEqual([]);
    expect(attributeLabel(null, 'name')).toBeUndefined();
  });
});

describe('§5 boolean attributes', () => {
  it.each([
    ['sustainable', true],
    ['onlineExclusive', true],
    ['premium', false],
    ['colors', false],
    ['flags', false],
    ['empty', false],
    ['gone', false],
    ['missing', false],
  ])('%s is true: %s', (key, expected) => {
    expect(isAttributeTrue(attributes, key)).toBe(expected);
  });

  it('is false on a product without attributes', () => {
    expect(isAttributeTrue(null, 'sustainable')).toBe(false);
  });
});
