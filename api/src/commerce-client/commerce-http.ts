import { FetchError } from '@scayle/storefront-api';
import type { z } from 'zod';
import { commerceFailure, readAnswer } from './commerce-call.ts';
import type { CommerceCallOptions } from './commerce-call.ts';
import type { AppError } from '../rpc/app-error.ts';

/** A query value as the backend reads it: lists are sent comma-separated, undefined is left out. */
type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

interface CommerceRequest extends CommerceCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Turns a refusal the call expects (a 409 for a full appointment slot, a 422 for a reused
   * idempotency key) into the AppError the client should see; `undefined` leaves it to the default
   * mapping. `body` is the backend's `{ message, errors? }` when it sent JSON.
   */
  onRefusal?: (refusal: CommerceRefusal) => AppError | undefined;
}

/** A non-ok answer of the commerce backend, as `onRefusal` sees it. */
export interface CommerceRefusal {
  status: number;
  message: string | undefined;
  errors: readonly { parameter?: string; message?: string }[];
}

async function refusalOf(response: Response): Promise<CommerceRefusal> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    status: response.status,
    message: typeof record.message === 'string' ? record.message : undefined,
    errors: Array.isArray(record.errors) ? (record.errors as CommerceRefusal['errors']) : [],
  };
}

/**
 * The commerce backend's endpoints that the Storefront API SDK has no method for (orders, branches,
 * appointments, branch orders, subscriptions), over plain fetch with the same host, shop and
 * credentials as the SDK. The process's retry rule (http-retries.ts) applies, since it is fetch.
 */
export interface CommerceHttp {
  /**
   * Sends the request and reads the answer with `schema`. A 204 gives `undefined` (§7: no data);
   * a non-ok answer throws the SDK's own FetchError (§8: url, status and status text), mapped to
   * an AppError like every SDK failure; an answer outside `schema` is 'Invalid response data'.
   */
  request<S extends z.ZodType>(path: string, schema: S, options?: CommerceRequest): Promise<z.output<S>>;
  /** The same for answers without a body the api reads (a DELETE answering 204). */
  send(path: string, options?: CommerceRequest): Promise<void>;
}

export interface CommerceHttpSettings {
  /** `localhost:3443` or `https://tenant.example` (https is assumed when no scheme is given). */
  host: string;
  shopId: number;
  token?: string | undefined;
  headers?: Record<string, string> | undefined;
}

function queryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function commerceBaseUrl(host: string): string {
  const withScheme = /^https?:\/\//.test(host) ? host : `https://${host}`;
  return `${withScheme.replace(/\/+$/, '')}/v1`;
}

export function createCommerceHttp(settings: CommerceHttpSettings): CommerceHttp {
  const base = commerceBaseUrl(settings.host);

  async function exchange(path: string, options: CommerceRequest): Promise<Response> {
    const url = `${base}/${path.replace(/^\/+/, '')}${queryString(options.query)}`;
    try {
      const response = await fetch(url, {
        method: options.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'x-shop-id': String(settings.shopId),
          ...(settings.token === undefined ? {} : { 'x-access-token': settings.token }),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...settings.headers,
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      if (!response.ok) {
        const mapped = options.onRefusal?.(await refusalOf(response));
        if (mapped) throw mapped;
        throw new FetchError(response);
      }
      return response;
    } catch (error) {
      throw commerceFailure(error, options);
    }
  }

  return {
    async request(path, schema, options = {}) {
      const response = await exchange(path, options);
      const answer: unknown = response.status === 204 ? undefined : await response.json();
      return readAnswer(schema, answer);
    },
    async send(path, options = {}) {
      const response = await exchange(path, options);
      await response.body?.cancel();
    },
  };
}
