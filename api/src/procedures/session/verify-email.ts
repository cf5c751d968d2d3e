import { verifyEmail as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const verifyEmail = defineProcedure({ name: 'verifyEmail', handler });
