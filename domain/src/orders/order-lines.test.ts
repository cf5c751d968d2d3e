import { describe, expect, it } from 'vitest';
import { OrderSchema, type Order } from '../entities/order.ts';
import { feeCents, itemsCents, orderDeliveryWindow, orderLines } from './order-lines.ts';

function piece(id: number, variantId: number, cents: number, customData: object = {}) {
  return {
    id,
    status: 'available',
    packageId: 1,
    product: { id: 10, images: [] },
    variant: { id: variantId },
    price: { withTax: cents, withoutTax: Math.round(cents / 1.19) },
    customData,
  };
}

function order(
  items: object[],
  windows: { min: string; max: string }[] = [],
  fees: { category: string; key: string; cents: number }[] = [],
): Order {
  return OrderSchema.parse({
    id: 100000000042,
    currencyCode: 'EUR',
    confirmedAt: null,
    customer: { id: 1 },
    cost: {
      withTax: 0,
      withoutTax: 0,
      tax: { vat: { amount: 0, rate: 0.19 } },
      appliedFees: fees.map(({ category, key, cents }) => ({
        category,
        key,
        amount: { withTax: cents, withoutTax: Math.round(cents / 1.19) },
      })),
    },
    payment: [],
    vouchers: [],
    packages: windows.map((deliveryDate, index) => ({
      id: index + 1,
      deliveryStatus: 'open',
      deliveryDate,
      tracking: null,
    })),
    items,
  });
}

describe('an order as lines: the backend keeps one item per piece (§3)', () => {
  it('three boxes of one lens are one line of three; another variant is a line of its own', () => {
    const lines = orderLines(
      order([piece(1, 7, 2490), piece(2, 8, 990), piece(3, 7, 2490), piece(4, 7, 2490)]),
    );
    expect(lines.map(({ item, quantity, cents }) => [item.variant.id, quantity, cents])).toEqual([
      [7, 3, 7470],
      [8, 1, 990],
    ]);
  });

  it('pieces of one variant at another price (a reduction) or configured otherwise stay apart', () => {
    const lines = orderLines(
      order([
        piece(1, 7, 12900, { prescriptionValues: { left: { sphere: -1 }, right: { sphere: -1 } } }),
        piece(2, 7, 12900, { prescriptionValues: { left: { sphere: -2 }, right: { sphere: -2 } } }),
        piece(3, 7, 9900, { prescriptionValues: { left: { sphere: -2 }, right: { sphere: -2 } } }),
      ]),
    );
    expect(lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
  });
});

describe('when the whole order is expected', () => {
  it.each([
    ['no package yet', [], undefined],
    ['one package', [{ min: '2026-12-01', max: '2026-12-03' }], { min: '2026-12-01', max: '2026-12-03' }],
    [
      'the first earliest day and the last latest one of several',
      [
        { min: '2026-12-02', max: '2026-12-04' },
        { min: '2026-12-01', max: '2026-12-02' },
        { min: '2026-12-08', max: '2026-12-12' },
      ],
      { min: '2026-12-01', max: '2026-12-12' },
    ],
  ])('%s', (_case, windows, expected) => {
    expect(orderDeliveryWindow(order([], windows))).toEqual(expected);
  });
});

describe('§3 an order’s cost in its parts', () => {
  const placed = order(
    [piece(1, 7, 2490), piece(2, 7, 2490), piece(3, 8, 990)],
    [],
    [
      { category: 'delivery', key: 'POST_CZ', cents: 8900 },
      { category: 'payment', key: 'cash_on_delivery', cents: 3900 },
    ],
  );
  it('the pieces together', () => {
    expect(itemsCents(placed)).toBe(5970);
  });
  it.each([
    ['delivery', 8900],
    ['payment', 3900],
  ] as const)('the %s fee', (category, cents) => {
    expect(feeCents(placed, category)).toBe(cents);
  });
  it('no fee of a kind is 0 (free delivery)', () => {
    expect(feeCents(order([piece(1, 7, 2490)]), 'delivery')).toBe(0);
  });
});
