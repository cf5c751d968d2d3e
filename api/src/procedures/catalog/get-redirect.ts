import { RedirectSchema } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7 redirect lookup: `POST redirects { url }` through the SDK for the shop of the call. The SDK
 * reads the backend's 404 as "no redirect" (§7: a 404 on POST is ignored), answered as null.
 */
export const getRedirect = defineProcedure({
  name: 'getRedirect',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ path }, ctx) => {
    const redirect = await commerceCall(() => ctx.commerce.redirects.post(path));
    return redirect === undefined ? null : readAnswer(RedirectSchema, redirect);
  },
});
