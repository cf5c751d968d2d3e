import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';
import { orNull } from './or-null.ts';

/*
 * The account pages' data (§2 /account/…, §6): each answer is the signed-in customer's own and
 * changes with what they do, so it is read on each visit and never shared.
 */

/** One page of the customer's online orders, newest first. */
export function ordersQuery(rpc: RpcCall, page: number, perPage: number) {
  return queryOptions({
    queryKey: ['getOrders', { page, perPage }],
    queryFn: () => rpc('getOrders', { page, perPage }),
  });
}

/** One of the customer's orders; null for an id that names none of theirs (another's is not found either). */
export function orderQuery(rpc: RpcCall, orderId: number) {
  return queryOptions({
    queryKey: ['getOrder', { orderId }],
    queryFn: () => orNull(rpc('getOrder', { orderId })),
  });
}

/** The customer's saving subscriptions (§1), running ones first. */
export function subscriptionsQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getSubscriptions'], queryFn: () => rpc('getSubscriptions', {}) });
}

/** One of the customer's subscriptions; null for an id that names none of theirs. */
export function subscriptionQuery(rpc: RpcCall, id: string) {
  return queryOptions({
    queryKey: ['getSubscription', { id }],
    queryFn: () => orNull(rpc('getSubscription', { id })),
  });
}

/** The customer's booked appointments (§3 Appointment). */
export function appointmentsQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getAppointments'], queryFn: () => rpc('getAppointments', {}) });
}

/** The customer's orders placed in a branch. */
export function branchOrdersQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getBranchOrders'], queryFn: () => rpc('getBranchOrders', {}) });
}

/** The customer's reservations of frames to try on in a branch (§3 ROPO), newest first. */
export function ropoReservationsQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getRopoReservations'], queryFn: () => rpc('getRopoReservations', {}) });
}

/** One of the customer's branch orders; null for an id that names none of theirs. */
export function branchOrderQuery(rpc: RpcCall, id: string) {
  return queryOptions({
    queryKey: ['getBranchOrder', { id }],
    queryFn: () => orNull(rpc('getBranchOrder', { id })),
  });
}

/** The prescriptions the customer keeps (the user page's wallet, the configurator's picker), newest first. */
export function savedPrescriptionsQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getSavedPrescriptions'],
    queryFn: () => rpc('getSavedPrescriptions', {}),
  });
}
