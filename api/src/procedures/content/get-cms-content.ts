import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, inShopFolder, storyRequest } from './content-requests.ts';

/** Only the body of a story of the shop's folder (its root block), for a page that needs nothing else. */
export const getCmsContent = defineProcedure({
  name: 'getCmsContent',
  // Drafts are the visual editor's, checked per call: only published content is shared.
  shared: { dependsOn: ['content'], when: (input) => input.version === 'published' },
  handler: async (input, ctx) => {
    checkDraftAccess(input, ctx);
    const slug = await inShopFolder(ctx, input.slug);
    const { story } = await ctx.content.story(slug, storyRequest(ctx, input.version), ctx.logger);
    return story.content;
  },
});
