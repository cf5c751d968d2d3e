import { SubscriptionSchema, pageOf } from '@lumen/domain';
import type { RpcErrorCode, Subscription, SubscriptionChange } from '@lumen/domain';
import { allPages } from '../commerce-client/commerce-call.ts';
import type { CommerceHttp, CommerceRefusal } from '../commerce-client/commerce-http.ts';
import type { CustomerRecord } from '../identity/customer-records.ts';
import type { SubscriptionAction } from '@lumen/domain';
import { AppError } from '../rpc/app-error.ts';

/*
 * The customer's contact-lens saving subscriptions (§1, §2 /account/subscriptions/). The rules of
 * a change are the domain's and the backend applies them under a row lock; the api names the
 * customer and turns the backend's refusals into answers the account page can show.
 */

const SubscriptionPageSchema = pageOf(SubscriptionSchema);
const backendPageSize = 100;
const notFound = 'Subscription not found';

type Refusal = Extract<SubscriptionChange, { ok: false }>['reason'];

/**
 * Each refusal of the domain's rules, as the backend reports it (409 for the subscription's state,
 * 422 for the pause date, `errors[0].message` the reason): the code, and the payload field at fault.
 */
const refusals: Record<Refusal, { code: RpcErrorCode; field: string; message: string }> = {
  cancelled: {
    code: 'CONFLICT',
    field: 'payload.id',
    message: 'The subscription is cancelled and can no longer change',
  },
  not_paused: { code: 'CONFLICT', field: 'payload.id', message: 'Only a paused subscription can be resumed' },
  already_paused: { code: 'CONFLICT', field: 'payload.id', message: 'The subscription is paused already' },
  pause_in_past: { code: 'UNPROCESSABLE', field: 'payload.until', message: 'A pause must end after today' },
  pause_too_long: {
    code: 'UNPROCESSABLE',
    field: 'payload.until',
    message: 'A pause lasts at most six months; cancel the subscription instead',
  },
};

const isRefusal = (reason: string | undefined): reason is Refusal =>
  reason !== undefined && Object.hasOwn(refusals, reason);

/** A refusal the backend explains with one of the domain's reasons; any other is left to the default mapping. */
function refusalOf(answer: CommerceRefusal): AppError | undefined {
  if (answer.status !== 409 && answer.status !== 422) return undefined;
  const reason = answer.errors[0]?.message;
  if (!isRefusal(reason)) return undefined;
  const { code, field, message } = refusals[reason];
  return new AppError(code, message, { details: [{ field, message }] });
}

/** The backend's ids are positive integers: anything else names no subscription. */
function backendId(id: string): number {
  const number = /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
  if (number === undefined) throw new AppError('NOT_FOUND', notFound);
  return number;
}

/** Every subscription of the customer: running ones first, then the newest start. */
export function listSubscriptions(http: CommerceHttp, customer: CustomerRecord): Promise<Subscription[]> {
  return allPages((page) =>
    http.request(`customers/${customer.id}/subscriptions`, SubscriptionPageSchema, {
      query: { page, perPage: backendPageSize },
    }),
  );
}

export function findSubscription(
  http: CommerceHttp,
  customer: CustomerRecord,
  id: string,
): Promise<Subscription> {
  return http.request(`subscriptions/${backendId(id)}`, SubscriptionSchema, {
    query: { customerId: customer.id },
    notFound,
  });
}

/** Applies one change (skip, pause, resume, interval, cancel) to one of the customer's subscriptions. */
export function changeSubscription(
  http: CommerceHttp,
  customer: CustomerRecord,
  id: string,
  action: SubscriptionAction,
): Promise<Subscription> {
  return http.request(`subscriptions/${backendId(id)}`, SubscriptionSchema, {
    method: 'PATCH',
    query: { customerId: customer.id },
    body: action,
    notFound,
    onRefusal: refusalOf,
  });
}
