import { describe, expect, it } from 'vitest';
import { chosenVariant, variantChoiceKey, variantChoiceLabel } from './product-variants.ts';

const variant = (
  id: number,
  quantity: number,
  attributes: Record<string, string> = {},
  sellable = false,
) => ({
  id,
  stock: { quantity, isSellableWithoutStock: sellable },
  attributes: Object.fromEntries(
    Object.entries(attributes).map(([key, label]) => [key, { values: { label, value: label } }]),
  ),
});

describe('the variant a product page shows', () => {
  const soldOut = variant(1, 0);
  const inStock = variant(2, 8);
  const backorder = variant(3, 0, {}, true);
  it.each([
    ['the one the address names', [soldOut, inStock], 1, 1],
    ['the first orderable when the address names none', [soldOut, inStock], undefined, 2],
    ['the first orderable when the address names another product’s', [soldOut, backorder, inStock], 99, 3],
    ['the first when none can be ordered', [soldOut, variant(4, 0)], undefined, 1],
    ['none without variants', [], 1, undefined],
  ])('%s', (_case, variants, requested, id) => {
    expect(chosenVariant(variants, requested)?.id).toBe(id);
  });
});

describe('what tells variants apart (§3 attribute-2 size, packing type)', () => {
  it.each([
    ['frame sizes', [variant(1, 1, { size: '52-18-140' }), variant(2, 1, { size: '54-18-140' })], 'size'],
    [
      'contact lens packs',
      [
        variant(1, 1, { numberOfLenses: '30', packingTypeDescription: '30 Stück' }),
        variant(2, 1, { numberOfLenses: '90', packingTypeDescription: '90 Stück' }),
      ],
      'packingTypeDescription',
    ],
    [
      'lens counts alone',
      [variant(1, 1, { numberOfLenses: '3' }), variant(2, 1, { numberOfLenses: '6' })],
      'numberOfLenses',
    ],
    [
      'an attribute only some variants have does not',
      [variant(1, 1, { size: 'M' }), variant(2, 1)],
      undefined,
    ],
    ['no variants', [], undefined],
  ] as const)('%s', (_case, variants, key) => {
    expect(variantChoiceKey(variants)).toBe(key);
  });

  it('labels an option by the attribute’s shown text', () => {
    expect(variantChoiceLabel(variant(1, 1, { size: ' 57-18-135 ' }), 'size')).toBe('57-18-135');
    expect(variantChoiceLabel(variant(1, 1), 'size')).toBeUndefined();
  });
});
