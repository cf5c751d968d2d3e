import { defineProcedure } from '../../rpc/define-procedure.ts';
import { orderDataByCbd } from './checkout-orders.ts';

/**
 * §7 the success page's data. The token (192 random bits, given only to whoever placed the order)
 * is the proof, not the session: a shopper who signs out or whose session ends still sees it.
 */
export const getOrderDataByCbd = defineProcedure({
  name: 'getOrderDataByCbd',
  handler: (input, ctx) => orderDataByCbd(ctx, input.cbdToken),
});
