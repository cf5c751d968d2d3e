import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { requestSubscriptionCancellation } from './request-subscription-cancellation.ts';

/** Cancelling a saving subscription without signing in (§2 /spar-abo/kuendigung/). */
export const subscriptionCancellationProcedures: ProcedureTable = {
  requestSubscriptionCancellation,
};
