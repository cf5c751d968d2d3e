import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLimits } from '../rate-limits/call-limits.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';

// Newsletter sign-up with double opt-in (subscribeNewsletter, confirmNewsletter) over
// HTTP; mails go to the outbox in the shop's language. Every test signs up from an address of its
// own (the app trusts one proxy hop), so the per-address limit of one does not touch another.

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db, trustProxy: 1 });
});
afterAll(async () => {
  await api.close();
  await database.cleanup();
});

let lastAddress = 0;
const newAddress = () => `203.0.113.${(lastAddress += 1)}`;

interface Answer {
  status: number;
  body: {
    status?: string;
    error?: { code: string; message: string; details?: { field: string; message: string }[] };
  };
  response: Response;
}

async function call(
  name: string,
  payload: unknown,
  options: { shop?: ShopCode; address?: string } = {},
): Promise<Answer> {
  const shop = getShopByCode(options.shop ?? 'de-de');
  const response = await api.rpc(name, {
    shopId: shop.shopId,
    body: { payload },
    headers: {
      origin: `http://${shop.code}.localhost:3000`,
      'x-forwarded-for': options.address ?? newAddress(),
    },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], response };
}

async function outbox(recipient: string) {
  const { rows } = await database.db.query<{ kind: string; subject: string; body: string; shop_id: number }>(
    'select kind, subject, body, shop_id from mail_outbox where recipient = $1 order by id',
    [recipient],
  );
  return rows;
}

async function signUpOf(email: string) {
  const { rows } = await database.db.query<{
    status: string;
    first_name: string | null;
    confirmed_at: Date | null;
  }>('select status, first_name, confirmed_at from newsletter_subscriptions where lower(email) = lower($1)', [
    email,
  ]);
  return rows;
}

