import { describe, expect, it } from 'vitest';
import {
  cancelledStatuses,
  deliveryStatuses,
  DeliveryStatusSchema,
  isCancelledStatus,
  progressStep,
} from './delivery-status.ts';
import type { DeliveryStatus, ProgressStep } from './delivery-status.ts';

describe('§4 delivery statuses', () => {
  it('are the nine of the spec', () => {
    expect(deliveryStatuses).toEqual([
      'open',
      'shipment_pending',
      'delegation_pending',
      'shipment_completed',
      'cancellation_completed',
      'returned',
      'partially_returned',
      'cancelled',
      'partially_cancelled',
    ]);
  });

  it('parses a known status and refuses an unknown one', () => {
    expect(DeliveryStatusSchema.parse('returned')).toBe('returned');
    expect(DeliveryStatusSchema.safeParse('shipped').success).toBe(false);
  });
});

describe('§4 progress step', () => {
  it.each<[DeliveryStatus, ProgressStep]>([
    ['open', 1],
    ['cancelled', 1],
    ['partially_cancelled', 1],
    ['cancellation_completed', 1],
    ['delegation_pending', 2],
    ['shipment_pending', 3],
    ['shipment_completed', 4],
    ['returned', 4],
    ['partially_returned', 4],
  ])('%s is step %i', (status, step) => {
    expect(progressStep(status)).toBe(step);
  });
});

describe('§4 cancelled group', () => {
  it('is cancelled, partially_cancelled and cancellation_completed', () => {
    expect(cancelledStatuses).toEqual(['cancelled', 'partially_cancelled', 'cancellation_completed']);
  });

  it.each<[DeliveryStatus, boolean]>([
    ['cancelled', true],
    ['partially_cancelled', true],
    ['cancellation_completed', true],
    ['open', false],
    ['shipment_pending', false],
    ['delegation_pending', false],
    ['shipment_completed', false],
    ['returned', false],
    ['partially_returned', false],
  ])('%s is in the cancelled group: %s', (status, cancelled) => {
    expect(isCancelledStatus(status)).toBe(cancelled);
  });
});
