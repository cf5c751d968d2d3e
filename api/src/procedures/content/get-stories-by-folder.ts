import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, inShopFolder, storyRequest } from './content-requests.ts';

/**
 * The stories of a folder of the shop's folder and its subfolders, its start page first (start
 * pages sort before the folder's other stories); `service` does not match `service-x/...`.
 */
export const getStoriesByFolder = defineProcedure({
  name: 'getStoriesByFolder',
  // Drafts are the visual editor's, checked per call: only published content is shared.
  shared: { dependsOn: ['content'], when: (input) => input.version === 'published' },
  handler: async (input, ctx) => {
    checkDraftAccess(input, ctx);
    return ctx.content.stories(
      {
        ...storyRequest(ctx, input.version),
        startsWith: await inShopFolder(ctx, `${input.folder}/`),
        perPage: input.perPage,
        page: input.page,
      },
      ctx.logger,
    );
  },
});
