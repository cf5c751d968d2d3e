import { FetchError } from '@scayle/storefront-api';
import type { z } from 'zod';
import { AppError } from '../rpc/app-error.ts';

/** §8: what the api says when the commerce backend's answer does not fit the schema it validates. */
export const invalidResponseMessage = 'Invalid response data';

/** Shown to the client when the commerce backend fails; the backend's own message is only logged. */
export const commerceUnavailableMessage =
  'The shop’s catalogue cannot be reached right now; try again shortly';

export interface CommerceCallOptions {
  /** The message of the NOT_FOUND answer when the backend answers 404 (what was not found). */
  notFound?: string;
}

/**
 * An SDK failure as the one error type of the api. The SDK's FetchError names url, status and
 * status text (§8) and stays the logged cause. A 404 is the client's NOT_FOUND where the call says
 * what was looked for; the backend failing or overloaded (5xx, 408, 429, no connection) is
 * UNAVAILABLE; any other refusal means the api asked wrongly, a fault of ours (INTERNAL).
 */
export function commerceFailure(error: unknown, options: CommerceCallOptions = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof FetchError) {
    const { status } = error.response;
    if (status === 404 && options.notFound !== undefined) {
      return new AppError('NOT_FOUND', options.notFound, { cause: error });
    }
    if (status >= 500 || status === 408 || status === 429) {
      return new AppError('UNAVAILABLE', commerceUnavailableMessage, { cause: error });
    }
    return new AppError('INTERNAL', `Commerce backend refused the call: ${error.message}`, { cause: error });
  }
  // fetch rejects with a TypeError when no connection could be made (or TLS failed).
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new AppError('UNAVAILABLE', commerceUnavailableMessage, { cause: error });
  }
  return new AppError('INTERNAL', 'Commerce call failed', { cause: error });
}

/** Awaits an SDK call; its failure becomes an AppError (see `commerceFailure`). */
export async function commerceCall<T>(call: () => Promise<T>, options: CommerceCallOptions = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw commerceFailure(error, options);
  }
}

/**
 * Reads an SDK answer with a domain schema: the SDK types its answers but never checks them, and a
 * handler must not pass on what the contract does not hold. A mismatch is logged in full and
 * answered as a plain 500 (§8 'Invalid response data').
 */
export function readAnswer<S extends z.ZodType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new AppError('INTERNAL', invalidResponseMessage, { cause: parsed.error });
}

/**
 * Every entity of a paged SDK list, page after page (pages of `perPage`), up to `maxPages` pages:
 * a runaway pagination must not turn one RPC call into thousands of backend calls.
 */
export async function allPages<T>(
  fetchPage: (page: number) => Promise<{ entities: T[]; pagination: { page: number; last: number } }>,
  maxPages = 20,
): Promise<T[]> {
  const entities: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page);
    entities.push(...answer.entities);
    if (answer.pagination.page >= answer.pagination.last) break;
  }
  return entities;
}
