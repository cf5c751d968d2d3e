import { defineProcedure } from '../rpc/define-procedure.ts';
import { toShopConfiguration } from '../shops/shop-configuration.ts';
import { findShopSettings } from '../shops/shop-settings-repository.ts';

/** §7 getShopConfiguration: the Shop entity of §3 for the shop of the `x-shop-id` header. */
export const getShopConfiguration = defineProcedure({
  name: 'getShopConfiguration',
  handler: async (_input, ctx) => {
    const settings = await findShopSettings(ctx.db, ctx.shop.shopId);
    // Every shop of the shop table is seeded at start; a missing row is a broken deployment.
    if (!settings) throw new Error(`Shop ${ctx.shop.code} (${ctx.shop.shopId}) has no shop_settings row`);
    return toShopConfiguration(ctx.shop, settings, ctx.shopDomains);
  },
});
