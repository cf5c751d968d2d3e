import { continueAsGuest as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const continueAsGuest = defineProcedure({ name: 'continueAsGuest', handler });
