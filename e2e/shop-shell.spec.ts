import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { flyoutLink } from './shop-fixtures.ts';
import { shopHostHeader, shopUrl } from './shop-url.ts';

async function openShop(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Set on the window: still there after a navigation only if the router handled it (no page load).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

const shells = [
  {
    code: 'de-de',
    main: 'Brillen',
    child: 'Sonnenbrillen',
    childPath: '/brillen/sonnenbrillen/',
    menu: 'Menü öffnen',
    search: 'Suche',
    products: 'Produkte',
    categories: 'Kategorien',
    newest: 'Neu eingetroffen',
  },
  {
    code: 'fr-ch',
    main: 'Lunettes',
    child: 'Lunettes de soleil',
    childPath: '/lunettes/lunettes-de-soleil/',
    menu: 'Ouvrir le menu',
    search: 'Recherche',
    products: 'Produits',
    categories: 'Catégories',
    newest: 'Nouveautés',
  },
];

for (const shell of shells) {
  test.describe(`§2 header of ${shell.code}`, () => {
    test('the navigation flyout opens on hover and its links route without a page load', async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openShop(page, shopUrl(baseURL, shell.code));
      const navigation = page.getByRole('navigation', { name: /Hauptnavigation|Navigation principale/ });
      await (await flyoutLink(page, navigation, shell.main, shell.child)).click();
      await expect(page).toHaveURL(shopUrl(baseURL, shell.code, shell.childPath));
      await expect(page.getByRole('heading', { level: 1, name: shell.child })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-page-type', 'category');
    });

    test('the navigation flyout works by keyboard', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openShop(page, shopUrl(baseURL, shell.code));
      // Exact: the homepage's questions name glasses too ("Brillenwerte").
      const trigger = page.getByRole('button', { name: shell.main, exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: shell.child, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
    });

    test('the side navigation on a phone drills down to a category', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openShop(page, shopUrl(baseURL, shell.code));
      await page.getByRole('button', { name: shell.menu }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: shell.main }).click();
      await dialog.getByRole('link', { name: shell.child, exact: true }).click();
      await expect(page).toHaveURL(shopUrl(baseURL, shell.code, shell.childPath));
      await expect(page.getByRole('heading', { level: 1, name: shell.child })).toBeVisible();
    });

    test('the search flyout shows the fallback, then suggestions, and submit routes by resolveSearch', async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openShop(page, shopUrl(baseURL, shell.code));
      const box = page.getByRole('combobox', { name: shell.search });
      await box.click();
      await box.fill('so');
      // §2: 2 characters or fewer show the fallback content.
      await expect(page.getByRole('group', { name: shell.newest })).toBeVisible();
      await box.fill(shell.child.toLowerCase().slice(0, 6));
      await expect(page.getByText(shell.categories, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(shell.products, { exact: true }).first()).toBeVisible();
      // A term naming a category goes to its listing with ?search= (§2).
      await box.fill(shell.child);
      await box.press('Enter');
      await expect(page).toHaveURL(
        shopUrl(baseURL, shell.code, `${shell.childPath}?search=${encodeURIComponent(shell.child)}`),
      );
      expect(await sameDocument(page)).toBe(true);
      // Anything else goes to the search page.
      const again = page.getByRole('combobox', { name: shell.search });
      await again.fill('zzzqqq');
      await again.press('Enter');
      await expect(page).toHaveURL(shopUrl(baseURL, shell.code, '/search/?term=zzzqqq'));
      await expect(page.locator('html')).toHaveAttribute('data-page-type', 'search');
    });
  });
}

test.describe('§7 redirects and content pages', () => {
  test('a relative redirect is a 301 answered by the server', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/sonnenbrille/`, {
      headers: shopHostHeader(baseURL, 'de-de'),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/brillen/sonnenbrillen/');
  });

  test('an absolute redirect leaves the shop', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/wizyta/`, {
      headers: shopHostHeader(baseURL, 'pl-pl'),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/^https:\/\/.+\/pl-pl\/$/);
  });

  test('a path without its trailing slash answers 301 to it, query kept', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/brillen?sort=new-desc`, {
      headers: shopHostHeader(baseURL, 'de-de'),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/brillen/?sort=new-desc');
  });

  test('the privacy page of fr-ch is its CMS story under its §9 slug', async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'fr-ch', '/protectiondesdonnees/'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('protection des données');
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'other');
  });

  test('an overlay page renders its CMS story', async ({ page, baseURL }) => {
    const response = await page.goto(shopUrl(baseURL, 'de-de', '/overlays/service/versand/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the CMS 404 page of cs-cz answers 404 with a link home', async ({ page, baseURL }) => {
    const response = await page.goto(shopUrl(baseURL, 'cs-cz', '/neexistuje/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'error');
    await expect(page.getByRole('link', { name: 'Zpět na úvodní stránku' }).first()).toBeVisible();
  });
});

test.describe('security of pages', () => {
  test('inline scripts run only with the answer’s nonce, and pages are compressed', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${baseURL}/`, {
      headers: { ...shopHostHeader(baseURL, 'de-de'), 'accept-encoding': 'gzip' },
    });
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('the text face arrives for the first paint', () => {
  for (const [shop, subsets] of [
    ['de-de', ['latin']],
    ['pl-pl', ['latin', 'latin-ext']],
  ] as const) {
    test(`${shop} preloads the ${subsets.join(' and ')} files its stylesheet asks for`, async ({
      request,
      baseURL,
    }) => {
      const headers = shopHostHeader(baseURL, shop);
      const html = await (await request.get(`${baseURL}/`, { headers })).text();
      const preloads = [
        ...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"[^>]*data-client-font="([^"]+)"/g),
      ].map(([, href, subset]) => ({ href: href!, subset }));
      expect(preloads.map((font) => font.subset)).toEqual(subsets);
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
      const css = await (await request.get(`${baseURL}${stylesheet}`, { headers })).text();
      for (const { href } of preloads) {
        // The same address the @font-face rule names, or the browser would fetch the face twice.
        expect(css).toContain(`url(${href})`);
        const font = await request.get(`${baseURL}${href}`, { headers });
        expect(font.status()).toBe(200);
        expect(font.headers()['content-type']).toBe('font/woff2');
      }
    });
  }
});

test('§9 the social image of a page is a 1200×630 picture the shop serves', async ({ request, baseURL }) => {
  const html = await (
    await request.get(`${baseURL}/niederlassungen/`, { headers: shopHostHeader(baseURL, 'de-de') })
  ).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(/<meta property="og:image:width" content="(\d+)"/.exec(html)?.[1]).toBe('1200');
  const response = await request.get(`${baseURL}${new URL(image).pathname}`, {
    headers: shopHostHeader(baseURL, 'de-de'),
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  // The PNG header's IHDR chunk holds width and height.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
