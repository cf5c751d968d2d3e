import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { attributeLabel, formatPrice, getShopByCode } from '@lumen/domain';
import type { Basket, Shop, ShopIdentity } from '@lumen/domain';
import { listedVariant, rpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

const shops = [
  {
    code: 'de-de',
    basket: 'Warenkorb',
    countOfOne: '1 Artikel im Warenkorb',
    close: 'Schließen',
    quantity: 'Menge',
    checkout: 'Zur Kasse',
    basketLink: 'Zum Warenkorb',
    empty: 'Ihr Warenkorb ist leer.',
  },
  {
    code: 'fr-ch',
    basket: 'Panier',
    countOfOne: '1 article dans le panier',
    close: 'Fermer',
    quantity: 'Quantité',
    checkout: 'Passer la commande',
    basketLink: 'Voir le panier',
    empty: 'Votre panier est vide.',
  },
] as const;

/** A variant of the shop's first listing that §4 lets a shopper buy now. */
async function sellableVariantId(request: APIRequestContext, baseURL: string, shop: ShopIdentity) {
  return (await listedVariant(request, baseURL, shop, () => true)).id;
}

/** Puts one piece of a variant into this browser's basket, as the shop's own pages do (same origin, its session). */
async function addToBasket(page: Page, shop: ShopIdentity, variantId: number): Promise<Basket> {
  return page.evaluate(
    async ({ shopId, variantId: id }) => {
      const response = await fetch('/api/rpc/addItemToBasket', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-id': String(shopId) },
        body: JSON.stringify({ payload: { variantId: id, quantity: 1 } }),
      });
      if (!response.ok) throw new Error(`addItemToBasket answered ${response.status}`);
      return (await response.json()) as Basket;
    },
    { shopId: shop.shopId, variantId },
  );
}

async function openShop(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The open popover passes axe, together with the header icons around its button. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-slot="header-icons"]')
    .include('[data-slot="basket-popover-content"]')
    .withTags(wcagTags)
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const texts of shops) {
  const shop = getShopByCode(texts.code);

  test.describe(`§2 basket popover of ${texts.code}`, () => {
    test('a new visitor opens it by click and by Enter and reads the empty text', async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openShop(page, shopUrl(baseURL, texts.code));
      // An empty basket has no badge: the button's name is the basket's alone.
      const trigger = page.getByRole('button', { name: texts.basket, exact: true });

      await trigger.click();
      const dialog = page.getByRole('dialog', { name: texts.basket });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(texts.empty)).toBeVisible();
      await expect(dialog.getByRole('article')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: texts.checkout })).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: texts.basketLink })).toHaveAttribute('href', '/basket/');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: texts.close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      // The mouse leaves, so that only the keyboard opens it now.
      await page.mouse.move(0, 600);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: texts.close })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('an item in the basket shows as a card, with the checkout and the basket link', async ({
      page,
      baseURL,
      request,
    }) => {
      const variantId = await sellableVariantId(request, baseURL!, shop);
      const configuration = await rpc<Shop>(request, baseURL!, shop, 'getShopConfiguration');
      await page.setViewportSize({ width: 1280, height: 900 });
      await openShop(page, shopUrl(baseURL, texts.code));
      const basket = await addToBasket(page, shop, variantId);
      const item = basket.items[0]!;
      const brand = attributeLabel(item.product.attributes, 'brand')!;
      const name = attributeLabel(item.product.attributes, 'name')!;
      await openShop(page, shopUrl(baseURL, texts.code));

      const trigger = page.getByRole('button', { name: `${texts.basket} ${texts.countOfOne}` });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: texts.basket });
      const card = dialog.getByRole('article');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(brand);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/p\/[a-z0-9-]+-\d+\/$/);
      await expect(card).toContainText(`${texts.quantity}1`);
      // The shop's price format: fr-ch writes CHF first, as every Swiss shop does (its intlLocaleOverwrite).
      await expect(card).toContainText(formatPrice(item.price.total.withTax, configuration));
      await expect(dialog.getByRole('link', { name: texts.checkout })).toHaveAttribute('href', '/checkout/');
      await expect(dialog.getByRole('link', { name: texts.basketLink })).toHaveAttribute('href', '/basket/');
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('on a phone it shows the actions only', async ({ page, baseURL, request }) => {
      const variantId = await sellableVariantId(request, baseURL!, shop);
      await page.setViewportSize({ width: 375, height: 800 });
      await openShop(page, shopUrl(baseURL, texts.code));
      await addToBasket(page, shop, variantId);
      await openShop(page, shopUrl(baseURL, texts.code));

      await page.getByRole('button', { name: `${texts.basket} ${texts.countOfOne}` }).click();
      const dialog = page.getByRole('dialog', { name: texts.basket });
      await expect(dialog.getByRole('link', { name: texts.checkout })).toBeVisible();
      await expect(dialog.getByRole('link', { name: texts.basketLink })).toBeVisible();
      await expect(dialog.getByRole('article')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: texts.close })).toHaveCount(0);
      await expect(dialog.getByText(texts.empty)).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}

test('the basket button with its count comes with the server’s HTML, before hydration', async ({
  page,
  baseURL,
  request,
}) => {
  const shop = getShopByCode('de-de');
  const variantId = await sellableVariantId(request, baseURL!, shop);
  await openShop(page, shopUrl(baseURL, 'de-de'));
  await addToBasket(page, shop, variantId);

  // Without the bundle the page never hydrates: what shows is the server's HTML alone. A new tab of
  // the same visitor: the hydrated page would reload itself when its next chunk fails to load.
  const serverOnly = await page.context().newPage();
  await serverOnly.route('**/*.js', (route) => route.abort());
  await serverOnly.goto(shopUrl(baseURL, 'de-de'));
  const trigger = serverOnly.getByRole('button', { name: 'Warenkorb 1 Artikel im Warenkorb' });
  await expect(trigger).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(serverOnly.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});
