import { RpcError } from '@lumen/domain';

/**
 * A shopper's action whose refusals §8 names: adding to the basket, changing or removing a basket
 * line, applying or removing a voucher, adding to or removing from the wishlist, reserving a frame
 * for trying on in a branch.
 */
export type ShopAction =
  | 'basketAdd'
  | 'basketUpdate'
  | 'basketRemove'
  | 'voucherApply'
  | 'voucherRemove'
  | 'wishlistAdd'
  | 'wishlistRemove'
  | 'ropoAdd';

/** The §8 reasons a refusal is told by; `unknown` for every other failure (network, 5xx, …). */
export type ActionErrorReason =
  | 'alreadyPresent'
  | 'unavailable'
  | 'maximumReached'
  | 'itemDataNotFound'
  | 'reducedQuantity'
  | 'notFound'
  | 'tooManyRequests'
  | 'unknown';

const reasonsByStatus: Record<ShopAction, Partial<Record<number, ActionErrorReason>>> = {
  // §8 basket-add: 409 variant already present; 412 unavailable; 413 maximum item count; 424 item data not found; 206 reduced.
  basketAdd: {
    206: 'reducedQuantity',
    409: 'alreadyPresent',
    412: 'unavailable',
    413: 'maximumReached',
    424: 'itemDataNotFound',
    429: 'tooManyRequests',
  },
  // §8 update: 206 reduced quantity; 404 basket item not found; 412 unavailable.
  basketUpdate: { 206: 'reducedQuantity', 404: 'notFound', 412: 'unavailable', 429: 'tooManyRequests' },
  // §8 'Could not find basket item'.
  basketRemove: { 404: 'notFound', 429: 'tooManyRequests' },
  // An unknown or malformed code is not found; one that does not hold for this basket is unavailable.
  voucherApply: { 400: 'notFound', 404: 'notFound', 412: 'unavailable', 429: 'tooManyRequests' },
  // The code is not applied to this basket (any more).
  voucherRemove: { 404: 'notFound', 429: 'tooManyRequests' },
  // §8 wishlist-add: 409 already present; 412 unavailable; 413 maximum count reached.
  wishlistAdd: { 409: 'alreadyPresent', 412: 'unavailable', 413: 'maximumReached', 429: 'tooManyRequests' },
  // §8 'Could not find wishlist item'.
  wishlistRemove: { 404: 'notFound', 429: 'tooManyRequests' },
  // §8 ROPO: a product gone is the missing-product alert; a frame not sellable now is unavailable.
  ropoAdd: { 404: 'notFound', 412: 'unavailable', 429: 'tooManyRequests' },
};

/**
 * Why an action failed, as far as §8 tells it: the api's status of an `RpcError` (a 424 of the
 * backend arrives as 422 UNPROCESSABLE), anything else unknown.
 */
function actionErrorReason(action: ShopAction, error: unknown): ActionErrorReason {
  if (!(error instanceof RpcError)) return 'unknown';
  const status = error.code === 'UNPROCESSABLE' && action === 'basketAdd' ? 424 : error.status;
  return reasonsByStatus[action][status] ?? 'unknown';
}

/** The message key of a refusal (`actionErrors.basketAdd.unavailable`), in every language's messages. */
export function actionErrorMessageKey(
  action: ShopAction,
  error: unknown,
): `actionErrors.${ShopAction}.${ActionErrorReason}` {
  return `actionErrors.${action}.${actionErrorReason(action, error)}`;
}
