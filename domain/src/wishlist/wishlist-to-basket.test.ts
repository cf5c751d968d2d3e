import { describe, expect, it } from 'vitest';
import { wishlistItemToBasket } from './wishlist-to-basket.ts';

const variant = (id: number, quantity: number, size?: string) => ({
  id,
  stock: { quantity, isSellableWithoutStock: false },
  attributes: size === undefined ? {} : { size: { values: { label: size, value: size } } },
});
const salesStatus = (status: string) => ({ salesStatus: { values: { label: status, value: status } } });

const small = variant(1, 4, '50-18-140');
const large = variant(2, 7, '54-18-140');
const soldOutSize = variant(3, 0, '56-18-140');
const sizeChoice = {
  kind: 'choose',
  key: 'size',
  options: [
    { variant: small, label: '50-18-140' },
    { variant: large, label: '54-18-140' },
  ],
};

describe('§2/§4 moving a wishlist item into the basket', () => {
  it.each([
    ['the chosen variant when it can be ordered', 2, [small, large], { kind: 'ready', variant: large }],
    [
      'the only orderable variant when none was chosen',
      null,
      [small, soldOutSize],
      { kind: 'ready', variant: small },
    ],
    [
      'a product of one variant goes as it is',
      null,
      [variant(9, 1)],
      { kind: 'ready', variant: variant(9, 1) },
    ],
    ['a choice of the orderable sizes when none was chosen', null, [small, soldOutSize, large], sizeChoice],
    ['the other sizes when the chosen one sold out', 3, [small, soldOutSize, large], sizeChoice],
    [
      'sold out when no variant has stock',
      3,
      [soldOutSize, variant(4, 0, '58-18-140')],
      { kind: 'sold-out' },
    ],
    ['sold out without variants', null, [], { kind: 'sold-out' }],
  ] as const)('%s', (_case, variantId, variants, expected) => {
    expect(wishlistItemToBasket({ variantId, product: { isActive: true, variants } })).toEqual(expected);
  });

  it.each([
    ['an inactive product', { isActive: false }],
    ['an offline product', { isActive: true, attributes: salesStatus('offline') }],
    [
      'a product temporarily not sellable',
      { isActive: true, attributes: salesStatus('temporary_not_sellable') },
    ],
  ])('sold out for %s, whatever its stock', (_case, product) => {
    expect(wishlistItemToBasket({ variantId: 1, product: { ...product, variants: [small, large] } })).toEqual(
      {
        kind: 'sold-out',
      },
    );
  });
});
