import http from 'node:http';
import { RpcErrorBodySchema, getShopByCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceUnavailableMessage } from '../commerce-client/commerce-call.ts';
import { createCommerceClients } from '../commerce-client/commerce-clients.ts';
import { installHttpRetries } from '../commerce-client/http-retries.ts';
import { startSeededStorefront } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import type { SeededStorefront } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { startFaultProxy } from './fault-proxy.fixtures.ts';
import type { Fault, FaultProxy } from './fault-proxy.fixtures.ts';

/*
 * The commerce backend answering 500, answering 429, and hanging. Every call answers a clear error
 * instead of waiting for ever or leaking the backend's answer, and works again by itself as soon as
 * the backend does.
 */
const timeoutMs = 400;
// Generous for a two-core machine under load: what matters is that the call does not hang.
const deadlineMs = 5000;

let storefront: SeededStorefront;
let proxy: FaultProxy;
let api: TestApi;
const shop = getShopByCode('de-de');

beforeAll(async () => {
  installHttpRetries({ delayMs: 0, timeoutMs });
  proxy = await startFaultProxy(() => storefront.baseUrl);
  storefront = await startSeededStorefront();
  api = await startTestApi({ db: storefront.db, commerce: createCommerceClients({ host: proxy.host }) });
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await storefront?.close();
});

/**
 * The calls of a listing page, a product page, the search flyout, an old address (§7 redirect
 * lookup), the sitemap, the basket, the wishlist and the store finder.
 */
function calls() {
  const [variant] = storefront.expected.sellableVariants(shop);
  const product = storefront.expected.product(variant!.productId);
  const category = storefront.expected.shownChildren(null, shop)[0]!;
  return [
    { name: 'getProductById', payload: { id: product.id } },
    { name: 'getProductsByCategory', payload: { category: category.id } },
    { name: 'getSearchSuggestions', payload: { term: 'son' } },
    { name: 'getNavigation', payload: {} },
    { name: 'getRedirect', payload: { path: '/sonnenbrille/' } },
    { name: 'getSitemapEntries', payload: { kind: 'products' } },
    { name: 'getBasket', payload: {} },
    { name: 'addItemToBasket', payload: { variantId: variant!.id, quantity: 1 } },
    { name: 'getWishlist', payload: {} },
    { name: 'getBranches', payload: {} },
  ];
}

/**
 * Over node:http, not fetch: this process's fetch gives up after `timeoutMs` (the rule the api's
 * backend calls follow), and the api's answer to a hanging backend takes about that long.
 */
async function timedCall(name: string, payload: unknown) {
  const started = performance.now();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `${api.baseUrl}/api/rpc/${name}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shop-id': String(shop.shopId),
          origin: 'http://de-de.localhost:3000',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ payload }));
  });
  return { status, body: JSON.parse(text) as unknown, tookMs: performance.now() - started };
}

const faults: { name: string; fault: Fault }[] = [
  { name: 'answering 500', fault: { kind: 'status', status: 500 } },
  { name: 'answering 429 (overloaded)', fault: { kind: 'status', status: 429 } },
  { name: 'hanging', fault: { kind: 'hang' } },
];

describe.each(faults)('the commerce backend $name', ({ fault }) => {
  it('makes every call answer 503 UNAVAILABLE with a plain message within its deadline', async () => {
    proxy.set(fault);
    for (const { name, payload } of calls()) {
      const answer = await timedCall(name, payload);
      expect(answer.status, name).toBe(503);
      const { error } = RpcErrorBodySchema.parse(answer.body);
      expect(error, name).toMatchObject({ code: 'UNAVAILABLE', message: commerceUnavailableMessage });
      expect(JSON.stringify(answer.body), name).not.toMatch(/Injected fault|stack|at .*\.ts/);
      expect(answer.tookMs, name).toBeLessThan(deadlineMs);
    }
    expect(proxy.seen).toBeGreaterThan(0);
  });

  it('recovers by itself once the backend answers again', async () => {
    proxy.set({ kind: 'none' });
    for (const { name, payload } of calls()) {
      const answer = await timedCall(name, payload);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });
});
