import { expect, test } from '@playwright/test';
import { shopHostHeader, shopUrl } from './shop-url.ts';

// A browser user agent: the router sends crawlers (and curl) the whole page only after all data resolved.
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const homepages = [
  {
    code: 'de-de',
    lang: 'de-DE',
    heading: 'Sonnenbrillen für den Sommer',
    slider: 'Neu im Sortiment',
    brands: 'Unsere Marken',
    skip: 'Zum Inhalt springen',
    switcher: 'Sprache wählen',
  },
  {
    code: 'fr-ch',
    lang: 'fr-CH',
    heading: 'Des lunettes de soleil pour l’été',
    slider: 'Nouveautés',
    brands: 'Nos marques',
    skip: 'Aller au contenu',
    switcher: 'Choisir la langue',
  },
];

test.describe('§2 homepage: the shop’s home story rendered on the server', () => {
  for (const shop of homepages) {
    test(`${shop.code}: the HTML carries the header, the story’s blocks and their products before any script runs`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(`${baseURL}/`, {
        headers: { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // Streamed: the document goes out in chunks as it renders, not after everything resolved.
      expect(response.headers()['transfer-encoding']).toBe('chunked');
      const html = await response.text();
      expect(html).toContain(`<html lang="${shop.lang}"`);
      expect(html).toContain(shop.skip);
      expect(html).toContain(shop.switcher);
      expect(html).toContain(shop.heading);
      // The blocks' catalogue data is fetched by the loader: the slider's products and the brands are in the first HTML.
      expect(html).toContain(shop.slider);
      expect(html.match(/data-slot="product-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(html).toContain(shop.brands);
      expect(html.match(/data-slot="brand-list-brand"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      // One h1: the campaign hero's headline names the page.
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });

    test(`${shop.code}: without JavaScript the page still shows header and content`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(shopUrl(baseURL, shop.code));
      await expect(page.getByRole('heading', { level: 1, name: shop.heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      await context.close();
    });

    test(`${shop.code}: the page hydrates and the language switcher opens and closes by keyboard`, async ({
      page,
      baseURL,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(shopUrl(baseURL, shop.code));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const trigger = page.getByRole('button', { name: shop.switcher });
      await trigger.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('§1 every shop answers at its own host', () => {
  const german = 'Sonnenbrillen für den Sommer';
  const italian = 'Occhiali da sole per l’estate';
  const shops = [
    ['de-de', 'de-DE', german],
    ['de-at', 'de-AT', german],
    ['de-ch', 'de-CH', german],
    ['fr-ch', 'fr-CH', 'Des lunettes de soleil pour l’été'],
    ['it-ch', 'it-CH', italian],
    ['it-it', 'it-IT', italian],
    ['de-it', 'de-IT', german],
    ['pl-pl', 'pl-PL', 'Okulary przeciwsłoneczne na lato'],
    ['cs-cz', 'cs-CZ', 'Sluneční brýle na léto'],
  ] as const;
  for (const [code, lang, heading] of shops) {
    test(`${code} renders in ${lang} with its own home story`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}/`, { headers: shopHostHeader(baseURL, code) });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  }

  test('plain localhost is the de-de shop', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/`);
    expect(await response.text()).toContain('<html lang="de-DE"');
  });
});

test('§9 the locale is kept in a cookie for 365 days', async ({ page, baseURL }) => {
  const before = Date.now() / 1000;
  await page.goto(shopUrl(baseURL, 'it-ch'));
  const cookies = await page.context().cookies(shopUrl(baseURL, 'it-ch'));
  const locale = cookies.find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('it-CH');
  expect(locale?.path).toBe('/');
  const days = ((locale?.expires ?? 0) - before) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);
});

test('§8 an unknown path answers 404 with the translated error page', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl(baseURL, 'pl-pl', '/nie-ma-takiej-strony/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do strony głównej' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Okulary przeciwsłoneczne na lato' }),
  ).toBeVisible();
});
