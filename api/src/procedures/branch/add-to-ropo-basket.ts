import { defineProcedure } from '../../rpc/define-procedure.ts';
import { addToRopo } from '../../ropo/ropo-basket-service.ts';

/** §4: a frame into the chosen or the first empty slot; a duplicate or a full basket answers ok: false. */
export const addToRopoBasket = defineProcedure({
  name: 'addToRopoBasket',
  handler: (input, ctx) => addToRopo(input, ctx),
});
