import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLimits } from '../rate-limits/call-limits.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';

// §7 logMessage, §8 "failures only logged": a page's errors and warnings over HTTP into
// `client_log` and the server log, 30 a minute per address. Each test calls from an address of
// its own (the app trusts one proxy hop).

let database: TestDatabase;
let api: TestApi;
const { logger, lines } = createCapturingLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db, logger, trustProxy: 1 });
});
afterAll(async () => {
  await api.close();
  await database.cleanup();
});

let lastAddress = 0;
const newAddress = () => `198.51.100.${(lastAddress += 1)}`;

async function logMessage(payload: unknown, address = newAddress()) {
  const response = await api.rpc('logMessage', {
    body: { payload },
    headers: { origin: 'http://de-de.localhost:3000', 'x-forwarded-for': address },
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok?: true; error?: { details?: { field: string }[] } },
  };
}

async function stored(message: string) {
  const { rows } = await database.db.query<{
    shop_id: number;
    level: string;
    path: string | null;
    context: unknown;
    request_id: string;
  }>('select shop_id, level, path, context, request_id from client_log where message = $1 order by id', [
    message,
  ]);
  return rows;
}

/** pino's numeric levels. */
const pinoLevels = { error: 50, warn: 40, info: 30 } as const;

describe('logMessage (§7)', () => {
  it.each(['error', 'warn', 'info'] as const)(
    'stores a client %s with its path and context and logs it at that level',
    async (level) => {
      const message = `Checkout step failed (${level})`;
      const answer = await logMessage({
        level,
        message,
        path: '/checkout/',
        context: { step: 'payment', attempt: 2, retried: true },
      });
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const [row] = await stored(message);
      expect(row).toMatchObject({
        shop_id: 1001,
        level,
        path: '/checkout/',
        context: { step: 'payment', attempt: 2, retried: true },
      });
      const line = lines.find((candidate) => candidate['msg'] === message);
      expect(line).toMatchObject({
        level: pinoLevels[level],
        source: 'client',
        rpc: 'logMessage',
        requestId: row?.request_id,
        client: { path: '/checkout/', context: { step: 'payment' } },
      });
    },
  );

  it.each([
    ['/reset-password/?token=a1b2c3&lang=de', '/reset-password/?token=withheld&lang=de'],
    ['/checkout/success/?cbd=Zk9x&step=s1', '/checkout/success/?cbd=withheld&step=withheld'],
    [
      '/?_storyblok_tk[token]=t&_storyblok_tk[timestamp]=1',
      '/?_storyblok_tk%5Btoken%5D=withheld&_storyblok_tk%5Btimestamp%5D=withheld',
    ],
    ['/verify-email/#token=abc', '/verify-email/'],
    ['/sonnenbrillen/?brand=7&page=2', '/sonnenbrillen/?brand=7&page=2'],
  ])('never stores or logs the proofs in a page address: %s', async (path, kept) => {
    const message = `Page failed at ${path}`;
    expect((await logMessage({ level: 'error', message, path })).status).toBe(200);
    expect((await stored(message))[0]?.path).toBe(kept);
    const line = lines.find((candidate) => candidate['msg'] === message);
    expect(line).toMatchObject({ client: { path: kept } });
  });

  it('keeps 30 messages a minute per address; beyond that it answers ok and drops them', async () => {
    const address = newAddress();
    const { limit } = callLimits.clientLogMessages;
    for (let index = 0; index < limit + 5; index += 1) {
      const answer = await logMessage({ level: 'error', message: 'Flood' }, address);
      expect(answer).toEqual({ status: 200, body: { ok: true } });
    }
    expect(await stored('Flood')).toHaveLength(limit);
    expect(lines.filter((line) => line['msg'] === 'Flood')).toHaveLength(limit);
    await logMessage({ level: 'error', message: 'Flood' });
    expect(await stored('Flood')).toHaveLength(limit + 1);
    await database.db.query(`update rate_limit_hits set hit_at = hit_at - interval '1 minute'`);
    await logMessage({ level: 'error', message: 'Flood' }, address);
    expect(await stored('Flood')).toHaveLength(limit + 2);
  });

  it('keeps 30 of 80 parallel messages from one address', async () => {
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 80 }, () => logMessage({ level: 'warn', message: 'Parallel flood' }, address)),
    );
    expect(burst.every((answer) => answer.status === 200)).toBe(true);
    expect(await stored('Parallel flood')).toHaveLength(callLimits.clientLogMessages.limit);
  });

  it.each([
    [{ level: 'fatal', message: 'x' }, 'payload.level'],
    [{ level: 'error', message: '' }, 'payload.message'],
    [{ level: 'error', message: 'x'.repeat(2001) }, 'payload.message'],
    [{ level: 'error', message: 'x', path: 'checkout' }, 'payload.path'],
    [
      {
        level: 'error',
        message: 'x',
        context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
      },
      'payload.context',
    ],
    [{ level: 'error', message: 'x', context: { nested: { deep: 1 } } }, 'payload.context.nested'],
    [{ level: 'error', message: 'x', stack: 'at foo' }, 'payload.stack'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (payload, field) => {
    const answer = await logMessage(payload);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.map((detail) => detail.field)).toContain(field);
    expect(await stored((payload as { message: string }).message)).toEqual([]);
  });
});
