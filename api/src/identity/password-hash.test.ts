import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('customer passwords (scrypt)', () => {
  it('verifies the password it was made from and nothing else', async () => {
    const stored = await hashPassword('Lumen!Brille2025');
    // OWASP's equal-strength pair N=2^15, r=8, p=3 (as strong as N=2^17, p=1 in a quarter of the memory).
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Lumen!Brille2025', stored)).toBe(true);
    expect(await verifyPassword('lumen!Brille2025', stored)).toBe(false);
  });

  it('still verifies a hash made at an earlier cost: each hash carries its own parameters', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Lumen!Brille2025', salt, 32, { N: 16_384, r: 8, p: 1 });
    const earlier = ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Lumen!Brille2025', earlier)).toBe(true);
    expect(await verifyPassword('Lumen!Brille2026', earlier)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Lumen!Brille2025')).not.toBe(await hashPassword('Lumen!Brille2025'));
  });

  it.each(['', 'bcrypt$x', 'scrypt$32768$8$1$salt'])('never matches a malformed hash %j', async (stored) => {
    expect(await verifyPassword('Lumen!Brille2025', stored)).toBe(false);
  });
});
