import { changePassword as handler } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const changePassword = defineProcedure({ name: 'changePassword', handler });
