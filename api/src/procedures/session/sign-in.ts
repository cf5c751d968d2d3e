import { signIn as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const signIn = defineProcedure({ name: 'signIn', handler });
