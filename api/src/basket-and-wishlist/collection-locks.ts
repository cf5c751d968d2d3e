import type { RpcContext } from '../rpc/define-procedure.ts';
import type { CollectionKeys } from './collection-keys.ts';

/** What a change needs to take its lock: the keyed lock, and the shop (the backend keys baskets per shop). */
type LockContext = Pick<RpcContext, 'locks' | 'shop'>;

const basketLock = (shopId: number, basketKey: string) => `basket:${shopId}:${basketKey}`;
const wishlistLock = (shopId: number, wishlistKey: string) => `wishlist:${shopId}:${wishlistKey}`;

/**
 * Runs a change of one basket with no other change of it in between. The SDK's merge
 * modes read the basket and then add, update or delete by what they read, so two changes at once
 * would each act on a basket the other has already changed: adds counted twice or lost, a replaced
 * line deleted twice (the second a 404). Held across api processes (KeyedLock).
 */
export function changingBasket<T>(ctx: LockContext, basketKey: string, change: () => Promise<T>): Promise<T> {
  return ctx.locks.hold([basketLock(ctx.shop.shopId, basketKey)], change);
}

/** `changingBasket` for a wishlist: the merge at sign-in reads it before it adds. */
export function changingWishlist<T>(
  ctx: LockContext,
  wishlistKey: string,
  change: () => Promise<T>,
): Promise<T> {
  return ctx.locks.hold([wishlistLock(ctx.shop.shopId, wishlistKey)], change);
}

/**
 * A merge of one visitor's basket and wishlist into another's holds all four at once; the keyed
 * lock takes them in one fixed order, so a merge and a change (or two merges) never deadlock.
 */
export function changingCollections<T>(
  ctx: LockContext,
  collections: readonly CollectionKeys[],
  change: () => Promise<T>,
): Promise<T> {
  const keys = collections.flatMap(({ basketKey, wishlistKey }) => [
    basketLock(ctx.shop.shopId, basketKey),
    wishlistLock(ctx.shop.shopId, wishlistKey),
  ]);
  return ctx.locks.hold(keys, change);
}
