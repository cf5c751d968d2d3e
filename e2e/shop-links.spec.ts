import { expect, test } from '@playwright/test';
import { languageCodes, legalPagePath, legalPages, shops } from '@lumen/domain';
import { browserAgent } from './shop-fixtures.ts';
import { shopHostHeader } from './shop-url.ts';

/** The in-shop addresses a page's HTML links to (header, navigation, content blocks, footer). */
function shopLinksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map(([, href]) =>
    href!.replaceAll('&amp;', '&'),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
}

/**
 * The links worth a request: every page once (a listing's brand filters are one page), and one of
 * the product tiles, whose addresses the product page tests prove.
 */
function pagesToCheck(links: readonly string[]): string[] {
  const byPage = new Map<string, string>();
  for (const href of links) {
    const page = href.startsWith('/p/') ? '/p/' : href.split(/[?#]/, 1)[0]!;
    if (!byPage.has(page)) byPage.set(page, href);
  }
  return [...byPage.values()];
}

test.describe('§2 every link of a shop’s homepage leads to a page', () => {
  for (const shop of shops) {
    test(`${shop.code}: header, blocks and footer link only to addresses that answer 200`, async ({
      request,
      baseURL,
    }) => {
      const headers = { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent };
      const home = await request.get(`${baseURL}/`, { headers });
      expect(home.status()).toBe(200);
      const links = shopLinksOf(await home.text());
      expect(links.length).toBeGreaterThan(20);
      const broken: string[] = [];
      for (const href of pagesToCheck(links)) {
        const answer = await request.get(`${baseURL}${href}`, { headers, maxRedirects: 3 });
        if (answer.status() !== 200) broken.push(`${href} → ${answer.status()}`);
      }
      expect(broken).toEqual([]);
      // §9: the legal pages at the slug of the shop's language, wherever a text links to them.
      const foreign = legalPages.flatMap((legalPage) =>
        languageCodes
          .map((language) => legalPagePath(language, legalPage))
          .filter((path) => path !== legalPagePath(shop.language, legalPage) && links.includes(path)),
      );
      expect(foreign).toEqual([]);
    });
  }
});
