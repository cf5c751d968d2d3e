import type { User, Visitor } from '@lumen/domain';

/** The §6 visitor of a session's user (null: anonymous). */
export function visitorOf(user: User | null): Visitor {
  if (!user) return { kind: 'anonymous' };
  return {
    kind: 'customer',
    verified: user.info.verified,
    isGuest: user.status.isGuestCustomer,
    isActive: user.status.isActive,
  };
}
