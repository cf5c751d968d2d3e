import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { addToRopoBasket } from './add-to-ropo-basket.ts';
import { bookAppointment } from './book-appointment.ts';
import { confirmNewsletter } from './confirm-newsletter.ts';
import { getAppointmentSlots } from './get-appointment-slots.ts';
import { getBranch } from './get-branch.ts';
import { getBranches } from './get-branches.ts';
import { getRopoBasket } from './get-ropo-basket.ts';
import { logMessage } from './log-message.ts';
import { lookupOrderStatus } from './lookup-order-status.ts';
import { removeFromRopoBasket } from './remove-from-ropo-basket.ts';
import { requestSubscriptionCancellation } from './request-subscription-cancellation.ts';
import { reserveRopoBasket } from './reserve-ropo-basket.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

/** The branch, appointment booking, order status, ROPO, newsletter and logMessage calls. */
export const branchProcedures: ProcedureTable = {
  getBranches,
  getBranch,
  getAppointmentSlots,
  bookAppointment,
  lookupOrderStatus,
  getRopoBasket,
  addToRopoBasket,
  removeFromRopoBasket,
  reserveRopoBasket,
  logMessage,
  subscribeNewsletter,
  confirmNewsletter,
  requestSubscriptionCancellation,
};
