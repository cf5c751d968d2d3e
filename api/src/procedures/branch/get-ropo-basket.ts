import { defineProcedure } from '../../rpc/define-procedure.ts';
import { getRopoBasket as ropoBasket } from '../../ropo/ropo-basket-service.ts';

/** §3/§4 the session's ROPO basket: the shop's number of slots, each empty or holding a frame. */
export const getRopoBasket = defineProcedure({
  name: 'getRopoBasket',
  handler: (_input, ctx) => ropoBasket(ctx),
});
