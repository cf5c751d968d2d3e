import { z } from 'zod';
import { CountSchema, IsoDateSchema } from '../entities/scalars.ts';
import { PrescriptionValuesSchema } from '../prescription/prescription-values.ts';
import { addDays, addMonths } from './iso-date.ts';
import type { IsoDate } from './iso-date.ts';

/**
 * The contact-lens saving subscription ("Spar-Abo", §1). The spec shows neither its statuses nor its
 * intervals: a subscription is active, paused or cancelled, and delivers every 1, 2, 3 or 6 months,
 * which matches monthly, two-monthly, quarterly and half-year lens packs.
 */
export const subscriptionStatuses = ['active', 'paused', 'cancelled'] as const;
export const SubscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const subscriptionIntervalsInMonths = [1, 2, 3, 6] as const;
export const SubscriptionIntervalSchema = z.union(
  subscriptionIntervalsInMonths.map((months) => z.literal(months)),
);
export type SubscriptionInterval = z.infer<typeof SubscriptionIntervalSchema>;

/** Without another choice, lenses come quarterly, the interval most wearers pick. */
export const usualSubscriptionInterval: SubscriptionInterval = 3;

/** A pause lasts at most half a year; longer, the shopper should cancel. */
export const maxPauseMonths = 6;

export const SubscriptionSchema = z.object({
  id: z.string().min(1),
  status: SubscriptionStatusSchema,
  productId: z.number().int().positive(),
  variantId: z.number().int().positive(),
  /** Packs per delivery: both eyes' together for contact lenses ordered per eye (12 each at most). */
  quantity: z.number().int().min(1).max(24),
  intervalMonths: SubscriptionIntervalSchema,
  /** Contact lenses ordered per eye: the packs each eye gets with every delivery. */
  packsPerEye: z.object({ left: CountSchema, right: CountSchema }).optional(),
  /** The values the lenses are made in, as ordered (§3). */
  prescriptionValues: PrescriptionValuesSchema.optional(),
  /** Day of the next delivery; null once cancelled. */
  nextDeliveryDate: IsoDateSchema.nullable(),
  /** Last day of a pause; deliveries resume after it. */
  pausedUntil: IsoDateSchema.nullable(),
  startedOn: IsoDateSchema,
  cancelledOn: IsoDateSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export type SubscriptionChange =
  | { ok: true; subscription: Subscription }
  | { ok: false; reason: 'cancelled' | 'not_paused' | 'already_paused' | 'pause_too_long' | 'pause_in_past' };

const refused = (reason: Extract<SubscriptionChange, { ok: false }>['reason']): SubscriptionChange => ({
  ok: false,
  reason,
});

/** The first delivery day on the schedule (next, next + interval, ...) that falls after `after`. */
function firstScheduledAfter(next: IsoDate, intervalMonths: number, after: IsoDate): IsoDate {
  let candidate = next;
  for (let step = 1; candidate <= after; step += 1) candidate = addMonths(next, intervalMonths * step);
  return candidate;
}

/** Skips the next delivery: the one after it becomes the next. */
export function skipNextDelivery(subscription: Subscription): SubscriptionChange {
  if (subscription.status === 'cancelled' || subscription.nextDeliveryDate === null)
    return refused('cancelled');
  return {
    ok: true,
    subscription: {
      ...subscription,
      nextDeliveryDate: addMonths(subscription.nextDeliveryDate, subscription.intervalMonths),
    },
  };
}

/** Pauses deliveries through `until` (inclusive); the schedule resumes with the first delivery after it. */
export function pauseSubscription(
  subscription: Subscription,
  until: IsoDate,
  today: IsoDate,
): SubscriptionChange {
  if (subscription.status === 'cancelled' || subscription.nextDeliveryDate === null)
    return refused('cancelled');
  if (subscription.status === 'paused') return refused('already_paused');
  if (until <= today) return refused('pause_in_past');
  if (until > addMonths(today, maxPauseMonths)) return refused('pause_too_long');
  return {
    ok: true,
    subscription: {
      ...subscription,
      status: 'paused',
      pausedUntil: until,
      nextDeliveryDate: firstScheduledAfter(
        subscription.nextDeliveryDate,
        subscription.intervalMonths,
        until,
      ),
    },
  };
}

/** Ends a pause early: the next delivery is the first scheduled one after today. */
export function resumeSubscription(subscription: Subscription, today: IsoDate): SubscriptionChange {
  if (subscription.status === 'cancelled' || subscription.nextDeliveryDate === null)
    return refused('cancelled');
  if (subscription.status !== 'paused') return refused('not_paused');
  // The pause pushed the next delivery forward along the schedule; walk it back to today.
  let next = subscription.nextDeliveryDate;
  for (let earlier = addMonths(next, -subscription.intervalMonths); earlier > today;) {
    next = earlier;
    earlier = addMonths(next, -subscription.intervalMonths);
  }
  return {
    ok: true,
    subscription: { ...subscription, status: 'active', pausedUntil: null, nextDeliveryDate: next },
  };
}

/**
 * Changes the interval: the next delivery moves to one new interval after the last delivery
 * (the current next date minus the old interval), but never to today or earlier.
 */
export function changeSubscriptionInterval(
  subscription: Subscription,
  intervalMonths: SubscriptionInterval,
  today: IsoDate,
): SubscriptionChange {
  if (subscription.status === 'cancelled' || subscription.nextDeliveryDate === null)
    return refused('cancelled');
  const lastDelivery = addMonths(subscription.nextDeliveryDate, -subscription.intervalMonths);
  const proposed = addMonths(lastDelivery, intervalMonths);
  const earliest = addDays(today, 1);
  return {
    ok: true,
    subscription: {
      ...subscription,
      intervalMonths,
      nextDeliveryDate: proposed < earliest ? earliest : proposed,
    },
  };
}

/** §1: the saving subscription can be cancelled at any time; nothing is delivered after that. */
export function cancelSubscription(subscription: Subscription, today: IsoDate): SubscriptionChange {
  if (subscription.status === 'cancelled') return refused('cancelled');
  return {
    ok: true,
    subscription: {
      ...subscription,
      status: 'cancelled',
      nextDeliveryDate: null,
      pausedUntil: null,
      cancelledOn: today,
    },
  };
}

/** What a subscription starts with: the lens, the packs, the interval and, per eye, packs and values. */
export type SubscriptionStart = Pick<
  Subscription,
  'productId' | 'variantId' | 'quantity' | 'intervalMonths' | 'packsPerEye' | 'prescriptionValues'
>;

/**
 * A subscription started by an order: the order is its first delivery, so the next one is an
 * interval after today.
 */
export function startSubscription(start: SubscriptionStart, today: IsoDate): Omit<Subscription, 'id'> {
  return {
    ...start,
    status: 'active',
    nextDeliveryDate: addMonths(today, start.intervalMonths),
    pausedUntil: null,
    startedOn: today,
    cancelledOn: null,
  };
}
