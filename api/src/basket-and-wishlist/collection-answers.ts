import { BasketSchema, WishlistSchema } from '@lumen/domain';
import type { Basket, Wishlist } from '@lumen/domain';
import { readAnswer } from '../commerce-client/commerce-call.ts';
import { AppError } from '../rpc/app-error.ts';

/** §7/§8: what the api says when the backend's answer has no valid basket key. */
export const invalidBasketMessage = 'Did not receive valid basket';

function keyOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as { key?: unknown }).key : undefined;
}

/**
 * §7 "a basket response without a valid key is an error": valid is the key the api asked for,
 * since a basket under any other key is not the visitor's. Such an answer is 'Did not receive
 * valid basket' before anything else is read; any other mismatch is 'Invalid response data' (§8).
 */
export function readBasket(answer: unknown, basketKey: string): Basket {
  const key = keyOf(answer);
  if (key !== basketKey) {
    throw new AppError('INTERNAL', invalidBasketMessage, {
      cause: new Error(
        `Asked for basket ${basketKey}, the commerce backend answered key ${JSON.stringify(key)}`,
      ),
    });
  }
  return readAnswer(BasketSchema, answer);
}

export function readWishlist(answer: unknown): Wishlist {
  return readAnswer(WishlistSchema, answer);
}
