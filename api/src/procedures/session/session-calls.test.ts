import type { User } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../../identity/sign-in-limiter.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { sessionCookieName } from '../../sessions/session-cookie.ts';
import { createCapturingLogger, startTestApi } from '../../testing/test-api.ts';
import type { TestApi } from '../../testing/test-api.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';

const origin = 'http://de-de.localhost:3000';
const password = 'Brille!2024';

let database: TestDatabase;
let api: TestApi;
let proxied: TestApi;
const { logger, lines } = createCapturingLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db, logger });
  proxied = await startTestApi({ db: database.db, trustProxy: 1 });
});
afterAll(async () => {
  await api.close();
  await proxied.close();
  await database.cleanup();
});

/** Every answer shape these calls give, in one type: a test reads what its call answers. */
type Body = User & {
  user: User;
  ok: boolean;
  error: { code: string; message: string; details: { field: string; message: string }[] };
};

interface Answer {
  status: number;
  body: Body;
  cookie: string | undefined;
  response: Response;
}

async function call(
  name: string,
  payload: unknown,
  options: { cookie?: string; via?: TestApi; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await (options.via ?? api).rpc(name, {
    body: { payload },
    headers: {
      origin,
      ...(options.cookie ? { cookie: `${sessionCookieName}=${options.cookie}` } : {}),
      ...options.headers,
    },
  });
  const line = response.headers.getSetCookie().find((l) => l.startsWith(`${sessionCookieName}=`));
  return { status: response.status, body: (await response.json()) as Body, cookie: line, response };
}
/** How many answers had each status. */
const tally = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );
const idOf = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1];

const registration = (email: string) => ({
  firstName: 'Jana',
  lastName: 'Nováková-Weiß',
  email,
  password,
  acceptedTerms: true,
});

