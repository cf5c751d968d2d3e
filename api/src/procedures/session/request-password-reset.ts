import { requestPasswordReset as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const requestPasswordReset = defineProcedure({ name: 'requestPasswordReset', handler });
