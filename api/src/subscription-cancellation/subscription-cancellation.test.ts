import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedNow } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { seedBranches } from '../seed/branches/seed-branches.ts';
import { seedCustomerExtras } from '../seed/customer-extras/seed-customer-extras.ts';
import { demoCustomers } from '../seed/demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../seed/demo-customers/seed-demo-customers.ts';
import { callLimits } from '../rate-limits/call-limits.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';

// §2 /spar-abo/kuendigung/: requestSubscriptionCancellation over HTTP against the backend's
// subscriptions (the demo accounts' active, paused and cancelled contact-lens subscriptions).

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  await seedBranches(procedures.db, { now: seedNow });
  await seedDemoCustomers(procedures.db, { now: seedNow });
  await seedCustomerExtras(procedures.db, { now: seedNow });
});

afterAll(async () => {
  await procedures?.close();
});

// All calls come from 127.0.0.1: each test starts with the address's allowance whole.
beforeEach(async () => {
  await procedures.db.query('delete from rate_limit_hits');
});

const person = (shop: ShopCode, kind: 'verified' | 'unverified') =>
  demoCustomers[shop].find((candidate) => candidate.kind === kind)!;

interface SubscriptionRow {
  id: string;
  status: string;
}

async function subscriptionsOf(email: string, shop: ShopCode = 'de-de'): Promise<SubscriptionRow[]> {
  const { rows } = await procedures.db.query<SubscriptionRow>(
    `select s.id::text as id, s.status from subscriptions s join commerce_customers c on c.id = s.customer_id
      where s.shop_id = $1 and c.email = $2 order by s.id`,
    [getShopByCode(shop).shopId, email],
  );
  return rows;
}

async function statusOf(id: string): Promise<string | undefined> {
  const { rows } = await procedures.db.query<{ status: string }>(
    'select status from subscriptions where id = $1',
    [id],
  );
  return rows[0]?.status;
}

async function mailsTo(email: string) {
  const { rows } = await procedures.db.query<{ kind: string; subject: string; body: string }>(
    `select kind, subject, body from mail_outbox where recipient = $1 and kind = 'subscription_cancelled' order by id`,
    [email],
  );
  return rows;
}

async function cancellationMailCount(): Promise<number> {
  const { rows } = await procedures.db.query<{ count: number }>(
    `select count(*)::int as count from mail_outbox where kind = 'subscription_cancelled'`,
  );
  return rows[0]!.count;
}

async function firstWithStatus(email: string, status: string, shop: ShopCode = 'de-de'): Promise<string> {
  const found = (await subscriptionsOf(email, shop)).find((row) => row.status === status);
  if (!found) throw new Error(`${email} has no ${status} subscription in ${shop}`);
  return found.id;
}

