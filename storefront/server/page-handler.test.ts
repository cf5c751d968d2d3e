import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { localShopDomains } from '@lumen/domain';
import { createPageHandler, isFileName, trailingSlashRedirect } from './page-handler.ts';

describe('§2 paths the page handler answers before rendering', () => {
  it.each([
    ['/brillen', '/brillen/'],
    ['/brillen?page=2&sort=new', '/brillen/?page=2&sort=new'],
    ['/brillen/', undefined],
    ['/', undefined],
    ['/robots.txt', undefined],
    ['/assets/entry-client-1a2b.js', undefined],
    // Never a protocol-relative redirect to another host.
    ['//evil.example', undefined],
  ])('trailing slash of %s → %s', (url, redirect) => {
    expect(trailingSlashRedirect(url)).toBe(redirect);
  });

  it.each([
    ['/assets/entry-client-1a2b.js', true],
    ['/assets/entry-client-1a2b.css', true],
    ['/favicon.ico', true],
    ['/brillen/', false],
    ['/p/ray-ban-rb2140-1234/', false],
    ['/', false],
  ])('%s is a file name: %s (a missing file is a plain 404, never a page)', (path, file) => {
    expect(isFileName(path)).toBe(file);
  });
});

describe('a shopper who leaves while the page streams', () => {
  /** The handler on Express, with a renderer that sends the page's start and then waits for more. */
  async function serveEndlessPage() {
    const failures: unknown[] = [];
    const app = express();
    app.use(
      createPageHandler({
        shopDomains: localShopDomains(0),
        apiBase: 'http://127.0.0.1:1/api',
        assets: () => Promise.resolve({ scripts: [], styles: [], inlineModules: [] }),
        loadRenderer: () =>
          Promise.resolve(({ request }) => {
            const body = new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('<!doctype html><title>Brillen</title>'));
                request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
              },
            });
            return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/html' } }));
          }),
      }),
    );
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      failures.push(error);
      res.status(500).end();
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    return { server, failures, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/brillen/` };
  }

  it('is no failure: the stopped render is not reported as an error', async () => {
    const { server, failures, url } = await serveEndlessPage();
    try {
      const leaving = new AbortController();
      const answer = await fetch(url, { signal: leaving.signal });
      const reader = answer.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('<title>Brillen</title>');
      leaving.abort();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(failures).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
