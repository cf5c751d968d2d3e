import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { getShopConfiguration } from './get-shop-configuration.ts';

/** The shop's configuration. */
export const shopProcedures: ProcedureTable = {
  getShopConfiguration,
};
