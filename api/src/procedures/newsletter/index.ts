import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { confirmNewsletter } from './confirm-newsletter.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

/** The newsletter's double opt-in: the sign-up and its mail's confirmation link. */
export const newsletterProcedures: ProcedureTable = {
  subscribeNewsletter,
  confirmNewsletter,
};
