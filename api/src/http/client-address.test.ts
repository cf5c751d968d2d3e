import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineProcedure } from '../rpc/define-procedure.ts';
import { procedures } from '../procedures/index.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { clientAddressTrust, isLoopbackAddress } from './client-address.ts';

/*
 * Request limits behind the storefront's server renderer: it calls the api over loopback
 * from the same process and forwards the shopper's address in X-Forwarded-For. The api believes
 * that one hop from a loopback peer, the TRUST_PROXY hops from anyone, and nothing else.
 */

describe('which peers count as loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.53', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:2', true],
    ['128.0.0.1', false],
    ['126.255.255.255', false],
    ['10.0.0.1', false],
    ['192.168.1.20', false],
    ['203.0.113.9', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['fe80::1', false],
    ['2001:db8::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('the trust function: peer address × hop × TRUST_PROXY → believed', () => {
  it.each([
    // TRUST_PROXY unset (0): only a loopback peer, only for its own hop.
    { proxyHops: 0, address: '127.0.0.1', hop: 0, trusted: true },
    { proxyHops: 0, address: '::1', hop: 0, trusted: true },
    { proxyHops: 0, address: '::ffff:127.0.0.1', hop: 0, trusted: true },
    { proxyHops: 0, address: '203.0.113.9', hop: 0, trusted: false },
    { proxyHops: 0, address: '10.0.0.2', hop: 0, trusted: false },
    { proxyHops: 0, address: '::ffff:10.0.0.2', hop: 0, trusted: false },
    // The forwarded entries themselves are never believed: a loopback address in X-Forwarded-For
    // is what a forger would write.
    { proxyHops: 0, address: '127.0.0.1', hop: 1, trusted: false },
    { proxyHops: 0, address: '203.0.113.9', hop: 1, trusted: false },
    // TRUST_PROXY=1: the peer, whoever it is (the load balancer), and no further.
    { proxyHops: 1, address: '10.0.0.2', hop: 0, trusted: true },
    { proxyHops: 1, address: '127.0.0.1', hop: 0, trusted: true },
    { proxyHops: 1, address: '203.0.113.9', hop: 1, trusted: false },
    { proxyHops: 1, address: '127.0.0.1', hop: 1, trusted: false },
    // TRUST_PROXY=2: two hops (CDN and load balancer).
    { proxyHops: 2, address: '10.0.0.2', hop: 0, trusted: true },
    { proxyHops: 2, address: '198.51.100.4', hop: 1, trusted: true },
    { proxyHops: 2, address: '203.0.113.9', hop: 2, trusted: false },
  ])('TRUST_PROXY=$proxyHops, $address at hop $hop → $trusted', ({ proxyHops, address, hop, trusted }) => {
    expect(clientAddressTrust(proxyHops)(address, hop)).toBe(trusted);
  });
});

// A read-only call whose answer says which address the handlers see (ctx.clientAddress, what the
// sign-in limiter, logMessage, order-status lookups and the newsletter limit count by).
const seen: string[] = [];
const addressProbe = defineProcedure({
  name: 'getUser',
  handler: (_input, ctx) => {
    seen.push(ctx.clientAddress);
    return null;
  },
});
const table = { ...procedures, getUser: addressProbe };
const limits = { perAddressPerMinute: 2, perSessionPerMinute: 0 };

let database: TestDatabase;
/** The api as the server renderer reaches it (createApp, TRUST_PROXY unset), peer 127.0.0.1. */
let renderer: TestApi;
/** The same app reached by a peer that is not loopback (a shopper calling the api directly). */
let remote: TestApi;
/** Behind one trusted proxy (TRUST_PROXY=1), reached from the proxy's address. */
let proxied: TestApi;
/** The three again without request limits, for the address the handlers see. */
const open = {} as Record<'renderer' | 'remote' | 'proxied', TestApi>;

const remotePeer = '198.51.100.77';
const proxyPeer = '10.0.0.2';

beforeAll(async () => {
  database = await openTestDatabase();
  const start = (requestLimits?: typeof limits) => {
    const base = { db: database.db, procedures: table, ...(requestLimits ? { requestLimits } : {}) };
    return Promise.all([
      startTestApi(base),
      startTestApi({ ...base, peerAddress: remotePeer }),
      startTestApi({ ...base, trustProxy: 1, peerAddress: proxyPeer }),
    ]);
  };
  [renderer, remote, proxied] = await start(limits);
  [open.renderer, open.remote, open.proxied] = await start();
});
afterAll(async () => {
  await Promise.all([renderer, remote, proxied, ...Object.values(open)].map((api) => api?.close()));
  await database?.cleanup();
});

async function statuses(api: TestApi, count: number, forwardedFor?: string): Promise<number[]> {
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) {
    answers.push((await api.rpc('getUser', { headers })).status);
  }
  return answers;
}

