import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { apiNotFound, rpcErrorHandler } from '../rpc/error-handler.ts';
import { sessionCookieName } from '../sessions/session-cookie.ts';
import { randomToken } from '../sessions/session-store.ts';
import { requestContext } from './request-context.ts';
import { requestLimits } from './request-limits.ts';
import type { RequestLimits } from './request-limits.ts';

// Rate limits per session and per address, answered as 429 with Retry-After.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function limitedApp(limits: RequestLimits): Promise<string> {
  const app = express();
  app.set('trust proxy', 1);
  const api = express.Router();
  api.use(requestContext(pino({ level: 'silent' })));
  api.use(requestLimits(limits));
  api.post('/rpc/:name', (_req, res) => {
    res.json({ ok: true });
  });
  api.use(apiNotFound);
  api.use(rpcErrorHandler);
  app.use('/api', api);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(base: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/api/rpc/getBasket`, { method: 'POST', headers });
}

async function statuses(
  base: string,
  count: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) answers.push((await post(base, headers)).status);
  return answers;
}

describe('request limits', () => {
  it('refuses the calls of an address beyond its limit with RATE_LIMITED and Retry-After', async () => {
    const base = await limitedApp({ perAddressPerMinute: 3, perSessionPerMinute: 0 });
    expect(await statuses(base, 3, { 'x-forwarded-for': '203.0.113.7' })).toEqual([200, 200, 200]);
    const refused = await post(base, { 'x-forwarded-for': '203.0.113.7' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    const body = (await refused.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toContain('address');
    expect(body.error.requestId).toBe(refused.headers.get('x-request-id'));
    // Another address is counted on its own.
    expect((await post(base, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('counts each session on its own, whatever address it comes from', async () => {
    const base = await limitedApp({ perAddressPerMinute: 0, perSessionPerMinute: 2 });
    const first = { cookie: `${sessionCookieName}=${randomToken()}` };
    expect(await statuses(base, 3, first)).toEqual([200, 200, 429]);
    expect((await post(base, { cookie: `${sessionCookieName}=${randomToken()}` })).status).toBe(200);
    // Without a session cookie only the address limit applies (off here).
    expect(await statuses(base, 3)).toEqual([200, 200, 200]);
  });

  it('limits nothing when both limits are 0 (benchmarks)', async () => {
    const base = await limitedApp({ perAddressPerMinute: 0, perSessionPerMinute: 0 });
    expect(new Set(await statuses(base, 20))).toEqual(new Set([200]));
  });
});
