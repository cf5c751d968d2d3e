import { createHash, randomBytes, randomInt } from 'node:crypto';

/** §5: an order id is 12 digits; random, so ids say nothing about order volume and cannot be walked. */
export function newOrderId(): number {
  return randomInt(100_000_000_000, 1_000_000_000_000);
}

/** The success page's token (§2 /success/?cbd=...): 192 random bits, URL-safe. */
export function newCbdToken(): string {
  return randomBytes(24).toString('base64url');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** A request's fingerprint: the same body in any key order hashes alike. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
