import type { ProcedureTable } from '../../rpc/define-procedure.ts';

/** The account area calls (orders, branch orders, appointments, subscriptions, saved prescriptions, updateUser). */
export const accountProcedures: ProcedureTable = {};
