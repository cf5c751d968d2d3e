import { defineProcedure } from '../../rpc/define-procedure.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { orderDataByCbd, withoutPersonalData } from './checkout-orders.ts';
import { findPlacement } from './order-placements.ts';

/**
 * §7 the success page's data. The token (192 random bits, given only to whoever placed the order)
 * shows the order, whoever holds it: a shopper whose session ended still sees what they ordered.
 * The customer's personal data (name, email, phone, addresses, prescriptions) only the session
 * that placed the order sees: a token passed on, logged or left in a shared browser's
 * history shows nobody's address.
 */
export const getOrderDataByCbd = defineProcedure({
  name: 'getOrderDataByCbd',
  async handler(input, ctx) {
    const data = await orderDataByCbd(ctx, input.cbdToken);
    const session = await ctx.session.find();
    const placement = session && (await findPlacement(ctx.db, ctx.shop.shopId, input.cbdToken));
    return placement && placement.sessionHash === tokenHash(session.id) ? data : withoutPersonalData(data);
  },
});
