import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { languageCookie, localeCookie, resolveShopFromHost } from '@lumen/domain';
import type { ShopDomains, ShopIdentity } from '@lumen/domain';
import type { ApiFetch, ClientAssets, RenderOptions } from '../src/entry-server.tsx';
import { htmlWithNonce } from './page-cache.ts';
import type { PageCache } from './page-cache.ts';

export type RenderPage = (options: RenderOptions) => Promise<Response>;

export interface PageHandlerOptions {
  shopDomains: ShopDomains;
  apiBase: string;
  /** How the renderer's RPC calls reach the api; unset: over HTTP at `apiBase`. */
  apiFetch?: ApiFetch | undefined;
  /** Whole pages of visitors without a session; unset: every page is rendered. */
  pageCache?: PageCache | undefined;
  /** Loaded per request so development picks up edits; production passes the same module every time. */
  loadRenderer: () => Promise<RenderPage>;
  assets: (url: string) => Promise<ClientAssets>;
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal,
  });
}

/**
 * §2/§9: the shop's locale is detected on every navigation and kept in a cookie for 365 days; the
 * language preference for 7 days.
 */
function rememberLocale(res: ExpressResponse, shop: ShopIdentity, secure: boolean) {
  res.cookie(localeCookie.name, shop.locale, {
    maxAge: localeCookie.maxAgeSeconds * 1000,
    path: localeCookie.path,
    sameSite: 'lax',
    secure,
  });
  res.cookie(languageCookie.name, shop.language, {
    maxAge: languageCookie.maxAgeSeconds * 1000,
    path: languageCookie.path,
    sameSite: 'lax',
    secure,
  });
}

/**
 * §2: every path ends with a slash; one without is answered 301 to the same path with it, query
 * kept. A last segment with a dot is a file name (`/robots.txt`), never a page.
 */
export function trailingSlashRedirect(originalUrl: string): string | undefined {
  const queryStart = originalUrl.indexOf('?');
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart);
  if (path.endsWith('/') || path.split('/').at(-1)?.includes('.')) return undefined;
  // `//evil.example` must not become a protocol-relative redirect target.
  if (path.startsWith('//')) return undefined;
  return `${path}/${query}`;
}

/** Whether a path's last segment is a file name (`/assets/entry-1a2b.js`), which no page is. */
export function isFileName(path: string): boolean {
  return path.split('/').at(-1)?.includes('.') ?? false;
}

/** Express handler that renders a page: chooses the shop by host, renders, streams the HTML. */
export function createPageHandler(options: PageHandlerOptions) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    const shop = resolveShopFromHost(req.get('host'), options.shopDomains);
    const trailingSlash = trailingSlashRedirect(req.originalUrl);
    if (trailingSlash) {
      res.redirect(301, trailingSlash);
      return;
    }
    if (isFileName(req.path)) {
      // A file the static files lack (a chunk of an earlier build): no page has a dot in its path.
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
    const { pageCache } = options;
    const cacheKey = pageCache?.keyOf({
      method: req.method,
      protocol: req.protocol,
      host: req.get('host'),
      url: req.originalUrl,
      cookie: req.get('cookie'),
      userAgent: req.get('user-agent'),
    });
    const kept = cacheKey === undefined ? undefined : pageCache?.get(cacheKey);
    if (kept) {
      rememberLocale(res, shop, req.secure);
      res.status(200);
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      // The answer's own nonce, the one its Content-Security-Policy header names.
      const html = htmlWithNonce(kept, nonce);
      res.setHeader('content-length', html.length);
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    const aborter = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborter.abort();
    });
    let failed = false;
    try {
      const render = await options.loadRenderer();
      const response = await render({
        request: toFetchRequest(req, aborter.signal),
        shop,
        shopDomains: options.shopDomains,
        clientAddress: req.ip,
        // Made per answer by the pages' security headers (script-src 'nonce-…').
        nonce,
        apiBase: options.apiBase,
        apiFetch: options.apiFetch,
        onFailure: () => {
          failed = true;
        },
        assets: await options.assets(req.originalUrl),
      });
      rememberLocale(res, shop, req.secure);
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') res.setHeader(name, value);
      }
      for (const cookie of response.headers.getSetCookie()) res.append('set-cookie', cookie);
      if (!response.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      const body = Readable.fromWeb(response.body as NodeReadableStream);
      if (cacheKey === undefined || req.method !== 'GET' || response.status !== 200) {
        await pipeline(body, res);
        return;
      }
      // Streamed to the shopper as it renders, and kept once it ended whole and without a failure.
      const chunks: Buffer[] = [];
      await pipeline(
        body,
        async function* keepCopy(source: AsyncIterable<Uint8Array>) {
          for await (const chunk of source) {
            chunks.push(Buffer.from(chunk));
            yield chunk;
          }
        },
        res,
      );
      if (!failed && !aborter.signal.aborted) {
        pageCache?.keep(cacheKey, {
          status: response.status,
          headers: response.headers,
          html: Buffer.concat(chunks),
          nonce,
        });
      }
    } catch (error) {
      // The shopper went away mid-page (closed the tab, followed a link): nothing failed, nobody to answer.
      if (aborter.signal.aborted) return;
      throw error;
    }
  };
}
