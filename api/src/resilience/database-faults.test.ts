import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { RpcErrorBodySchema } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedShops } from '../seed/seed-shops.ts';
import { databaseUnavailableMessage } from '../rpc/error-handler.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';

// The database unavailable. Which errors mean "out of reach for now" (every project):
describe('what counts as the database being out of reach', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
  it.each([
    { case: 'connection refused', error: withCode('ECONNREFUSED'), unavailable: true },
    { case: 'connection reset', error: withCode('ECONNRESET'), unavailable: true },
    { case: 'admin shutdown (57P01)', error: withCode('57P01'), unavailable: true },
    { case: 'cannot connect now (57P03)', error: withCode('57P03'), unavailable: true },
    { case: 'too many connections (53300)', error: withCode('53300'), unavailable: true },
    { case: 'connection exception class 08', error: withCode('08006'), unavailable: true },
    {
      case: 'pool connect timeout',
      error: new Error('timeout exceeded when trying to connect'),
      unavailable: true,
    },
    { case: 'dropped connection', error: new Error('Connection terminated unexpectedly'), unavailable: true },
    {
      case: 'wrapped as a cause',
      error: new Error('outer', { cause: withCode('ECONNREFUSED') }),
      unavailable: true,
    },
    { case: 'a unique violation (23505)', error: withCode('23505'), unavailable: false },
    { case: 'a syntax error (42601)', error: withCode('42601'), unavailable: false },
    { case: 'a plain bug', error: new TypeError('x is undefined'), unavailable: false },
    { case: 'not an error at all', error: 'ECONNREFUSED', unavailable: false },
  ])('$case → unavailable: $unavailable', ({ error, unavailable }) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});

/**
 * A TCP proxy in front of the PostgreSQL server that can drop every connection and refuse new
 * ones, or take new ones and never pass them on (a hanging server).
 */
async function startDatabaseProxy(target: { host: string; port: number }) {
  let mode: 'pass' | 'down' | 'hang' = 'pass';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'down') return client.destroy();
    if (mode === 'hang') return;
    const upstream = net.connect(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set(next: typeof mode) {
      mode = next;
      if (next !== 'pass') for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Only where a PostgreSQL server answers (TEST_DATABASE_URL): PGlite runs inside the process.
const serverUrl = testDatabaseUrl;
if (serverUrl) {
  describe('the database server unavailable', () => {
    let database: TestDatabase;
    let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
    let proxied: Db;
    let api: TestApi;

    beforeAll(async () => {
      database = await openTestDatabase();
      const url = new URL(serverUrl);
      proxy = await startDatabaseProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      proxied = await openDatabase({
        url: url.toString(),
        schema: database.options.schema,
        timeouts: { connectMs: 800, queryMs: 2000 },
      });
      await seedShops(proxied);
      api = await startTestApi({ db: proxied });
    });
    afterAll(async () => {
      await api?.close();
      await proxied?.close();
      await proxy?.close();
      await database?.cleanup();
    });

    // Calls that read the database: the shop's configuration, and a sign-in (accounts, limits).
    const calls = [
      { name: 'getShopConfiguration', payload: {}, healthy: 200 },
      { name: 'signIn', payload: { email: 'nobody@example.com', password: 'Wrong!2024' }, healthy: 401 },
    ];
    const call = (name: string, payload: unknown) =>
      api.rpc(name, { body: { payload }, headers: { origin: 'http://de-de.localhost:3000' } });

    it.each([
      { state: 'down', mode: 'down' as const },
      { state: 'hanging', mode: 'hang' as const },
    ])('answers 503 UNAVAILABLE while the server is $state, then recovers by itself', async ({ mode }) => {
      proxy.set(mode);
      for (const { name, payload } of calls) {
        const started = performance.now();
        const response = await call(name, payload);
        const body = RpcErrorBodySchema.parse(await response.json());
        expect(response.status, name).toBe(503);
        expect(body.error, name).toMatchObject({
          code: 'UNAVAILABLE',
          message: databaseUnavailableMessage,
        });
        // Not a timing figure: the call must end instead of waiting for the server for ever.
        expect(performance.now() - started, name).toBeLessThan(10_000);
      }
      proxy.set('pass');
      for (const { name, payload, healthy } of calls) {
        expect((await call(name, payload)).status, name).toBe(healthy);
      }
    });
  });
}
