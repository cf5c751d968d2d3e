import type { ProcedureTable } from '../../rpc/define-procedure.ts';

/** The checkout and payment calls. */
export const checkoutProcedures: ProcedureTable = {};
