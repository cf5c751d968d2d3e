import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, storyRequest } from './content-requests.ts';

/**
 * The stories of a folder and its subfolders, its start page first (start pages sort before the
 * folder's other stories); `de-de/service` does not match `de-de/service-x/...`.
 */
export const getStoriesByFolder = defineProcedure({
  name: 'getStoriesByFolder',
  handler: (input, ctx) => {
    checkDraftAccess(input, ctx);
    return ctx.content.stories(
      {
        ...storyRequest(ctx, input.version),
        startsWith: `${input.folder}/`,
        perPage: input.perPage,
        page: input.page,
      },
      ctx.logger,
    );
  },
});