const tokenIn = (body: string | undefined) =>
  /[?&]confirmNewsletter=([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1] ?? '';

describe('subscribeNewsletter and confirmNewsletter (double opt-in)', () => {
  it('keeps a sign-up pending and mails a German confirmation link; the link confirms it', async () => {
    const signUp = await call('subscribeNewsletter', {
      email: 'lena@example.de',
      firstName: 'Lena',
      consent: true,
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body).toEqual({ status: 'confirmation_sent' });
    expect(await signUpOf('lena@example.de')).toEqual([
      { status: 'pending', first_name: 'Lena', confirmed_at: null },
    ]);
    const [mail] = await outbox('lena@example.de');
    expect(mail).toMatchObject({
      kind: 'newsletter_confirmation',
      shop_id: 1001,
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    });
    expect(mail?.body).toMatch(/^Hallo Lena,\n/);
    expect(mail?.body).toContain('http://de-de.localhost:3000/?confirmNewsletter=');

    const confirmed = await call('confirmNewsletter', { token: tokenIn(mail?.body) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'confirmed' });
    const [row] = await signUpOf('lena@example.de');
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmed_at).toBeInstanceOf(Date);
  });

  it('confirms again when the link is followed twice, keeping the first moment', async () => {
    await call('subscribeNewsletter', { email: 'twice@example.de', consent: true });
    const token = tokenIn((await outbox('twice@example.de'))[0]?.body);
    await call('confirmNewsletter', { token });
    const [first] = await signUpOf('twice@example.de');
    const again = await call('confirmNewsletter', { token });
    expect(again.body).toEqual({ status: 'confirmed' });
    expect((await signUpOf('twice@example.de'))[0]?.confirmed_at).toEqual(first?.confirmed_at);
  });

  it('answers already_subscribed for a confirmed address, whatever its case, and mails nothing', async () => {
    await call('subscribeNewsletter', { email: 'known@example.de', consent: true });
    await call('confirmNewsletter', { token: tokenIn((await outbox('known@example.de'))[0]?.body) });
    const again = await call('subscribeNewsletter', { email: 'KNOWN@example.de', consent: true });
    expect(again.body).toEqual({ status: 'already_subscribed' });
    expect(await outbox('KNOWN@example.de')).toEqual([]);
    expect(await outbox('known@example.de')).toHaveLength(1);
    expect(await signUpOf('known@example.de')).toHaveLength(1);
  });

  it('mails a pending address a new link when it signs up again; the first link stops working', async () => {
    await call('subscribeNewsletter', { email: 'pending@example.de', firstName: 'Paul', consent: true });
    const again = await call('subscribeNewsletter', { email: 'pending@example.de', consent: true });
    expect(again.body).toEqual({ status: 'confirmation_sent' });
    const mails = await outbox('pending@example.de');
    expect(mails).toHaveLength(2);
    // The name given first still greets: the second sign-up gave none.
    expect(mails[1]?.body).toMatch(/^Hallo Paul,\n/);
    const [first, second] = mails.map((mail) => tokenIn(mail.body));
    expect(first).not.toBe(second);
    const old = await call('confirmNewsletter', { token: first });
    expect(old.status).toBe(400);
    expect(old.body.error?.details?.[0]?.field).toBe('payload.token');
    expect((await call('confirmNewsletter', { token: second })).body).toEqual({ status: 'confirmed' });
  });

  it.each([
    ['de-at', 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', 'Guten Tag,'],
    ['fr-ch', 'Veuillez confirmer votre inscription à la newsletter', 'Bonjour,'],
    ['it-ch', 'Conferma la tua iscrizione alla newsletter', 'Buongiorno,'],
    ['it-it', 'Conferma la tua iscrizione alla newsletter', 'Buongiorno,'],
    ['pl-pl', 'Potwierdź zapis do newslettera', 'Dzień dobry,'],
    ['cs-cz', 'Potvrďte prosím přihlášení k odběru newsletteru', 'Dobrý den,'],
  ] as const)('mails %s in its language, linking to its own site', async (shop, subject, greeting) => {
    const email = `reader.${shop}@example.com`;
    await call('subscribeNewsletter', { email, consent: true }, { shop });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe(subject);
    expect(mail?.body.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail?.body).toContain(`http://${shop}.localhost:3000/?confirmNewsletter=`);
  });

  it('keeps the sign-ups of one address apart per shop', async () => {
    await call('subscribeNewsletter', { email: 'both@example.com', consent: true }, { shop: 'de-ch' });
    await call(
      'confirmNewsletter',
      { token: tokenIn((await outbox('both@example.com'))[0]?.body) },
      { shop: 'de-ch' },
    );
    const french = await call(
      'subscribeNewsletter',
      { email: 'both@example.com', consent: true },
      { shop: 'fr-ch' },
    );
    expect(french.body).toEqual({ status: 'confirmation_sent' });
    const frenchToken = tokenIn((await outbox('both@example.com'))[1]?.body);
    const elsewhere = await call('confirmNewsletter', { token: frenchToken }, { shop: 'de-ch' });
    expect(elsewhere.status).toBe(400);
  });

  it('refuses an expired link (400 naming the token)', async () => {
    await call('subscribeNewsletter', { email: 'late@example.de', consent: true });
    await database.db.query(
      `update newsletter_subscriptions set token_expires_at = now() - interval '1 second' where email = $1`,
      ['late@example.de'],
    );
    const late = await call('confirmNewsletter', {
      token: tokenIn((await outbox('late@example.de'))[0]?.body),
    });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      details: [{ field: 'payload.token', message: 'This confirmation link is invalid or has expired' }],
    });
    expect((await signUpOf('late@example.de'))[0]?.status).toBe('pending');
  });

  it('lets one address sign up 10 people an hour, then answers 429 with Retry-After', async () => {
    const address = newAddress();
    for (let index = 0; index < callLimits.newsletterSignUps.limit; index += 1) {
      const answer = await call(
        'subscribeNewsletter',
        { email: `many.${index}@example.de`, consent: true },
        { address },
      );
      expect(answer.status).toBe(200);
    }
    const refused = await call(
      'subscribeNewsletter',
      { email: 'one.more@example.de', consent: true },
      { address },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await outbox('one.more@example.de')).toEqual([]);
    const other = await call('subscribeNewsletter', { email: 'one.more@example.de', consent: true });
    expect(other.status).toBe(200);
  });

  it.each([
    ['subscribeNewsletter', { email: 'a@example.de', consent: false }, 'payload.consent'],
    ['subscribeNewsletter', { email: 'a@example.de' }, 'payload.consent'],
    ['subscribeNewsletter', { email: 'no-address', consent: true }, 'payload.email'],
    [
      'subscribeNewsletter',
      { email: 'a@example.de', firstName: 'R2-D2!', consent: true },
      'payload.firstName',
    ],
    ['subscribeNewsletter', { email: 'a@example.de', consent: true, topics: ['sale'] }, 'payload.topics'],
    ['confirmNewsletter', { token: 'short' }, 'payload.token'],
    ['confirmNewsletter', {}, 'payload.token'],
    ['confirmNewsletter', { token: 'x'.repeat(43), email: 'a@example.de' }, 'payload.email'],
  ])('%s refuses %j with a 400 naming %s', async (name, payload, field) => {
    const answer = await call(name, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.map((detail) => detail.field)).toContain(field);
  });
});
