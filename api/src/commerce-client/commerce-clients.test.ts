import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClients, ownBackendCredentials } from './commerce-clients.ts';
import { startScriptedServer } from './scripted-server.fixtures.ts';
import type { ScriptedServer } from './scripted-server.fixtures.ts';

// The api reaches the commerce backend through the unmodified SDK, one client per shop.

let server: ScriptedServer;

beforeAll(async () => {
  server = await startScriptedServer({ tls: true });
});

afterAll(async () => {
  await server?.close();
});

describe('SDK clients per shop', () => {
  it('§7 names the shop in every call and sends the token as the SDK’s token auth (§6)', async () => {
    const clients = createCommerceClients({ host: server.host, token: 'secret-token' });
    server.answer(200);
    await clients.forShop({ shopId: 1008 }).shopConfiguration.get();
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/shop-configuration?shopId=1008');
    expect(request?.headers['x-access-token']).toBe('secret-token');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('sends extra headers (basic credentials) and no token when none is set', async () => {
    const clients = createCommerceClients({
      host: `https://${server.host}`,
      headers: { authorization: 'Basic c2hvcDpwdw==' },
    });
    server.answer(200);
    await clients.forShop({ shopId: 1001 }).shopConfiguration.get();
    expect(server.requests[0]?.headers).toMatchObject({ authorization: 'Basic c2hvcDpwdw==' });
    expect(server.requests[0]?.headers['x-access-token']).toBeUndefined();
  });

  it('makes one client per shop and keeps it', () => {
    const clients = createCommerceClients({ host: server.host });
    expect(clients.forShop({ shopId: 1001 })).toBe(clients.forShop({ shopId: 1001 }));
    expect(clients.forShop({ shopId: 1001 })).not.toBe(clients.forShop({ shopId: 1002 }));
  });
});

describe('§6 credentials for the api’s own commerce backend', () => {
  it.each([
    { case: 'an open backend', access: { tokens: [], basic: [] }, expected: {} },
    {
      case: 'a backend taking tokens (the first one)',
      access: { tokens: ['one', 'two'], basic: [{ user: 'shop', password: 'pw' }] },
      expected: { token: 'one' },
    },
    {
      case: 'a backend taking basic credentials only',
      access: { tokens: [], basic: [{ user: 'shop', password: 'se:cret' }] },
      expected: { headers: { authorization: `Basic ${btoa('shop:se:cret')}` } },
    },
  ])('$case', ({ access, expected }) => {
    expect(ownBackendCredentials(access)).toEqual(expected);
  });
});
