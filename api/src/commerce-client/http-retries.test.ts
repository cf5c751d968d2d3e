import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRetryRule, installHttpRetries } from './http-retries.ts';
import { startScriptedServer } from './scripted-server.fixtures.ts';
import type { ScriptedServer } from './scripted-server.fixtures.ts';

// §9: every HTTP client of the shop (the global fetch, which the SDK calls) retries an
// idempotent request once, and only on 408, 409, 425, 429, 500, 502, 503 and 504.

let server: ScriptedServer;
let secure: ScriptedServer;

beforeAll(async () => {
  installHttpRetries({ delayMs: 0, timeoutMs: 300 });
  server = await startScriptedServer();
  // Made after the dispatcher is installed: its certificate is trusted only from then on.
  secure = await startScriptedServer({ tls: true });
});

afterAll(async () => {
  await server?.close();
  await secure?.close();
});

async function call(method: string, body?: string) {
  const response = await fetch(`${server.baseUrl}/resource`, {
    method,
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, statusText: response.statusText, body: await response.text() };
}

describe('§9 HTTP retries: idempotent requests once, on the listed statuses only', () => {
  it.each(httpRetryRule.statuses.map((status) => ({ status })))(
    'retries a GET answered $status once and hands on the second answer',
    async ({ status }) => {
      server.answer(status, 200);
      const answer = await call('GET');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ attempt: 2 });
      expect(server.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
    },
  );

  it.each(['HEAD', 'OPTIONS', 'DELETE'])('retries %s, an idempotent method', async (method) => {
    server.answer(503, 204);
    expect((await call(method)).status).toBe(204);
    expect(server.requests).toHaveLength(2);
  });

  it('retries only once: a second failure is the answer, with its status and text', async () => {
    server.answer(503);
    const answer = await call('GET');
    expect(answer).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'answered 503', attempt: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it.each(['POST', 'PATCH'])('never retries %s, which is not idempotent', async (method) => {
    server.answer(503, 200);
    const answer = await call(method, '{"quantity":1}');
    expect(answer.status).toBe(503);
    expect(server.requests).toEqual([expect.objectContaining({ method, body: '{"quantity":1}' })]);
  });

  it('does not retry a PUT whose body fetch streams: it could not be sent again', async () => {
    server.answer(503, 200);
    expect((await call('PUT', '{"name":"x"}')).status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 401, 404, 410, 412, 501, 505])('does not retry a GET answered %i', async (status) => {
    server.answer(status, 200);
    expect((await call('GET')).status).toBe(status);
    expect(server.requests).toHaveLength(1);
  });
});

describe('the retrying dispatcher keeps TLS as Node has it', () => {
  it('trusts a certificate trusted after it was installed (the commerce backend’s own)', async () => {
    secure.answer(502, 200);
    const response = await fetch(`${secure.baseUrl}/v1/products`);
    expect(response.status).toBe(200);
    expect(secure.requests).toHaveLength(2);
  });

  it('still refuses a certificate nobody trusts', async () => {
    const stranger = await startScriptedServer({ tls: true, trusted: false });
    try {
      const failure = await fetch(`${stranger.baseUrl}/`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TypeError);
      expect((failure as TypeError).cause).toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
      expect(stranger.requests).toHaveLength(0);
    } finally {
      await stranger.close();
    }
  });
});

describe('a hanging backend', () => {
  it('fails the request after the timeout instead of waiting for ever, and is not retried', async () => {
    let requests = 0;
    const hanging = http.createServer(() => {
      requests += 1;
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as AddressInfo;
    const started = performance.now();
    const error: unknown = await fetch(`http://127.0.0.1:${port}/stuck`).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    const waitedMs = performance.now() - started;
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
    expect(error).toBeInstanceOf(TypeError);
    expect(((error as Error).cause as Error).name).toBe('HeadersTimeoutError');
    expect(waitedMs).toBeGreaterThanOrEqual(250);
    expect(requests).toBe(1);
  });
});
