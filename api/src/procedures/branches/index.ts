import type { ProcedureTable } from '../../rpc/define-procedure.ts';

/** The branch, appointment booking, order status, ROPO, newsletter and logMessage calls. */
export const branchProcedures: ProcedureTable = {};
