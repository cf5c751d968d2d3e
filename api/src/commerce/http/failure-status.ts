import type { CommerceFailure, CommerceFailureKind, CommerceResult } from '../commerce-failure.ts';
import { CommerceError } from './commerce-error.ts';

/**
 * The status SCAYLE's Storefront API answers for each refusal (the SDK and the RPC layer's
 * failure mapping read these): the one place where the backend's outcomes become HTTP.
 */
export const failureStatus = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  limit_exceeded: 413,
  unprocessable: 422,
  item_data_missing: 424,
  unavailable: 503,
} as const satisfies Record<CommerceFailureKind, number>;

const resultStatus = {
  done: 200,
  created: 201,
  reduced: 206,
  replayed: 200,
  ...failureStatus,
} as const satisfies Record<CommerceResult, number>;

/** The status of an answer that carries its resource (a basket, a wishlist, an order, an appointment). */
export function statusOf(result: CommerceResult): number {
  return resultStatus[result];
}

/** A thrown failure as the answer the error middleware sends. */
export function failureAnswer(failure: CommerceFailure): CommerceError {
  return new CommerceError(failureStatus[failure.kind], failure.message, failure.problems);
}
