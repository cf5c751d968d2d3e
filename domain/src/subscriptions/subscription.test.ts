import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate } from './iso-date.ts';
import {
  SubscriptionSchema,
  cancelSubscription,
  changeSubscriptionInterval,
  pauseSubscription,
  resumeSubscription,
  skipNextDelivery,
} from './subscription.ts';
import type { Subscription } from './subscription.ts';

const active: Subscription = SubscriptionSchema.parse({
  id: 'sub-1',
  status: 'active',
  productId: 4711,
  variantId: 47110,
  quantity: 2,
  intervalMonths: 3,
  nextDeliveryDate: '2026-12-15',
  pausedUntil: null,
  startedOn: '2026-03-15',
  cancelledOn: null,
});
const cancelled: Subscription = {
  ...active,
  status: 'cancelled',
  nextDeliveryDate: null,
  cancelledOn: '2026-11-01',
};
const today = '2026-11-21';

describe('calendar dates of deliveries', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-12-15', -3, '2026-09-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-21', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['21.11.2026', false],
    ['2026-1-1', false],
  ])('%s is a date: %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it('refuses to compute with a broken date', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow('Not a real date');
    expect(() => addDays('tomorrow', 1)).toThrow('Not an ISO date');
  });
});

describe('saving subscription (§1 "a saving subscription that can be cancelled")', () => {
  it('skipping moves the next delivery by one interval', () => {
    expect(skipNextDelivery(active)).toEqual({
      ok: true,
      subscription: { ...active, nextDeliveryDate: '2027-03-15' },
    });
  });

  it.each([
    ['2026-12-20', '2027-03-15'],
    ['2027-03-14', '2027-03-15'],
    ['2027-03-15', '2027-06-15'],
    ['2026-12-14', '2026-12-15'],
  ])('pausing through %s resumes with the delivery of %s', (until, next) => {
    expect(pauseSubscription(active, until, today)).toEqual({
      ok: true,
      subscription: { ...active, status: 'paused', pausedUntil: until, nextDeliveryDate: next },
    });
  });

  it.each([
    [today, 'pause_in_past'],
    ['2026-11-01', 'pause_in_past'],
    ['2027-05-22', 'pause_too_long'],
  ] as const)('pausing through %s is refused: %s', (until, reason) => {
    expect(pauseSubscription(active, until, today)).toEqual({ ok: false, reason });
  });

  it('pausing up to six months ahead is allowed', () => {
    expect(pauseSubscription(active, '2027-05-21', today).ok).toBe(true);
  });

  it('a paused subscription cannot be paused again but can be resumed', () => {
    const paused = pauseSubscription(active, '2027-04-01', today);
    if (!paused.ok) throw new Error('pause failed');
    expect(paused.subscription.nextDeliveryDate).toBe('2027-06-15');
    expect(pauseSubscription(paused.subscription, '2027-05-01', today)).toEqual({
      ok: false,
      reason: 'already_paused',
    });
    expect(resumeSubscription(paused.subscription, today)).toEqual({
      ok: true,
      subscription: { ...active, status: 'active', pausedUntil: null, nextDeliveryDate: '2026-12-15' },
    });
    expect(resumeSubscription(paused.subscription, '2027-01-10')).toMatchObject({
      ok: true,
      subscription: { nextDeliveryDate: '2027-03-15' },
    });
  });

  it('only a paused subscription can be resumed', () => {
    expect(resumeSubscription(active, today)).toEqual({ ok: false, reason: 'not_paused' });
  });

  it.each([
    [1, '2026-10-15', '2026-11-22'],
    [2, '2026-11-15', '2026-11-22'],
    [6, '2027-03-15', '2027-03-15'],
    [3, '2026-12-15', '2026-12-15'],
  ] as const)(
    'changing the interval to %i months counts from the last delivery (%s) → %s',
    (months, _last, next) => {
      expect(changeSubscriptionInterval(active, months, today)).toEqual({
        ok: true,
        subscription: { ...active, intervalMonths: months, nextDeliveryDate: next },
      });
    },
  );

  it('cancelling ends deliveries and records the day', () => {
    expect(cancelSubscription(active, today)).toEqual({
      ok: true,
      subscription: {
        ...active,
        status: 'cancelled',
        nextDeliveryDate: null,
        pausedUntil: null,
        cancelledOn: today,
      },
    });
    const paused = { ...active, status: 'paused' as const, pausedUntil: '2027-01-01' };
    expect(cancelSubscription(paused, today)).toMatchObject({
      ok: true,
      subscription: { pausedUntil: null },
    });
  });

  it.each([
    ['skip', () => skipNextDelivery(cancelled)],
    ['pause', () => pauseSubscription(cancelled, '2027-01-01', today)],
    ['resume', () => resumeSubscription(cancelled, today)],
    ['change interval', () => changeSubscriptionInterval(cancelled, 1, today)],
    ['cancel again', () => cancelSubscription(cancelled, today)],
  ])('a cancelled subscription refuses to %s', (_action, change) => {
    expect(change()).toEqual({ ok: false, reason: 'cancelled' });
  });

  it.each([
    [{ intervalMonths: 4 }],
    [{ quantity: 0 }],
    [{ quantity: 25 }],
    [{ status: 'expired' }],
    [{ nextDeliveryDate: '2026-02-30' }],
  ])('refuses a subscription with %j', (change) => {
    expect(SubscriptionSchema.safeParse({ ...active, ...change }).success).toBe(false);
  });
});
