import type { ProcedureTable } from '../rpc/define-procedure.ts';
import { getShopConfiguration } from './get-shop-configuration.ts';

/** The handler of every call of the RPC contract (§7). */
export const procedures: ProcedureTable = {
  getShopConfiguration,
};
