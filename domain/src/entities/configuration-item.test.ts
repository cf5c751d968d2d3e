import { describe, expect, it } from 'vitest';
import { ConfigurationItemSchema } from './configuration-item.ts';
import { configurationItem } from './entity-samples.fixtures.ts';
import { refusalPath } from './schema-checks.fixtures.ts';

describe('§3 Configuration item (id, name, value, editable, masterKey, referenceKey, product, variant, price)', () => {
  it('a line backed by an rx product and a plain line are accepted', () => {
    expect(ConfigurationItemSchema.parse(configurationItem)).toEqual(configurationItem);
    const plain = {
      ...configurationItem,
      id: 'prescription-type',
      masterKey: 'prescription-type',
      referenceKey: 'type_ei',
      product: null,
      variant: null,
      price: null,
    };
    expect(ConfigurationItemSchema.parse(plain)).toEqual(plain);
  });

  it.each([
    ['an empty id', { ...configurationItem, id: '' }, ['id']],
    ['an empty master key', { ...configurationItem, masterKey: '' }, ['masterKey']],
    ['no editable flag', { ...configurationItem, editable: undefined }, ['editable']],
    ['a numeric value', { ...configurationItem, value: 1.6 }, ['value']],
    ['no reference key', { ...configurationItem, referenceKey: undefined }, ['referenceKey']],
    ['a product without name', { ...configurationItem, product: { id: 7100 } }, ['product', 'name']],
    ['a variant id of 0', { ...configurationItem, variant: { id: 0 } }, ['variant', 'id']],
    [
      'a negative price',
      { ...configurationItem, price: { withTax: -100, currencyCode: 'EUR' } },
      ['price', 'withTax'],
    ],
    [
      'a price without currency',
      { ...configurationItem, price: { withTax: 100 } },
      ['price', 'currencyCode'],
    ],
    ['a missing product', { ...configurationItem, product: undefined }, ['product']],
  ])('a line with %s is refused', (_case, value, path) => {
    expect(refusalPath(ConfigurationItemSchema, value)).toEqual(path);
  });
});
