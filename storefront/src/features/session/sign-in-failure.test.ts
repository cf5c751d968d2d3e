import { describe, expect, it } from 'vitest';
import { RpcError } from '@lumen/domain';
import { signInFailureOf } from './sign-in-failure.ts';

const rpcError = (status: number, retryAfterSeconds?: number) =>
  new RpcError({ code: 'BAD_REQUEST', status, message: 'refused', retryAfterSeconds });

describe('§6 what a failed sign-in tells the shopper', () => {
  it.each([
    ['a wrong email or password (401)', rpcError(401), { kind: 'wrongCredentials' }],
    ['the limit, 90 s to wait: 2 minutes', rpcError(429, 90), { kind: 'locked', minutes: 2 }],
    ['the limit, 20 s to wait: at least 1 minute', rpcError(429, 20), { kind: 'locked', minutes: 1 }],
    ['the limit without Retry-After: 1 minute', rpcError(429), { kind: 'locked', minutes: 1 }],
    ['an account for the email exists (409)', rpcError(409), { kind: 'emailTaken' }],
    ['the api failing (503)', rpcError(503), { kind: 'failed' }],
    ['the network failing', new TypeError('Failed to fetch'), { kind: 'failed' }],
  ])('%s', (_case, error, failure) => {
    expect(signInFailureOf(error)).toEqual(failure);
  });
});
