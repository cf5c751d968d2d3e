import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('customer passwords (scrypt)', () => {
  it('verifies the password it was made from and nothing else', async () => {
    const stored = await hashPassword('Lumen!Brille2025');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Lumen!Brille2025', stored)).toBe(true);
    expect(await verifyPassword('lumen!Brille2025', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Lumen!Brille2025')).not.toBe(await hashPassword('Lumen!Brille2025'));
  });

  it.each(['', 'bcrypt$x', 'scrypt$32768$8$1$salt'])('never matches a malformed hash %j', async (stored) => {
    expect(await verifyPassword('Lumen!Brille2025', stored)).toBe(false);
  });
});
