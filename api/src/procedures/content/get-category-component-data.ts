import { defineProcedure } from '../../rpc/define-procedure.ts';
import { findShopSettings } from '../../shops/shop-settings-repository.ts';
import { storyRequest } from './content-requests.ts';

/**
 * The content an editor attached to a category page: the story in the shop's `categories/` folder
 * whose `categoryId` field names the category, or null when there is none.
 */
export const getCategoryComponentData = defineProcedure({
  name: 'getCategoryComponentData',
  handler: async ({ categoryId }, ctx) => {
    const settings = await findShopSettings(ctx.db, ctx.shop.shopId);
    // Every shop of the shop table is seeded at start; a missing row is a broken deployment.
    if (!settings) throw new Error(`Shop ${ctx.shop.code} (${ctx.shop.shopId}) has no shop_settings row`);
    const { stories } = await ctx.content.stories(
      {
        ...storyRequest(ctx, 'published'),
        startsWith: `${settings.cmsBaseFolder}/categories/`,
        filter: { categoryId: String(categoryId) },
        perPage: 1,
        page: 1,
      },
      ctx.logger,
    );
    return stories[0]?.content ?? null;
  },
});
