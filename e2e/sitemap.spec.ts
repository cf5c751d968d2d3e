import http from 'node:http';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { matchRoute, robotsOfRoute, routePath, shops } from '@lumen/domain';
import type { RouteId, ShopCode, ShopIdentity } from '@lumen/domain';
import { shopHostHeader } from './shop-url.ts';

// A browser user agent: the router sends crawlers (and curl) the whole page only after all data resolved.
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * The pages requested per shop. Two shops (a German and a French one: other slugs, other content)
 * have every page they list requested, and 20 products spread over their product sitemaps (the
 * rest are alike). The other seven, whose sitemaps the same code builds from their own data, have
 * an even sample of their pages requested: some 70 pages in each of nine shops took two minutes of the
 * suite's time on two cores, and route-matrix.spec.ts renders every route in every shop anyway.
 */
const crawlWhole: readonly ShopCode[] = ['de-de', 'fr-ch'];
const sampleOf = (shop: ShopIdentity) =>
  crawlWhole.includes(shop.code) ? { products: 20, others: Infinity } : { products: 3, others: 8 };

/** The shopper's own pages, which robots.txt must keep crawlers out of (route-robots). */
const shopperOwnRoutes: readonly RouteId[] = [
  'basket',
  'checkout',
  'account',
  'signin',
  'signout',
  'order-success',
  'wishlist',
  'search',
];

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * A GET of a shop's path with its Host header and a browser's user agent, over node:http (fetch
 * may not set Host). The api allows 1,200 calls a minute per address and the server renderer
 * counts a page's calls against its visitor, so one address gets some 150 pages a minute; this
 * spec renders up to about 70 per shop. Each shop is therefore crawled from its own loopback address
 * (Linux routes all of 127.0.0.0/8 to loopback), as nine crawlers would, and the other specs'
 * visits from 127.0.0.1 keep their own budget.
 */
function get(baseURL: string | undefined, shop: ShopIdentity, path: string): Promise<Answer> {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  const localAddress = `127.0.0.${10 + shops.indexOf(shop)}`;
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: base.port,
          path,
          localAddress,
          headers: { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'],
              body,
            }),
          );
        },
      )
      .on('error', reject);
  });
}

interface SitemapEntry {
  element: string;
  namespace: string | null;
  loc: string;
  lastmod: string | null;
  alternates: { rel: string | null; hreflang: string; href: string }[];
}

interface ParsedSitemap {
  error?: string;
  root: string;
  namespace: string | null;
  xhtml: string | null;
  entries: SitemapEntry[];
}

/** Parses a sitemap with the browser's XML parser: a parse error is reported, not repaired. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate(
    ([text, sitemapNs, xhtmlNs]) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      const error = document.getElementsByTagName('parsererror')[0];
      const root = document.documentElement;
      return {
        ...(error ? { error: error.textContent ?? 'parse error' } : {}),
        root: root.localName,
        namespace: root.namespaceURI,
        xhtml: root.getAttribute('xmlns:xhtml'),
        entries: [...root.children].map((entry) => ({
          element: entry.localName,
          namespace: entry.namespaceURI,
          loc: entry.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
          lastmod: entry.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent ?? null,
          alternates: [...entry.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => ({
            rel: link.getAttribute('rel'),
            hreflang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        })),
      };
    },
    [xml, sitemapNamespace, xhtmlNamespace] as const,
  );
}

/** `count` entries spread evenly over the list, the first included: the same ones every run. */
function evenSample<T>(items: readonly T[], count: number): T[] {
  const taken = Math.min(count, items.length);
  return Array.from({ length: taken }, (_, index) => items[Math.floor((index * items.length) / taken)]!);
}

/** Runs `check` over the items, a few at a time. */
async function inTurns<T>(items: readonly T[], atOnce: number, check: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += atOnce) {
    await Promise.all(items.slice(start, start + atOnce).map(check));
  }
}

