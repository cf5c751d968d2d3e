import type { ExistingItemHandling } from '@lumen/domain';
import type { RpcContext } from '../rpc/define-procedure.ts';
import { addItems, addToEmptyBasket } from './basket-changes.ts';
import type { BasketChangeResult, ItemToAdd } from './basket-changes.ts';
import { isRefusal } from './basket-failures.ts';
import { anonymousCollectionKeys } from '../sessions/session-store.ts';
import { changingBasket } from './collection-locks.ts';

type AddContext = Pick<RpcContext, 'commerce' | 'locks' | 'logger' | 'session' | 'shop'>;

/**
 * §7 add to basket for the visitor of the call. A visitor without a session (a new visitor's
 * first add) adds to a basket under fresh random keys that no one else knows yet, so the add needs
 * no lock and finds the basket empty: one backend call instead of three. Session and cookie are
 * written once the add took place, so a refused first add leaves no session (and, the backend
 * rolling a refusal back, no basket) behind. Every other add holds the basket's lock.
 */
export async function addToVisitorBasket(
  ctx: AddContext,
  item: ItemToAdd,
  existingItemHandling: ExistingItemHandling,
): Promise<BasketChangeResult> {
  const session = await ctx.session.find();
  if (session) {
    const { basketKey } = session;
    return changingBasket(ctx, basketKey, () =>
      addItems(ctx.commerce, basketKey, [item], existingItemHandling, ctx.logger),
    );
  }
  const keys = anonymousCollectionKeys();
  const result = await addToEmptyBasket(ctx.commerce, keys.basketKey, item, ctx.logger);
  if (!result.itemErrors.some(isRefusal)) await ctx.session.startWith(keys);
  return result;
}
