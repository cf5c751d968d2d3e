import { expect, test } from '@playwright/test';
import { getShopByCode } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

test('§6 cs-cz: a verified customer sees every area of the account and opens one by keyboard', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('cs-cz');
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'signIn', { email: 'tereza.novakova@example.com', password: demoPassword });
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, shopUrl(baseURL, shop.code, '/account/'));
  await expect(page.getByText('Dobrý den, vítejte ve svém účtu na jméno Tereza.')).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Části vašeho zákaznického účtu' }).getByRole('link');
  await expect(areas).toHaveText([
    /^Moje údaje/,
    /^Moje objednávky/,
    /^Moje objednávky na pobočce/,
    /^Moje termíny/,
    /^Moje spořicí předplatné/,
    'Odhlásit se',
  ]);
  await expectAccessible(page);
  const orders = areas.nth(1);
  await orders.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders\/$/);
});

test('§6 de-de: an unverified customer sees their data only, and how to open the rest', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'register', {
    firstName: 'Jana',
    lastName: 'Novák',
    email: `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Brille!2026',
    acceptedTerms: true,
  });
  await open(page, shopUrl(baseURL, shop.code, '/account/'));
  await expect(page.getByText('Hallo Jana')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Bitte bestätigen Sie noch Ihre E-Mail-Adresse');
  const areas = page.getByRole('navigation', { name: 'Bereiche Ihres Kundenkontos' }).getByRole('link');
  await expect(areas).toHaveText([/^Meine Daten/, 'Abmelden']);
  await expectAccessible(page);
});
