import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  attributeLabel,
  getShopByCode,
  isZeroTariffFrame,
  prescriptionTypeItem,
  productSlug,
  productTypeOf,
  routePath,
} from '@lumen/domain';
import type { Basket, Product, ProductTile, ShopIdentity } from '@lumen/domain';
import { demoPassword, pageRpc, rpc, stockedVariant } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, hydrated, tabTo } from './page-checks.ts';
import {
  choosePaymentByKeyboard,
  continueAsGuestByKeyboard,
  keyboardToCheckout,
  placeOrderByKeyboard,
  typeAddressByKeyboard,
} from './keyboard-checkout.ts';
import { shopTexts } from './shop-texts.ts';

/*
 * §2 the prescription configurator on a prescription glasses page (the shop's newest, through the
 * product template), in a German shop at desktop width and an Italian-Swiss one on a phone. The
 * basket is read back through the api: the group must be what §3/§5 ask for.
 */

const configurator = '[data-slot="configurator"]';

/** A visitor of their own with consent answered, on a prescription glasses page at `width`. */
async function openProductPage(
  page: Page,
  baseURL: string | undefined,
  shop: ShopIdentity,
  width: number,
  path = '/p/rx-glasses-pdp/',
) {
  await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
  await page.context().addCookies([
    {
      name: 'lumen_consent',
      value: `v1|${shop.country === 'CH' ? 'DSGLPD' : 'GDPR'}|C0002:0|C0004:0`,
      url: shopUrl(baseURL, shop.code, '/'),
    },
  ]);
  await page.goto(shopUrl(baseURL, shop.code, path));
  await hydrated(page);
}

/** A photo of a paper prescription as an Italian optician writes one, rendered in the browser. */
async function photographPrescription(page: Page): Promise<Buffer> {
  const paper = await page.context().newPage();
  await paper.setViewportSize({ width: 820, height: 460 });
  await paper.setContent(`<body style="font: 20px sans-serif; padding: 28px; background: #fbf8f0">
    <h1 style="font-size: 24px">Prescrizione lenti oftalmiche</h1>
    <p style="font-size: 14px">Dott.ssa L. Rossi, oculista · Lugano</p>
    <table cellpadding="10" style="border-collapse: collapse">
      <tr><th></th><th>Sfera</th><th>Cilindro</th><th>Asse</th></tr>
      <tr><td>OD</td><td>-0,75</td><td>-0,50</td><td>90°</td></tr>
      <tr><td>OS</td><td>-0,50</td><td>-0,25</td><td>85°</td></tr>
    </table>
    <p>DP 63</p>
  </body>`);
  const photo = await paper.screenshot();
  await paper.close();
  return photo;
}

/** A frame variant with stock for a few pieces. */
const stocked = (variant: NonNullable<Product['variants']>[number]) =>
  variant.stock.isSellableWithoutStock || variant.stock.quantity >= 3;

/**
 * The first `count` frames of the shop's frame listing that `accept` takes and that have stock. The
 * attributes that decide (the tariff, the product type) are a product page's, not a card's: one
 * product after another.
 */
async function framesOfListing(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  count: number,
  accept: (product: Product) => boolean,
): Promise<Product[]> {
  const [category] = (
    await rpc<{ id: number }[]>(request, baseURL, shop, 'getCategoriesByPath', {
      path: ['brillen', 'brillenfassungen'],
    })
  ).slice(-1);
  const listing = await rpc<{ products: ProductTile[] }>(request, baseURL, shop, 'getProductsByCategory', {
    category: category!.id,
    perPage: 96,
  });
  const found: Product[] = [];
  for (const tile of listing.products) {
    const product = await rpc<Product>(request, baseURL, shop, 'getProductById', { id: tile.id });
    if (accept(product) && product.variants?.some(stocked)) found.push(product);
    if (found.length === count) break;
  }
  expect(found, 'frames of the listing').toHaveLength(count);
  return found;
}

/** A frame's product page, at a variant with stock. */
function framePath(shop: ShopIdentity, frame: Product): string {
  const slug = productSlug({ name: attributeLabel(frame.attributes, 'name')!, productId: frame.id });
  return `${routePath(shop, 'product', { slug })}?variant=${frame.variants!.find(stocked)!.id}`;
}

