import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, storyRequest } from './content-requests.ts';

/** Stories by full-slug prefix and/or uuids (at most 50, one batch of §9), a page at a time. */
export const getCmsStories = defineProcedure({
  name: 'getCmsStories',
  handler: (input, ctx) => {
    checkDraftAccess(input, ctx);
    return ctx.content.stories(
      {
        ...storyRequest(ctx, input.version),
        startsWith: input.startsWith,
        byUuids: input.byUuids,
        perPage: input.perPage,
        page: input.page,
      },
      ctx.logger,
    );
  },
});
