import type { ProcedureTable } from '../../rpc/define-procedure.ts';

/** The basket and wishlist calls (§7, §8). */
export const basketProcedures: ProcedureTable = {};
