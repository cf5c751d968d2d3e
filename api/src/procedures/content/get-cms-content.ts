import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, storyRequest } from './content-requests.ts';

/** Only the body of a story (its root block), for a page that needs nothing else. */
export const getCmsContent = defineProcedure({
  name: 'getCmsContent',
  handler: async (input, ctx) => {
    checkDraftAccess(input, ctx);
    const { story } = await ctx.content.story(input.slug, storyRequest(ctx, input.version), ctx.logger);
    return story.content;
  },
});
