import { defineProcedure } from '../../rpc/define-procedure.ts';
import { checkDraftAccess, storyRequest } from './content-requests.ts';

/** A story by its full slug (`de-de/datenschutz`), in the shop's language, with rels and links. */
export const getCmsStory = defineProcedure({
  name: 'getCmsStory',
  handler: (input, ctx) => {
    checkDraftAccess(input, ctx);
    return ctx.content.story(input.slug, storyRequest(ctx, input.version), ctx.logger);
  },
});