/** The dialog's step as the address names it, and its heading once it is shown. */
async function expectStep(page: Page, step: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]configure=${step}(&|$)`));
  await expect(
    page.locator(configurator).getByRole('heading', { level: 3, name: heading, exact: true }),
  ).toBeVisible();
}

async function choose(select: Locator, value: string) {
  await select.selectOption(value);
}

test.describe('§2 the prescription configurator in de-de', () => {
  const shop = getShopByCode('de-de');

  test('glasses with strong values: every step with its checks, the tier the values limit, reload, Back and Forward, one group into the basket, edited from there', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await openProductPage(page, baseURL, shop, 1280);
    const dialog = page.getByRole('dialog', { name: /^Gläser für / });
    const next = dialog.getByRole('button', { name: 'Weiter' });

    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await expectStep(page, 'prescription-type', 'Art der Brille');
    await expect(dialog.getByRole('navigation', { name: 'Schritte der Konfiguration' })).toBeVisible();
    await next.click();
    await expect(dialog).toContainText('Bitte wählen Sie, wie Sie die Brille bestellen möchten.');
    await expect(dialog.getByRole('radio', { name: 'Brille mit Sehstärke' })).toBeFocused();
    await expectAccessible(page, configurator);
    await dialog.getByRole('radio', { name: 'Brille mit Sehstärke' }).click();
    await next.click();

    await expectStep(page, 'prescription', 'Sehwerte angeben');
    // A visitor has no wallet: the choice says why.
    await expect(dialog.getByRole('radio', { name: 'Gespeicherten Brillenpass verwenden' })).toBeDisabled();
    // Signing in comes back to this step.
    await expect(
      dialog.getByRole('link', { name: 'Anmelden, um einen gespeicherten Brillenpass zu verwenden' }),
    ).toHaveAttribute('href', '/signin/?redirectUrl=%2Fp%2Frx-glasses-pdp%2F%3Fconfigure%3Dprescription');
    await dialog.getByRole('radio', { name: 'Werte eingeben' }).click();
    await next.click();

    await expectStep(page, 'prescription-values', 'Sehwerte');
    const right = dialog.getByRole('group', { name: 'Rechtes Auge (R)' });
    const left = dialog.getByRole('group', { name: 'Linkes Auge (L)' });
    await choose(right.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-2.75');
    await choose(right.getByRole('combobox', { name: 'Zylinder in Dioptrien' }), '-0.5');
    await next.click();
    // The domain's rules, at the field they concern: an axis to the cylinder, then the left sphere.
    await expect(right.getByRole('combobox', { name: 'Achse in Grad' })).toBeFocused();
    await expect(right).toContainText('Bitte geben Sie zum Zylinder auch die Achse an.');
    await choose(right.getByRole('combobox', { name: 'Achse in Grad' }), '90');
    await next.click();
    await expect(left).toContainText('Bitte geben Sie die Sphäre (SPH) an');
    await choose(left.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-2.25');
    await dialog.getByRole('checkbox', { name: 'Ich kenne nur die gesamte Pupillendistanz' }).check();
    await choose(dialog.getByRole('combobox', { name: 'Pupillendistanz gesamt (PD)' }), '63');
    await expectAccessible(page, configurator);
    await next.click();

    await expectStep(page, 'confirm-prescription-values', 'Werte prüfen');
    const table = dialog.getByRole('table', { name: 'Ihre Sehwerte' });
    await expect(table.getByRole('row', { name: /Rechts/ })).toContainText('-2,75');
    await expect(table.getByRole('row', { name: /Rechts/ })).toContainText('31,5');
    await next.click();
    await expect(dialog).toContainText('Bitte bestätigen Sie, dass die Werte stimmen.');
    await dialog.getByRole('checkbox', { name: /Ich habe die Werte geprüft/ }).check();
    await next.click();

    await expectStep(page, 'glass-type', 'Gläser');
    // Varifocal lenses need an addition; -2,75 needs the 1.67 tier, the thinner ones only.
    await expect(dialog.getByRole('radio', { name: 'Gleitsichtgläser' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Dünne Gläser 1,6', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Kunststoffgläser 1,5', exact: true })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Einstärkengläser' }).click();
    await dialog.getByRole('radio', { name: 'Extradünne Gläser 1,67', exact: true }).click();
    await expectAccessible(page, configurator);
    await next.click();

    await expectStep(page, 'extras', 'Extras');
    await dialog.getByRole('radio', { name: 'Blaulichtfilter' }).click();
    await expect(dialog).toContainText('Inklusive: Service-Paket');
    await next.click();

    await expectStep(page, 'summary', 'Übersicht');
    const summary = dialog.locator('[data-slot="configurator-summary"]');
    await expect(summary).toContainText('Einstärkengläser');
    await expect(summary).toContainText('Extradünne Gläser 1,67');
    await expect(summary).toContainText('Blaulichtfilter');
    const total = await dialog.locator('[data-slot="configurator-summary-total"]').innerText();
    await expectAccessible(page, configurator);

    // A reload keeps the step and every answer; Back and Forward walk the steps.
    await page.reload();
    await hydrated(page);
    await expectStep(page, 'summary', 'Übersicht');
    await expect(dialog.locator('[data-slot="configurator-summary-total"]')).toHaveText(total);
    for (const [step, heading] of [
      ['extras', 'Extras'],
      ['glass-type', 'Gläser'],
      ['confirm-prescription-values', 'Werte prüfen'],
    ] as const) {
      await page.goBack();
      await expectStep(page, step, heading);
    }
    await page.goForward();
    await expectStep(page, 'glass-type', 'Gläser');
    await expect(dialog.getByRole('radio', { name: 'Extradünne Gläser 1,67', exact: true })).toBeChecked();
    // A link to a later step than the answers reach lands on the furthest one they do.
    await dialog.getByRole('radio', { name: 'Extradünne Gläser 1,67', exact: true }).focus();
    await page.goto(page.url().replace(/configure=[\w-]+/, 'configure=summary'));
    await hydrated(page);
    await expectStep(page, 'summary', 'Übersicht');

    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'In den Warenkorb gelegt' }),
    ).toBeVisible();
    await expect(page.locator(configurator)).toHaveCount(0);
    await expect(page).not.toHaveURL(/configure=/);
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    const group = basket.items[0]!.itemGroup!;
    expect(basket.items.map((item) => [item.itemGroup?.id, item.itemGroup?.isMainItem])).toEqual([
      [group.id, true],
      [group.id, false],
      [group.id, false],
      [group.id, false],
      [group.id, false],
    ]);
    expect(basket.items[0]!.customData.prescriptionValues).toEqual({
      right: { sphere: -2.75, cylinder: -0.5, axis: 90, pd: 31.5 },
      left: { sphere: -2.25, pd: 31.5 },
    });
    expect(basket.items.slice(1).map((item) => item.customData.rxSubItemInfo?.masterKey)).toEqual([
      'rx_lens_types',
      'rx_lens_quality_index',
      'rx_tinting_types',
      'rx_services',
    ]);

    // Edit from the basket: the configurator opens at the values, and saves back into the group.
    await page.goto(shopUrl(baseURL, shop.code, '/basket/'));
    await hydrated(page);
    await page.getByRole('link', { name: /^Werte ändern: / }).click();
    await expectStep(page, 'prescription-values', 'Sehwerte');
    await expect(page).toHaveURL(new RegExp(`editGroup=${group.id}`));
    await expect(right.getByRole('combobox', { name: 'Sphäre in Dioptrien' })).toHaveValue('-2.75');
    await choose(right.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-3');
    await next.click();
    await expectStep(page, 'confirm-prescription-values', 'Werte prüfen');
    await dialog.getByRole('checkbox', { name: /Ich habe die Werte geprüft/ }).check();
    await next.click();
    await expectStep(page, 'glass-type', 'Gläser');
    await expect(dialog.getByRole('radio', { name: 'Extradünne Gläser 1,67', exact: true })).toBeChecked();
    await next.click();
    await expectStep(page, 'extras', 'Extras');
    await expect(dialog.getByRole('radio', { name: 'Blaulichtfilter' })).toBeChecked();
    await next.click();
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page).toHaveURL(/\/basket\/$/);
    await expect(
      page.locator('[data-slot="toast"]').filter({ hasText: 'Ihre Änderungen sind gespeichert' }),
    ).toBeVisible();
    const edited = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(edited.items).toHaveLength(5);
    expect(edited.items.every((item) => item.itemGroup?.id === group.id)).toBe(true);
    expect(edited.items.find((item) => item.itemGroup?.isMainItem)?.customData.prescriptionValues).toEqual({
      right: { sphere: -3, cylinder: -0.5, axis: 90, pd: 31.5 },
      left: { sphere: -2.25, pd: 31.5 },
    });
  });
});

test.describe('§2 the prescription configurator in de-de: values the online lab cannot make', () => {
  const shop = getShopByCode('de-de');

  test('a sphere beyond −10 leads to a branch instead of a dead end', async ({ page, baseURL }) => {
    await openProductPage(page, baseURL, shop, 375);
    const dialog = page.getByRole('dialog', { name: /^Gläser für / });
    const next = dialog.getByRole('button', { name: 'Weiter' });
    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await dialog.getByRole('radio', { name: 'Brille mit Sehstärke' }).click();
    await next.click();
    await dialog.getByRole('radio', { name: 'Werte eingeben' }).click();
    await next.click();
    for (const [eye, sphere, pd] of [
      ['Rechtes Auge (R)', '-12', '32'],
      ['Linkes Auge (L)', '-11.5', '32'],
    ] as const) {
      const group = dialog.getByRole('group', { name: eye });
      await choose(group.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), sphere);
      await choose(group.getByRole('combobox', { name: 'Pupillendistanz in Millimetern' }), pd);
    }
    await next.click();
    await dialog.getByRole('checkbox', { name: /Ich habe die Werte geprüft/ }).check();
    await next.click();
    await expectStep(page, 'glass-type', 'Gläser');
    const alert = dialog.locator('[data-slot="configurator-no-tier"]');
    await expect(alert).toContainText('online nicht fertigen');
    await expect(alert.getByRole('link', { name: 'Filiale finden' })).toHaveAttribute(
      'href',
      '/niederlassungen/',
    );
    await expect(next).toHaveCount(0);
    await expectAccessible(page, configurator);
  });
});

test.describe('§2 the prescription configurator in de-de, by keyboard alone', () => {
  const shop = getShopByCode('de-de');

  test('from the product page through the checkout to the order without a mouse, the focus visible at every stop', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await openProductPage(page, baseURL, shop, 1280);
    const dialog = page.getByRole('dialog', { name: /^Gläser für / });
    const next = dialog.getByRole('button', { name: 'Weiter' });
    /** Tabs to the next button and presses Enter; the next step's heading takes the focus. */
    async function goOn(step: string, heading: string) {
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expectStep(page, step, heading);
      await expect(dialog.getByRole('heading', { level: 3, name: heading, exact: true })).toBeFocused();
      await expectAccessible(page, configurator);
    }
    /** A select reached by Tab, its option typed as the shopper reads it (the browser's typeahead). */
    async function typeInto(select: Locator, text: string, value: string) {
      await tabTo(page, select);
      await page.keyboard.type(text);
      await expect(select).toHaveValue(value);
    }

    await tabTo(page, page.getByRole('button', { name: 'Gläser auswählen' }));
    await page.keyboard.press('Enter');
    await expectStep(page, 'prescription-type', 'Art der Brille');
    await tabTo(page, dialog.getByRole('radio', { name: 'Brille mit Sehstärke' }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Brille mit Sehstärke' })).toBeChecked();
    await goOn('prescription', 'Sehwerte angeben');

    await tabTo(page, dialog.getByRole('radio', { name: 'Werte eingeben' }));
    await page.keyboard.press('Space');
    await goOn('prescription-values', 'Sehwerte');

    const right = dialog.getByRole('group', { name: 'Rechtes Auge (R)' });
    const left = dialog.getByRole('group', { name: 'Linkes Auge (L)' });
    await typeInto(right.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-1,25', '-1.25');
    await typeInto(right.getByRole('combobox', { name: 'Pupillendistanz in Millimetern' }), '32,0', '32');
    await typeInto(left.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-1,00', '-1');
    await typeInto(left.getByRole('combobox', { name: 'Pupillendistanz in Millimetern' }), '31,5', '31.5');
    await goOn('confirm-prescription-values', 'Werte prüfen');

    await tabTo(page, dialog.getByRole('checkbox', { name: /Ich habe die Werte geprüft/ }));
    await page.keyboard.press('Space');
    await goOn('glass-type', 'Gläser');

    // Tab enters each group at its first choice; Space takes it.
    await tabTo(page, dialog.getByRole('radio', { name: 'Einstärkengläser' }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('radio', { name: 'Dünne Gläser 1,6', exact: true }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Dünne Gläser 1,6', exact: true })).toBeChecked();
    await goOn('extras', 'Extras');

    await tabTo(page, dialog.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await goOn('summary', 'Übersicht');

    await tabTo(page, dialog.getByRole('button', { name: 'In den Warenkorb' }));
    await page.keyboard.press('Enter');
    await expect(page.locator(configurator)).toHaveCount(0);
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items).toHaveLength(5);
    expect(basket.items[0]!.customData.prescriptionValues?.right).toEqual({ sphere: -1.25, pd: 32 });

    // On through the checkout as a guest, still by keyboard alone: the glasses are ordered whole.
    const t = shopTexts(shop);
    await keyboardToCheckout(page, t);
    await continueAsGuestByKeyboard(page, t, `brille-${Date.now()}@example.com`);
    await typeAddressByKeyboard(page, t, {
      firstName: 'Jana',
      lastName: 'Vogel',
      street: 'Neuer Wall',
      houseNumber: '7',
      zipCode: '20354',
      city: 'Hamburg',
    });
    await choosePaymentByKeyboard(page, t, 'ratepay_invoice');
    await placeOrderByKeyboard(page, t, true);
    await expect(page.getByRole('main').locator('[data-slot="order-item"]')).toHaveCount(basket.items.length);
  });
});

test.describe('§2 the prescription configurator in it-ch, on a phone', () => {
  const shop = getShopByCode('it-ch');

  test('Escape asks before forgetting; the frame alone goes into the basket; an eye test leads to the branches', async ({
    page,
    baseURL,
  }) => {
    await openProductPage(page, baseURL, shop, 375);
    const dialog = page.getByRole('dialog', { name: /^Lenti per / });

    await page.getByRole('button', { name: 'Scegli le lenti' }).click();
    await expectStep(page, 'prescription-type', 'Tipo di occhiali');
    await expect(dialog).toContainText('Passaggio 1 di 7');
    await dialog.getByRole('radio', { name: 'Esame della vista in negozio' }).click();
    await expect(
      dialog.getByRole('link', { name: 'Trova un negozio per l’esame della vista' }),
    ).toHaveAttribute('href', /^\/filiali\/\?service=GL$/);
    await expect(dialog.getByRole('button', { name: 'Continua' })).toHaveCount(0);
    await expectAccessible(page, configurator);

    // Escape asks; keeping goes on where it was, discarding closes and forgets.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Abbandonare la configurazione?' });
    await ask.getByRole('button', { name: 'Continua la configurazione' }).click();
    await expect(ask).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Esame della vista in negozio' })).toBeChecked();
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Abbandona' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);
    await expect(page).not.toHaveURL(/configure=/);

    await page.getByRole('button', { name: 'Scegli le lenti' }).click();
    await expect(dialog.getByRole('radio', { name: 'Esame della vista in negozio' })).not.toBeChecked();
    // §5 home try-on: the Swiss shops do not send frames to try on.
    await expect(dialog.getByRole('radio', { name: 'Prima provali a casa' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Solo la montatura' }).click();
    await expect(dialog).toContainText('Passaggio 1 di 2');
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await expectStep(page, 'summary', 'Riepilogo');
    await expect(dialog).toContainText('lenti dimostrative');
    await expectAccessible(page, configurator);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]!.customData).toMatchObject({ frameOrder: true });
    expect(basket.items[0]!.customData.configurationItems?.[0]).toMatchObject({
      masterKey: 'prescription-type',
      referenceKey: 'type_none',
      value: 'Solo la montatura',
    });
  });
});

test.describe('§2 the prescription configurator in it-ch, a customer on a phone', () => {
  const shop = getShopByCode('it-ch');

  test('glasses from a prescription kept in the wallet: varifocal with its addition, the tier the values need, axe on every step', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await openProductPage(page, baseURL, shop, 375);
    await pageRpc(page, shop, 'register', {
      firstName: 'Chiara',
      lastName: 'Lurati',
      email: `configuratore-${Date.now()}@example.com`,
      password: demoPassword,
      acceptedTerms: true,
    });
    await pageRpc(page, shop, 'savePrescription', {
      name: 'Occhiali da lettura',
      values: {
        right: { sphere: 1.5, addition: 2, pd: 32 },
        left: { sphere: 1.75, addition: 2, pd: 31.5 },
      },
    });
    await page.reload();
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: /^Lenti per / });
    const next = dialog.getByRole('button', { name: 'Continua' });
    async function goOn(step: string, heading: string) {
      await next.click();
      await expectStep(page, step, heading);
      await expectAccessible(page, configurator);
    }

    await page.getByRole('button', { name: 'Scegli le lenti' }).click();
    await expectStep(page, 'prescription-type', 'Tipo di occhiali');
    await dialog.getByRole('radio', { name: 'Occhiali graduati' }).click();
    await goOn('prescription', 'Indica i valori visivi');
    await dialog.getByRole('radio', { name: 'Usa una prescrizione salvata' }).click();
    await expect(dialog.getByRole('radio', { name: 'Occhiali da lettura' })).toBeChecked();
    await expectAccessible(page, configurator);
    await goOn('prescription-values', 'Valori visivi');
    const right = dialog.getByRole('group', { name: 'Occhio destro (OD)' });
    await expect(right.getByRole('combobox', { name: 'Sfera in diottrie' })).toHaveValue('1.5');
    await goOn('confirm-prescription-values', 'Controlla i valori');
    await expect(dialog.getByRole('table')).toContainText('+1,75');
    await dialog.getByRole('checkbox', { name: /Ho controllato i valori/ }).check();
    await goOn('glass-type', 'Lenti');
    // Both eyes have an addition: varifocal lenses may be chosen; +1,75 needs at least 1.6.
    await dialog.getByRole('radio', { name: 'Lenti progressive' }).click();
    await expect(dialog.getByRole('radio', { name: 'Lenti organiche 1,5', exact: true })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Lenti assottigliate 1,6', exact: true }).click();
    await expectAccessible(page, configurator);
    await goOn('extras', 'Extra');
    await dialog.getByRole('radio', { name: 'Filtro luce blu' }).click();
    await goOn('summary', 'Riepilogo');
    await expect(dialog.locator('[data-slot="configurator-summary-total"]')).toContainText('CHF');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items).toHaveLength(5);
    expect(basket.items[0]!.customData.prescriptionValues?.left).toEqual({
      sphere: 1.75,
      addition: 2,
      pd: 31.5,
    });
  });
});

test.describe('§2 the prescription configurator in it-ch: a rimless frame, the values read from a photo', () => {
  const shop = getShopByCode('it-ch');

  test('the photo is read on the device and checked; weak values on a rimless frame are offered no 1.5 lens (§5)', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const frame = await stockedVariant(request, baseURL!, shop, { slug: 'rimType', value: 'rimless' });
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'GET') uploads.push(sent.url());
    });
    await openProductPage(page, baseURL, shop, 1280, frame.path);
    const dialog = page.getByRole('dialog', { name: /^Lenti per / });
    const next = dialog.getByRole('button', { name: 'Continua' });
    async function goOn(step: string, heading: string) {
      await next.click();
      await expectStep(page, step, heading);
    }

    await page.getByRole('button', { name: 'Scegli le lenti' }).click();
    await dialog.getByRole('radio', { name: 'Occhiali graduati' }).click();
    await goOn('prescription', 'Indica i valori visivi');
    await dialog.getByRole('radio', { name: 'Foto della prescrizione' }).click();
    await expect(dialog).toContainText(
      'La foto viene letta solo sul tuo dispositivo e non ci viene inviata.',
    );
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Scegli una foto' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'prescrizione.png',
      mimeType: 'image/png',
      buffer: await photographPrescription(page),
    });
    await expect(dialog.getByRole('status').filter({ hasText: 'Abbiamo letto' })).toHaveText(
      'Abbiamo letto 8 valori. Controllali uno per uno nel passaggio successivo confrontandoli con la foto.',
      { timeout: 30_000 },
    );
    await expect(dialog.getByRole('img', { name: 'Foto della tua prescrizione' })).toBeVisible();
    await expectAccessible(page, configurator);

    // The values as read, beside the photo, to be checked and confirmed.
    await goOn('prescription-values', 'Valori visivi');
    await expect(dialog.getByRole('img', { name: 'Foto della tua prescrizione' })).toBeVisible();
    const right = dialog.getByRole('group', { name: 'Occhio destro (OD)' });
    const left = dialog.getByRole('group', { name: 'Occhio sinistro (OS)' });
    await expect(right.getByRole('combobox', { name: 'Sfera in diottrie' })).toHaveValue('-0.75');
    await expect(right.getByRole('combobox', { name: 'Asse in gradi' })).toHaveValue('90');
    await expect(left.getByRole('combobox', { name: 'Cilindro in diottrie' })).toHaveValue('-0.25');
    await expectAccessible(page, configurator);
    await goOn('confirm-prescription-values', 'Controlla i valori');
    await expect(dialog.getByRole('table').getByRole('row', { name: /Destro/ })).toContainText('31,5');
    await dialog.getByRole('checkbox', { name: /Ho controllato i valori/ }).check();

    // -0,75 alone would allow 1.5; the rimless frame drops it (§5).
    await goOn('glass-type', 'Lenti');
    await dialog.getByRole('radio', { name: 'Lenti monofocali' }).click();
    await expect(dialog.getByRole('radio', { name: 'Lenti organiche 1,5', exact: true })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Lenti assottigliate 1,6', exact: true }).click();
    await expectAccessible(page, configurator);
    await goOn('extras', 'Extra');
    await dialog.getByRole('radio', { name: 'Filtro luce blu' }).click();
    await goOn('summary', 'Riepilogo');
    await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);

    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items).toHaveLength(5);
    expect(basket.items[0]!.customData.prescriptionValues).toEqual({
      right: { sphere: -0.75, cylinder: -0.5, axis: 90, pd: 31.5 },
      left: { sphere: -0.5, cylinder: -0.25, axis: 85, pd: 31.5 },
    });
    const quality = basket.items.find(
      (item) => item.customData.rxSubItemInfo?.masterKey === 'rx_lens_quality_index',
    );
    expect(attributeLabel(quality!.product.attributes, 'name')).toBe('Lenti assottigliate 1,6');
    // The photo stayed in the browser: nothing but the basket's own calls was sent.
    expect(uploads.every((url) => url.includes('/api/rpc/'))).toBe(true);
  });
});

test.describe('§3 zero-cost frames in de-de', () => {
  const shop = getShopByCode('de-de');

  test('a zero-tariff frame says so, costs nothing in the glasses and in the basket, and its price alone', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const [frame] = await framesOfListing(request, baseURL!, shop, 1, isZeroTariffFrame);
    await openProductPage(page, baseURL, shop, 375, framePath(shop, frame!));
    await expect(page.locator('[data-slot="zero-cost-frame"]')).toHaveText(
      'Nulltarif-Fassung: Mit Ihren Gläsern kostet diese Fassung nichts, Sie zahlen nur die Gläser.',
    );
    const dialog = page.getByRole('dialog', { name: /^Gläser für / });
    const next = dialog.getByRole('button', { name: 'Weiter' });

    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await dialog.getByRole('radio', { name: 'Brille mit Sehstärke' }).click();
    await next.click();
    await dialog.getByRole('radio', { name: 'Werte eingeben' }).click();
    await next.click();
    for (const eye of ['Rechtes Auge (R)', 'Linkes Auge (L)']) {
      const group = dialog.getByRole('group', { name: eye });
      await choose(group.getByRole('combobox', { name: 'Sphäre in Dioptrien' }), '-1');
      await choose(group.getByRole('combobox', { name: 'Pupillendistanz in Millimetern' }), '32');
    }
    await next.click();
    await dialog.getByRole('checkbox', { name: /Ich habe die Werte geprüft/ }).check();
    await next.click();
    await expectStep(page, 'glass-type', 'Gläser');
    await dialog.getByRole('radio', { name: 'Einstärkengläser' }).click();
    // 1.6: a zero-tariff frame may be rimless, which takes no 1.5 lens (§5).
    await dialog.getByRole('radio', { name: 'Dünne Gläser 1,6', exact: true }).click();
    await next.click();
    await dialog.getByRole('radio', { name: 'Blaulichtfilter' }).click();
    await next.click();
    await expectStep(page, 'summary', 'Übersicht');
    const summary = dialog.locator('[data-slot="configurator-summary"]');
    await expect(summary).toContainText('Nulltarif: mit Ihren Gläsern kostenlos');
    await expect(summary).toContainText('0,00 €');
    await expectAccessible(page, configurator);
    const total = await dialog.locator('[data-slot="configurator-summary-total"]').innerText();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);

    // The basket prices it alike: the lenses only; the same frame alone costs its price.
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    expect(basket.items[0]!.price.total.withTax).toBe(0);
    expect(total.replace(/\s/g, ' ')).toContain(
      new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(basket.cost.withTax / 100),
    );
    const alone = await pageRpc<Basket>(page, shop, 'addItemToBasket', {
      variantId: frame!.variants![0]!.id,
    });
    const lone = alone.items.find((item) => !item.itemGroup);
    expect(lone!.price.total.withTax).toBe(frame!.variants![0]!.price.withTax);
  });
});

test.describe('§5 home try-on in de-de', () => {
  const shop = getShopByCode('de-de');

  test('a prescription frame goes out to try on for nothing, at most four at once', async ({
    page,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const frames = await framesOfListing(
      request,
      baseURL!,
      shop,
      4,
      (product) => productTypeOf(product) === 'correctional-glasses' && !isZeroTariffFrame(product),
    );
    await openProductPage(page, baseURL, shop, 1280, framePath(shop, frames[0]!));
    const dialog = page.getByRole('dialog', { name: /^Gläser für / });
    const next = dialog.getByRole('button', { name: 'Weiter' });

    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await dialog.getByRole('radio', { name: 'Erst zu Hause anprobieren' }).click();
    await expect(dialog).toContainText('Schritt 1 von 2');
    await expect(dialog.locator('[data-slot="home-try-on"]')).toHaveText(
      'Kostenlos zur Anprobe: Sie probieren bis zu 4 Fassungen 7 Tage lang zu Hause an und schicken sie danach zurück. Ihre Brille mit Gläsern bestellen Sie anschließend hier oder in einer Filiale.',
    );
    await expectAccessible(page, configurator);
    await next.click();
    await expectStep(page, 'summary', 'Übersicht');
    const summary = dialog.locator('[data-slot="configurator-summary"]');
    await expect(summary).toContainText('Zur Anprobe kostenlos, zurück innerhalb von 7 Tagen');
    await expect(dialog.locator('[data-slot="configurator-summary-total"]')).toHaveText('0,00 €');
    await expectAccessible(page, configurator);
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.locator(configurator)).toHaveCount(0);

    // The basket lends the frame: its price taken off by the shop's home try-on reduction.
    const basket = await pageRpc<Basket>(page, shop, 'getBasket');
    const [lent] = basket.items;
    expect(lent!.price.total.withTax).toBe(0);
    expect(lent!.customData.configurationItems?.[0]).toMatchObject({ referenceKey: 'home_try_on' });
    expect(lent!.price.total.appliedReductions.at(-1)).toMatchObject({ code: 'home_try_on' });
    await page.goto(shopUrl(baseURL, shop.code, routePath(shop, 'basket')));
    await hydrated(page);
    await expect(page.locator('[data-slot="basket-line-reductions"]').first()).toContainText(
      /Anprobe zu Hause: −\d+,\d{2}\s€/,
    );

    // Three more fill the four the shop sends at once: the choice is not offered again, and why.
    for (const frame of frames.slice(1)) {
      await pageRpc<Basket>(page, shop, 'addItemsToBasket', {
        items: [
          {
            variantId: frame.variants!.find(stocked)!.id,
            quantity: 1,
            customData: {
              frameOrder: true,
              configurationItems: [prescriptionTypeItem('home_try_on')],
            },
          },
        ],
      });
    }
    await page.goto(shopUrl(baseURL, shop.code, framePath(shop, frames[0]!)));
    await hydrated(page);
    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await expect(dialog.getByRole('radio', { name: 'Nur die Fassung' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Erst zu Hause anprobieren' })).toHaveCount(0);
    await expect(dialog.locator('[data-slot="home-try-on-full"]')).toHaveText(
      'Sie haben schon 4 Fassungen zur Anprobe im Warenkorb; mehr schicken wir nicht auf einmal.',
    );
  });
});
