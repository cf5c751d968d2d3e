import type { BasketItemError, BasketItemErrorKind, RpcErrorCode } from '@lumen/domain';
import type { AddOrUpdateItemError } from '@scayle/storefront-api';
import { AppError } from '../rpc/app-error.ts';

type BasketOperation = BasketItemError['operation'];

const addKinds: Readonly<Record<number, BasketItemErrorKind>> = {
  206: 'ItemAddedWithReducedQuantity',
  409: 'VariantAlreadyPresent',
  412: 'ItemUnavailable',
  413: 'MaximumItemCountReached',
  424: 'ItemDataNotFound',
};

const updateKinds: Readonly<Record<number, BasketItemErrorKind>> = {
  206: 'ItemAddedWithReducedQuantity',
  404: 'BasketItemNotFound',
  412: 'ItemUnavailable',
  413: 'MaximumItemCountReached',
};

/** §8 basket-add failures by status (the SDK's `AddToBasketFailureKind`); anything else is unknown. */
export function addFailureKind(status: number | null): BasketItemErrorKind {
  return (status === null ? undefined : addKinds[status]) ?? 'Unknown';
}

/** §8 basket-update failures by status (the SDK's `UpdateBasketItemFailureKind`). */
export function updateFailureKind(status: number | null): BasketItemErrorKind {
  return (status === null ? undefined : updateKinds[status]) ?? 'Unknown';
}

/** §8: the wording of 404 on a basket item, for updates and removals alike. */
export const basketItemNotFoundMessage = 'Could not find basket item by variant-id';

/** What a shopper is told per kind; the backend's own text is only logged. */
const kindMessages: Record<BasketItemErrorKind, string> = {
  VariantAlreadyPresent: 'This variant is already in the basket',
  ItemUnavailable: 'This item is not available',
  MaximumItemCountReached: 'Maximum item count reached',
  ItemDataNotFound: 'Could not find item data for this variant',
  ItemAddedWithReducedQuantity: 'Added with a reduced quantity: the stock holds no more',
  BasketItemNotFound: basketItemNotFoundMessage,
  Unknown: 'The basket could not be changed',
};

/** One item the backend did not change as asked, in the contract's words. */
export function basketItemError(
  operation: BasketOperation,
  status: number | null,
  ids: { variantId?: number | undefined; itemKey?: string | undefined },
): BasketItemError {
  const kind = operation === 'update' ? updateFailureKind(status) : addFailureKind(status);
  // A delete knows only "gone" and "failed": the add-only kinds would say something untrue.
  const deleteKind = status === 404 ? 'BasketItemNotFound' : 'Unknown';
  const chosen = operation === 'delete' ? deleteKind : kind;
  return {
    operation,
    kind: chosen,
    status,
    ...(ids.variantId === undefined ? {} : { variantId: ids.variantId }),
    ...(ids.itemKey === undefined ? {} : { itemKey: ids.itemKey }),
    message: kindMessages[chosen],
  };
}

/**
 * The status the SDK folds into a message when a call threw instead of answering (a 424 is not
 * among the statuses its add accepts): its FetchError reads 'Failed to fetch {url}. 424 Failed
 * Dependency'. Null when the message names none (no connection).
 */
export function statusInMessage(message: string | undefined): number | null {
  const match = /\. ([1-5]\d\d)(?: [^/]*)?$/.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The SDK's collected `AddOrUpdateItemError` (§8 multi-item add/update) in the contract's words:
 * the status it answered, or the one its thrown failure named (its `statusCode` is then -1).
 */
export function basketItemErrorOf(error: AddOrUpdateItemError): BasketItemError {
  const answered = 'statusCode' in error && error.statusCode > 0 ? error.statusCode : null;
  const status = answered ?? statusInMessage(error.message);
  return basketItemError(error.operation, status, {
    variantId: error.variantId,
    itemKey: 'basketItemKey' in error ? error.basketItemKey : undefined,
  });
}

/** Whether the item is in the basket after all: 206 is no refusal (§8). */
export function isRefusal(error: BasketItemError): boolean {
  return error.kind !== 'ItemAddedWithReducedQuantity';
}

/**
 * The RPC code a refused single-item change is answered with. There is no 424 code: a variant the
 * shop has no data for is UNPROCESSABLE (422), a well-formed request naming something unusable.
 * An unknown refusal without a status, or with a 5xx, means the backend failed (UNAVAILABLE).
 */
export function rpcCodeOf(error: BasketItemError): RpcErrorCode {
  switch (error.kind) {
    case 'VariantAlreadyPresent':
      return 'CONFLICT';
    case 'ItemUnavailable':
      return 'PRECONDITION_FAILED';
    case 'MaximumItemCountReached':
      return 'PAYLOAD_TOO_LARGE';
    case 'ItemDataNotFound':
      return 'UNPROCESSABLE';
    case 'BasketItemNotFound':
      return 'NOT_FOUND';
    case 'Unknown':
      return error.status === null || error.status >= 500 ? 'UNAVAILABLE' : 'INTERNAL';
    case 'ItemAddedWithReducedQuantity':
      throw new RangeError('An item added with a reduced quantity is in the basket: no refusal');
  }
}

/** A refused single-item change as the one error type, its detail naming the payload field. */
export function refusalError(error: BasketItemError, field: string): AppError {
  return new AppError(rpcCodeOf(error), error.message, {
    details: [{ field, message: error.message }],
    cause: new Error(`The commerce backend refused ${error.operation}: ${error.kind} (${error.status})`),
  });
}
