import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { addToRopoBasket } from './add-to-ropo-basket.ts';
import { bookAppointment } from './book-appointment.ts';
import { getAppointmentSlots } from './get-appointment-slots.ts';
import { getBranch } from './get-branch.ts';
import { getBranches } from './get-branches.ts';
import { getRopoBasket } from './get-ropo-basket.ts';
import { getRopoCategory } from './get-ropo-category.ts';
import { lookupOrderStatus } from './lookup-order-status.ts';
import { removeFromRopoBasket } from './remove-from-ropo-basket.ts';
import { reserveRopoBasket } from './reserve-ropo-basket.ts';

/** The branch, appointment booking, order status and ROPO calls. */
export const branchProcedures: ProcedureTable = {
  getBranches,
  getBranch,
  getAppointmentSlots,
  bookAppointment,
  lookupOrderStatus,
  getRopoBasket,
  getRopoCategory,
  addToRopoBasket,
  removeFromRopoBasket,
  reserveRopoBasket,
};
