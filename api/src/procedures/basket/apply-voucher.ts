import { FetchError } from '@scayle/storefront-api';
import { basketWith } from '../../basket-session/collection-includes.ts';
import { readBasket } from '../../basket-session/collection-answers.ts';
import { keysToChange } from '../../basket-session/visitor-keys.ts';
import { commerceFailure } from '../../commerce-client/commerce-call.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const voucherRefusals = { 404: 'NOT_FOUND', 412: 'PRECONDITION_FAILED' } as const;

/**
 * Applies a voucher code through the SDK (SCAYLE's promotion-code endpoint), checked by the backend
 * against the basket as it is: an unknown code is NOT_FOUND, one that does not hold for this basket
 * (dates, shop, currency, minimum order value) PRECONDITION_FAILED with the backend's reason, which
 * its API promises is safe to show. The reduction is the backend's.
 */
export const applyVoucher = defineProcedure({
  name: 'applyVoucher',
  handler: async ({ code }, ctx) => {
    const { basketKey } = await keysToChange(ctx.session);
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
  },
});
