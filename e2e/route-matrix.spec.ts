import { expect, test } from '@playwright/test';
import {
  hasRoute,
  pageTypeOfRoute,
  robotsOfRoute,
  routeIds,
  routePath,
  shops,
  signInRequiredRoutes,
} from '@lumen/domain';
import type { RouteId, ShopIdentity } from '@lumen/domain';
import { browserAgent, demoPassword as password, paramsOfShop, sessionCookie } from './shop-fixtures.ts';
import { shopHostHeader } from './shop-url.ts';
import { languageProblems, textOfHtml } from './shop-texts.ts';

test.describe('§2 every route of the route table in all nine shops (anonymous visitor)', () => {
  for (const shop of shops) {
    test(`${shop.code}: status, lang, language of the texts, page type, canonical and hreflang of every route`, async ({
      request,
      baseURL,
    }) => {
      const params = await paramsOfShop(request, baseURL!, shop);
      const origin = `http://${shopHostHeader(baseURL, shop.code).host}`;
      const problems: string[] = [];
      for (const routeId of routeIds.filter((id): id is RouteId => hasRoute(shop, id))) {
        const path = (routePath as (shop: ShopIdentity, id: RouteId, params?: unknown) => string)(
          shop,
          routeId,
          (params as Record<string, unknown>)[routeId],
        );
        const response = await request.get(`${baseURL}${path}`, {
          headers: { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent },
          maxRedirects: 0,
        });
        const where = `${routeId} ${path}`;
        if (signInRequiredRoutes.includes(routeId)) {
          // §6: an anonymous visitor is sent to sign in, with the way back.
          const location = response.headers()['location'] ?? '';
          if (
            response.status() !== 302 ||
            !location.startsWith(`/signin/?redirectUrl=${encodeURIComponent(path)}`)
          ) {
            problems.push(`${where}: ${response.status()} → ${location}`);
          }
          continue;
        }
        if (routeId === 'order-success') {
          // Without an order's token there is no order to show (checkout.spec.ts shows one).
          if (response.status() !== 404) problems.push(`${where}: status ${response.status()}, not 404`);
          continue;
        }
        const html = await response.text();
        if (response.status() !== 200) {
          problems.push(`${where}: status ${response.status()}`);
          continue;
        }
        if (!html.includes(`<html lang="${shop.locale}"`)) problems.push(`${where}: lang`);
        // In the shop's language only: no English, no message key (of the whole page, as streamed).
        for (const problem of languageProblems(textOfHtml(html))) problems.push(`${where}: ${problem}`);
        const pageType = /data-page-type="([^"]+)"/.exec(html)?.[1];
        // The catch-all's content pages report `other`; every other route its own type.
        if (pageType !== pageTypeOfRoute(routeId)) problems.push(`${where}: page type ${pageType}`);
        const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
        // An overlay is a CMS story: its editor sets its robots (overlays are mostly noindex).
        if (routeId !== 'overlay' && robots !== robotsOfRoute(routeId))
          problems.push(`${where}: robots ${robots}`);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
        if (robots?.includes('noindex')) {
          if (canonical !== undefined || alternates.length > 0)
            problems.push(`${where}: noindex page with canonical`);
          continue;
        }
        if (canonical !== `${origin}${path}`) problems.push(`${where}: canonical ${canonical}`);
        const own = alternates.find(([, hreflang]) => hreflang === shop.locale);
        if (own?.[2] !== `${origin}${path}`) problems.push(`${where}: no hreflang to itself`);
        // Category and product slugs are per language: those pages name only themselves for now.
        const expectsDefault =
          hasRoute(shops[0]!, routeId) && routeId !== 'category' && routeId !== 'product';
        if (expectsDefault !== alternates.some(([, hreflang]) => hreflang === 'x-default')) {
          problems.push(`${where}: x-default`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('§6 access decisions for signed-in, unverified and guest customers', () => {
  const cases: {
    who: string;
    call: 'signIn' | 'continueAsGuest';
    payload: Record<string, string>;
    visits: [path: string, status: number, location?: string][];
  }[] = [
    {
      who: 'a verified customer',
      call: 'signIn',
      payload: { email: 'anna.schmidt@example.com', password },
      visits: [
        ['/account/', 200],
        ['/account/orders/', 200],
        // Let in (not sent to sign-in); with nothing in the basket, the basket page says so.
        ['/checkout/', 302, '/basket/'],
        ['/signin/', 302, '/account/'],
      ],
    },
    {
      who: 'an unverified customer',
      call: 'signIn',
      payload: { email: 'lukas.becker@example.com', password },
      visits: [
        ['/account/', 200],
        ['/account/user/', 200],
        ['/account/orders/', 302, '/account/'],
        ['/account/subscriptions/', 302, '/account/'],
      ],
    },
    {
      who: 'a guest customer',
      call: 'continueAsGuest',
      payload: { email: 'marie.wagner@example.com' },
      visits: [
        ['/checkout/', 302, '/basket/'],
        ['/account/', 302, '/'],
        ['/account/orders/?redirectUrl=%2Fbasket%2F', 302, '/basket/'],
        ['/signin/', 200],
      ],
    },
  ];
  for (const { who, call, payload, visits } of cases) {
    test(`de-de: ${who}`, async ({ request, baseURL }) => {
      const cookie = await sessionCookie(request, baseURL!, 'de-de', call, payload);
      const seen = [];
      for (const [path] of visits) {
        const response = await request.get(`${baseURL}${path}`, {
          headers: { ...shopHostHeader(baseURL, 'de-de'), cookie, 'user-agent': browserAgent },
          maxRedirects: 0,
        });
        const location = response.headers()['location'];
        seen.push([path, response.status(), ...(location === undefined ? [] : [location])]);
      }
      expect(seen).toEqual(visits);
    });
  }
});
