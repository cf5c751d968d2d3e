import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { logMessage } from './log-message.ts';

/** The client's messages for the server log. */
export const clientLogProcedures: ProcedureTable = {
  logMessage,
};
