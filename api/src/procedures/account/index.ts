import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { cancelAppointment, getAppointments } from './appointment-calls.ts';
import { getBranchOrder, getBranchOrders, getOrder, getOrders, getRopoReservations } from './order-calls.ts';
import {
  deletePrescription,
  getSavedPrescriptions,
  savePrescription,
  updatePrescription,
} from './prescription-calls.ts';
import {
  cancelSubscription,
  changeSubscriptionInterval,
  getSubscription,
  getSubscriptions,
  pauseSubscription,
  resumeSubscription,
  skipSubscriptionDelivery,
} from './subscription-calls.ts';

/**
 * The account area calls (orders, branch orders, ROPO reservations, appointments, subscriptions,
 * saved prescriptions).
 */
export const accountProcedures: ProcedureTable = {
  getOrders,
  getOrder,
  getBranchOrders,
  getBranchOrder,
  getRopoReservations,
  getAppointments,
  cancelAppointment,
  getSubscriptions,
  getSubscription,
  pauseSubscription,
  resumeSubscription,
  skipSubscriptionDelivery,
  changeSubscriptionInterval,
  cancelSubscription,
  getSavedPrescriptions,
  savePrescription,
  updatePrescription,
  deletePrescription,
};
