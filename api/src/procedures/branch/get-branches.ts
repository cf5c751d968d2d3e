import { defineProcedure } from '../../rpc/define-procedure.ts';
import { ropoConfigOf, takesReservations } from '../../ropo/ropo-settings.ts';
import { shopBranches } from './shop-branches.ts';

/**
 * §2 branch list, city pages and the store finder: the shop's market, nearest first near a
 * position; `ropoOnly` keeps the branches this shop takes reservations for.
 */
export const getBranches = defineProcedure({
  name: 'getBranches',
  handler: async (input, ctx) => {
    const branches = await shopBranches(ctx, {
      near: input.near,
      service: input.service,
      ropo: input.ropoOnly,
      city: input.citySlug,
    });
    if (!input.ropoOnly) return branches;
    const config = await ropoConfigOf(ctx.db, ctx.shop);
    return branches.filter((branch) => takesReservations(branch, config));
  },
});
