import { FetchError } from '@scayle/storefront-api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../rpc/app-error.ts';
import {
  allPages,
  commerceCall,
  commerceFailure,
  commerceUnavailableMessage,
  invalidResponseMessage,
  readAnswer,
} from './commerce-call.ts';

function fetchError(status: number, statusText: string): FetchError {
  return new FetchError(new Response('{}', { status, statusText }));
}

describe('§8 SDK failures as the api’s errors', () => {
  it.each([
    { status: 404, text: 'Not Found', notFound: 'Product 7 not found', code: 'NOT_FOUND' },
    { status: 404, text: 'Not Found', notFound: undefined, code: 'INTERNAL' },
    { status: 400, text: 'Bad Request', notFound: 'Product 7 not found', code: 'INTERNAL' },
    { status: 401, text: 'Unauthorized', notFound: undefined, code: 'INTERNAL' },
    { status: 408, text: 'Request Timeout', notFound: undefined, code: 'UNAVAILABLE' },
    { status: 429, text: 'Too Many Requests', notFound: undefined, code: 'UNAVAILABLE' },
    { status: 500, text: 'Internal Server Error', notFound: undefined, code: 'UNAVAILABLE' },
    { status: 503, text: 'Service Unavailable', notFound: 'Product 7 not found', code: 'UNAVAILABLE' },
  ])('a $status answer becomes $code (notFound: $notFound)', ({ status, text, notFound, code }) => {
    const cause = fetchError(status, text);
    const error = commerceFailure(cause, notFound === undefined ? {} : { notFound });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.cause).toBe(cause);
    if (code === 'NOT_FOUND') expect(error.message).toBe(notFound);
    if (code === 'UNAVAILABLE') expect(error.message).toBe(commerceUnavailableMessage);
  });

  it('keeps the SDK’s message naming url, status and status text as the logged cause', () => {
    const error = commerceFailure(fetchError(502, 'Bad Gateway'));
    expect((error.cause as Error).message).toMatch(/^Failed to fetch .*\. 502 Bad Gateway$/);
  });

  it('reads a failed connection as the backend being unavailable', () => {
    const error = commerceFailure(new TypeError('fetch failed'));
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('passes an AppError on and wraps anything else as INTERNAL', () => {
    const own = new AppError('CONFLICT', 'taken');
    expect(commerceFailure(own)).toBe(own);
    expect(commerceFailure(new RangeError('bug')).code).toBe('INTERNAL');
  });

  it('commerceCall answers the call’s value or throws the mapped error', async () => {
    await expect(commerceCall(() => Promise.resolve(5))).resolves.toBe(5);
    await expect(
      commerceCall(() => Promise.reject(fetchError(404, 'Not Found')), { notFound: 'gone' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'gone' });
  });
});

describe('§8 validated answers', () => {
  it('answers the parsed value of a fitting answer', () => {
    expect(readAnswer(z.object({ id: z.number() }), { id: 3, extra: true })).toEqual({ id: 3 });
  });

  it('refuses an answer that does not fit with Invalid response data, the issues as cause', () => {
    const failure = (() => {
      try {
        return readAnswer(z.object({ id: z.number() }), { id: '3' });
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'INTERNAL', message: invalidResponseMessage });
    expect((failure as AppError).cause).toBeInstanceOf(z.ZodError);
  });
});

describe('paged SDK lists', () => {
  const pageOf = (page: number, last: number) => ({ entities: [page], pagination: { page, last } });

  it('reads every page up to the last', async () => {
    const asked: number[] = [];
    const all = await allPages((page) => {
      asked.push(page);
      return Promise.resolve(pageOf(page, 3));
    });
    expect(all).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops after maxPages however many the answer claims', async () => {
    expect(await allPages((page) => Promise.resolve(pageOf(page, 1000)), 4)).toEqual([1, 2, 3, 4]);
  });
});
