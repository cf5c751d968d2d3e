import { RpcErrorBodySchema, rpcContract } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceUnavailableMessage, invalidResponseMessage } from '../commerce-client/commerce-call.ts';
import { createCommerceClients } from '../commerce-client/commerce-clients.ts';
import { installHttpRetries } from '../commerce-client/http-retries.ts';
import { startScriptedServer } from '../commerce-client/scripted-server.fixtures.ts';
import type { ScriptedServer } from '../commerce-client/scripted-server.fixtures.ts';
import { noDatabase } from '../commerce/testing/commerce-test-server.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { procedures } from './index.ts';

// §8: when the commerce backend fails, the call answers a clear error with the request
// id, and the failure is logged with the call name (content calls excepted) and the backend's url,
// status and status text. The backend here is a scripted TLS server; no catalogue is needed.

let backend: ScriptedServer;
let api: TestApi;
const { logger, lines } = createCapturingLogger();

beforeAll(async () => {
  installHttpRetries({ delayMs: 0 });
  backend = await startScriptedServer({ tls: true });
  api = await startTestApi({
    db: noDatabase,
    logger,
    commerce: createCommerceClients({ host: backend.host, token: 'api-token' }),
  });
});

afterAll(async () => {
  await api?.close();
  await backend?.close();
});

async function failedCall(testApi: TestApi, name: string, payload: unknown) {
  lines.length = 0;
  const response = await testApi.rpc(name, { body: { payload } });
  const { error } = RpcErrorBodySchema.parse(await response.json());
  const requestId = response.headers.get('x-request-id');
  expect(error.requestId).toBe(requestId);
  const logged = lines.filter((line) => line['requestId'] === requestId && line['msg'] !== 'request');
  return { status: response.status, error, requestId, logged };
}

describe('§8 the commerce backend failing', () => {
  it('a 500 (retried once, §9) is answered 503 UNAVAILABLE and logged with the call name and the url', async () => {
    backend.answer(500);
    const { status, error, requestId, logged } = await failedCall(api, 'getProductById', { id: 7 });
    expect(status).toBe(503);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: commerceUnavailableMessage });
    expect(backend.requests.map((request) => request.url)).toEqual([
      expect.stringMatching(/^\/v1\/products\/7\?/) as unknown,
      expect.stringMatching(/^\/v1\/products\/7\?/) as unknown,
    ]);
    expect(backend.requests[0]?.headers['x-access-token']).toBe('api-token');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        rpc: 'getProductById',
        requestId,
        code: 'UNAVAILABLE',
        status: 503,
        err: expect.objectContaining({
          type: 'FetchError',
          message: expect.stringMatching(
            /^Failed to fetch https:\/\/localhost:\d+\/v1\/products\/7\?.*shopId=1001.*\. 500 Internal Server Error$/,
          ) as unknown,
        }) as unknown,
      }),
    ]);
  });

  it('a 503 that recovers on the retry is answered as if nothing happened', async () => {
    backend.answer(503, 204);
    const response = await api.rpc('resolveSearch', { body: { payload: { term: 'nichts' } } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 'empty' });
    expect(backend.requests).toHaveLength(2);
  });

  it('a 404 is NOT_FOUND for the client, asked once, logged as a client outcome', async () => {
    backend.answer(404);
    const { status, error, logged } = await failedCall(api, 'getProductById', { id: 7 });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Product 7 not found' });
    expect(backend.requests).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({ level: 30, rpc: 'getProductById', code: 'NOT_FOUND' }),
    ]);
  });

  it('a refusal of the api’s own request (401) is our fault: a plain 500, the cause logged', async () => {
    backend.answer(401);
    const { status, error, logged } = await failedCall(api, 'getCategoryById', { id: 3 });
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
    expect(logged[0]).toMatchObject({
      level: 50,
      rpc: 'getCategoryById',
      err: { message: expect.stringContaining('401 Unauthorized') as unknown },
    });
  });

  it('an answer that does not fit the schema is refused: Invalid response data, logged in full', async () => {
    backend.answer(200);
    const { status, error, logged } = await failedCall(api, 'getProductById', { id: 7 });
    expect(status).toBe(500);
    expect(error).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
    expect(logged[0]).toMatchObject({
      level: 50,
      rpc: 'getProductById',
      msg: invalidResponseMessage,
      err: { type: 'ZodError' },
    });
  });

  it('§7 a 204 gives no data: resolveSearch then resolves to nothing', async () => {
    backend.answer(204);
    const response = await api.rpc('resolveSearch', { body: { payload: { term: 'nichts' } } });
    expect(response.status).toBe(200);
    expect(rpcContract.resolveSearch.response.parse(await response.json())).toEqual({ type: 'empty' });
  });

  it('an app built without a commerce backend answers its commerce calls with a plain 500', async () => {
    const bare = await startTestApi({ db: noDatabase, logger });
    try {
      const { status, error, logged } = await failedCall(bare, 'getProductById', { id: 7 });
      expect(status).toBe(500);
      expect(error.code).toBe('INTERNAL');
      expect(logged[0]).toMatchObject({
        rpc: 'getProductById',
        err: { message: expect.stringContaining('commerce') as unknown },
      });
    } finally {
      await bare.close();
    }
  });
});

describe('§8 failed calls are logged with the call name, content calls excepted', () => {
  const unavailable = () => {
    throw new AppError('UNAVAILABLE', 'Content is not reachable');
  };

  it.each([
    { name: 'getCmsStory', payload: { slug: 'home' }, tagged: false },
    { name: 'getProductById', payload: { id: 7 }, tagged: true },
  ] as const)('$name: call name in the log line is $tagged', async ({ name, payload, tagged }) => {
    const table = {
      ...procedures,
      getCmsStory: defineProcedure({ name: 'getCmsStory', handler: unavailable }),
      getProductById: defineProcedure({ name: 'getProductById', handler: unavailable }),
    };
    const custom = await startTestApi({ db: noDatabase, logger, procedures: table });
    try {
      const { status, logged } = await failedCall(custom, name, payload);
      expect(status).toBe(503);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.['rpc']).toBe(tagged ? name : undefined);
    } finally {
      await custom.close();
    }
  });
});
