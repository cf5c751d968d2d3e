import { register as handler } from '../../accounts/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const register = defineProcedure({ name: 'register', handler });
