import { describe, expect, it } from 'vitest';
import { deliveryStatuses } from '../orders/delivery-status.ts';
import { orderItemStatuses } from '../orders/order-status.ts';
import { order } from './entity-samples.fixtures.ts';
import { OrderSchema, VoucherSchema, appliedFeeCategories, voucherTypes } from './order.ts';
import { refusalPath } from './schema-checks.fixtures.ts';

const [pkg] = order.packages;
const [item] = order.items;

describe('§3 Order (designed: neither API has it in the shop terms)', () => {
  it('parses as written', () => {
    expect(OrderSchema.parse(order)).toEqual(order);
  });

  it('§4 accepts each of the nine delivery statuses on a package', () => {
    for (const deliveryStatus of deliveryStatuses) {
      expect(
        OrderSchema.parse({ ...order, packages: [{ ...pkg, deliveryStatus }] }).packages[0]?.deliveryStatus,
      ).toBe(deliveryStatus);
    }
  });

  it('§4 accepts each item status', () => {
    for (const status of orderItemStatuses) {
      expect(OrderSchema.parse({ ...order, items: [{ ...item, status }] }).items[0]?.status).toBe(status);
    }
  });

  it('an unconfirmed order without tracking, vouchers or fees is accepted', () => {
    const open = {
      ...order,
      confirmedAt: null,
      vouchers: [],
      cost: { ...order.cost, appliedFees: [] },
      packages: [{ ...pkg, deliveryStatus: 'open', tracking: null }],
    };
    expect(OrderSchema.parse(open)).toEqual(open);
  });

  it.each([
    [
      'an unknown delivery status',
      { ...order, packages: [{ ...pkg, deliveryStatus: 'in_transit' }] },
      ['packages', 0, 'deliveryStatus'],
    ],
    ['an unknown item status', { ...order, items: [{ ...item, status: 'shipped' }] }, ['items', 0, 'status']],
    ['no customer id', { ...order, customer: {} }, ['customer', 'id']],
    ['a confirmation time without offset', { ...order, confirmedAt: '2025-03-10T11:42:00' }, ['confirmedAt']],
    [
      'a fee of unknown category',
      {
        ...order,
        cost: {
          ...order.cost,
          appliedFees: [{ category: 'service', key: 'x', amount: { withTax: 1, withoutTax: 1 } }],
        },
      },
      ['cost', 'appliedFees', 0, 'category'],
    ],
    [
      'a negative delivery fee',
      {
        ...order,
        cost: {
          ...order.cost,
          appliedFees: [{ category: 'delivery', key: 'standard', amount: { withTax: -490, withoutTax: 0 } }],
        },
      },
      ['cost', 'appliedFees', 0, 'amount', 'withTax'],
    ],
    [
      'a fee without key',
      {
        ...order,
        cost: {
          ...order.cost,
          appliedFees: [{ category: 'delivery', key: '', amount: { withTax: 1, withoutTax: 1 } }],
        },
      },
      ['cost', 'appliedFees', 0, 'key'],
    ],
    ['no tax', { ...order, cost: { ...order.cost, tax: undefined } }, ['cost', 'tax']],
    ['a payment without key', { ...order, payment: [{ key: '' }] }, ['payment', 0, 'key']],
    [
      'a tracking link that is no URL',
      { ...order, packages: [{ ...pkg, tracking: { id: 'x', url: 'track me' } }] },
      ['packages', 0, 'tracking', 'url'],
    ],
    [
      'a tracking entry without id',
      { ...order, packages: [{ ...pkg, tracking: { id: '', url: 'https://t.example/1' } }] },
      ['packages', 0, 'tracking', 'id'],
    ],
    [
      'a delivery window ending before it starts',
      { ...order, packages: [{ ...pkg, deliveryDate: { min: '2025-03-14', max: '2025-03-12' } }] },
      ['packages', 0, 'deliveryDate', 'min'],
    ],
    [
      'an item without package',
      { ...order, items: [{ ...item, packageId: undefined }] },
      ['items', 0, 'packageId'],
    ],
    [
      'an item price in fractional cents',
      { ...order, items: [{ ...item, price: { withTax: 1.5, withoutTax: 1 } }] },
      ['items', 0, 'price', 'withTax'],
    ],
    [
      'an item with broken custom data',
      { ...order, items: [{ ...item, customData: { frameOrder: 'yes' } }] },
      ['items', 0, 'customData', 'frameOrder'],
    ],
    ['an order id of 0', { ...order, id: 0 }, ['id']],
  ])('an order with %s is refused', (_case, value, path) => {
    expect(refusalPath(OrderSchema, value)).toEqual(path);
  });
});

describe('§3 Order vouchers (type, code, value, applicableItems)', () => {
  it('knows absolute and relative vouchers and the fee categories', () => {
    expect(voucherTypes).toEqual(['absolute', 'relative']);
    expect(appliedFeeCategories).toEqual(['delivery', 'payment']);
  });

  it.each([
    [{ type: 'absolute', code: 'WELCOME10', value: 1000, applicableItems: [1] }, undefined],
    [{ type: 'absolute', code: 'ZERO', value: 0, applicableItems: [] }, undefined],
    [{ type: 'relative', code: 'ALL', value: 1, applicableItems: [] }, undefined],
    [{ type: 'relative', code: 'TENPERCENT', value: 0.1, applicableItems: [1] }, undefined],
    [{ type: 'absolute', code: 'NEG', value: -1, applicableItems: [] }, ['value']],
    [{ type: 'absolute', code: 'HALFCENT', value: 10.5, applicableItems: [] }, ['value']],
    [{ type: 'relative', code: 'TOOMUCH', value: 1.01, applicableItems: [] }, ['value']],
    [{ type: 'relative', code: 'NEG', value: -0.1, applicableItems: [] }, ['value']],
    [{ type: 'percent', code: 'X', value: 1, applicableItems: [] }, ['type']],
    [{ type: 'absolute', code: '', value: 1, applicableItems: [] }, ['code']],
    [{ type: 'absolute', code: 'X', value: 1, applicableItems: [0] }, ['applicableItems', 0]],
    [{ type: 'absolute', code: 'X', value: 1 }, ['applicableItems']],
  ])('voucher %j is refused at %j', (voucher, path) => {
    expect(refusalPath(VoucherSchema, voucher)).toEqual(path);
  });
});
