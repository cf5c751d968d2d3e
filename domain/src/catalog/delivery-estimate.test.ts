import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryWindow, variantDeliveryEstimate } from './delivery-estimate.ts';

describe('§3 Delivery: delivery windows count working days', () => {
  it.each([
    ['Monday + 2', '2025-06-02T10:00:00Z', 2, '2025-06-04'],
    ['Thursday + 2 skips the weekend', '2025-06-05T10:00:00Z', 2, '2025-06-09'],
    ['Saturday + 1 is Monday', '2025-06-07T10:00:00Z', 1, '2025-06-09'],
    ['Friday late + 0 stays the same day', '2025-06-06T23:30:00Z', 0, '2025-06-06'],
  ])('%s', (_case, from, days, expected) => {
    expect(addBusinessDays(new Date(from), days).toISOString().slice(0, 10)).toBe(expected);
  });

  it.each([
    ['from stock: 2 to 4 working days', 'from_stock', { min: '2025-06-04', max: '2025-06-06' }],
    ['backorder: 7 to 14 working days', 'backorder', { min: '2025-06-11', max: '2025-06-20' }],
    [
      'prescription glasses: 7 to 10 working days',
      'made_to_measure',
      { min: '2025-06-11', max: '2025-06-16' },
    ],
  ] as const)('%s', (_case, kind, window) => {
    expect(deliveryWindow(new Date('2025-06-02T10:00:00Z'), kind)).toEqual(window);
  });
});

describe('the product page’s delivery estimate follows the §4 availability tier', () => {
  const monday = new Date('2025-06-02T10:00:00Z');
  const fromStock = { min: '2025-06-04', max: '2025-06-06' };
  const backorder = { min: '2025-06-11', max: '2025-06-20' };
  it.each([
    ['immediately available (6 in stock)', 6, false, fromStock],
    ['available soon (5 in stock)', 5, false, fromStock],
    ['available soon (1 in stock, also sellable without)', 1, true, fromStock],
    ['as soon as possible (none, sellable without stock)', 0, true, backorder],
    ['not available (none, not sellable without)', 0, false, undefined],
    ['not available (oversold)', -2, false, undefined],
  ])('%s', (_case, quantity, isSellableWithoutStock, window) => {
    expect(variantDeliveryEstimate({ stock: { quantity, isSellableWithoutStock } }, monday)).toEqual(window);
  });
});
