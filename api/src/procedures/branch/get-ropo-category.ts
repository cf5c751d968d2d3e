import { defineProcedure } from '../../rpc/define-procedure.ts';
import { findRopoCategory } from '../../ropo/ropo-category.ts';

/**
 * §3/§4 the category whose frames the on-site try-on page lists: the one the shop's ROPO category
 * path names, or null. Every visitor of a shop gets the same answer: kept until the catalogue
 * changes (the shop's settings row announces no change, so a new path shows once the answer aged).
 */
export const getRopoCategory = defineProcedure({
  name: 'getRopoCategory',
  shared: { dependsOn: ['catalog'] },
  handler: (_input, ctx) => findRopoCategory(ctx),
});
