import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, inShopFolder, storyRequest } from './content-requests.ts';

/**
 * A story of the shop's folder by its path there (`home` is `{cmsBaseFolder}/home`), in the shop's
 * language, with rels and links.
 */
export const getCmsStory = defineProcedure({
  name: 'getCmsStory',
  // Drafts are the visual editor's, checked per call: only published content is shared.
  shared: { dependsOn: ['content'], when: (input) => input.version === 'published' },
  handler: async (input, ctx) => {
    checkDraftAccess(input, ctx);
    const slug = await inShopFolder(ctx, input.slug);
    return ctx.content.story(slug, storyRequest(ctx, input.version), ctx.logger);
  },
});
