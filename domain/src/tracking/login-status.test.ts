import { describe, expect, it } from 'vitest';
import { trackingLoginOf } from './login-status.ts';
import type { TrackingLogin } from './login-status.ts';

describe('§6 tracking: login status and login type', () => {
  it.each<[string, { isGuestCustomer: boolean; isActive: boolean } | null, TrackingLogin]>([
    ['anonymous visitor', null, { loginStatus: 'logged out', loginType: 'Guest' }],
    [
      'active customer',
      { isGuestCustomer: false, isActive: true },
      { loginStatus: 'logged in', loginType: 'Account' },
    ],
    [
      'inactive customer',
      { isGuestCustomer: false, isActive: false },
      { loginStatus: 'logged in', loginType: 'Guest' },
    ],
    [
      'active guest customer',
      { isGuestCustomer: true, isActive: true },
      { loginStatus: 'logged in', loginType: 'Guest' },
    ],
    [
      'inactive guest customer',
      { isGuestCustomer: true, isActive: false },
      { loginStatus: 'logged in', loginType: 'Guest' },
    ],
  ])('§6 %s', (_case, status, login) => {
    expect(trackingLoginOf(status === null ? null : { status })).toEqual(login);
  });
});
