import { describe, expect, it } from 'vitest';
import { CommerceFailure, commerceFailureKinds } from '../commerce-failure.ts';
import type { CommerceFailureKind, CommerceResult } from '../commerce-failure.ts';
import { failureAnswer, failureStatus, statusOf } from './failure-status.ts';

// What SCAYLE's Storefront API v1 answers for each refusal (spec §8), as the SDK and the RPC
// layer's failure mapping (commerce-client/, basket-and-wishlist/) read it.
const scayleFailures: readonly [CommerceFailureKind, number, string][] = [
  ['invalid', 400, 'a bad parameter, named in errors'],
  ['not_found', 404, 'unknown basket item, order, branch, slot, subscription'],
  ['conflict', 409, 'a settled payment, a begun or full slot, an item with other custom data'],
  ['precondition_failed', 412, 'an item not sellable, an empty basket, a voucher that does not hold'],
  ['limit_exceeded', 413, 'too many basket lines or pieces, a full wishlist'],
  ['unprocessable', 422, 'an Idempotency-Key reused for another request, a pause date refused'],
  ['item_data_missing', 424, 'no item data for the variant added'],
  ['unavailable', 503, 'the search index is being built'],
];

const scayleResults: readonly [CommerceResult, number, string][] = [
  ['done', 200, 'the change as asked'],
  ['created', 201, 'an item added, an order placed, an appointment booked'],
  ['reduced', 206, 'fewer pieces than asked, as the stock allows'],
  ['replayed', 200, 'the same Idempotency-Key and request again'],
];

describe('failureStatus', () => {
  it.each(scayleFailures)('answers %s with %i (%s)', (kind, status) => {
    expect(failureStatus[kind]).toBe(status);
    expect(statusOf(kind)).toBe(status);
  });

  it('has a status for every kind, and this table names every kind', () => {
    expect(Object.keys(failureStatus).sort()).toEqual([...commerceFailureKinds].sort());
    expect(scayleFailures.map(([kind]) => kind).sort()).toEqual([...commerceFailureKinds].sort());
  });
});

describe('statusOf', () => {
  it.each(scayleResults)('answers %s with %i (%s)', (result, status) => {
    expect(statusOf(result)).toBe(status);
  });
});

describe('failureAnswer', () => {
  it('keeps the message and the parameters at fault', () => {
    const problems = [{ parameter: 'voucher', message: 'Used up' }];
    const answer = failureAnswer(new CommerceFailure('precondition_failed', 'Used up', problems));
    expect({ status: answer.status, message: answer.message, problems: answer.problems }).toEqual({
      status: 412,
      message: 'Used up',
      problems,
    });
    expect(failureAnswer(new CommerceFailure('not_found', 'Order not found')).problems).toBeUndefined();
  });
});
