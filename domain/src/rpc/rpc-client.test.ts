import { describe, expect, it } from 'vitest';
import { createRpcClient } from './rpc-client.ts';
import type { FetchLike } from './rpc-client.ts';
import { RpcError } from './rpc-error.ts';
import { parseContractResponse, rpcPath } from './rpc-contract.ts';

const swissShop = {
  shopId: 1004,
  locale: 'fr-CH',
  currency: 'CHF',
  currencyFractionDigits: 2,
  intlLocaleOverwrite: null,
  domain: 'fr-ch.localhost:3000',
  googleTagId: 'GTM-LUMEN4',
  cookieDomain: 'fr-ch.localhost',
  cmsBaseFolder: 'fr-ch',
  languages: [
    { code: 'de', label: 'Deutsch', domain: 'de-ch.localhost:3000' },
    { code: 'fr', label: 'Français', domain: 'fr-ch.localhost:3000' },
    { code: 'it', label: 'Italiano', domain: 'it-ch.localhost:3000' },
  ],
  onlineShopEnabled: true,
  orderReturnPortal: { portal: 'SEVEN_SENDERS', domain: 'returns.lumen-optik.ch' },
  deliveryEstimatesProductType: 'glasses',
  benefitsPortalUrl: null,
  featureFlags: {
    syte: false,
    rxConfigurator: true,
    subscription: true,
    monetization: false,
    onlineShop: true,
    ddoa: false,
    rxSunglasses: true,
  },
  customData: {
    correctionalGlasses: { enabled: true },
    rxFreeShipping: { enabled: false },
    zeroCostFrames: { enabled: false },
    pdTool: { enabled: true },
    ropo: { enabled: false, maxNumberOfArticles: 0, supportedStores: [], categoryPath: '' },
    navigationDefaultContents: { defaultContentPages: [] },
  },
};

function answering(status: number, body: unknown) {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, headers: init.headers, body: init.body });
    return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
  };
  return { fetch, calls };
}

describe('§7 the RPC client', () => {
  it('posts {payload} to {api base}/rpc/{name} with the x-shop-id header', async () => {
    const { fetch, calls } = answering(200, swissShop);
    const rpc = createRpcClient({ fetch, shopId: 1004, apiBase: 'http://127.0.0.1:3000/api/' });
    await expect(rpc('getShopConfiguration')).resolves.toMatchObject({ shopId: 1004, currency: 'CHF' });
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:3000/api/rpc/getShopConfiguration',
        headers: { 'content-type': 'application/json', 'x-shop-id': '1004' },
        body: '{"payload":{}}',
      },
    ]);
  });

  it('defaults the api base to /api', () => {
    expect(rpcPath('getShopConfiguration')).toBe('/api/rpc/getShopConfiguration');
  });

  it('turns an error answer into one RpcError with code, status, details and request id', async () => {
    const { fetch } = answering(400, {
      error: {
        code: 'UNKNOWN_SHOP',
        message: 'Header x-shop-id names no shop',
        details: [{ field: 'header.x-shop-id', message: 'Unknown shop 42' }],
        requestId: 'req-1',
      },
    });
    const error: unknown = await createRpcClient({ fetch, shopId: 42 })('getShopConfiguration').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({
      code: 'UNKNOWN_SHOP',
      status: 400,
      message: 'Header x-shop-id names no shop',
      details: [{ field: 'header.x-shop-id', message: 'Unknown shop 42' }],
      requestId: 'req-1',
    });
  });

  it.each([
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [502, 'INTERNAL'],
    [418, 'BAD_REQUEST'],
  ])('an error answer without the contract body (status %i) still gives code %s', async (status, code) => {
    const { fetch } = answering(status, '<html>proxy error</html>');
    await expect(createRpcClient({ fetch, shopId: 1001 })('getShopConfiguration')).rejects.toMatchObject({
      code,
      status,
    });
  });

  it.each([
    ['120', 120],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    [null, undefined],
  ])('a rate limit’s Retry-After %j tells when to try again: %j seconds', async (header, seconds) => {
    const fetch: FetchLike = () =>
      Promise.resolve({
        ok: false,
        status: 429,
        json: () =>
          Promise.resolve({ error: { code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts' } }),
        headers: { get: (name: string) => (name === 'retry-after' ? header : null) },
      });
    const error = await createRpcClient({ fetch, shopId: 1001 })('getShopConfiguration').catch(
      (e: unknown) => e as RpcError,
    );
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect((error as RpcError).retryAfterSeconds).toBe(seconds);
  });

  it('refuses an answer that breaks the contract (§8 "Invalid response data")', async () => {
    const { fetch } = answering(200, { ...swissShop, currency: 'USD' });
    const checked = createRpcClient({ fetch, shopId: 1004, checkResponse: parseContractResponse });
    await expect(checked('getShopConfiguration')).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Invalid response data',
    });
  });

  it('takes an answer as the api sent it when no check is given (the browser ships no response schemas)', async () => {
    const { fetch } = answering(200, { ...swissShop, currency: 'USD' });
    await expect(createRpcClient({ fetch, shopId: 1004 })('getShopConfiguration')).resolves.toMatchObject({
      currency: 'USD',
    });
  });
});
