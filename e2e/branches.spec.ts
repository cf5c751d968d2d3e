import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, routePath } from '@lumen/domain';
import type { Branch, ShopIdentity } from '@lumen/domain';
import { pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open, tabTo } from './page-checks.ts';

/*
 * §2 branch pages and the store finder in three shops: found by zip code or city, by keyboard,
 * opened with their hours and structured data, the city page, and what a bad address does.
 */

async function visit(
  page: Page,
  baseURL: string | undefined,
  shop: ShopIdentity,
  width: number,
  path: string,
) {
  await page.setViewportSize({ width, height: 900 });
  const url = shopUrl(baseURL, shop.code, path);
  await page.context().addCookies([
    {
      name: 'lumen_consent',
      value: `v1|${shop.country === 'CH' ? 'DSGLPD' : 'GDPR'}|C0002:0|C0004:0`,
      url,
    },
  ]);
  await open(page, url);
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The branch page's checks: its hours as a week, today said once, and its Optician data. */
async function expectBranchPage(page: Page, branch: Branch, todayLabel: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  await expect(main.locator('address')).toContainText(`${branch.zipCode} ${branch.city}`);
  await expect(main.locator('[data-slot="opening-hours"] tr')).toHaveCount(7);
  await expect(main.locator('[data-slot="opening-hours"] tr[data-today]')).toHaveCount(1);
  await expect(main.locator('[data-slot="opening-hours"] tr[data-today] th')).toContainText(
    `(${todayLabel})`,
  );
  await expect(main.locator('[data-slot="opening-status"]')).toBeVisible();
  await expect(main.locator('[data-slot="branch-directions"]')).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${branch.geo.lat},${branch.geo.lng}`,
  );
  const optician = (await jsonLd(page)).find((data) => data['@type'] === 'Optician');
  expect(optician).toMatchObject({
    name: branch.name,
    telephone: branch.phone,
    address: { postalCode: branch.zipCode, addressLocality: branch.city, addressCountry: branch.country },
    geo: { latitude: branch.geo.lat, longitude: branch.geo.lng },
  });
  expect(optician?.['openingHoursSpecification']).toHaveLength(branch.openingHours.length);
  await expectAccessible(page);
}

test('§2 de-de: a zip code by keyboard finds the nearest branch first; its page with hours and JSON-LD', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await visit(page, baseURL, shop, 1280, routePath(shop, 'branch-list'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unsere Filialen' })).toBeVisible();
  await expectAccessible(page);

  const zip = main.getByRole('textbox', { name: 'Postleitzahl oder Ort' });
  await tabTo(page, zip);
  await page.keyboard.type('80539');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=80539$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Filialen nahe „80539“' })).toBeVisible();
  const cards = main.locator('[data-slot="branch-card"]');
  await expect(cards.first()).toContainText('München');
  // Nearest first: the distances grow down the list.
  const distances = (await main.locator('[data-slot="branch-distance"]').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(distances.length).toBeGreaterThan(3);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expectAccessible(page);

  const link = cards.first().getByRole('link');
  const name = (await link.textContent())!;
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const branch = branches.find((candidate) => candidate.name === name)!;
  await expect(page).toHaveURL(new RegExp(`/niederlassungen/${branch.citySlug}/${branch.id}/$`));
  await expectBranchPage(page, branch, 'heute');
});

test('§2 pl-pl on a phone: a city without its diacritics, then only branches with a hearing service', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('pl-pl');
  await visit(page, baseURL, shop, 375, routePath(shop, 'branch-list'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Kod pocztowy lub miejscowość' }).fill('krakow');
  await main.getByRole('button', { name: 'Szukaj' }).click();
  await expect(main.locator('[data-slot="branch-card"]').first()).toContainText('Kraków');

  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const hearing = branches.filter((branch) => branch.services.includes('HA'));
  await main.getByRole('combobox', { name: 'Usługa' }).selectOption('HA');
  await main.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/service=HA/);
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(hearing.length);
  await expect(main.getByRole('status')).toHaveText(
    hearing.length === 1 ? '1 salon' : `${hearing.length} salony`,
  );
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const branch = hearing[0]!;
  await main.getByRole('link', { name: branch.name }).click();
  await expectBranchPage(page, branch, 'dziś');
});

test('§2 fr-ch: the city page from the breadcrumb; a wrong city redirects, an unknown branch is 404, a bad query is ignored', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('fr-ch');
  await visit(page, baseURL, shop, 1280, routePath(shop, 'branch-list'));
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const branch = branches.find((candidate) => candidate.citySlug === 'geneve')!;

  const detail = routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id });
  await visit(page, baseURL, shop, 1280, detail);
  await expectBranchPage(page, branch, 'aujourd’hui');
  await page
    .getByRole('navigation', { name: /fil d’Ariane/i })
    .getByRole('link', { name: 'Genève' })
    .click();
  await expect(page).toHaveURL(/\/succursales\/ville\/geneve\/geneve\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Magasins à Genève' })).toBeVisible();
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(
    branches.filter((candidate) => candidate.citySlug === 'geneve').length,
  );
  await expectAccessible(page);

  const moved = await page.goto(shopUrl(baseURL, shop.code, `/succursales/bern/${branch.id}/`));
  expect(moved?.url()).toMatch(new RegExp(`${detail}$`));
  const unknown = await page.goto(shopUrl(baseURL, shop.code, '/succursales/geneve/9999/'));
  expect(unknown?.status()).toBe(404);
  const noCity = await page.goto(shopUrl(baseURL, shop.code, '/succursales/ville/vaud/geneve/'));
  expect(noCity?.status()).toBe(404);
  const bad = await page.goto(shopUrl(baseURL, shop.code, '/succursales/?near=here&service=XX&ropo=1'));
  expect(bad?.status()).toBe(200);
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(branches.length);
});
