import { BranchOrderSchema, OrderSchema, pageOf } from '@lumen/domain';
import type { BranchOrder, Order, Pagination } from '@lumen/domain';
import { allPages } from '../commerce-client/commerce-call.ts';
import type { CommerceHttp } from '../commerce-client/commerce-http.ts';
import type { CustomerRecord } from '../identity/customer-records.ts';

/*
 * The customer's online and branch orders, from the commerce backend. Every request names the
 * session's customer, and the backend answers someone else's order as an unknown one (404), so
 * the api never holds another customer's order in its hands.
 */

const OrderPageSchema = pageOf(OrderSchema);
const BranchOrderPageSchema = pageOf(BranchOrderSchema);

/** The backend's largest page: whole lists come in as few requests as it allows. */
const backendPageSize = 100;

export async function listOrders(
  http: CommerceHttp,
  customer: CustomerRecord,
  page: { page: number; perPage: number },
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const answer = await http.request('orders', OrderPageSchema, {
    query: { customerId: customer.id, page: page.page, perPage: page.perPage },
  });
  return { orders: answer.entities, pagination: answer.pagination };
}

export function findOrder(http: CommerceHttp, customer: CustomerRecord, orderId: number): Promise<Order> {
  return http.request(`orders/${orderId}`, OrderSchema, {
    query: { customerId: customer.id },
    notFound: 'Order not found',
  });
}

/** Every branch order of the customer, newest first (the account page shows them on one page). */
export function listBranchOrders(http: CommerceHttp, customer: CustomerRecord): Promise<BranchOrder[]> {
  return allPages((page) =>
    http.request(`customers/${customer.id}/branch-orders`, BranchOrderPageSchema, {
      query: { page, perPage: backendPageSize },
    }),
  );
}

export function findBranchOrder(
  http: CommerceHttp,
  customer: CustomerRecord,
  branchOrderId: string,
): Promise<BranchOrder> {
  return http.request(`branch-orders/${branchOrderId}`, BranchOrderSchema, {
    query: { customerId: customer.id },
    notFound: 'Branch order not found',
  });
}
