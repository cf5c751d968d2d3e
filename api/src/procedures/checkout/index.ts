import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { completeSandboxPayment } from './complete-sandbox-payment.ts';
import { getCheckoutOptions } from './get-checkout-options.ts';
import { getOrderDataByCbd } from './get-order-data-by-cbd.ts';
import { placeOrder } from './place-order.ts';

/** The checkout and payment calls. */
export const checkoutProcedures: ProcedureTable = {
  getCheckoutOptions,
  placeOrder,
  completeSandboxPayment,
  getOrderDataByCbd,
};
