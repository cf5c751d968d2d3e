import { onlyOneWishlistIdMessage } from '@lumen/domain';
import type { RpcErrorCode } from '@lumen/domain';
import { AppError } from '../rpc/app-error.ts';

/** §8: the wording of 404 on a wishlist item. */
export const wishlistItemNotFoundMessage = 'Could not find wishlist item';

const refusals: Record<number, { code: RpcErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: onlyOneWishlistIdMessage },
  409: { code: 'CONFLICT', message: 'This item is already on the wishlist' },
  412: { code: 'PRECONDITION_FAILED', message: 'This product is not available' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Maximum wishlist item count reached' },
};

/**
 * §8 wishlist-add refusals by status, the detail naming the id that was sent (`field`); any other
 * status is the backend failing (5xx) or the api asking wrongly.
 */
export function wishlistAddRefusal(status: number, field: string): AppError {
  const refusal = refusals[status] ?? {
    code: status >= 500 ? 'UNAVAILABLE' : 'INTERNAL',
    message: 'The wishlist could not be changed',
  };
  return new AppError(refusal.code, refusal.message, {
    details: [{ field, message: refusal.message }],
    cause: new Error(`The commerce backend refused the wishlist item with ${status}`),
  });
}
