import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, inShopFolder, storyRequest } from './content-requests.ts';

/**
 * Stories of the shop's folder by path prefix and/or uuids (asked for in §9 batches of 50), a page
 * at a time. The folder is always part of the prefix, so a uuid of another shop's story finds nothing.
 */
export const getCmsStories = defineProcedure({
  name: 'getCmsStories',
  // Drafts are the visual editor's, checked per call: only published content is shared.
  shared: { dependsOn: ['content'], when: (input) => input.version === 'published' },
  handler: async (input, ctx) => {
    checkDraftAccess(input, ctx);
    return ctx.content.stories(
      {
        ...storyRequest(ctx, input.version),
        startsWith: await inShopFolder(ctx, input.startsWith),
        byUuids: input.byUuids,
        perPage: input.perPage,
        page: input.page,
      },
      ctx.logger,
    );
  },
});