describe('requestSubscriptionCancellation (§2 /spar-abo/kuendigung/)', () => {
  it.each(['active', 'paused'])(
    'cancels an %s subscription of the customer with that email and mails a German confirmation',
    async (status) => {
      const { email, firstName } = person('de-de', status === 'active' ? 'verified' : 'unverified');
      const id = await firstWithStatus(email, status);
      const before = (await mailsTo(email)).length;
      const answer = await procedures
        .visitor('de-de')
        .call('requestSubscriptionCancellation', { email: email.toUpperCase(), subscriptionId: id });
      expect(answer).toEqual({ ok: true });
      expect(await statusOf(id)).toBe('cancelled');
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ subject: 'Ihr Spar-Abo wurde gekündigt' });
      expect(mails.at(-1)?.body).toBe(
        `Hallo ${firstName},\n\nwie gewünscht haben wir Ihr Spar-Abo Nr. ${id} zum 1. Juli 2025 gekündigt. ` +
          'Es folgen keine weiteren Lieferungen.\n\nWenn Sie die Kündigung nicht selbst veranlasst haben, ' +
          'antworten Sie bitte auf diese E-Mail.\n\nIhr Team von Lumen Optik',
      );
    },
  );

  it('mails in the language of the shop', async () => {
    const { email } = person('fr-ch', 'verified');
    const id = await firstWithStatus(email, 'active', 'fr-ch');
    await procedures.visitor('fr-ch').call('requestSubscriptionCancellation', { email, subscriptionId: id });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Résiliation de votre abonnement épargne');
    expect(mail?.body).toContain(`abonnement épargne n° ${id} au 1er juillet 2025`);
  });

  it('answers ok and changes nothing when email and subscription do not belong together', async () => {
    const anna = person('de-de', 'verified');
    const lukas = person('de-de', 'unverified');
    const annas = (await subscriptionsOf(anna.email)).find((row) => row.status !== 'cancelled');
    const before = await subscriptionsOf(anna.email);
    const mailsBefore = await cancellationMailCount();
    const visitor = procedures.visitor('de-de');
    for (const payload of [
      { email: lukas.email, subscriptionId: annas!.id },
      { email: 'nobody@example.com', subscriptionId: annas!.id },
      { email: anna.email, subscriptionId: '999999' },
      { email: anna.email, subscriptionId: 'SPAR-1' },
    ]) {
      expect(await visitor.call('requestSubscriptionCancellation', payload)).toEqual({ ok: true });
    }
    const atAustria = await procedures
      .visitor('de-at')
      .call('requestSubscriptionCancellation', { email: anna.email, subscriptionId: annas!.id });
    expect(atAustria).toEqual({ ok: true });
    expect(await subscriptionsOf(anna.email)).toEqual(before);
    expect(await cancellationMailCount()).toBe(mailsBefore);
  });

  it('answers ok for a subscription cancelled before, without mailing again', async () => {
    const { email } = person('de-at', 'verified');
    const id = await firstWithStatus(email, 'cancelled', 'de-at');
    const answer = await procedures
      .visitor('de-at')
      .call('requestSubscriptionCancellation', { email, subscriptionId: id });
    expect(answer).toEqual({ ok: true });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers ok when the backend fails, logging the failure, and the subscription stays', async () => {
    const { email } = person('it-it', 'verified');
    const id = await firstWithStatus(email, 'active', 'it-it');
    await procedures.db.exec('alter table subscriptions rename to subscriptions_away');
    try {
      const answer = await procedures
        .visitor('it-it')
        .call('requestSubscriptionCancellation', { email, subscriptionId: id });
      expect(answer).toEqual({ ok: true });
    } finally {
      await procedures.db.exec('alter table subscriptions_away rename to subscriptions');
    }
    expect(await statusOf(id)).toBe('active');
    expect(procedures.logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'cancelling a saving subscription by email failed' }),
    );
  });

  it('takes 5 requests per address in 15 minutes, then answers 429 with Retry-After', async () => {
    const visitor = procedures.visitor('de-de');
    const payload = { email: 'nobody@example.com', subscriptionId: '1' };
    for (let index = 0; index < callLimits.subscriptionCancellations.limit; index += 1) {
      await visitor.call('requestSubscriptionCancellation', payload);
    }
    const { email } = person('de-it', 'verified');
    const id = await firstWithStatus(email, 'active', 'de-it');
    const response = await procedures
      .visitor('de-it')
      .send('requestSubscriptionCancellation', { email, subscriptionId: id });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await statusOf(id)).toBe('active');
  });

  it('takes 5 of 20 parallel requests from an address, answering the rest 429', async () => {
    const visitor = procedures.visitor('de-de');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        visitor.send('requestSubscriptionCancellation', {
          email: `nobody${index}@example.com`,
          subscriptionId: String(index + 1),
        }),
      ),
    );
    const { limit } = callLimits.subscriptionCancellations;
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
  });

  it.each([
    [{ email: 'anna@', subscriptionId: '1' }, 'payload.email'],
    [{ email: 'anna@example.de', subscriptionId: '' }, 'payload.subscriptionId'],
    [{ email: 'anna@example.de', subscriptionId: '1'.repeat(65) }, 'payload.subscriptionId'],
    [{ email: 'anna@example.de' }, 'payload.subscriptionId'],
    [{ email: 'anna@example.de', subscriptionId: '1', reason: 'too expensive' }, 'payload.reason'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { status, error } = await procedures
      .visitor('de-de')
      .fail('requestSubscriptionCancellation', payload);
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});
