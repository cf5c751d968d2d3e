import { defineProcedure } from '../../rpc/define-procedure.ts';
import { inShopFolder, storyRequest } from './content-requests.ts';

/**
 * The content an editor attached to a category page: the story in the shop's `categories/` folder
 * whose `categoryId` field names the category, or null when there is none.
 */
export const getCategoryComponentData = defineProcedure({
  name: 'getCategoryComponentData',
  shared: { dependsOn: ['content'] },
  handler: async ({ categoryId }, ctx) => {
    const { stories } = await ctx.content.stories(
      {
        ...storyRequest(ctx, 'published'),
        startsWith: await inShopFolder(ctx, 'categories/'),
        filter: { categoryId: String(categoryId) },
        perPage: 1,
        page: 1,
      },
      ctx.logger,
    );
    return stories[0]?.content ?? null;
  },
});
