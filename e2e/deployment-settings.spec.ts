import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { getShopByCode, onlineShopAreas, routePath } from '@lumen/domain';
import type { RouteId, ShopCode } from '@lumen/domain';
import { commerceDownServer, strictServer } from './servers.ts';
import { shopHostHeader, shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

/*
 * The strict server of the run (e2e/servers.ts): behind one proxy hop, a tight per-address request
 * limit, and the online shop of it-ch switched off. What a real deployment's settings do to pages.
 */

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

// Documentation addresses (RFC 5737), a fresh block per run so earlier runs' minutes do not count.
const block = Math.floor(Math.random() * 200) + 20;
const shopperAddress = (index: number) => `203.0.${block}.${index + 1}`;

function page(request: APIRequestContext, code: ShopCode, path: string, address: string) {
  return request.get(`${strictServer.baseURL}${path}`, {
    headers: {
      ...shopHostHeader(strictServer.baseURL, code),
      'user-agent': browserAgent,
      'x-forwarded-for': address,
    },
    maxRedirects: 0,
  });
}

test.describe('the shopper’s address reaches the api’s per-address limit', () => {
  test('many shoppers at once each count against their own address, not the renderer’s', async ({
    request,
  }) => {
    // 24 shoppers × 2 pages: several hundred api calls in all, well within each shopper's limit,
    // far beyond what one address may make (the renderer's own, if it counted).
    const shoppers = Array.from({ length: 24 }, (_, index) => shopperAddress(index));
    const answers = await Promise.all(
      shoppers.flatMap((address) => [
        page(request, 'de-de', '/', address),
        page(request, 'de-de', routePath(getShopByCode('de-de'), 'branch-list'), address),
      ]),
    );
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 200));
  });

  test('§8 one address beyond its limit gets 429, Retry-After and the error page, no stack trace', async ({
    request,
  }) => {
    const address = shopperAddress(100);
    let answer = await page(request, 'fr-ch', '/', address);
    // Each page makes several api calls: the limit is reached within a few pages.
    for (let pages = 1; answer.status() === 200 && pages < 30; pages += 1) {
      answer = await page(request, 'fr-ch', '/', address);
    }
    expect(answer.status()).toBe(429);
    expect(answer.headers()['retry-after']).toBe('60');
    const html = await answer.text();
    expect(html).toContain('data-page-type="error"');
    expect(html).toContain('<html lang="fr-CH"');
    expect(html).toContain('Une erreur s’est produite');
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    // Another shopper is not affected.
    expect((await page(request, 'fr-ch', '/', shopperAddress(101))).status()).toBe(200);
  });

  test('§8 the error page keeps its text when it hydrates (the status travels to the browser)', async ({
    request,
    browser,
  }) => {
    const address = shopperAddress(120);
    for (let pages = 0; pages < 30; pages += 1) {
      if ((await page(request, 'de-de', '/', address)).status() === 429) break;
    }
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
    const shopper = await context.newPage();
    const answer = await shopper.goto(`${strictServer.baseURL}/`);
    expect(answer?.status()).toBe(429);
    await expect(shopper.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const main = shopper.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeVisible();
    await expect(main.getByText('Bitte versuchen Sie es in einem Moment noch einmal.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await context.close();
  });
});

test.describe(`§6 a shop whose online shop is switched off (${strictServer.onlineShopDisabled})`, () => {
  const disabled = getShopByCode(strictServer.onlineShopDisabled);
  const areas: Record<(typeof onlineShopAreas)[number], RouteId> = {
    basket: 'basket',
    checkout: 'checkout',
    wishlist: 'wishlist',
    account: 'account',
    signin: 'signin',
  };

  for (const area of onlineShopAreas) {
    test(`${area}: 404 'Page not found', the other shops keep theirs`, async ({ request }) => {
      const path = routePath(disabled, areas[area]);
      const answer = await page(request, disabled.code, path, shopperAddress(150));
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).toContain('data-page-type="error"');
      expect(html).toContain('Pagina non trovata');
      // it-it is the same language in another market, and its online shop is on.
      const open = await page(
        request,
        'it-it',
        routePath(getShopByCode('it-it'), areas[area]),
        shopperAddress(151),
      );
      expect([200, 302]).toContain(open.status());
    });
  }

  test('its header offers no basket, wishlist or sign-in, the store finder stays', async ({
    page: browser,
  }) => {
    await browser.goto(shopUrl(strictServer.baseURL, disabled.code, '/'));
    const banner = browser.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Trova un negozio', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: /Carrello/ })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: /Carrello/ })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: /Lista dei desideri|Preferiti/ })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: /Accedi/ })).toHaveCount(0);
  });
});

test.describe('§8 a deployment whose commerce backend is down', () => {
  const cases = [
    {
      code: 'de-de',
      path: '/',
      width: 375,
      title: 'Da ist etwas schiefgelaufen',
      story: /Unser Kundenservice hilft Ihnen unter/,
      home: 'Zur Startseite',
    },
    {
      code: 'it-it',
      path: routePath(getShopByCode('it-it'), 'branch-list'),
      width: 1280,
      title: 'Si è verificato un errore',
      story: /Il nostro servizio clienti ti aiuta al numero/,
      home: 'Torna alla pagina iniziale',
    },
  ] as const;

  for (const { code, path, width, title, story, home } of cases) {
    test(`${code}: pages answer 503 with the editors' error page, which hydrates`, async ({
      page: browser,
    }) => {
      await browser.setViewportSize({ width, height: 800 });
      const answer = await browser.goto(shopUrl(commerceDownServer.baseURL, code, path));
      expect(answer?.status()).toBe(503);
      expect(answer?.headers()['retry-after']).toBe('60');
      await expect(browser.locator('html')).toHaveAttribute('data-page-type', 'error');
      await expect(browser.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const main = browser.getByRole('main');
      // The CMS story global/error of the shop (its title and service text), not the built-in text.
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByText(story)).toBeVisible();
      await expect(main.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      // The header without its data: the logo still leads home.
      await expect(browser.getByRole('banner').getByRole('link').last()).toHaveAttribute('href', '/');
      const results = await new AxeBuilder({ page: browser }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
