import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { getShopByCode } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import { demoPassword, stockedVariant, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, footerHydrated, hydrated } from './page-checks.ts';

const portalOrigin = 'https://portal.lumen-vorteilswelt.de';

/** The partner's page, answered here: the test machine reaches no third party. */
async function routePortal(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`${portalOrigin}/**`, (route) => {
    requests.push(route.request());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="de"><title>Lumen Vorteilswelt</title><main><h1>Ihre Vorteile</h1></main></html>',
    });
  });
  return requests;
}

/** A new customer's invoice order, placed by RPC: this spec is about the page after it. */
async function placeInvoiceOrder(page: Page, baseURL: string | undefined, shop: ShopIdentity, email: string) {
  await page.goto(shopUrl(baseURL, shop.code, '/'));
  await hydrated(page);
  await pageRpc(page, shop, 'register', {
    firstName: 'Lea',
    lastName: 'Hoffmann',
    email,
    password: demoPassword,
    acceptedTerms: true,
  });
  const variant = await stockedVariant(page.request, baseURL!, shop);
  await pageRpc(page, shop, 'addItemToBasket', { variantId: variant.id, quantity: 1 });
  const placed = await pageRpc<{ cbdToken: string }>(page, shop, 'placeOrder', {
    idempotencyKey: crypto.randomUUID(),
    billingAddress: {
      firstName: 'Lea',
      lastName: 'Hoffmann',
      street: 'Lindenstraße',
      houseNumber: '7',
      zipCode: shop.country === 'AT' ? '1010' : '50667',
      city: shop.country === 'AT' ? 'Wien' : 'Köln',
    },
    deliveryMethod: shop.country === 'AT' ? 'POST_AT' : 'DHL',
    paymentMethod: 'ratepay_invoice',
    acceptedTerms: true,
  });
  return shopUrl(baseURL, shop.code, `/success/?cbd=${placed.cbdToken}`);
}

test.describe('§7 the benefits portal on the confirmation page', () => {
  test('de-de: nothing from the portal before marketing consent; once granted, its frame with only what it needs, gone again when withdrawn', async ({
    page,
    baseURL,
  }) => {
    const shop = getShopByCode('de-de');
    const requests = await routePortal(page);
    const email = `portal-${Date.now()}@example.com`;
    const success = await placeInvoiceOrder(page, baseURL, shop, email);
    await page.goto(success);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('[data-slot="order-number"]')).toBeVisible();
    const frame = main.locator('iframe[title="Angebote von Lumen Vorteilswelt"]');

    // The banner is open: no answer yet, so nothing of the partner.
    await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(frame).toHaveCount(0);
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Ein Dankeschön für Ihre Bestellung' }),
    ).toBeVisible();
    await expect(frame).toBeVisible();
    const prefill = new URLSearchParams(new URL((await frame.getAttribute('src'))!).hash.slice(1));
    expect(Object.fromEntries(prefill)).toMatchObject({
      currency: 'EUR',
      firstName: 'Lea',
      lastName: 'Hoffmann',
      email,
      zipCode: '50667',
    });
    expect(prefill.get('orderId')).toMatch(/^\d+$/);
    expect(Number(prefill.get('orderValue'))).toBeGreaterThan(0);
    expect([...prefill.keys()]).not.toContain('street');
    await expect(
      page.frameLocator('iframe[title="Angebote von Lumen Vorteilswelt"]').getByRole('heading'),
    ).toHaveText('Ihre Vorteile');
    // What reached the partner: its page's address without the data, and no referrer with the token.
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.url()).not.toContain('example.com');
      expect(await request.headerValue('referer')).toBeNull();
    }
    await expectAccessible(page);

    // A reload renders the frame on the server, with the consent the cookie holds.
    await page.reload();
    await hydrated(page);
    await expect(frame).toBeVisible();

    // Withdrawn in the cookie settings: the frame goes at once.
    await footerHydrated(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('switch', { name: 'Marketing' }).click();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(frame).toHaveCount(0);
  });

  test('de-at has no benefits portal: no frame even with every consent', async ({ page, baseURL }) => {
    const shop = getShopByCode('de-at');
    const requests = await routePortal(page);
    const success = await placeInvoiceOrder(page, baseURL, shop, `portal-at-${Date.now()}@example.com`);
    await page.goto(success);
    await hydrated(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.getByRole('main').locator('[data-slot="order-number"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
