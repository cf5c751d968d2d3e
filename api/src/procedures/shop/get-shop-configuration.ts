import { defineProcedure } from '../../rpc/define-procedure.ts';
import { toShopConfiguration } from '../../shops/shop-configuration.ts';

/**
 * §7 getShopConfiguration: the Shop entity of §3 for the shop of the `x-shop-id` header, from its
 * settings row as this deployment runs it (ONLINE_SHOP_DISABLED switches the online shop off).
 */
export const getShopConfiguration = defineProcedure({
  name: 'getShopConfiguration',
  // The shop's settings row: no change of it is announced, so the answer ends with its age.
  shared: { dependsOn: [] },
  handler: async (_input, ctx) => toShopConfiguration(ctx.shop, await ctx.shopSettings(), ctx.shopDomains),
});
