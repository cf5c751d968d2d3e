import type { ProcedureTable } from '../rpc/define-procedure.ts';
import { getShopConfiguration } from './get-shop-configuration.ts';

/** The handlers of the RPC contract's calls (§7) that this api serves. */
export const procedures: ProcedureTable = {
  getShopConfiguration,
};
