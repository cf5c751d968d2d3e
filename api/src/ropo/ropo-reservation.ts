import { attributeLabel, isSameRopoArticle, isVariantSellable } from '@lumen/domain';
import type { Branch, Product, RopoItem, RpcResponse } from '@lumen/domain';
import { sessionCustomer } from '../identity/account-service.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { resolveSlots } from './ropo-articles.ts';
import { changeRopoBasket, offeredRopoConfig } from './ropo-basket-service.ts';
import { readRopoSlots } from './ropo-basket-repository.ts';
import { insertReservation } from './ropo-reservation-repository.ts';
import type { ReservedFrame } from './ropo-reservation-repository.ts';
import { pickupReadyFrom } from './pickup-time.ts';
import { takesReservations } from './ropo-settings.ts';

/** What a reservation reads of its branch: whether it takes them, and when it is open in its zone. */
export type PickupBranch = Pick<Branch, 'id' | 'ropo' | 'openingHours' | 'closedDays'> & { timeZone: string };

const emptyBasket = () => new AppError('CONFLICT', 'The ROPO basket is empty: add frames before reserving');

function frameOf(item: RopoItem): ReservedFrame {
  return {
    productId: item.product.id,
    variantId: item.variant.id,
    referenceKey: item.variant.referenceKey,
    name: attributeLabel(item.product.attributes, 'name') ?? item.product.referenceKey,
  };
}

/**
 * Reserves the frames of the session's ROPO basket for pickup in a branch that takes reservations
 * (§1): each must still be sellable. The reservation is stored with the contact (and the
 * signed-in customer, if any), and the reserved frames leave the basket in the same transaction,
 * so a second click finds the basket empty.
 */
export async function reserveRopo(
  input: RpcInput<'reserveRopoBasket'>,
  branch: PickupBranch,
  ctx: RpcContext,
): Promise<RpcResponse<'reserveRopoBasket'>> {
  const config = await offeredRopoConfig(ctx);
  if (!takesReservations(branch, config)) {
    const message = `Branch ${branch.id} does not take reservations for pickup`;
    throw new AppError('UNPROCESSABLE', message, { details: [{ field: 'payload.branchId', message }] });
  }
  const session = await ctx.session.find();
  if (!session) throw emptyBasket();
  const cache = new Map<number, Product>();
  const key = { shopId: ctx.shop.shopId, basketKey: session.basketKey };
  const { items } = await resolveSlots(
    ctx,
    await readRopoSlots(ctx.db, key, config.maxNumberOfArticles),
    cache,
  );
  const unavailable = items.flatMap((item, slot) =>
    item && !isVariantSellable(item.product, item.variant)
      ? [{ field: `basket.slots.${slot}`, message: `Frame ${item.product.id} is not available any more` }]
      : [],
  );
  if (unavailable.length > 0) {
    throw new AppError('PRECONDITION_FAILED', 'Some frames of the ROPO basket are not available any more', {
      details: unavailable,
    });
  }
  const readyFrom = pickupReadyFrom(branch, new Date());
  const customer = await sessionCustomer(ctx);
  const { result } = await changeRopoBasket(
    ctx,
    config,
    session.basketKey,
    async (slots, tx) => {
      // Only what was checked above and is still in the basket now is reserved.
      const reserved = items.filter(
        (item): item is RopoItem =>
          item !== null && slots.some((slot) => slot !== null && isSameRopoArticle(slot, item)),
      );
      if (reserved.length === 0) throw emptyBasket();
      const reservationId = await insertReservation(tx, {
        shopId: ctx.shop.shopId,
        branchId: branch.id,
        customerId: customer?.id ?? null,
        contact: input.contact,
        items: reserved.map(frameOf),
        readyFrom,
      });
      return {
        basket: slots.map((slot) =>
          slot && reserved.some((item) => isSameRopoArticle(item, slot)) ? null : slot,
        ),
        reservationId,
      };
    },
    cache,
  );
  return { reservationId: result.reservationId, branchId: branch.id, readyFrom: readyFrom.toISOString() };
}
