import type { BasketItemError } from '@lumen/domain';
import { findCustomer } from '../identity/customer-records.ts';
import type { RpcContext } from '../rpc/define-procedure.ts';
import type { Session } from '../sessions/session-store.ts';
import { mergeBasketInto } from './basket-merge.ts';
import { customerCollectionKeys } from './collection-keys.ts';
import { changingCollections } from './collection-locks.ts';
import { claimMerges, finishMerge, markMoved, releaseMerge, rememberMerge } from './pending-merges.ts';
import type { PendingMerge } from './pending-merges.ts';
import { mergeWishlistInto } from './wishlist-merge.ts';

/**
 * Whether the basket of the session before sign-in is the visitor's to bring along: an anonymous
 * one, or a guest's (a guest customer is the same shopper, who may now sign in or register). The
 * basket of another account signed in on this browser stays that account's.
 */
async function bringsBasketAlong(ctx: RpcContext, previous: Session, customerId: number): Promise<boolean> {
  if (previous.customerId === null) return true;
  if (previous.customerId === customerId) return false;
  const before = await findCustomer(ctx.db, ctx.shop.shopId, previous.customerId);
  return before?.isGuest === true;
}

/**
 * Empties what is left of a merged anonymous basket and wishlist (with the backend's own clear,
 * which also drops a voucher and entries the shop no longer sells) and forgets the merge.
 */
async function finish(
  ctx: RpcContext,
  merge: PendingMerge,
  basketHadItems: boolean,
  wishlistHadItems: boolean,
) {
  if (basketHadItems) await ctx.commerceHttp.send(`baskets/${merge.basketKey}`, { method: 'DELETE' });
  if (wishlistHadItems) await ctx.commerceHttp.send(`wishlists/${merge.wishlistKey}`, { method: 'DELETE' });
  await finishMerge(ctx.db, merge.id);
}

/**
 * Merges every anonymous basket and wishlist remembered for the customer into the customer's own
 * (collection-keys.ts), and answers the basket items that could not move (§8 item errors).
 * Idempotent: a merge that finished is forgotten, items already moved are never moved again, and a
 * merge another request is running is left to it. A merge that leaves items behind stays
 * remembered, its anonymous basket untouched, for the next sign-in or mergeBaskets. The backend
 * failing throws, after handing the merge back.
 */
export async function mergePendingBaskets(ctx: RpcContext, customerId: number): Promise<BasketItemError[]> {
  const into = await customerCollectionKeys(ctx.db, customerId);
  const itemErrors: BasketItemError[] = [];
  for (const merge of await claimMerges(ctx.db, ctx.shop.shopId, customerId, new Date())) {
    try {
      // Nobody changes either basket or wishlist while the merge reads and writes them: an add to
      // the customer's basket meanwhile would otherwise be overwritten by the combined quantity.
      await changingCollections(ctx, [merge, into], async () => {
        const deps = {
          commerce: ctx.commerce,
          logger: ctx.logger,
          markMoved: (itemKeys: readonly string[]) => markMoved(ctx.db, merge.id, itemKeys),
        };
        const basket = await mergeBasketInto(deps, merge, into.basketKey);
        const wishlist = await mergeWishlistInto(deps, merge, into.wishlistKey);
        itemErrors.push(...basket.itemErrors);
        if (basket.complete && wishlist.complete) {
          await finish(ctx, merge, basket.sourceHadItems, wishlist.sourceHadItems);
        } else {
          ctx.logger.warn(
            {
              itemErrors: basket.itemErrors,
              basketComplete: basket.complete,
              wishlistComplete: wishlist.complete,
            },
            'the anonymous basket could not be merged completely; the rest waits for mergeBaskets',
          );
          await releaseMerge(ctx.db, merge.id);
        }
      });
    } catch (error) {
      await releaseMerge(ctx.db, merge.id).catch((releaseError: unknown) => {
        ctx.logger.error({ err: releaseError }, 'handing back a basket merge failed; its lease runs out');
      });
      throw error;
    }
  }
  return itemErrors;
}

/**
 * Signs the customer in on this session (request-session.ts: a new session id, the customer's own
 * basket and wishlist) and merges the basket and wishlist the visitor had into the customer's.
 * The anonymous keys are remembered first, so a merge that fails (logged, never failing the
 * sign-in) loses nothing: mergeBaskets or the next sign-in finishes it. Answers the basket items
 * the merge could not bring over as they were (§8: fewer pieces, or none), for the shopper to see.
 */
export async function signInMergingBaskets(ctx: RpcContext, customerId: number): Promise<BasketItemError[]> {
  const previous = await ctx.session.find();
  const bringAlong = previous !== undefined && (await bringsBasketAlong(ctx, previous, customerId));
  if (bringAlong) {
    await rememberMerge(ctx.db, {
      shopId: ctx.shop.shopId,
      customerId,
      basketKey: previous.basketKey,
      wishlistKey: previous.wishlistKey,
    });
  }
  await ctx.session.signIn(customerId, await customerCollectionKeys(ctx.db, customerId));
  if (!bringAlong) return [];
  try {
    return await mergePendingBaskets(ctx, customerId);
  } catch (error) {
    ctx.logger.error(
      { err: error },
      'merging the anonymous basket at sign-in failed; mergeBaskets finishes it',
    );
    return [];
  }
}
