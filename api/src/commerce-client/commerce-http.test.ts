import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../rpc/app-error.ts';
import { commerceUnavailableMessage, invalidResponseMessage } from './commerce-call.ts';
import { commerceBaseUrl, createCommerceHttp } from './commerce-http.ts';
import { startScriptedServer } from './scripted-server.fixtures.ts';
import type { ScriptedServer } from './scripted-server.fixtures.ts';

// The backend's endpoints the SDK lacks are called over plain fetch, answering like the SDK.

let server: ScriptedServer;
const Answered = z.object({ message: z.string() });

beforeAll(async () => {
  server = await startScriptedServer({ tls: true });
});
afterAll(async () => {
  await server?.close();
});

async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('plain-fetch calls of the commerce backend', () => {
  it('names the shop, sends the token, the JSON body and the query (lists comma-separated)', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1004, token: 'secret' });
    server.answer(200);
    await http.request('branches', Answered, {
      method: 'POST',
      query: { ids: [1, 2], service: 'eye-test', missing: undefined, ropo: true },
      body: { a: 1 },
    });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/branches?ids=1%2C2&service=eye-test&ropo=true');
    expect(request?.headers).toMatchObject({
      'x-shop-id': '1004',
      'x-access-token': 'secret',
      'content-type': 'application/json',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual({ a: 1 });
  });

  it('§7 a 204 gives no data', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1001 });
    server.answer(204);
    await expect(
      http.request('appointments/1', z.undefined(), { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('§8 a non-ok answer fails naming url, status and status text (logged as the cause)', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1001 });
    server.answer(400);
    const error = await failureOf(http.request('orders', Answered));
    expect(error.code).toBe('INTERNAL');
    expect((error.cause as Error).message).toBe(
      `Failed to fetch ${server.baseUrl}/v1/orders. 400 Bad Request`,
    );
  });

  it('a refusal the call expects becomes its own error; the others keep the default mapping', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1001 });
    const onRefusal = (refusal: { status: number; message: string | undefined }) =>
      refusal.status === 409 ? new AppError('CONFLICT', `Taken: ${refusal.message ?? ''}`) : undefined;
    server.answer(409);
    const conflict = await failureOf(http.request('x', Answered, { method: 'POST', onRefusal }));
    expect(conflict).toMatchObject({ code: 'CONFLICT', message: 'Taken: answered 409' });
    server.answer(503);
    const unavailable = await failureOf(http.request('x', Answered, { method: 'POST', onRefusal }));
    expect(unavailable).toMatchObject({ code: 'UNAVAILABLE', message: commerceUnavailableMessage });
  });

  it('a 404 is NOT_FOUND when the call says what was looked for', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1001 });
    server.answer(404);
    const error = await failureOf(http.request('orders/1', Answered, { notFound: 'Order 1 not found' }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Order 1 not found' });
  });

  it('§8 an answer outside the schema is Invalid response data', async () => {
    const http = createCommerceHttp({ host: server.host, shopId: 1001 });
    server.answer(200);
    const error = await failureOf(http.request('x', z.object({ id: z.number() })));
    expect(error).toMatchObject({ code: 'INTERNAL', message: invalidResponseMessage });
  });

  it.each([
    ['localhost:3443', 'https://localhost:3443/v1'],
    ['https://tenant.example/', 'https://tenant.example/v1'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/v1'],
  ])('host %s is reached at %s', (host, base) => {
    expect(commerceBaseUrl(host)).toBe(base);
  });
});
