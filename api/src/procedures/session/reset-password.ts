import { resetPassword as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const resetPassword = defineProcedure({ name: 'resetPassword', handler });
