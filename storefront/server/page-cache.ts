import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { consentCookie, readCookie } from '../src/features/consent/consent-cookie.ts';

/** The api's session cookie (api/src/sessions/session-cookie.ts): a page asked for with it may show the visitor's data. */
const sessionCookieName = 'lumen_session';

/** The query keys of the CMS visual editor's proof (features/cms/editor-preview.ts): a draft is no one else's page. */
const editorPreviewMark = '_storyblok';

/** What a page request shows that the cache must tell apart, as the request's parts. */
export interface PageRequest {
  method: string;
  /** Scheme and host as the shopper used them: the shop, and the origin the router renders links with. */
  protocol: string;
  host: string | undefined;
  /** Path and query. */
  url: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}

/**
 * A kept page: its headers, and its HTML cut at the answer's CSP nonce, so each answer served from
 * it carries the nonce its own Content-Security-Policy names.
 */
export interface CachedPage {
  headers: readonly (readonly [string, string])[];
  /** The HTML's bytes between the places the nonce stood. */
  parts: readonly Buffer[];
}

export interface PageCacheOptions {
  /** How long a page is kept (PAGE_CACHE_SECONDS); 0: never. */
  ttlSeconds: number;
  /** Memory for kept pages; the least recently used go first. */
  maxBytes?: number;
  /**
   * The versions of what pages are made of (catalogue, content): a change makes every kept page
   * unreachable at once. Unset: pages end with their age only.
   */
  version?: () => string;
}

function hasCookie(cookie: string | undefined, name: string): boolean {
  return cookie !== undefined && readCookie(cookie, name) !== undefined;
}

/**
 * Whole pages of visitors without a session, per shop host and URL, for a short time.
 * The HTML depends on the request only through the shop (the host), the URL, the consent choice
 * (the server renders the banner or not: `lumen_consent`) and whether the visitor is a crawler (the
 * router sends crawlers the whole page at once); those are the key. Anything a visitor's session
 * could show is never kept: a request with the session cookie is neither served nor kept.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage> | undefined;
  readonly #version: () => string;

  constructor(options: PageCacheOptions & { now?: () => number }) {
    this.#version = options.version ?? (() => '');
    const { now } = options;
    this.#pages =
      options.ttlSeconds > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: options.maxBytes ?? 64 * 1024 * 1024,
            // The key in UTF-16, the page in bytes.
            sizeCalculation: (page, key) =>
              2 * key.length + page.parts.reduce((bytes, part) => bytes + part.length, 0) + 256,
            ttl: options.ttlSeconds * 1000,
            ttlResolution: 0,
            ...(now && { perf: { now } }),
          })
        : undefined;
  }

  /** The key of a request whose page may be shared, or undefined: rendered for this visitor alone. */
  keyOf(request: PageRequest): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (hasCookie(request.cookie, sessionCookieName)) return undefined;
    if (request.url.includes(editorPreviewMark)) return undefined;
    const consent =
      request.cookie === undefined ? '' : (readCookie(request.cookie, consentCookie.name) ?? '');
    const visitor = isbot(request.userAgent) ? 'bot' : 'browser';
    return [
      this.#version(),
      `${request.protocol}://${(request.host ?? '').toLowerCase()}`,
      visitor,
      encodeURIComponent(consent),
      request.url,
    ].join(' ');
  }

  get(key: string): CachedPage | undefined {
    return this.#pages?.get(key);
  }

  /**
   * Keeps a page that was rendered whole and fine for everyone: 200, no cookie of its own, no
   * cache-control that forbids sharing. `nonce` is the one its HTML carries.
   */
  keep(
    key: string,
    page: { status: number; headers: Headers; html: Buffer; nonce: string | undefined },
  ): boolean {
    if (!this.#pages || !isShareable(page.status, page.headers)) return false;
    const headers = [...page.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length');
    const parts = page.nonce ? splitBytes(page.html, Buffer.from(page.nonce)) : [page.html];
    this.#pages.set(key, { headers, parts });
    // Larger than the whole cache: not kept.
    return this.#pages.has(key);
  }
}

/** Whether a rendered page's answer may be kept for other visitors. */
function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.getSetCookie().length > 0) return false;
  const cacheControl = headers.get('cache-control')?.toLowerCase() ?? '';
  return !/\b(?:private|no-store|no-cache)\b/.test(cacheControl);
}

function splitBytes(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/**
 * A kept page's HTML with the nonce of the answer it is sent in, as bytes: copied together, not
 * encoded again (a listing is some 400 kB).
 */
export function htmlWithNonce(page: CachedPage, nonce: string | undefined): Buffer {
  const between = Buffer.from(nonce ?? '');
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [between, part])));
}
