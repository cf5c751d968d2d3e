import type { RateLimit } from './sliding-window-limiter.ts';

/**
 * The limits of the calls that guess or flood, per scope. Order status lookups count only the
 * pairs that found no order, as sign-in counts failures: guessing stops, and a customer may reload
 * their order freely. A cancellation request counts every time, since its answer never says
 * whether it matched. The newsletter limit keeps one address from mailing confirmations to many
 * people. Voucher codes count the unknown ones, per address and per basket, so neither a new
 * session nor a new address buys more guesses; a current password counts the wrong ones per
 * account, as a sign-in does (a session left open must not become a password oracle).
 */
export const callLimits = {
  orderStatusMisses: { limit: 10, windowSeconds: 15 * 60 },
  subscriptionCancellations: { limit: 5, windowSeconds: 15 * 60 },
  newsletterSignUps: { limit: 10, windowSeconds: 60 * 60 },
  clientLogMessages: { limit: 30, windowSeconds: 60 },
  voucherMissesPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  voucherMissesPerBasket: { limit: 10, windowSeconds: 15 * 60 },
  currentPasswordMisses: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;
