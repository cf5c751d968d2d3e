import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatPrice, getShopByCode } from '@lumen/domain';
import type { Basket, RpcResponse, ShopIdentity } from '@lumen/domain';
import { demoPassword, pageRpc, stockedVariant } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, hydrated, tabTo } from './page-checks.ts';
import { choosePaymentByKeyboard, typeByKeyboard } from './keyboard-checkout.ts';
import { shopTexts } from './shop-texts.ts';

/** A variant a shopper can buy several of now, in the shop's first listing. */
function sellableVariant(page: Page, baseURL: string | undefined, shop: ShopIdentity) {
  return stockedVariant(page.request, baseURL!, shop);
}

async function addToBasket(page: Page, shop: ShopIdentity, variantId: number) {
  return pageRpc<Basket>(page, shop, 'addItemToBasket', { variantId, quantity: 1 });
}

async function signIn(page: Page, baseURL: string | undefined, shop: ShopIdentity, email: string) {
  await page.goto(shopUrl(baseURL, shop.code, '/'));
  await hydrated(page);
  await pageRpc(page, shop, 'signIn', { email, password: demoPassword });
}

test.describe('§2 /checkout/: a guest buys with invoice in de-at, by keyboard alone', () => {
  const shop = getShopByCode('de-at');

  test('product page → basket → sign-in page → guest → address with its errors → Austrian Post → invoice → success', async ({
    page,
    baseURL,
  }) => {
    // The longest journey by keyboard, with an axe run at every step.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(shopUrl(baseURL, shop.code, '/'));
    await hydrated(page);
    const variant = await sellableVariant(page, baseURL, shop);

    // From the product page by keyboard: into the basket, back up to the header's basket, on to the checkout.
    await page.goto(shopUrl(baseURL, shop.code, variant.path));
    await hydrated(page);
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }), 80);
    await page.keyboard.press('Enter');
    const basketButton = page.getByRole('banner').getByRole('button', { name: /^Warenkorb/ });
    await expect(basketButton).toHaveAccessibleName(/1/);
    await tabTo(page, basketButton, 120, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Warenkorb' });
    await tabTo(page, popover.getByRole('link', { name: 'Zur Kasse' }), 20);
    await page.keyboard.press('Enter');

    // §6: the checkout asks who orders; the guest path needs only an email address.
    await hydrated(page);
    await expect(page).toHaveURL(/\/signin\/\?redirectUrl=%2Fcheckout%2F&showBasket=true$/);
    const guest = page.getByRole('form', { name: 'Als Gast bestellen' });
    await typeByKeyboard(page, guest.getByLabel('E-Mail-Adresse'), `gast-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Adresse' })).toBeVisible();
    await expectAccessible(page);

    // Ordering without an address says what is missing; a wrong zip code is named on its field.
    const place = main.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await expect(main).toContainText('Bitte geben Sie Ihre Adresse ein');
    await expect(main).toContainText('Bitte wählen Sie eine Zahlungsart.');
    await expect(main).toContainText('Bitte bestätigen Sie, dass Sie die Bedingungen akzeptieren.');
    await expect(main.getByRole('heading', { level: 2, name: 'Adresse' })).toBeFocused();

    const billing = main.getByRole('form', { name: 'Rechnungsadresse' });
    await typeByKeyboard(page, billing.getByLabel('Vorname'), 'Lukas');
    await typeByKeyboard(page, billing.getByLabel('Nachname'), 'Gruber');
    await typeByKeyboard(page, billing.getByLabel('Straße'), 'Mariahilfer Straße');
    await typeByKeyboard(page, billing.getByLabel('Hausnummer'), '5');
    await typeByKeyboard(page, billing.getByLabel('Postleitzahl'), '107');
    await typeByKeyboard(page, billing.getByLabel('Ort'), 'Wien');
    await page.keyboard.press('Enter');
    await expect(billing).toContainText('Bitte geben Sie eine gültige Postleitzahl ein.');
    await expect(billing.getByLabel('Postleitzahl')).toBeFocused();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');

    // The address as it will be printed; the focus moves on to the carriers.
    await expect(main.getByRole('heading', { level: 2, name: 'Versand' })).toBeFocused();
    await expect(main.locator('address').first()).toContainText('Mariahilfer Straße 5');
    await expect(main.locator('address').first()).toContainText('1070 Wien');
    // §9 the Austrian market's carriers, the cheapest chosen.
    const carriers = main.getByRole('radiogroup', { name: 'Versand' });
    await expect(carriers.getByRole('radio')).toHaveCount(2);
    await expect(carriers.getByRole('radio', { name: /Österreichische Post/ })).toBeVisible();
    await expect(carriers.getByRole('radio', { name: /DHL/ })).toBeVisible();

    // Invoice, chosen by keyboard: Tab into the group, the arrows to the method, Space to choose.
    await choosePaymentByKeyboard(page, shopTexts(shop), 'ratepay_invoice');
    await expect(main).not.toContainText('Bitte wählen Sie eine Zahlungsart.');

    const terms = main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expect(
      main.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen und Widerrufsbelehrung lesen' }),
    ).toHaveAttribute('href', '/agb/');
    await expect(main.locator('[data-slot="checkout-total"]')).toContainText('€');
    await expectAccessible(page);

    // A double Enter places one order.
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/success\/\?cbd=/);
    await hydrated(page);
    await expect(
      main.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible();
    await expect(main.locator('[data-slot="order-number"]')).toHaveText(/Ihre Bestellnummer: \d{12}/);
    await expect(main.locator('[data-slot="order-payment-method"]')).toHaveText('Rechnung');
    await expect(main).toContainText('Mariahilfer Straße 5');
    await expect(main).toContainText('Bestellstatus abfragen');
    await expectAccessible(page);

    // The order took the basket: one order, and nothing left.
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items).toEqual([]);
  });
});

test.describe('§2 /checkout/: a customer pays with PayPal through the sandbox in de-de', () => {
  const shop = getShopByCode('de-de');

  test('success leads to the success page; a failed payment brings the basket back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(shopUrl(baseURL, shop.code, '/'));
    await hydrated(page);
    // A customer of this test's own (the demo customers' baskets belong to the specs beside it).
    const email = `paypal-${Date.now()}@example.com`;
    await pageRpc(page, shop, 'register', {
      firstName: 'Jonas',
      lastName: 'Weber',
      email,
      password: demoPassword,
      acceptedTerms: true,
    });
    await pageRpc(page, shop, 'signOut');
    const variant = await sellableVariant(page, baseURL, shop);
    // Put in before signing in: the visitor's basket merges into the customer's.
    await addToBasket(page, shop, variant.id);
    await page.goto(shopUrl(baseURL, shop.code, '/checkout/'));
    await hydrated(page);
    const signInForm = page.getByRole('form', { name: 'Ich habe ein Kundenkonto' });
    await signInForm.getByLabel('E-Mail-Adresse').fill(email);
    await signInForm.locator('input[name="password"]').fill(demoPassword);
    await signInForm.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('[data-slot="checkout-item"]')).toHaveCount(1);

    // A first order asks for the address; the next one starts with it.
    const billing = main.getByRole('form', { name: 'Rechnungsadresse' });
    await billing.getByLabel('Straße').fill('Hauptstraße');
    await billing.getByLabel('Hausnummer').fill('12a');
    await billing.getByLabel('Postleitzahl').fill('20095');
    await billing.getByLabel('Ort').fill('Hamburg');
    await billing.getByRole('button', { name: 'Weiter' }).click();
    await expect(main.getByRole('button', { name: 'Adresse ändern' })).toBeVisible();
    await expect(main.locator('address').first()).toContainText('Jonas Weber');

    async function payWithPayPal() {
      await expect(main.getByRole('button', { name: 'Adresse ändern' })).toBeVisible();
      await main.getByRole('radio', { name: /PayPal/ }).click();
      await main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
      const total = await main.locator('[data-slot="checkout-total"]').innerText();
      await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await expect(page).toHaveURL(/\/checkout\/payment-sandbox\/\?cbd=[\w-]+&step=[\w-]+$/);
      await hydrated(page);
      await expect(main.getByRole('heading', { level: 1, name: 'Testzahlung' })).toBeVisible();
      await expect(main.locator('[data-slot="sandbox-amount"]')).toHaveText(total);
      await expectAccessible(page);
    }

    await payWithPayPal();
    await main.getByRole('button', { name: 'Zahlung bestätigen' }).click();
    await expect(page).toHaveURL(/\/success\/\?cbd=/);
    await hydrated(page);
    await expect(main.locator('[data-slot="order-payment-method"]')).toHaveText('PayPal');
    await expect(main).toContainText(email);
    await expect(main.getByRole('link', { name: 'Zu meinen Bestellungen' })).toBeVisible();

    // Again, and the payment fails: back at the checkout, told so, the item in the basket again.
    await addToBasket(page, shop, variant.id);
    await page.goto(shopUrl(baseURL, shop.code, '/checkout/'));
    await hydrated(page);
    await payWithPayPal();
    await main.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
    await expect(page).toHaveURL(/\/checkout\/\?payment=failed$/);
    await hydrated(page);
    await expect(main.getByRole('alert')).toContainText('Die Zahlung ist fehlgeschlagen.');
    await expect(main.locator('[data-slot="checkout-item"]')).toHaveCount(1);
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items.map((item) => item.variant.id)).toEqual([variant.id]);
    await expectAccessible(page);
  });
});

test.describe('§2 /checkout/ in cs-cz: Czech texts, koruny, the Czech carrier and methods', () => {
  const shop = getShopByCode('cs-cz');

  test('a customer pays by card at 375 px; a change of the basket since the review is shown first', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, baseURL, shop, 'tereza.novakova@example.com');
    const variant = await sellableVariant(page, baseURL, shop);
    await pageRpc(page, shop, 'clearBasket');
    await addToBasket(page, shop, variant.id);
    await page.goto(shopUrl(baseURL, shop.code, '/checkout/'));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Pokladna' })).toBeVisible();
    await expect(main.getByRole('radiogroup', { name: 'Doprava' }).getByRole('radio')).toHaveCount(1);
    await expect(main.getByRole('radio', { name: /Česká pošta/ })).toBeChecked();
    // §9 cash on delivery costs a fee, which the method says before it is chosen.
    const options = await pageRpc<RpcResponse<'getCheckoutOptions'>>(page, shop, 'getCheckoutOptions');
    const cashFee = options.paymentMethods.find((method) => method.key === 'cash_on_delivery')!.fee.withTax;
    expect(cashFee).toBeGreaterThan(0);
    await expect(main.locator('[data-slot="payment-method"]').filter({ hasText: 'Dobírka' })).toContainText(
      `Poplatek: ${formatPrice(cashFee, shop)}`,
    );
    await expect(main.locator('[data-slot="checkout-total"]')).toContainText('Kč');
    await expectAccessible(page);

    await main.getByRole('radio', { name: /Visa/ }).click();
    await main.getByRole('checkbox', { name: /obchodními podmínkami/ }).check();
    // Another tab adds a piece meanwhile: the order is not placed, the new basket is shown.
    await addToBasket(page, shop, variant.id);
    const place = main.getByRole('button', { name: 'Objednat s povinností platby' });
    await place.click();
    await expect(main.getByRole('alert')).toContainText('Váš košík se od otevření pokladny změnil');
    await expect(main.locator('[data-slot="checkout-item"]')).toContainText('Množství: 2');
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/payment-sandbox\//);
    await hydrated(page);
    await main.getByRole('button', { name: 'Potvrdit platbu' }).click();
    await expect(page).toHaveURL(/\/success\/\?cbd=/);
    await hydrated(page);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('[data-slot="order-total"]')).toContainText('Kč');
    await expect(main.locator('[data-slot="order-payment-method"]')).toHaveText('Visa');
    await expectAccessible(page);
  });
});

test('§2 /success/ without an order is the 404 page; an empty basket has no checkout', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  const unknown = await page.goto(shopUrl(baseURL, shop.code, '/success/?cbd=AAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  expect(unknown?.status()).toBe(404);
  const bare = await page.goto(shopUrl(baseURL, shop.code, '/success/'));
  expect(bare?.status()).toBe(404);
  // A guest of their own: the demo customers' baskets belong to the journeys running beside.
  await page.goto(shopUrl(baseURL, shop.code, '/'));
  await hydrated(page);
  await pageRpc(page, shop, 'continueAsGuest', { email: `leer-${Date.now()}@example.com` });
  await page.goto(shopUrl(baseURL, shop.code, '/checkout/'));
  await expect(page).toHaveURL(/\/basket\/$/);
});
