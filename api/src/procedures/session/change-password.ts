import { changePassword as handler } from '../../accounts/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

export const changePassword = defineProcedure({ name: 'changePassword', handler });
