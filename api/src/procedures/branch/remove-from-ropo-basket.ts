import { defineProcedure } from '../../rpc/define-procedure.ts';
import { removeFromRopo } from '../../ropo/ropo-basket-service.ts';

/** §4: empties a slot of the ROPO basket. */
export const removeFromRopoBasket = defineProcedure({
  name: 'removeFromRopoBasket',
  handler: (input, ctx) => removeFromRopo(input, ctx),
});
