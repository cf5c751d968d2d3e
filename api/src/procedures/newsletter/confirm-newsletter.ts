import { confirmNewsletter as confirm } from '../../newsletter/newsletter-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** The newsletter confirmation mail's link (double opt-in). */
export const confirmNewsletter = defineProcedure({
  name: 'confirmNewsletter',
  handler: (input, ctx) => confirm(input, ctx),
});