async function outbox(recipient: string) {
  const { rows } = await database.db.query<{ kind: string; subject: string; body: string }>(
    'select kind, subject, body from mail_outbox where recipient = $1 order by id',
    [recipient],
  );
  return rows;
}
const tokenIn = (body: string | undefined, parameter: string) =>
  new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`).exec(body ?? '')?.[1] ?? '';

async function registered(email: string): Promise<string> {
  const answer = await call('register', registration(email));
  expect(answer.status).toBe(200);
  return idOf(answer.cookie)!;
}

describe('register, verify, sign in and out (§5, §6)', () => {
  it('registers an unverified customer, signs them in and queues a German verification mail', async () => {
    const answer = await call('register', registration('jana@example.de'));
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      status: { isGuestCustomer: false, isActive: true },
      info: { verified: false },
      firstName: 'Jana',
      email: 'jana@example.de',
    });
    const me = await call('getUser', {}, { cookie: idOf(answer.cookie) });
    expect(me.body).toMatchObject({ email: 'jana@example.de' });
    const [mail] = await outbox('jana@example.de');
    expect(mail).toMatchObject({ kind: 'verify_email', subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    expect(mail?.body).toContain('http://de-de.localhost:3000/signin/?verifyEmail=');
    expect(lines.some((line) => line['msg'] === 'mail queued')).toBe(true);
    const { rows } = await database.db.query<{ password_hash: string }>(
      'select password_hash from customers where email = $1',
      ['jana@example.de'],
    );
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
  });

  it('verifies the email once by the mailed token; a used or unknown token is refused', async () => {
    await registered('verify@example.de');
    const token = tokenIn((await outbox('verify@example.de'))[0]?.body, 'verifyEmail');
    const first = await call('verifyEmail', { token });
    expect(first.status).toBe(200);
    expect(first.body.info).toEqual({ verified: true });
    for (const again of [token, 'x'.repeat(43)]) {
      const refused = await call('verifyEmail', { token: again });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details[0]?.field).toBe('payload.token');
    }
  });

  it('refuses a second account for the same email, whatever its case (409 naming the email)', async () => {
    await registered('twice@example.de');
    const answer = await call('register', registration('TWICE@example.de'));
    expect(answer.status).toBe(409);
    expect(answer.body.error.details.map((d) => d.field)).toEqual(['payload.email']);
  });

  it.each([
    [
      'a password without upper case (§5)',
      { password: 'brille!2024' },
      'payload.password',
      'validation.password.uppercase',
    ],
    [
      'a password with a space (§5)',
      { password: 'Brille !2024' },
      'payload.password',
      'validation.password.noSpaces',
    ],
    ['a password too short (§5)', { password: 'Br!1' }, 'payload.password', 'validation.password.length'],
    [
      'a password without a special character (§5)',
      { password: 'Brille2024' },
      'payload.password',
      'validation.password.special',
    ],
    [
      'a name with two separators in a row (§5)',
      { firstName: 'Jana--Marie' },
      'payload.firstName',
      undefined,
    ],
    ['a blank last name (§5)', { lastName: '  ' }, 'payload.lastName', 'validation.required'],
    ['a malformed email (§5)', { email: 'jana@' }, 'payload.email', 'validation.email'],
    ['terms not accepted', { acceptedTerms: false }, 'payload.acceptedTerms', undefined],
  ])('refuses %s, naming the field', async (_label, change, field, message) => {
    const answer = await call('register', { ...registration('rules@example.de'), ...change });
    expect(answer.status).toBe(400);
    const { details } = answer.body.error;
    expect(details.map((d) => d.field)).toContain(field);
    if (message) expect(details.find((d) => d.field === field)?.message).toBe(message);
  });

  it('gives a new session id at sign-in and forgets the old one', async () => {
    await registered('rotate@example.de');
    const anonymous = await call('signOut', {});
    const before = await call('signIn', { email: 'rotate@example.de', password: 'Wrong!Pass1' });
    expect(before.status).toBe(401);
    const signedIn = await call('signIn', { email: 'Rotate@Example.de', password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('rotate@example.de');
    expect(idOf(signedIn.cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(idOf(signedIn.cookie)).not.toBe(idOf(anonymous.cookie));
    const me = await call('getUserInfo', {}, { cookie: idOf(signedIn.cookie) });
    expect(me.body.email).toBe('rotate@example.de');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await registered('same@example.de');
    const wrong = await call('signIn', { email: 'same@example.de', password: 'Wrong!Pass1' });
    const unknown = await call('signIn', { email: 'nobody@example.de', password: 'Wrong!Pass1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    expect(wrong.cookie).toBeUndefined();
  });

  it('signs out: the cookie is cleared and the old session id knows nobody', async () => {
    const id = await registered('out@example.de');
    const out = await call('signOut', {}, { cookie: id });
    expect(out.body).toEqual({ ok: true });
    expect(out.cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('getUser', {}, { cookie: id })).body).toBeNull();
  });

  it('answers getUser with null and getUserInfo with 401 for an anonymous visitor', async () => {
    expect((await call('getUser', {})).body).toBeNull();
    const info = await call('getUserInfo', {});
    expect(info.status).toBe(401);
    expect(info.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('continues as a guest customer (§1): a guest user on the session', async () => {
    const answer = await call('continueAsGuest', { email: 'guest@example.de' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ status: { isGuestCustomer: true }, email: 'guest@example.de' });
    expect((await call('getUser', {}, { cookie: idOf(answer.cookie) })).body.status.isGuestCustomer).toBe(
      true,
    );
  });
});

describe('password reset and change', () => {
  it('mails a reset link only to an account, resets once, and signs out every session', async () => {
    const oldSession = await registered('reset@example.de');
    expect((await call('requestPasswordReset', { email: 'ghost@example.de' })).body).toEqual({ ok: true });
    expect(await outbox('ghost@example.de')).toHaveLength(0);
    expect((await call('requestPasswordReset', { email: 'reset@example.de' })).body).toEqual({ ok: true });
    const mail = (await outbox('reset@example.de')).find((m) => m.kind === 'password_reset');
    const token = tokenIn(mail?.body, 'resetPassword');
    const newPassword = 'Neues#Passwort9';
    expect((await call('resetPassword', { token, newPassword })).status).toBe(200);
    expect((await call('resetPassword', { token, newPassword })).status).toBe(400);
    expect((await call('getUser', {}, { cookie: oldSession })).body).toBeNull();
    expect((await call('signIn', { email: 'reset@example.de', password })).status).toBe(401);
    const signedIn = await call('signIn', { email: 'reset@example.de', password: newPassword });
    expect(signedIn.body.user.info.verified).toBe(true);
  });

  it('changes the password only with the current one', async () => {
    const id = await registered('change@example.de');
    const wrong = await call(
      'changePassword',
      { currentPassword: 'Wrong!Pass1', newPassword: 'Andere$Brille7' },
      { cookie: id },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]?.field).toBe('payload.currentPassword');
    const changed = await call(
      'changePassword',
      { currentPassword: password, newPassword: 'Andere$Brille7' },
      { cookie: id },
    );
    expect(changed.status).toBe(200);
    expect(idOf(changed.cookie)).not.toBe(id);
    expect((await call('signIn', { email: 'change@example.de', password: 'Andere$Brille7' })).status).toBe(
      200,
    );
    expect(
      (await call('changePassword', { currentPassword: password, newPassword: 'X$y12345' })).status,
    ).toBe(401);
  });

  it(`checks ${callLimits.currentPasswordMisses.limit} of 30 parallel wrong current passwords, then refuses the right one with 429`, async () => {
    const id = await registered('guessed@example.de');
    const change = (currentPassword: string) =>
      call('changePassword', { currentPassword, newPassword: 'Andere$Brille7' }, { cookie: id });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, index) => change(`Wrong!Pass${index}`)));
    const { limit } = callLimits.currentPasswordMisses;
    expect(tally(burst)).toEqual({ 400: limit, 429: 30 - limit });
    const limited = await change(password);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await call('signIn', { email: 'guessed@example.de', password })).status).toBe(200);
  }, 90_000);
});

describe('sign-in rate limit', () => {
  const from = (address: string) => ({ via: proxied, headers: { 'x-forwarded-for': address } });

  it(`checks ${signInLimits.perAccount} of 40 parallel wrong passwords for an account, then refuses the right one with 429 and Retry-After, while another account signs in`, async () => {
    await registered('locked@example.de');
    await registered('other@example.de');
    // From forty addresses: only the account's limit can stop them.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call('signIn', { email: 'locked@example.de', password: 'Wrong!Pass1' }, from(`192.0.2.${index + 1}`)),
      ),
    );
    expect(tally(burst)).toEqual({ 401: signInLimits.perAccount, 429: 40 - signInLimits.perAccount });
    const limited = await call('signIn', { email: 'locked@example.de', password }, from('192.0.2.100'));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(signInLimits.windowSeconds);
    expect((await call('signIn', { email: 'other@example.de', password }, from('192.0.2.100'))).status).toBe(
      200,
    );
  }, 90_000);

  it(`checks ${signInLimits.perAddress} of 60 parallel guesses from an address, then refuses it, not another address`, async () => {
    await registered('victim@example.de');
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call('signIn', { email: `guess${index}@example.de`, password: 'Wrong!Pass1' }, from('203.0.113.9')),
      ),
    );
    expect(tally(burst)).toEqual({ 401: signInLimits.perAddress, 429: 60 - signInLimits.perAddress });
    const limited = await call('signIn', { email: 'victim@example.de', password }, from('203.0.113.9'));
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await call('signIn', { email: 'victim@example.de', password }, from('198.51.100.7'))).status,
    ).toBe(200);
    // Twenty-two scrypt hashings at the recommended cost: seconds of processor time by design.
  }, 90_000);

  it('forgets the account’s failures at a successful sign-in', async () => {
    await registered('forgetful@example.de');
    const signIn = (attempt: string) =>
      call('signIn', { email: 'forgetful@example.de', password: attempt }, from('192.0.2.150'));
    for (let index = 1; index < signInLimits.perAccount; index += 1) {
      expect((await signIn('Wrong!Pass1')).status).toBe(401);
    }
    expect((await signIn(password)).status).toBe(200);
    for (let index = 0; index < signInLimits.perAccount; index += 1) {
      expect((await signIn('Wrong!Pass1')).status).toBe(401);
    }
    expect((await signIn(password)).status).toBe(429);
  }, 90_000);
});
