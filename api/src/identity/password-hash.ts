import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

// OWASP's recommended scrypt cost comes in equal-strength pairs: N=2^17 with p=1 needs 128 MiB
// per hash, N=2^15 with p=3 the same work in 32 MiB, which many sign-ins at once can afford.
// Stored hashes carry their own parameters, so raising the cost later keeps old ones valid.
const cost = { N: 32_768, r: 8, p: 3, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A password as stored: `scrypt$N$r$p$salt$hash` (base64url), with a fresh salt each time. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem };
  const key = await derive(password, Buffer.from(salt, 'base64url'), options);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
