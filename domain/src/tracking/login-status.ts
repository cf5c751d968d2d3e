import type { User } from '../entities/user.ts';

/** §6 tracking: whether a session has a customer. */
export const loginStatuses = ['logged in', 'logged out'] as const;
export type LoginStatus = (typeof loginStatuses)[number];

/** §6 tracking: the kind of customer. */
export const loginTypes = ['Account', 'Guest'] as const;
export type LoginType = (typeof loginTypes)[number];

export interface TrackingLogin {
  loginStatus: LoginStatus;
  loginType: LoginType;
}

/**
 * §6: the login status is `logged in` whenever the session has a customer (a guest customer too)
 * and `logged out` otherwise; the login type is `Account` only for an active customer who is not a
 * guest, else `Guest` (an anonymous visitor included).
 */
export function trackingLoginOf(user: Pick<User, 'status'> | null): TrackingLogin {
  if (!user) return { loginStatus: 'logged out', loginType: 'Guest' };
  const account = user.status.isActive && !user.status.isGuestCustomer;
  return { loginStatus: 'logged in', loginType: account ? 'Account' : 'Guest' };
}
