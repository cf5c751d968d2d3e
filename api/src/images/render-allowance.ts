/** What one address may have drawn (cache misses); 0 turns the limit off. */
export interface RenderAllowanceLimits {
  rendersPerAddressPerMinute: number;
}

/**
 * A cold listing page of 48 cards with their hover images is 96 renders; a CDN in front keeps the
 * repeats away. Twice a second on average is far above a shopper and far below a script walking
 * every hash, background and format to keep the renderer busy.
 */
export const defaultRenderAllowanceLimits: RenderAllowanceLimits = { rendersPerAddressPerMinute: 120 };

const windowMs = 60_000;

export type RenderAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts the renders each address (an IPv6 /56 being one, as in the request limits) set off, per
 * fixed minute: the counts are dropped whole when the minute ends, so memory stays bounded by the
 * addresses of one minute. Counted in this process, like the request limits.
 */
export function createRenderAllowance(
  limits: RenderAllowanceLimits = defaultRenderAllowanceLimits,
  now: () => number = Date.now,
): { take(address: string): RenderAllowance } {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    take(address) {
      if (limits.rendersPerAddressPerMinute <= 0) return { ok: true };
      const time = now();
      if (time - windowStart >= windowMs) {
        windowStart = time;
        counts = new Map();
      }
      const used = counts.get(address) ?? 0;
      if (used >= limits.rendersPerAddressPerMinute) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)),
        };
      }
      counts.set(address, used + 1);
      return { ok: true };
    },
  };
}
