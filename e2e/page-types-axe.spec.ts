import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { getShopByCode, pageTypeOfRoute, routePath } from '@lumen/domain';
import type { RouteId, ShopCode, ShopIdentity } from '@lumen/domain';
import { demoPassword, paramsOfShop, sessionCookie } from './shop-fixtures.ts';
import type { Params } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

/*
 * Every page type of §2 passes axe on a phone and on a desktop. page-screenshots.spec.ts checks
 * the main page types (home, listing, product, search, basket, sign-in, order status, branches,
 * checkout, account) in de-de and pl-pl as it compares their screens; this spec the others: public
 * pages in a non-German shop, the try-on pages where they exist, the signed-in pages as a de-de
 * customer. The payment page and the success page need an order: the journeys check them.
 */
const pages: { routeId: RouteId; code: ShopCode; signedIn?: true; query?: string }[] = [
  { routeId: 'wishlist', code: 'pl-pl' },
  { routeId: 'branch-city', code: 'pl-pl' },
  { routeId: 'subscription-cancellation', code: 'pl-pl' },
  { routeId: 'overlay', code: 'pl-pl' },
  { routeId: 'try-on-basket', code: 'de-at' },
  { routeId: 'try-on-listing', code: 'de-de' },
  { routeId: 'account-user', code: 'de-de', signedIn: true },
  { routeId: 'account-orders', code: 'de-de', signedIn: true },
];

const paramsByShop = new Map<ShopCode, Promise<Params>>();

for (const width of [375, 1280]) {
  test.describe(`every page type passes axe (WCAG 2.2 AA) at ${width} px`, () => {
    for (const { routeId, code, signedIn, query = '' } of pages) {
      test(`${pageTypeOfRoute(routeId)}: ${routeId} in ${code}`, async ({ page, request, baseURL }) => {
        const shop: ShopIdentity = getShopByCode(code);
        if (!paramsByShop.has(code)) paramsByShop.set(code, paramsOfShop(request, baseURL!, shop));
        const params = (await paramsByShop.get(code)!) as Record<string, unknown>;
        const path = (routePath as (shop: ShopIdentity, id: RouteId, params?: unknown) => string)(
          shop,
          routeId,
          params[routeId],
        );
        const url = shopUrl(baseURL, code, `${path}${query}`);
        // The page itself, not the consent banner over it (the banner has its own checks).
        await page.context().addCookies([{ name: 'lumen_consent', value: 'v1|GDPR|C0002:0|C0004:0', url }]);
        if (signedIn) {
          const cookie = await sessionCookie(request, baseURL!, code, 'signIn', {
            email: 'anna.schmidt@example.com',
            password: demoPassword,
          });
          const split = cookie.indexOf('=');
          await page
            .context()
            .addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url }]);
        }
        await page.setViewportSize({ width, height: 800 });
        const answer = await page.goto(url);
        expect(answer?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}
