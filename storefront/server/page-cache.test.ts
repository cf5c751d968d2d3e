import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localShopDomains } from '@lumen/domain';
import type { RenderOptions } from '../src/entry-server.tsx';
import { PageCache, htmlWithNonce } from './page-cache.ts';
import { createPageHandler } from './page-handler.ts';

// Whole pages of visitors without a session, kept for a short time. The renderer here
// writes into its page what a real one takes from the request (shop, consent, nonce), and counts
// its runs, so a test sees which answer came from the cache.

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Behaviour {
  status?: number;
  headers?: Record<string, string>;
  fail?: boolean;
  /** Holds the end of the page until the test lets it go. */
  hold?: Promise<void>;
}

let renders: RenderOptions[] = [];
let behaviour: Behaviour = {};
let version = 'c1|t1';
let server: Server;
let port: number;

function render(options: RenderOptions): Promise<Response> {
  renders.push(options);
  const run = renders.length;
  const { request, shop, nonce } = options;
  const consent = /lumen_consent=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'none';
  const current = behaviour;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(
        encoder.encode(
          `<!doctype html><html data-shop="${shop.code}" data-consent="${consent}" data-run="${run}">`,
        ),
      );
      await current.hold;
      if (current.fail) options.onFailure?.();
      controller.enqueue(
        encoder.encode(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`),
      );
      controller.close();
    },
  });
  return Promise.resolve(
    new Response(body, {
      status: current.status ?? 200,
      headers: { 'content-type': 'text/html; charset=UTF-8', ...current.headers },
    }),
  );
}

beforeAll(async () => {
  const app = express();
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
  // As the api's pageSecurityHeaders: a nonce made per answer, named by the answer's policy.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${res.locals.cspNonce as string}'`);
    next();
  });
  app.get(
    '/{*path}',
    createPageHandler({
      shopDomains: localShopDomains(port),
      apiBase: 'http://127.0.0.1:1/api',
      assets: () => Promise.resolve({ scripts: [], styles: [], inlineModules: [] }),
      loadRenderer: () => Promise.resolve(render),
      pageCache: new PageCache({ ttlSeconds: 60, version: () => version }),
    }),
  );
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

let path = '/';
beforeEach(() => {
  renders = [];
  behaviour = {};
  // A page of its own for every test: nothing kept by an earlier test is found.
  path = `/brillen/${randomBytes(4).toString('hex')}/`;
});

