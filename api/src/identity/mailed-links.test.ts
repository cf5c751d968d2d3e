import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';

// The links of account and shop mails (verification, password reset, newsletter confirmation)
// reach only the mail outbox, never the log; a password reset ends every other reset link of the
// account.

const origin = 'http://de-de.localhost:3000';
const password = 'Brille!2024';

let database: TestDatabase;
let api: TestApi;
const { logger, lines } = createCapturingLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  // One proxy hop is believed, so each newsletter sign-up comes from an address of its own.
  api = await startTestApi({ db: database.db, logger, trustProxy: 1 });
});
afterAll(async () => {
  await api.close();
  await database.cleanup();
});

let lastAddress = 0;

async function call(name: string, payload: unknown) {
  const response = await api.rpc(name, {
    body: { payload },
    headers: { origin, 'x-forwarded-for': `203.0.113.${(lastAddress += 1)}` },
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

/** The links the outbox holds for the recipient, oldest first: their tokens by query parameter. */
async function mailedTokens(recipient: string, parameter: string): Promise<string[]> {
  const { rows } = await database.db.query<{ body: string }>(
    'select body from mail_outbox where recipient = $1 order by id',
    [recipient],
  );
  return rows.flatMap(({ body }) => {
    const token = new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`).exec(body)?.[1];
    return token ? [token] : [];
  });
}

const logged = () => lines.map((line) => JSON.stringify(line)).join('\n');

async function register(email: string): Promise<void> {
  const answer = await call('register', {
    firstName: 'Jana',
    lastName: 'Novák',
    email,
    password,
    acceptedTerms: true,
  });
  expect(answer.status).toBe(200);
}

describe('mailed links stay out of the log', () => {
  it('logs that the verification mail was queued, with its outbox row, and not its link', async () => {
    await register('verify-log@example.de');
    const [token] = await mailedTokens('verify-log@example.de', 'verifyEmail');
    expect(token).toBeDefined();
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain('/signin/?verifyEmail=');
    const { rows } = await database.db.query<{ id: number }>(
      `select id from mail_outbox where recipient = $1 and kind = 'verify_email'`,
      ['verify-log@example.de'],
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'mail queued',
        mail: { outboxId: rows[0]!.id, shopId: 1001, kind: 'verify_email' },
      }),
    );
  });

  it('never logs a password reset link', async () => {
    await register('reset-log@example.de');
    expect((await call('requestPasswordReset', { email: 'reset-log@example.de' })).status).toBe(200);
    const [token] = await mailedTokens('reset-log@example.de', 'resetPassword');
    expect(token).toBeDefined();
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain('resetPassword=');
  });

  it('never logs a newsletter confirmation link', async () => {
    expect((await call('subscribeNewsletter', { email: 'news-log@example.de', consent: true })).status).toBe(
      200,
    );
    const { rows } = await database.db.query<{ body: string }>(
      'select body from mail_outbox where recipient = $1',
      ['news-log@example.de'],
    );
    const link = /https?:\/\/\S+/.exec(rows[0]?.body ?? '')?.[0];
    expect(link).toBeDefined();
    expect(logged()).not.toContain(link);
  });
});

describe('a password reset ends every other reset link of the account', () => {
  it('after a reset with one link, the links mailed before and after it no longer work', async () => {
    await register('two-links@example.de');
    for (let mail = 0; mail < 3; mail += 1) {
      expect((await call('requestPasswordReset', { email: 'two-links@example.de' })).status).toBe(200);
    }
    const [first, second, third] = await mailedTokens('two-links@example.de', 'resetPassword');
    expect((await call('resetPassword', { token: second, newPassword: 'Neu!Brille2025' })).status).toBe(200);
    for (const token of [first, third, second]) {
      const refused = await call('resetPassword', { token, newPassword: 'Dritte!Brille2025' });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe('BAD_REQUEST');
    }
    // The password is the one the reset set.
    const signedIn = await call('signIn', { email: 'two-links@example.de', password: 'Neu!Brille2025' });
    expect(signedIn.status).toBe(200);
  });

  it("leaves other accounts' reset links alone", async () => {
    await register('mine@example.de');
    await register('theirs@example.de');
    await call('requestPasswordReset', { email: 'mine@example.de' });
    await call('requestPasswordReset', { email: 'theirs@example.de' });
    const [mine] = await mailedTokens('mine@example.de', 'resetPassword');
    const [theirs] = await mailedTokens('theirs@example.de', 'resetPassword');
    expect((await call('resetPassword', { token: mine, newPassword: 'Neu!Brille2025' })).status).toBe(200);
    expect((await call('resetPassword', { token: theirs, newPassword: 'Neu!Brille2025' })).status).toBe(200);
  });
});