test.describe('robots.txt and sitemap.xml of every shop, at its own host', () => {
  for (const shop of shops) {
    test(`${shop.code}: robots.txt, a well-formed index and sitemaps, the pages listed answer 200`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const origin = `http://${shopHostHeader(baseURL, shop.code).host}`;

      const robots = await get(baseURL, shop, '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.contentType).toBe('text/plain; charset=utf-8');
      const rules = robots.body.split('\n');
      expect(rules).toContain('User-agent: *');
      expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);
      for (const routeId of shopperOwnRoutes)
        expect(rules).toContain(`Disallow: ${routePath(shop, routeId)}`);

      const indexAnswer = await get(baseURL, shop, '/sitemap.xml');
      expect(indexAnswer.status).toBe(200);
      expect(indexAnswer.contentType).toBe('application/xml; charset=utf-8');
      const index = await parseSitemap(page, indexAnswer.body);
      expect(index.error).toBeUndefined();
      expect([index.root, index.namespace]).toEqual(['sitemapindex', sitemapNamespace]);
      const files = index.entries.map((entry) => entry.loc);
      expect(
        index.entries.every((entry) => entry.element === 'sitemap' && entry.namespace === sitemapNamespace),
      ).toBe(true);
      for (const name of ['pages', 'categories', 'products-1', 'branches']) {
        expect(files).toContain(`${origin}/sitemaps/${name}.xml`);
      }

      const problems: string[] = [];
      const listed: { loc: string; file: string }[] = [];
      for (const file of files) {
        expect(file.startsWith(`${origin}/sitemaps/`), file).toBe(true);
        const answer = await get(baseURL, shop, new URL(file).pathname);
        expect(answer.status, file).toBe(200);
        expect(answer.contentType, file).toBe('application/xml; charset=utf-8');
        const sitemap = await parseSitemap(page, answer.body);
        expect(sitemap.error, file).toBeUndefined();
        expect([sitemap.root, sitemap.namespace, sitemap.xhtml], file).toEqual([
          'urlset',
          sitemapNamespace,
          xhtmlNamespace,
        ]);
        expect(sitemap.entries.length, file).toBeGreaterThan(0);
        expect(sitemap.entries.length, file).toBeLessThanOrEqual(50_000);
        for (const entry of sitemap.entries) {
          const where = `${file} ${entry.loc}`;
          listed.push({ loc: entry.loc, file });
          if (entry.element !== 'url' || entry.namespace !== sitemapNamespace)
            problems.push(`${where}: element`);
          if (!entry.loc.startsWith(`${origin}/`)) problems.push(`${where}: another origin`);
          if (entry.lastmod !== null && Number.isNaN(Date.parse(entry.lastmod)))
            problems.push(`${where}: lastmod`);
          // Every page names itself among its versions, and every version is a page of a shop.
          if (
            !entry.alternates.some(
              (alternate) => alternate.hreflang === shop.locale && alternate.href === entry.loc,
            )
          )
            problems.push(`${where}: no hreflang to itself`);
          for (const alternate of entry.alternates) {
            if (alternate.rel !== 'alternate' || !/^(x-default|[a-z]{2}-[A-Z]{2})$/.test(alternate.hreflang))
              problems.push(`${where}: alternate ${alternate.hreflang}`);
            if (!/^http:\/\/[a-z]{2}-[a-z]{2}\.localhost:\d+\/(\S*\/)?$/.test(alternate.href))
              problems.push(`${where}: alternate ${alternate.href}`);
          }
          const matched = matchRoute(shop, new URL(entry.loc).pathname);
          if (!matched.ok) problems.push(`${where}: no route`);
          else if (/noindex/.test(robotsOfRoute(matched.route.routeId)))
            problems.push(`${where}: a noindex route`);
        }
      }
      const locs = listed.map((entry) => entry.loc);
      expect(new Set(locs).size, 'each page listed once').toBe(locs.length);

      const products = listed.filter((entry) => /\/products-\d+\.xml$/.test(entry.file));
      const sample = sampleOf(shop);
      const toCheck = [
        ...evenSample(
          listed.filter((entry) => !products.includes(entry)),
          sample.others,
        ),
        ...evenSample(products, sample.products),
      ].map((entry) => new URL(entry.loc).pathname);
      await inTurns(toCheck, 4, async (path) => {
        const answer = await get(baseURL, shop, path);
        if (answer.status !== 200) {
          problems.push(`${path}: status ${answer.status}`);
          return;
        }
        const robotsMeta = /<meta name="robots" content="([^"]+)"/.exec(answer.body)?.[1] ?? '';
        if (/noindex|none/.test(robotsMeta)) problems.push(`${path}: robots ${robotsMeta}`);
      });
      expect(problems).toEqual([]);
    });
  }
});
