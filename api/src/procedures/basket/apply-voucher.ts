import { createHash } from 'node:crypto';
import { FetchError } from '@scayle/storefront-api';
import { basketWith } from '../../basket-and-wishlist/collection-includes.ts';
import { readBasket } from '../../basket-and-wishlist/collection-answers.ts';
import { keysToChange } from '../../basket-and-wishlist/visitor-keys.ts';
import { commerceFailure } from '../../commerce-client/commerce-call.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { addressScope, limitFailures } from '../../rate-limits/sliding-window-limiter.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const voucherRefusals = { 404: 'NOT_FOUND', 412: 'PRECONDITION_FAILED' } as const;

/**
 * Unknown codes are guesses, limited per address and per basket (new sessions and
 * new addresses each buy no more). A code that exists but does not hold is no guess. The basket
 * key is counted hashed: an anonymous one is all its visitor has.
 */
function voucherGuessLimits(clientAddress: string, basketKey: string) {
  const basket = createHash('sha256').update(basketKey).digest('hex');
  return [
    { scope: addressScope('voucher', clientAddress), rule: callLimits.voucherMissesPerAddress },
    { scope: `voucher-basket:${basket}`, rule: callLimits.voucherMissesPerBasket },
  ];
}

/**
 * Applies a voucher code through the SDK (SCAYLE's promotion-code endpoint), checked by the backend
 * against the basket as it is: an unknown code is NOT_FOUND, one that does not hold for this basket
 * (dates, shop, currency, minimum order value) PRECONDITION_FAILED with the backend's reason, which
 * its API promises is safe to show. The reduction is the backend's. Too many unknown codes: 429.
 */
export const applyVoucher = defineProcedure({
  name: 'applyVoucher',
  handler: async ({ code }, ctx) => {
    const { basketKey } = await keysToChange(ctx.session);
    const guess = { code: 'NOT_FOUND', what: 'unknown voucher codes' } as const;
    return limitFailures(ctx.db, voucherGuessLimits(ctx.clientAddress, basketKey), guess, async () => {
      try {
        const answer = await ctx.commerce.basket.getApplicablePromotionsByCode(basketKey, code, {
          with: basketWith,
        });
        return readBasket(answer.basket, basketKey);
      } catch (error) {
        const status = error instanceof FetchError ? error.response.status : undefined;
        if (status !== 404 && status !== 412) throw commerceFailure(error);
        const body = (await (error as FetchError).response.json().catch(() => ({}))) as { message?: unknown };
        const message =
          typeof body.message === 'string' ? body.message : `Voucher code ${code} cannot be applied`;
        throw new AppError(voucherRefusals[status], message, {
          details: [{ field: 'payload.code', message }],
          cause: error,
        });
      }
    });
  },
});
