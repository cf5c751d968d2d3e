import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, routePath } from '@lumen/domain';
import type { Basket, RouteId, ShopCode, ShopIdentity } from '@lumen/domain';
import { demoPassword, pageRpc, paramsOfShop, sessionCookie, stockedVariant } from './shop-fixtures.ts';
import { expectAccessible, hydrated, visitShop } from './page-checks.ts';
import { shopUrl } from './shop-url.ts';

/*
 * Each page type as a shopper first sees it (the first screen), in a German and a Polish shop on a
 * phone and a desktop: it passes axe (WCAG 2.2 AA) and matches its baseline in e2e/page-baselines/,
 * as the stories do with theirs. A changed page fails until its baseline is renewed on purpose:
 *
 *   npx playwright test e2e/page-screenshots.spec.ts --update-snapshots
 *
 * What changes with the day is masked: delivery dates, whether a branch is open now, order dates.
 */

const shopsShown: { code: ShopCode; customer: string; term: string }[] = [
  { code: 'de-de', customer: 'anna.schmidt@example.com', term: 'sonnenbrille' },
  { code: 'pl-pl', customer: 'agnieszka.nowak@example.com', term: 'okulary' },
];

const publicPages: RouteId[] = [
  'home',
  'category',
  'product',
  'search',
  'basket',
  'signin',
  'order-status',
  'branch-list',
  'branch-detail',
];

const dayDependent = [
  '[data-slot="delivery-estimate-text"]',
  '[data-slot="opening-status"]',
  '[data-slot="opening-hours"]',
  'time',
].join(', ');

/** The page passes axe as a whole (header and footer too), then its first screen matches its baseline. */
async function expectScreen(page: Page, name: string) {
  await hydrated(page);
  await expectAccessible(page, 'body');
  // The first screen's pictures loaded (those further down load lazily, when scrolled to).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
  });
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(dayDependent)],
    // Anti-aliasing may differ in a few pixels between runs; a changed page differs in thousands.
    maxDiffPixelRatio: 0.001,
  });
}

// The pages as most shoppers see them: their browsers ask for no less motion (the suite's default does).
test.use({ reducedMotion: 'no-preference' });

const pathOf = routePath as (shop: ShopIdentity, id: RouteId, params?: unknown) => string;

for (const { code, customer, term } of shopsShown) {
  for (const width of [375, 1280]) {
    test(`${code} at ${width} px: every page type passes axe and its first screen matches its baseline`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const shop = getShopByCode(code);
      const params = (await paramsOfShop(request, baseURL!, shop)) as Record<string, unknown>;
      for (const routeId of publicPages) {
        await test.step(routeId, async () => {
          const query = routeId === 'search' ? `?term=${term}` : '';
          await visitShop(page, baseURL, shop, width, `${pathOf(shop, routeId, params[routeId])}${query}`);
          await expectScreen(page, `${code}-${width}-${routeId}`);
        });
      }

      await test.step('checkout, a guest with one item', async () => {
        const variant = await stockedVariant(request, baseURL!, shop);
        await pageRpc(page, shop, 'continueAsGuest', { email: `bild-${Date.now()}@example.com` });
        await pageRpc<Basket>(page, shop, 'addItemToBasket', { variantId: variant.id, quantity: 1 });
        await page.goto(shopUrl(baseURL, code, pathOf(shop, 'checkout')));
        await expectScreen(page, `${code}-${width}-checkout`);
      });

      await test.step('account, signed in', async () => {
        await page.context().clearCookies();
        const cookie = await sessionCookie(request, baseURL!, code, 'signIn', {
          email: customer,
          password: demoPassword,
        });
        const split = cookie.indexOf('=');
        const url = shopUrl(baseURL, code, pathOf(shop, 'account'));
        await page.context().addCookies([
          { name: cookie.slice(0, split), value: cookie.slice(split + 1), url },
          { name: 'lumen_consent', value: 'v1|GDPR|C0002:0|C0004:0', url },
        ]);
        await page.goto(url);
        await expectScreen(page, `${code}-${width}-account`);
      });
    });
  }
}
