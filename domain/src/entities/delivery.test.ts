import { describe, expect, it } from 'vitest';
import { DeliveryDateSchema, DeliverySchema } from './delivery.ts';
import { refusalMessage, refusalPath } from './schema-checks.fixtures.ts';

describe('§3 Delivery (deliveryDate.min and max)', () => {
  it.each([
    [{ min: '2025-03-14', max: '2025-03-17' }, undefined],
    [{ min: '2025-03-14', max: '2025-03-14' }, undefined],
    [{ min: '2025-03-14T08:00:00+01:00', max: '2025-03-14T18:00:00+01:00' }, undefined],
    [{ min: '2025-03-14T08:00:00+01:00', max: '2025-03-14T08:00:00+01:00' }, undefined],
    [{ min: '2025-03-15', max: '2025-03-14' }, ['min']],
    [{ min: '2025-03-14T18:00:00+01:00', max: '2025-03-14T17:59:59+01:00' }, ['min']],
    [{ min: 'soon', max: '2025-03-14' }, ['min']],
    [{ min: '2025-03-14' }, ['max']],
    [{ min: '2025-02-30', max: '2025-03-14' }, ['min']],
  ])('a delivery window %j is refused at %j', (window, path) => {
    expect(refusalPath(DeliveryDateSchema, window)).toEqual(path);
  });

  it('names the broken window rule', () => {
    expect(refusalMessage(DeliveryDateSchema, { min: '2025-03-15', max: '2025-03-14' })).toBe(
      'deliveryDate.min must not lie after deliveryDate.max',
    );
  });

  it('a delivery carries its window', () => {
    const delivery = { deliveryDate: { min: '2025-03-14', max: '2025-03-17' } };
    expect(DeliverySchema.parse(delivery)).toEqual(delivery);
    expect(refusalPath(DeliverySchema, {})).toEqual(['deliveryDate']);
  });
});
