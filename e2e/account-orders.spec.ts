import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, isCancelledStatus, orderStatus, progressStep } from '@lumen/domain';
import type { DeliveryStatus, Order, ShopIdentity } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

async function signIn(page: Page, baseURL: string | undefined, shop: ShopIdentity, email: string) {
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'signIn', { email, password: demoPassword });
}

async function allOrders(page: Page, shop: ShopIdentity): Promise<Order[]> {
  const { orders } = await pageRpc<{ orders: Order[] }>(page, shop, 'getOrders', { perPage: 100 });
  return orders;
}

/** The §4 derived status as the German pages name it. */
const germanStatus: Record<DeliveryStatus, string> = {
  open: 'Bestellung eingegangen',
  delegation_pending: 'In Bearbeitung',
  shipment_pending: 'Unterwegs',
  shipment_completed: 'Zugestellt',
  returned: 'Zurückgesendet',
  partially_returned: 'Teilweise zurückgesendet',
  cancelled: 'Storniert',
  partially_cancelled: 'Teilweise storniert',
  cancellation_completed: 'Stornierung abgeschlossen',
};

test.describe('§2 /account/orders/ of the demo customer in de-de', () => {
  const shop = getShopByCode('de-de');

  test('the list shows every order; each order shows its derived status (§4) and progress step', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseURL, shop, 'anna.schmidt@example.com');
    const orders = await allOrders(page, shop);
    // The seed gives the demo customer an order in every delivery status.
    expect(new Set(orders.map(orderStatus))).toEqual(new Set(Object.keys(germanStatus)));

    await open(page, shopUrl(baseURL, shop.code, '/account/orders/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
    const rows = main.locator('[data-slot="order-row"]');
    await expect(rows).toHaveCount(Math.min(orders.length, 10));
    await expect(rows.first()).toContainText(germanStatus[orderStatus(orders[0]!)]);
    await expectAccessible(page);
    // The demo customer's orders (one per status) fit one page of ten: no page navigation.
    expect(orders.length).toBeLessThanOrEqual(10);
    await expect(main.getByRole('navigation', { name: 'Seiten der Bestellungen' })).toHaveCount(0);

    for (const order of orders) {
      const status = orderStatus(order);
      await open(page, shopUrl(baseURL, shop.code, `/account/orders/${order.id}/`));
      await expect(main.getByRole('heading', { level: 1, name: `Bestellung ${order.id}` })).toBeVisible();
      await expect(main.locator('[data-slot="order-status"]'), `order ${order.id}`).toHaveText(
        germanStatus[status],
      );
      const progress = main.getByRole('list', { name: 'Bestellfortschritt' });
      await expect(progress).toHaveAttribute('data-status', status);
      if (!isCancelledStatus(status)) {
        const current = progress.getByRole('listitem').nth(progressStep(status) - 1);
        await expect(current).toHaveAttribute('aria-current', 'step');
      }
      await expect(main.locator('[data-slot="order-package"]')).toHaveCount(order.packages.length);
      const delivered = order.packages.some((pack) => pack.deliveryStatus === 'shipment_completed');
      const portal = main.locator('[data-slot="return-portal"]');
      if (delivered) {
        await expect(portal).toHaveAttribute(
          'href',
          `https://retouren.lumen-optik.de/?order=${order.id}&email=anna.schmidt%40example.com`,
        );
      } else {
        await expect(portal).toHaveCount(0);
      }
      const tracked = order.packages.filter((pack) => pack.tracking).length;
      await expect(main.getByRole('link', { name: /^Sendung \d+ verfolgen/ })).toHaveCount(tracked);
    }
    await expectAccessible(page);
  });

  test('another customer’s order and an id that is not 12 digits are the 404 page', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL, shop, 'anna.schmidt@example.com');
    const cz = getShopByCode('cs-cz');
    const czech = await (async () => {
      const other = await page.context().browser()!.newContext();
      const otherPage = await other.newPage();
      await signIn(otherPage, baseURL, cz, 'tereza.novakova@example.com');
      const [first] = await allOrders(otherPage, cz);
      await other.close();
      return first!;
    })();
    for (const path of [`/account/orders/${czech.id}/`, '/account/orders/12345/', '/account/orders/abc/']) {
      const answer = await page.goto(shopUrl(baseURL, shop.code, path));
      expect(answer?.status(), path).toBe(404);
    }
    const pastTheLast = await page.goto(shopUrl(baseURL, shop.code, '/account/orders/?page=99'));
    expect(pastTheLast?.status()).toBe(404);
    const ignored = await page.goto(shopUrl(baseURL, shop.code, '/account/orders/?page=zwei'));
    expect(ignored?.status()).toBe(200);
  });

  test('the order status page finds an order by number and email, and tells nothing for a wrong pair', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL, shop, 'anna.schmidt@example.com');
    const [order] = await allOrders(page, shop);
    await pageRpc(page, shop, 'signOut');
    await open(page, shopUrl(baseURL, shop.code, '/service/auftragsstatus/'));
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: 'Bestellung finden' });
    await form.getByRole('button', { name: 'Status abfragen' }).click();
    await expect(form.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);
    await form.getByLabel('Bestellnummer').fill(String(order!.id));
    await form.getByLabel('E-Mail-Adresse').fill('someone.else@example.com');
    await form.getByRole('button', { name: 'Status abfragen' }).click();
    await expect(main.locator('[data-slot="order-status-failure"]')).toContainText(
      'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.',
    );
    await form.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
    await form.getByRole('button', { name: 'Status abfragen' }).click();
    const result = main.getByRole('heading', { level: 2, name: `Bestellung ${order!.id}` });
    await expect(result).toBeFocused();
    await expect(main.locator('[data-slot="order-status"]')).toContainText(germanStatus[orderStatus(order!)]);
    await expect(main.getByRole('list', { name: 'Bestellfortschritt' })).toHaveAttribute(
      'data-status',
      orderStatus(order!),
    );
    await expectAccessible(page);
  });
});

test('§2 /account/orders/ in cs-cz at 375 px: Czech texts and koruny', async ({ page, baseURL }) => {
  const shop = getShopByCode('cs-cz');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, baseURL, shop, 'tereza.novakova@example.com');
  const orders = await allOrders(page, shop);
  await open(page, shopUrl(baseURL, shop.code, '/account/orders/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeVisible();
  await expect(main.locator('[data-slot="order-row"]').first()).toContainText('Kč');
  await expectAccessible(page);
  const delivered = orders.find((order) => orderStatus(order) === 'shipment_completed')!;
  await main.getByRole('link', { name: `Zobrazit objednávku ${delivered.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${delivered.id}/$`));
  await expect(main.locator('[data-slot="order-status"]')).toHaveText('Doručeno');
  await expect(main.locator('[data-slot="order-total"]')).toContainText('Kč');
  await expect(main.locator('[data-slot="return-portal"]')).toHaveAttribute(
    'href',
    new RegExp(`^https://vraceni\\.lumen-optik\\.cz/\\?order=${delivered.id}&email=`),
  );
  await expectAccessible(page);
});
