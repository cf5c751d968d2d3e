import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { branchOrderBalance, formatPrice, getShopByCode } from '@lumen/domain';
import type { Appointment, BranchOrder, ShopIdentity } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

async function signIn(page: Page, baseURL: string | undefined, shop: ShopIdentity, email: string) {
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'signIn', { email, password: demoPassword });
}

test('§2 /account/branch-order/ in de-de: each branch order with its branch, state, and what is left to pay', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, baseURL, shop, 'anna.schmidt@example.com');
  const orders = await pageRpc<BranchOrder[]>(page, shop, 'getBranchOrders');
  expect(orders.length).toBeGreaterThan(0);
  await open(page, shopUrl(baseURL, shop.code, '/account/branch-order/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Meine Filialbestellungen' })).toBeVisible();
  await expect(main.locator('[data-slot="branch-order"]')).toHaveCount(orders.length);
  await expectAccessible(page);

  const unfinished = orders.find((order) => order.status !== 'picked_up' && order.status !== 'cancelled')!;
  await main.getByRole('link', { name: `Filialbestellung ${unfinished.id} ansehen` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/branch-order/${unfinished.id}/$`));
  await expect(main.locator('[data-slot="branch-order-balance"]')).toHaveText(
    formatPrice(branchOrderBalance(unfinished), shop),
  );
  await expectAccessible(page);
  const unknown = await page.goto(shopUrl(baseURL, shop.code, '/account/branch-order/999999999999/'));
  expect(unknown?.status()).toBe(404);
});

test('§2 /account/appointments/ in cs-cz at 375 px: upcoming appointments, one cancelled after asking', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('cs-cz');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, baseURL, shop, 'tereza.novakova@example.com');
  const appointments = await pageRpc<Appointment[]>(page, shop, 'getAppointments');
  // The seed books two upcoming appointments for each account.
  expect(appointments).toHaveLength(2);
  await open(page, shopUrl(baseURL, shop.code, '/account/appointments/'));
  const main = page.getByRole('main');
  const upcoming = main.getByRole('region', { name: 'Nadcházející termíny' });
  await expect(upcoming.locator('[data-slot="appointment"]')).toHaveCount(2);
  await expect(upcoming).toContainText('Vyšetření zraku');
  await expectAccessible(page);

  await upcoming.getByRole('button', { name: 'Zrušit termín' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Termín se uvolní pro další zákazníky.');
  await dialog.getByRole('button', { name: 'Ano, zrušit' }).click();
  await expect(main.locator('[data-slot="appointments-status"]')).toHaveText('Váš termín je zrušen.');
  await expect(upcoming.locator('[data-slot="appointment"]')).toHaveCount(1);
  expect(await pageRpc<Appointment[]>(page, shop, 'getAppointments')).toHaveLength(1);
  await expectAccessible(page);
});
