import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { cspNonceOf, pageSecurityHeaders } from './security-headers.ts';

// Security headers (helmet) with a content security policy the storefront can live with.

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db });
});
afterAll(async () => {
  await api?.close();
  await database?.cleanup();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('api answers', () => {
  it.each([
    ['GET', '/api/health'],
    ['POST', '/api/rpc/getUser'],
    ['GET', '/api/no-such-thing'],
  ])('%s %s may load nothing, may not be framed and is not sniffed', async (method, path) => {
    const response = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { 'x-shop-id': '1001', 'content-type': 'application/json' },
    });
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('§7 mounts the analytics beacon under /api/dt/report', async () => {
    const response = await fetch(`${api.baseUrl}/api/dt/report`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        baseUrl: 'http://de-de.localhost:3000',
        path: '/',
        referrer: '',
        language: 'de',
        country: 'DE',
        pageType: 'homepage',
        pageTitle: 'Lumen Optik',
        isBotTraffic: false,
        ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        uamb: false,
      }),
    });
    expect(response.status).toBe(204);
    const { rows } = await database.db.query<{ path: string }>('select path from page_views');
    expect(rows).toEqual([{ path: '/' }]);
  });
});

describe('storefront pages', () => {
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = express();
    app.use(
      pageSecurityHeaders({
        editorOrigins: ['https://app.storyblok.com'],
        frameOrigins: ['https://portal.lumen-vorteilswelt.de'],
      }),
    );
    app.get('/', (_req, res) => {
      res.type('html').send(`<!doctype html><title>ok</title><script nonce="${cspNonceOf(res)}"></script>`);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
  });

  it("load scripts only from the shop and inline scripts only with the answer's nonce (no eval, WebAssembly only), and are framed only by the shop and the editor", async () => {
    const response = await fetch(`${base}/`);
    const policy = directives(response.headers.get('content-security-policy'));
    const nonce = /nonce="([^"]+)"/.exec(await response.text())?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['script-src']).toBe(`'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`);
    expect(policy['script-src']?.split(' ')).not.toContain("'unsafe-inline'");
    expect(policy['script-src']?.split(' ')).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'self' https://app.storyblok.com");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['media-src']).toContain('blob:');
  });

  it('frame only the shop, the privacy-enhanced video hosts and the partners named (§7 benefits portal)', async () => {
    const policy = directives((await fetch(`${base}/`)).headers.get('content-security-policy'));
    expect(policy['frame-src']).toBe(
      "'self' https://www.youtube-nocookie.com https://player.vimeo.com https://portal.lumen-vorteilswelt.de",
    );
  });

  it('make a new nonce for every answer', async () => {
    const policies = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${base}/`)).headers.get('content-security-policy')),
    );
    expect(new Set(policies).size).toBe(3);
  });
});
