/** A parameter at fault and why, as the answer's `errors` lists it. */
export interface ParameterProblem {
  parameter: string;
  message: string;
}

/**
 * Why the commerce backend refuses a request, in its own terms. HTTP is not one of them: the one
 * table of `http/failure-status.ts` turns each kind into SCAYLE's status.
 */
export const commerceFailureKinds = [
  /** A value the rules refuse though it parsed (a carrier the market lacks, one of two ids); names it. */
  'invalid',
  /** No such thing, or none the caller may see (the same answer, so ids cannot be probed). */
  'not_found',
  /** The thing's state forbids the change now: settled already, begun, fully booked, held twice. */
  'conflict',
  /** The basket does not meet what the change needs: empty, an item not sellable, a voucher's conditions. */
  'precondition_failed',
  /** More lines or pieces than a basket holds, more entries than a wishlist holds. */
  'limit_exceeded',
  /** Understood and refused: an idempotency key reused for another request, a pause date the rules refuse. */
  'unprocessable',
  /** The catalogue has no data for the variant asked for. */
  'item_data_missing',
  /** Not ready to answer yet (the search index is being built); the same request may succeed later. */
  'unavailable',
] as const;

export type CommerceFailureKind = (typeof commerceFailureKinds)[number];

/**
 * An expected refusal of the commerce backend: its kind, a message safe to show, and the
 * parameters at fault where there are some.
 *
 * Thrown, not returned as `{ ok: false }`: most refusals must roll back the transaction they are
 * raised in (a refusal writes nothing), and many come from helpers a few calls deep
 * (`requireBranch`, `requireCustomer`, `bookPlace`), so a returned union would be threaded through
 * every level and every transaction callback only to be thrown at the end. The RPC layer's
 * `AppError` works the same way. What the backend answers with a body of its own is returned
 * instead: a basket or wishlist answered with a `CommerceResult`, which the routers map.
 */
export class CommerceFailure extends Error {
  readonly kind: CommerceFailureKind;
  readonly problems: readonly ParameterProblem[] | undefined;

  constructor(kind: CommerceFailureKind, message: string, problems?: readonly ParameterProblem[]) {
    super(message);
    this.name = 'CommerceFailure';
    this.kind = kind;
    this.problems = problems;
  }
}

/**
 * How a change went whose answer is its resource either way. Baskets and wishlists answer
 * themselves even when they refuse a change (SCAYLE's SDK reads those answers as a basket too), so
 * their refusals are results, not thrown failures. `done`: as asked; `created`: something new was
 * made; `reduced`: done with fewer pieces than asked, as the stock allows; `replayed`: the same
 * idempotency key with the same request, answered as the first time.
 */
export type CommerceResult = 'done' | 'created' | 'reduced' | 'replayed' | CommerceFailureKind;

const failureKinds: ReadonlySet<string> = new Set(commerceFailureKinds);

/** Whether a result is a refusal (its change wrote nothing). */
export function isRefusal(result: CommerceResult): result is CommerceFailureKind {
  return failureKinds.has(result);
}
