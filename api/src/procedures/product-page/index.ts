import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { getNewestProductOfType } from './get-newest-product-of-type.ts';

/** The product page's further calls. */
export const productPageProcedures: ProcedureTable = {
  getNewestProductOfType,
};
