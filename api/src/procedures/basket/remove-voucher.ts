import { getBasket } from '../../basket-and-wishlist/basket-changes.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * Takes a voucher code off the basket, through the backend's own endpoint (the SDK has none). A
 * code the basket does not carry, or a visitor without a basket, is NOT_FOUND.
 */
export const removeVoucher = defineProcedure({
  name: 'removeVoucher',
  handler: async ({ code }, ctx) => {
    const notApplied = () => {
      const message = `Voucher code ${code} is not applied to this basket`;
      return new AppError('NOT_FOUND', message, { details: [{ field: 'payload.code', message }] });
    };
    const session = await ctx.session.find();
    if (!session) throw notApplied();
    await ctx.commerceHttp.send(`baskets/${session.basketKey}/vouchers/${encodeURIComponent(code)}`, {
      method: 'DELETE',
      onRefusal: (refusal) => (refusal.status === 404 ? notApplied() : undefined),
    });
    return getBasket(ctx.commerce, session.basketKey);
  },
});