/** A GET with the shop's host (fetch would not send a Host header of its own). */
function get(options: {
  shop?: string;
  cookie?: string;
  url?: string;
  userAgent?: string;
}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: options.url ?? path,
        headers: {
          host: `${options.shop ?? 'de-de'}.localhost:${port}`,
          'user-agent': options.userAgent ?? browser,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
}

async function page(options: { shop?: string; cookie?: string; url?: string; userAgent?: string } = {}) {
  const response = await get(options);
  let html = '';
  for await (const chunk of response) html += String(chunk);
  const csp = response.headers['content-security-policy'];
  return {
    status: response.statusCode,
    html,
    run: /data-run="(\d+)"/.exec(html)?.[1],
    csp: typeof csp === 'string' ? csp : undefined,
    cookies: response.headers['set-cookie'] ?? [],
  };
}

describe('the page cache of visitors without a session', () => {
  it('serves a second visitor the kept page, with the nonce its own policy names', async () => {
    const first = await page();
    const second = await page();
    expect(renders).toHaveLength(1);
    expect(second.run).toBe(first.run);
    const nonce = /'nonce-([^']+)'/.exec(second.csp ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(second.csp).not.toBe(first.csp);
    const nonces = [...second.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces).toEqual([nonce, nonce]);
    expect(second.html).not.toContain(/'nonce-([^']+)'/.exec(first.csp ?? '')?.[1]);
    // The shop's locale cookies are the page handler's, set on every answer, kept or not.
    expect(second.cookies.map((cookie) => cookie.split('=')[0])).toEqual(
      first.cookies.map((c) => c.split('=')[0]),
    );
    expect(second.cookies.length).toBeGreaterThan(0);
  });

  it('never serves nor keeps a page asked for with a session cookie', async () => {
    await page();
    const session = 'lumen_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const signedIn = await page({ cookie: `lumen_consent=v1|GDPR|C0002:1|C0004:0; ${session}` });
    const again = await page({ cookie: session });
    expect(renders).toHaveLength(3);
    expect(signedIn.run).toBe('2');
    expect(again.run).toBe('3');
    // Nor does the signed-in page become anyone else's.
    expect((await page({ cookie: 'lumen_consent=v1|GDPR|C0002:1|C0004:0' })).run).toBe('4');
  });

  it('keeps each shop its own page of the same path', async () => {
    const de = await page({ shop: 'de-de' });
    const at = await page({ shop: 'de-at' });
    expect(renders).toHaveLength(2);
    expect(at.html).toContain('data-shop="de-at"');
    expect((await page({ shop: 'de-de' })).html).toContain('data-shop="de-de"');
    expect((await page({ shop: 'de-at' })).run).toBe(at.run);
    expect(de.run).not.toBe(at.run);
  });

  it('keeps a page per consent choice (the banner is rendered or not)', async () => {
    await page();
    const granted = await page({ cookie: 'lumen_consent=v1|GDPR|C0002:1|C0004:1; _ga=GA1.1.1' });
    expect(renders).toHaveLength(2);
    expect(granted.html).toContain('data-consent="v1|GDPR|C0002:1|C0004:1"');
    // Other cookies (analytics, viewport) show nowhere in the page: the same kept page.
    expect((await page({ cookie: '_ga=GA1.9.9; lumen_consent=v1|GDPR|C0002:1|C0004:1' })).run).toBe(
      granted.run,
    );
    expect((await page({ cookie: 'lumen_viewport=md' })).run).toBe('1');
  });

  it('renders anew once the catalogue or content changed', async () => {
    await page();
    version = 'c2|t1';
    const changed = await page();
    expect(changed.run).toBe('2');
    expect((await page()).run).toBe('2');
  });

  it('keeps crawlers and browsers apart (the router sends crawlers the whole page at once)', async () => {
    await page();
    await page({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(renders).toHaveLength(2);
  });

  it.each<{ case: string; behaviour: Behaviour; url?: string }>([
    { case: 'a status other than 200', behaviour: { status: 404 } },
    {
      case: 'a page that sets a cookie',
      behaviour: { headers: { 'set-cookie': 'lumen_session=x; Path=/' } },
    },
    { case: 'a page that must not be kept', behaviour: { headers: { 'cache-control': 'no-store' } } },
    {
      case: 'a page private to its visitor',
      behaviour: { headers: { 'cache-control': 'private, max-age=0' } },
    },
    { case: 'a page with a part that failed', behaviour: { fail: true } },
    { case: 'a draft the visual editor previews', behaviour: {}, url: '?_storyblok_tk[token]=abc' },
  ])('never keeps $case', async ({ behaviour: given, url }) => {
    behaviour = given;
    await page({ url: `${path}${url ?? ''}` });
    await page({ url: `${path}${url ?? ''}` });
    expect(renders).toHaveLength(2);
  });

  it('streams a page it does not have yet, and keeps it once it ended', async () => {
    let release!: () => void;
    behaviour = { hold: new Promise<void>((resolve) => (release = resolve)) };
    const response = await get({});
    const chunks = response[Symbol.asyncIterator]();
    // The start of the page arrives while the renderer still holds the rest.
    expect(String((await chunks.next()).value)).toContain('data-run="1"');
    release();
    while (!(await chunks.next()).done);
    behaviour = {};
    expect((await page()).run).toBe('1');
    expect(renders).toHaveLength(1);
  });
});

describe('PageCache', () => {
  const request = {
    method: 'GET',
    protocol: 'http',
    host: 'de-de.localhost',
    url: '/',
    cookie: undefined,
    userAgent: browser,
  };
  const html = (text: string) => ({
    status: 200,
    headers: new Headers(),
    html: Buffer.from(text),
    nonce: undefined,
  });

  it('lets a page go with its age', () => {
    let now = 1_000;
    const cache = new PageCache({ ttlSeconds: 5, now: () => now });
    const key = cache.keyOf(request)!;
    cache.keep(key, html('<p>1</p>'));
    now = 6_000;
    expect(htmlWithNonce(cache.get(key)!, 'n').toString()).toBe('<p>1</p>');
    now = 6_001;
    expect(cache.get(key)).toBeUndefined();
  });

  it('lets the least recently used page go first when memory is full', () => {
    const cache = new PageCache({ ttlSeconds: 60, maxBytes: 3 * 1400 });
    const keys = ['/a/', '/b/', '/c/', '/d/'].map((url) => cache.keyOf({ ...request, url })!);
    const text = 'x'.repeat(1000);
    cache.keep(keys[0]!, html(text));
    cache.keep(keys[1]!, html(text));
    cache.keep(keys[2]!, html(text));
    cache.get(keys[0]!);
    cache.keep(keys[3]!, html(text));
    expect(keys.map((key) => cache.get(key) !== undefined)).toEqual([true, false, true, true]);
  });

  it('keeps nothing when switched off (PAGE_CACHE_SECONDS=0)', () => {
    const cache = new PageCache({ ttlSeconds: 0 });
    const key = cache.keyOf(request)!;
    expect(cache.keep(key, html('<p>1</p>'))).toBe(false);
    expect(cache.get(key)).toBeUndefined();
  });
});
