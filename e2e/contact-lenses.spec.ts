import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { formatPrice, formatReductionPercent, getShopByCode } from '@lumen/domain';
import type { Basket, ShopIdentity, Subscription } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, hydrated, tabTo } from './page-checks.ts';
import { choosePaymentByKeyboard, keyboardToCheckout, placeOrderByKeyboard } from './keyboard-checkout.ts';
import { shopTexts } from './shop-texts.ts';

/*
 * §3 contact lenses on their product page (the shop's newest lens, through the product template):
 * values per eye in exactly what the lens is made in, packs per eye, the saving subscription, and
 * the group the basket gets, read back through the api.
 */

const orderForm = '[data-slot="contact-lens-order"]';

async function openLensPage(page: Page, baseURL: string | undefined, shop: ShopIdentity, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
  await page.context().addCookies([
    {
      name: 'lumen_consent',
      value: `v1|${shop.country === 'CH' ? 'DSGLPD' : 'GDPR'}|C0002:0|C0004:0`,
      url: shopUrl(baseURL, shop.code, '/'),
    },
  ]);
  await page.goto(shopUrl(baseURL, shop.code, '/p/contact-lens-pdp/'));
  await hydrated(page);
  return page.locator(orderForm);
}

/** Sets an eye's sphere and gives every other value still to choose the lens's first one. */
async function fillEye(eye: Locator, sphereLabel: RegExp, sphere: string) {
  await eye.getByLabel(sphereLabel).selectOption(sphere);
  for (const select of await eye.getByRole('combobox').all()) {
    if ((await select.inputValue()) !== '') continue;
    const [, first] = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(first!);
  }
}

