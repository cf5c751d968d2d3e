import { describe, expect, it } from 'vitest';
import { SubscriptionActionSchema } from './subscription-action.ts';

// §2 /account/subscriptions/{id}/: the changes a shopper can make, and nothing else.
describe('SubscriptionActionSchema', () => {
  it.each([
    [{ action: 'skipNextDelivery' }],
    [{ action: 'pause', until: '2026-12-31' }],
    [{ action: 'resume' }],
    [{ action: 'changeInterval', intervalMonths: 3 }],
    [{ action: 'cancel' }],
  ])('takes %j', (body) => {
    expect(SubscriptionActionSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['an unknown action', { action: 'deliverNow' }],
    ['a pause without its last day', { action: 'pause' }],
    ['a pause until no date', { action: 'pause', until: '31.12.2026' }],
    ['an interval the shop does not deliver in', { action: 'changeInterval', intervalMonths: 4 }],
    ['a field the action does not have', { action: 'cancel', reason: 'moved' }],
  ])('refuses %s', (_case, body) => {
    expect(SubscriptionActionSchema.safeParse(body).success).toBe(false);
  });
});