describe('the per-address request limit counts the shopper behind the server renderer', () => {
  it('limits each forwarded address of a loopback peer on its own', async () => {
    expect(await statuses(renderer, 3, '203.0.113.10')).toEqual([200, 200, 429]);
    expect(await statuses(renderer, 2, '203.0.113.11')).toEqual([200, 200]);
    expect(await statuses(renderer, 2, '2001:db8:1::10')).toEqual([200, 200]);
    // Without X-Forwarded-For the renderer's calls count against loopback, apart from shoppers.
    expect(await statuses(renderer, 3)).toEqual([200, 200, 429]);
  });

  it('counts by the last X-Forwarded-For entry, the one the renderer added', async () => {
    // A shopper's own X-Forwarded-For header, passed along, does not choose whose limit applies.
    expect(await statuses(renderer, 3, '203.0.113.12, 203.0.113.20')).toEqual([200, 200, 429]);
    expect(await statuses(renderer, 1, '203.0.113.13, 203.0.113.20')).toEqual([429]);
  });

  it('does not believe a forged X-Forwarded-For from a peer that is not loopback', async () => {
    // Every call counts against the peer itself, whatever it claims to forward.
    expect(await statuses(remote, 1, '203.0.113.30')).toEqual([200]);
    expect(await statuses(remote, 1, '203.0.113.31')).toEqual([200]);
    expect(await statuses(remote, 1, '127.0.0.1')).toEqual([429]);
  });

  it('§7 the page-view beacon is counted by the forwarded address too', async () => {
    const beacon = (forwardedFor: string) =>
      fetch(`${renderer.baseUrl}/api/dt/report`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': forwardedFor },
        body: '',
      }).then((response) => response.status);
    // An empty report is refused (400) but counted, as every request is.
    expect([
      await beacon('203.0.113.60'),
      await beacon('203.0.113.60'),
      await beacon('203.0.113.60'),
    ]).toEqual([400, 400, 429]);
    expect(await beacon('203.0.113.61')).toBe(400);
  });

  it('believes the TRUST_PROXY hops from any peer, as before', async () => {
    expect(await statuses(proxied, 3, '203.0.113.40')).toEqual([200, 200, 429]);
    expect(await statuses(proxied, 1, '203.0.113.41')).toEqual([200]);
  });
});

describe('the handlers’ client address (what sign-in, logMessage, order status and newsletter limits count)', () => {
  it.each([
    { via: 'renderer', forwardedFor: undefined, expected: '127.0.0.1' },
    { via: 'renderer', forwardedFor: '203.0.113.50', expected: '203.0.113.50' },
    { via: 'renderer', forwardedFor: '198.51.100.1, 203.0.113.51', expected: '203.0.113.51' },
    { via: 'remote', forwardedFor: undefined, expected: remotePeer },
    { via: 'remote', forwardedFor: '203.0.113.52', expected: remotePeer },
    { via: 'proxied', forwardedFor: '203.0.113.53', expected: '203.0.113.53' },
    { via: 'proxied', forwardedFor: '127.0.0.1, 203.0.113.54', expected: '203.0.113.54' },
  ] as const)('$via peer forwarding $forwardedFor → $expected', async ({ via, forwardedFor, expected }) => {
    const headers: Record<string, string> =
      forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const response = await open[via].rpc('getUser', { headers });
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toBe(expected);
  });
});