/** Every value of an eye still to choose gets the lens's first one, each select reached by Tab. */
async function chooseRestByKeyboard(page: Page, eye: Locator) {
  for (const select of await eye.getByRole('combobox').all()) {
    if ((await select.inputValue()) !== '') continue;
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
}

const lensLine = (basket: Basket) => basket.items.find((item) => item.customData.quantity !== undefined);

test.describe('§3 contact lenses in de-de', () => {
  const shop = getShopByCode('de-de');

  test('different eyes on the saving subscription: the values checked, the prices per eye, one group in the basket', async ({
    page,
    baseURL,
  }) => {
    const form = await openLensPage(page, baseURL, shop, 1280);
    await expectAccessible(page);
    const add = form.getByRole('button', { name: 'In den Warenkorb' });

    // Nothing chosen yet: the power is required, shown at the field, which takes the focus.
    await add.click();
    const both = form.getByRole('group', { name: 'Beide Augen' });
    const bothSphere = both.getByLabel(/^Stärke \(SPH\)/);
    await expect(bothSphere).toBeFocused();
    await expect(bothSphere).toHaveAttribute('aria-invalid', 'true');
    await expect(both.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('switch', { name: 'Gleiche Werte für beide Augen' }).click();
    const right = form.getByRole('group', { name: 'Rechtes Auge' });
    const left = form.getByRole('group', { name: 'Linkes Auge' });
    await fillEye(right, /^Stärke \(SPH\)/, '-1.25');
    await fillEye(left, /^Stärke \(SPH\)/, '-0.75');
    await right.getByRole('button', { name: 'Eine Packung mehr' }).click();

    const prices = form.locator('[data-slot="contact-lens-prices"]');
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    const regular = cents(await prices.locator('dd').first().innerText());
    await form.getByRole('radio', { name: 'Im Spar-Abo regelmäßig liefern lassen' }).check();
    await form.getByLabel('Lieferintervall').selectOption('3');
    // §1 the saving subscription saves 10 % of every pack, a whole cent in the shopper's favour.
    const saving = Math.ceil(regular / 10);
    await expect(prices.locator('dd').first()).not.toHaveText(formatPrice(regular, shop));
    const perPack = await prices.locator('dd').first().innerText();
    expect(cents(perPack)).toBe(regular - saving);
    await expect(form.locator('[data-slot="contact-lens-subscription-saving"]')).toHaveText(
      `${formatReductionPercent(10, shop)} auf jede Packung: ${perPack} statt ${formatPrice(regular, shop)}`,
    );
    await expect(prices.getByText('Ihre Ersparnis je Lieferung')).toBeVisible();
    await expect(prices.getByText('Rechtes Auge, 2 Packungen')).toBeVisible();
    await expect(prices.getByText('Linkes Auge, 1 Packung')).toBeVisible();
    await expect(prices.getByText('Je Lieferung', { exact: true })).toBeVisible();
    expect(cents(await prices.locator('dd').last().innerText())).toBe(cents(perPack) * 3);
    await expectAccessible(page);

    await add.click();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'In den Warenkorb gelegt' }),
    ).toBeVisible();
    const line = lensLine(await pageRpc<Basket>(page, shop, 'getBasket'));
    expect(line).toMatchObject({
      quantity: 3,
      itemGroup: { isMainItem: true, isRequired: true },
      customData: {
        quantity: { right: 2, left: 1 },
        prescriptionValues: { right: { sphere: -1.25 }, left: { sphere: -0.75 } },
        subscription: true,
        subscriptionDefinition: { subscriptionInterval: '3_months' },
      },
    });
    expect(line?.price.unit.withTax).toBe(cents(perPack));

    // The basket says it too: packs per eye, the subscription, and the values behind a toggle.
    await page.goto(shopUrl(baseURL, shop.code, '/basket/'));
    await hydrated(page);
    const card = page.locator(`[data-item-key="${line?.key}"]`);
    await expect(card.getByText('Rechts: 2 · Links: 1')).toBeVisible();
    await expect(card.getByText('Alle 3 Monate')).toBeVisible();
    await expect(card.locator('[data-slot="basket-line-reductions"]')).toHaveText(
      `Spar-Abo: −${formatPrice(3 * saving, shop)}`,
    );
    const toggle = card.getByRole('button', { name: 'Ihre Werte' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Each eye's row: its name, then its values (sphere first).
    await expect(card.getByRole('table', { name: 'Ihre Sehwerte' }).locator('tbody tr')).toContainText([
      'Rechts-1,25',
      'Links-0,75',
    ]);
    await expectAccessible(page);
  });
});

test.describe('§1 the saving subscription bought in it-ch', () => {
  const shop = getShopByCode('it-ch');

  test('a guest is asked to sign in; the customer orders, finds the subscription with its values in the account and reorders from the order', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A verified customer no other spec orders for; her address is kept from an earlier order.
    const email = 'giulia.bernasconi@example.com';
    const form = await openLensPage(page, baseURL, shop, 1280);
    await fillEye(form.getByRole('group', { name: 'Entrambi gli occhi' }), /^Potere \(SPH\)/, '-2.5');
    await form.getByRole('radio', { name: 'Consegna regolare con l’abbonamento risparmio' }).check();
    await form.getByLabel('Frequenza di consegna').selectOption('3');
    await form.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Aggiunto al carrello' }),
    ).toBeVisible();

    // A subscription lives in an account: no guest checkout, a note says why.
    await page.goto(shopUrl(baseURL, shop.code, '/basket/'));
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator('[data-slot="basket-needs-account"]')).toContainText('account');
    await expect(main.getByRole('link', { name: 'Ordina come ospite' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(shopUrl(baseURL, shop.code, '/checkout/'));
    await hydrated(page);
    const signInForm = page.getByRole('form', { name: 'Ho già un account cliente' });
    await signInForm.getByLabel('Indirizzo e-mail').fill(email);
    await signInForm.locator('input[name="password"]').fill(demoPassword);
    await signInForm.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await hydrated(page);
    await expect(main.getByRole('button', { name: 'Modifica indirizzo' })).toBeVisible();
    await main.getByRole('radiogroup', { name: 'Pagamento' }).getByRole('radio', { name: 'Fattura' }).click();
    await main.getByRole('checkbox', { name: /condizioni generali/ }).check();
    await main.getByRole('button', { name: 'Ordina con obbligo di pagamento' }).click();
    await expect(page).toHaveURL(/\/success\/\?cbd=/);

    // The order was the first delivery; the subscription runs in the account with what was ordered.
    await page.goto(shopUrl(baseURL, shop.code, '/account/subscriptions/'));
    await hydrated(page);
    const card = main
      .locator('[data-slot="subscription-card"]')
      .filter({ hasText: 'Destro: 1 · Sinistro: 1' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Attivo');
    await expect(card).toContainText('Ogni 3 mesi');
    await card.getByRole('link', { name: /Gestisci l’abbonamento \d+/ }).click();
    await expect(main.locator('[data-slot="subscription-lens-values"] tbody tr')).toContainText([
      'Destro-2,50',
      'Sinistro-2,50',
    ]);
    await expectAccessible(page);

    // The same lenses again from that order in two clicks: reorder, then the toast's way to the basket.
    await page.goto(shopUrl(baseURL, shop.code, '/account/orders/'));
    await hydrated(page);
    await main
      .locator('[data-slot="order-row"]')
      .first()
      .getByRole('link', { name: /^Vedi l’ordine/ })
      .click();
    const lensItem = main.locator('[data-slot="order-item"]').filter({ hasText: 'Destro: 1 · Sinistro: 1' });
    await expectAccessible(page);
    await lensItem.getByRole('button', { name: /^Riordina / }).click();
    await page.locator('[data-slot="toast"]').getByRole('link', { name: 'Vai al carrello' }).first().click();
    await expect(page).toHaveURL(/\/basket\/$/);
    const reordered = lensLine(await pageRpc<Basket>(page, shop, 'getBasket'));
    expect(reordered?.customData).toMatchObject({
      quantity: { right: 1, left: 1 },
      prescriptionValues: { right: { sphere: -2.5 }, left: { sphere: -2.5 } },
    });
    expect(reordered?.customData).not.toHaveProperty('subscription');
  });
});

test.describe('§3 contact lenses in it-ch on a phone, by keyboard alone', () => {
  const shop = getShopByCode('it-ch');

  test('one eye only: the other eye gets no packs and needs no values; the focus visible at every stop', async ({
    page,
    baseURL,
  }) => {
    const form = await openLensPage(page, baseURL, shop, 375);
    await tabTo(page, form.getByRole('switch', { name: 'Stessi parametri per entrambi gli occhi' }));
    await page.keyboard.press('Space');
    const right = form.getByRole('group', { name: 'Occhio destro' });
    const left = form.getByRole('group', { name: 'Occhio sinistro' });

    // The right eye's values, each select reached by Tab and chosen by typing what it shows.
    const sphere = right.getByLabel(/^Potere \(SPH\)/);
    await tabTo(page, sphere);
    await page.keyboard.type('-2,00');
    await expect(sphere).toHaveValue('-2');
    await chooseRestByKeyboard(page, right);
    // The left eye gets none.
    await tabTo(page, left.getByRole('button', { name: 'Una confezione in meno' }));
    await page.keyboard.press('Enter');
    await expect(left.getByRole('spinbutton')).toHaveValue('0');
    await expect(form.locator('[data-slot="contact-lens-prices"]')).toContainText(
      'Occhio sinistro, 0 confezioni',
    );
    await expectAccessible(page);

    await tabTo(page, form.getByRole('button', { name: 'Aggiungi al carrello' }));
    await page.keyboard.press('Enter');
    await expect(
      page
        .locator('[data-slot="toast"]')
        .filter({ hasText: /carrello/ })
        .first(),
    ).toBeVisible();
    const line = lensLine(await pageRpc<Basket>(page, shop, 'getBasket'));
    expect(line?.quantity).toBe(1);
    expect(line?.customData.quantity).toEqual({ right: 1, left: 0 });
    expect(line?.customData.prescriptionValues?.right.sphere).toBe(-2);
    expect(line?.customData.prescriptionValues?.left).toEqual({});
    expect(line?.customData).not.toHaveProperty('subscription');
  });
});

test.describe('§1 the saving subscription bought in fr-ch by keyboard alone', () => {
  const shop = getShopByCode('fr-ch');
  const t = shopTexts(shop);

  test('values, the subscription and its interval, the checkout and the order without a mouse; the subscription runs in the account', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // fr-ch's verified customer, signed in (a subscription lives in a verified account); no other
    // spec touches her basket or her subscriptions.
    await page.goto(shopUrl(baseURL, shop.code, '/'));
    await hydrated(page);
    await pageRpc(page, shop, 'signIn', { email: 'camille.favre@example.com', password: demoPassword });
    await pageRpc(page, shop, 'clearBasket');
    const before = await pageRpc<Subscription[]>(page, shop, 'getSubscriptions');
    const form = await openLensPage(page, baseURL, shop, 1280);
    const both = form.getByRole('group', { name: t('contactLens.bothEyes') });
    const sphere = both.getByLabel(new RegExp(`^${t('contactLens.fields.sphere').replace(/[()]/g, '\\$&')}`));
    await tabTo(page, sphere);
    await page.keyboard.type('-3,00');
    await expect(sphere).toHaveValue('-3');
    await chooseRestByKeyboard(page, both);

    // Tab enters the delivery choice at the chosen one; the arrow moves to the subscription, Space takes it.
    await tabTo(page, form.getByRole('radio', { name: t('contactLens.once') }));
    await page.keyboard.press('ArrowDown');
    const subscription = form.getByRole('radio', { name: t('contactLens.subscription') });
    await expect(subscription).toBeFocused();
    await page.keyboard.press('Space');
    await expect(subscription).toBeChecked();
    const interval = form.getByLabel(t('contactLens.interval'));
    await tabTo(page, interval);
    const firstInterval = await interval.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(interval).not.toHaveValue(firstInterval);
    const months = await interval.inputValue();
    await expectAccessible(page);
    await tabTo(page, form.getByRole('button', { name: t('product.addToBasket') }));
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => lensLine(await pageRpc<Basket>(page, shop, 'getBasket'))?.customData)
      .toMatchObject({
        subscription: true,
        subscriptionDefinition: { subscriptionInterval: `${months}_months` },
      });

    // Signed in, the popover's checkout leads straight to the checkout, her address kept from before.
    await keyboardToCheckout(page, t);
    await expect(page).toHaveURL(/\/checkout\/$/);
    await hydrated(page);
    await expect(
      page.getByRole('main').getByRole('button', { name: t('checkout.address.change') }),
    ).toBeVisible();
    await choosePaymentByKeyboard(page, t, 'accounting');
    await placeOrderByKeyboard(page, t, false);

    await page.goto(shopUrl(baseURL, shop.code, '/account/subscriptions/'));
    await hydrated(page);
    await expect(page.getByRole('main').locator('[data-slot="subscription-card"]')).toHaveCount(
      before.length + 1,
    );
  });
});
