import { RpcError } from '@lumen/domain';

/** Why signing in, registering or going on as a guest failed, as the page tells it. */
export type SignInFailure =
  | { kind: 'wrongCredentials' }
  /** §6 the sign-in limit: minutes until the next try, at least 1. */
  | { kind: 'locked'; minutes: number }
  | { kind: 'emailTaken' }
  | { kind: 'failed' };

/**
 * The api's answer read for the shopper: 401 is a wrong email or password (never which of the two),
 * 429 the limit with its Retry-After in whole minutes, 409 an account that exists for the email.
 * Anything else (the network, a 5xx) is a failure to try again.
 */
export function signInFailureOf(error: unknown): SignInFailure {
  if (!(error instanceof RpcError)) return { kind: 'failed' };
  switch (error.status) {
    case 401:
      return { kind: 'wrongCredentials' };
    case 429:
      return { kind: 'locked', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
    case 409:
      return { kind: 'emailTaken' };
    default:
      return { kind: 'failed' };
  }
}
