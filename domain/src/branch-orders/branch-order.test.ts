import { describe, expect, it } from 'vitest';
import { BranchOrderSchema, branchOrderBalance, branchOrderProgressStep } from './branch-order.ts';

describe('branch orders (§2 /account/branch-order/)', () => {
  it.each([
    ['ordered', 1],
    ['in_production', 2],
    ['ready_for_pickup', 3],
    ['picked_up', 4],
    ['cancelled', null],
  ] as const)('%s shows progress step %s', (status, step) => {
    expect(branchOrderProgressStep(status)).toBe(step);
  });

  it.each([
    [48_900, 10_000, 38_900],
    [48_900, 48_900, 0],
    [48_900, 50_000, 0],
    [0, 0, 0],
  ])('total %i with %i paid leaves %i to pay', (total, paid, balance) => {
    expect(branchOrderBalance({ total: { withTax: total }, paid: { withTax: paid } })).toBe(balance);
  });

  const order = {
    id: '202611210001',
    branchId: '1001',
    status: 'in_production',
    createdAt: '2026-11-21T09:30:00+01:00',
    readyAt: null,
    items: [{ description: 'Gleitsichtgläser 1.6, entspiegelt', quantity: 2, price: { withTax: 24_450 } }],
    total: { withTax: 48_900 },
    paid: { withTax: 10_000 },
    currencyCode: 'EUR',
  };

  it('accepts a branch order', () => {
    expect(BranchOrderSchema.parse(order)).toEqual(order);
  });

  it.each([[{ id: '2026112100' }], [{ status: 'shipped' }], [{ items: [] }], [{ total: { withTax: -1 } }]])(
    'refuses a branch order with %j',
    (change) => {
      expect(BranchOrderSchema.safeParse({ ...order, ...change }).success).toBe(false);
    },
  );
});
