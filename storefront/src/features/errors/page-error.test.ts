import { describe, expect, it } from 'vitest';
import { RpcError } from '@lumen/domain';
import { pageErrorKind, pageStatusOfError } from './page-error.ts';

const rpcError = (status: number) =>
  new RpcError({ code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', status, message: 'failed' });

describe('§8 error pages: which text and which answer status', () => {
  it.each([
    ['an api answer of 500', rpcError(500), 'status', 500],
    ['an api answer of 502', rpcError(502), 'status', 503],
    ['an api answer of 503', rpcError(503), 'status', 503],
    ['an api answer of 504', rpcError(504), 'status', 503],
    ['the api’s request limit (429)', rpcError(429), 'status', 429],
    ['a 400 the page did not expect', rpcError(400), 'status', 500],
    [
      'an error the router brought over with its status',
      Object.assign(new Error('x'), { status: 503 }),
      'status',
      503,
    ],
    ['a script error without a status', new TypeError('undefined is not a function'), 'unknown', 500],
    ['a status that is no HTTP status', Object.assign(new Error('x'), { status: 42 }), 'unknown', 500],
    ['a status in words', Object.assign(new Error('x'), { status: '503' }), 'unknown', 500],
    ['something thrown that is not an error', 'boom', 'unknown', 500],
    ['nothing', undefined, 'unknown', 500],
  ])('%s → the %s text, answered %i', (_case, error, kind, status) => {
    expect(pageErrorKind(error)).toBe(kind);
    expect(pageStatusOfError(error)).toBe(status);
  });
});
