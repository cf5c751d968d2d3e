import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, getShopByCode, prescriptionTypeItem } from '@lumen/domain';
import type { Basket, LensData, Shop, ShopIdentity } from '@lumen/domain';
import { listedVariant, lowStockVariant, pageRpc, rpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible } from './page-checks.ts';

/** The texts the shopper reads, per shop, and the seeded welcome code of the shop (api/src/seed). */
const shops = [
  {
    code: 'de-de',
    title: 'Warenkorb',
    empty: 'Ihr Warenkorb ist leer',
    items: 'Artikel im Warenkorb',
    increment: 'Menge erhöhen',
    remove: 'Entfernen',
    voucherLabel: 'Gutscheincode',
    unknownVoucher: 'Diesen Gutscheincode kennen wir nicht.',
    voucher: 'WILLKOMMEN10',
    voucherLine: 'Gutschein WILLKOMMEN10',
    removeVoucher: 'Gutschein WILLKOMMEN10 entfernen',
    total: 'Gesamtsumme',
    signIn: 'Anmelden und bestellen',
    guest: 'Als Gast bestellen',
    groupTitle: 'Bitte entfernen Sie diesen Artikel',
    incomplete: 'Die Konfiguration ist unvollständig',
    addToBasket: 'In den Warenkorb',
    moveToWishlist: 'Auf den Merkzettel',
    moved: 'Auf den Merkzettel gelegt',
    tooManyRequests: 'Zu viele Anfragen in kurzer Zeit',
    reduced: 'Dieser Artikel ist nur in geringerer Menge verfügbar',
    // The glasses case: one piece worth 99 € or more (api/src/seed/catalog/marketing.ts).
    gift: {
      minimum: 12_000,
      pieces: 1,
      choice: /als Geschenk wählen$/,
      won: 'Ihr Geschenk liegt im Warenkorb.',
    },
  },
  {
    code: 'fr-ch',
    title: 'Panier',
    empty: 'Votre panier est vide',
    items: 'Articles du panier',
    increment: 'Augmenter la quantité',
    remove: 'Retirer',
    voucherLabel: 'Code du bon',
    unknownVoucher: 'Ce code est inconnu.',
    voucher: 'BIENVENUE10',
    voucherLine: 'Bon BIENVENUE10',
    removeVoucher: 'Retirer le bon BIENVENUE10',
    total: 'Total',
    signIn: 'Se connecter et commander',
    guest: 'Commander sans compte',
    groupTitle: 'Article à retirer du panier',
    incomplete: 'la configuration est incomplète',
    addToBasket: 'Ajouter au panier',
    moveToWishlist: 'Déplacer dans les favoris',
    moved: 'Déplacé dans les favoris',
    tooManyRequests: 'Trop de demandes en peu de temps',
    reduced: 'Cet article n’est disponible qu’en quantité réduite',
    // The travel solution, the gift of Swiss shops: two pieces of anything.
    gift: { minimum: 5000, pieces: 2, choice: /^Choisir en cadeau/, won: 'Votre cadeau est dans le panier.' },
  },
] as const;

/** A variant worth at least `minimum` cents (the welcome code's 50 by default) with pieces to spare. */
function sellableVariant(request: APIRequestContext, baseURL: string, shop: ShopIdentity, minimum = 5000) {
  return listedVariant(
    request,
    baseURL,
    shop,
    (product, variant) =>
      (product.priceRange?.min.withTax ?? 0) >= minimum &&
      (variant.stock.isSellableWithoutStock || variant.stock.quantity >= 3),
  );
}

/** Puts a variant into this browser's basket, as the shop's own pages do (same origin, its session). */
async function addToBasket(page: Page, shop: ShopIdentity, variantId: number, quantity = 1): Promise<Basket> {
  return page.evaluate(
    async ({ shopId, variantId: id, pieces }) => {
      const response = await fetch('/api/rpc/addItemToBasket', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-id': String(shopId) },
        body: JSON.stringify({ payload: { variantId: id, quantity: pieces } }),
      });
      if (!response.ok) throw new Error(`addItemToBasket answered ${response.status}`);
      return (await response.json()) as Basket;
    },
    { shopId: shop.shopId, variantId, pieces: quantity },
  );
}

/** A frame configured as prescription glasses (§5 type_ei with values) but without its four lens parts. */
/**
 * Prescription glasses whose group lost a part: the configurator's complete group, but the service's
 * variant is one the catalogue no longer sells, so the backend takes the other four (the api only
 * refuses a group sent incomplete).
 */
async function addIncompleteRxGroup(page: Page, shop: ShopIdentity, variantId: number): Promise<void> {
  const lenses = await pageRpc<LensData>(page, shop, 'getRxProducts');
  const firstVariant = (products: LensData['rxLensTypes']) => products[0]!.variants![0]!.id;
  const group = (isMainItem: boolean) => ({ id: 'rx-e2e', isMainItem, isRequired: true });
  const subItem = (id: number, masterKey: string) => ({
    variantId: id,
    itemGroup: group(false),
    customData: { rxSubItemInfo: { masterKey }, hideSubItem: true },
  });
  await pageRpc(page, shop, 'addItemsToBasket', {
    items: [
      {
        variantId,
        itemGroup: group(true),
        customData: {
          configurationItems: [prescriptionTypeItem('type_ei')],
          prescriptionValues: { left: { sphere: -1.25 }, right: { sphere: -1 } },
        },
      },
      subItem(firstVariant(lenses.rxLensTypes), 'rx_lens_types'),
      subItem(firstVariant(lenses.rxLensQualityIndex), 'rx_lens_quality_index'),
      subItem(firstVariant(lenses.rxTintingTypes), 'rx_tinting_types'),
      subItem(9_999_999_999, 'rx_services'),
    ],
  });
}

async function openBasket(page: Page, baseURL: string | undefined, code: string) {
  await page.goto(shopUrl(baseURL, code, '/basket/'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Moves the keyboard focus to a control, as Tab would land on it, and checks it holds it. */
async function focusByKeyboard(target: ReturnType<Page['locator']>) {
  await target.focus();
  await expect(target).toBeFocused();
}

for (const texts of shops) {
  const shop = getShopByCode(texts.code);

  test.describe(`§2 basket page of ${texts.code}`, () => {
    // Whole pages with axe at two widths on a shared two-core machine.
    test.slow();

    test('an empty basket says so and offers the fallback content, axe-clean at 375 and 1280 px', async ({
      page,
      baseURL,
    }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await openBasket(page, baseURL, texts.code);
        await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
        await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
        await expect(page.locator('[data-slot="basket-empty"]').getByRole('link').first()).toBeVisible();
        await expectAccessible(page);
      }
    });

    test('by keyboard: change the quantity, apply and remove a voucher, remove the item (§2, §8)', async ({
      page,
      baseURL,
      request,
    }) => {
      const variant = await sellableVariant(request, baseURL!, shop);
      const configuration = await rpc<Shop>(request, baseURL!, shop, 'getShopConfiguration');
      await page.setViewportSize({ width: 1280, height: 900 });
      await openBasket(page, baseURL, texts.code);
      await addToBasket(page, shop, variant.id);
      await openBasket(page, baseURL, texts.code);

      const list = page.getByRole('list', { name: texts.items });
      const article = list.getByRole('article');
      await expect(article).toHaveCount(1);
      await expect(article).toContainText(formatPrice(variant.price, configuration));
      await expect(page.getByRole('link', { name: texts.signIn })).toHaveAttribute(
        'href',
        '/signin/?redirectUrl=%2Fcheckout%2F&showBasket=true',
      );
      await expect(page.getByRole('link', { name: texts.guest })).toHaveAttribute('href', '/checkout/');
      await expectAccessible(page);

      // Quantity: + by keyboard; the line and the badge follow, the live region says it.
      const increment = article.getByRole('button', { name: texts.increment });
      await focusByKeyboard(increment);
      await page.keyboard.press('Enter');
      await expect(article.getByRole('spinbutton')).toHaveValue('2');
      await expect(article).toContainText(formatPrice(variant.price * 2, configuration));
      await expect(page.locator('[data-slot="basket-live"]')).toContainText('2');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(list.getByRole('article').getByRole('spinbutton')).toHaveValue('2');

      // An unknown code is refused with its own message (§8: not found).
      const input = page.getByLabel(texts.voucherLabel);
      await focusByKeyboard(input);
      await page.keyboard.type('NOPE-0000');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-slot="basket-voucher"]')).toContainText(texts.unknownVoucher);
      await expectAccessible(page);

      // The seeded welcome code: the reduction shows in the totals, and it comes off again.
      await input.fill('');
      await page.keyboard.type(texts.voucher);
      await page.keyboard.press('Enter');
      const summary = page.locator('[data-slot="basket-summary"]');
      await expect(summary).toContainText(texts.voucherLine);
      const removeVoucher = page.getByRole('button', { name: texts.removeVoucher });
      await focusByKeyboard(removeVoucher);
      await page.keyboard.press('Enter');
      await expect(summary).not.toContainText(texts.voucherLine);

      // At 375 px the page is still whole and accessible.
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(summary.getByText(texts.total, { exact: true })).toBeVisible();
      await expectAccessible(page);

      // Remove the item: the basket is empty.
      const remove = list.getByRole('article').getByRole('button', { name: texts.remove, exact: true });
      await focusByKeyboard(remove);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
    });

    test('§8 206: adding beyond the stock on the product page puts what there is in the basket and says so', async ({
      page,
      baseURL,
      request,
    }) => {
      const variant = await lowStockVariant(request, baseURL!, shop);
      await page.setViewportSize({ width: 375, height: 800 });
      await openBasket(page, baseURL, texts.code);
      await addToBasket(page, shop, variant.id, variant.stock);

      await page.goto(shopUrl(baseURL, texts.code, variant.path));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const add = page.getByRole('main').getByRole('button', { name: texts.addToBasket });
      await focusByKeyboard(add);
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: texts.reduced })).toBeVisible();

      await openBasket(page, baseURL, texts.code);
      const article = page.getByRole('list', { name: texts.items }).getByRole('article');
      await expect(article.getByRole('spinbutton')).toHaveValue(String(variant.stock));
      await expect(article.getByRole('button', { name: texts.increment })).toBeDisabled();
      await expectAccessible(page);
    });

    test('moving to the wishlist is optimistic: the article goes at once and comes back when refused', async ({
      page,
      baseURL,
      request,
    }) => {
      const variant = await sellableVariant(request, baseURL!, shop);
      await page.setViewportSize({ width: 1280, height: 900 });
      await openBasket(page, baseURL, texts.code);
      await addToBasket(page, shop, variant.id);
      await openBasket(page, baseURL, texts.code);
      const articles = page.getByRole('list', { name: texts.items }).getByRole('article');
      const move = articles.getByRole('button', { name: texts.moveToWishlist });

      // §8 429: the article is back and the alert says why.
      await page.route('**/api/rpc/addItemToWishlist', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: '{}' }),
      );
      await focusByKeyboard(move);
      await page.keyboard.press('Enter');
      await expect(
        page.locator('[data-slot="toast"]').filter({ hasText: texts.tooManyRequests }),
      ).toBeVisible();
      await expect(articles).toHaveCount(1);
      await page.unroute('**/api/rpc/addItemToWishlist');

      // The basket's answer held back: the article has gone before it comes.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/rpc/removeItemFromBasket', async (route) => {
        await held;
        await route.continue();
      });
      await focusByKeyboard(move);
      await page.keyboard.press('Enter');
      await expect(articles).toHaveCount(0);
      release();
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: texts.moved })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
      const wishlist = await page.evaluate(async (shopId) => {
        const response = await fetch('/api/rpc/getWishlist', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shop-id': String(shopId) },
          body: JSON.stringify({ payload: {} }),
        });
        return (await response.json()) as { items: { variantId?: number | null }[] };
      }, shop.shopId);
      expect(wishlist.items.map((item) => item.variantId)).toContain(variant.id);
    });

    test('§4 a gift promotion reached: the gift, named, is chosen by keyboard and lies in the basket', async ({
      page,
      baseURL,
      request,
    }) => {
      const variant = await sellableVariant(request, baseURL!, shop, texts.gift.minimum);
      await page.setViewportSize({ width: 1280, height: 900 });
      await openBasket(page, baseURL, texts.code);
      await addToBasket(page, shop, variant.id, texts.gift.pieces);
      await openBasket(page, baseURL, texts.code);

      const panel = page.locator('[data-slot="basket-gift"]');
      const choice = panel.getByRole('button', { name: texts.gift.choice });
      await expect(choice).toHaveCount(1);
      await expectAccessible(page);
      await focusByKeyboard(choice);
      await page.keyboard.press('Enter');
      await expect(panel).toContainText(texts.gift.won);
      const articles = page.getByRole('list', { name: texts.items }).getByRole('article');
      await expect(articles).toHaveCount(2);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(panel).toContainText(texts.gift.won);
      await expect(articles).toHaveCount(2);
    });

    test('§4/§8 an incomplete prescription group: the alert names it, checkout hidden, removed by keyboard', async ({
      page,
      baseURL,
      request,
    }) => {
      const variant = await sellableVariant(request, baseURL!, shop);
      await page.setViewportSize({ width: 375, height: 800 });
      await openBasket(page, baseURL, texts.code);
      await addIncompleteRxGroup(page, shop, variant.id);
      await openBasket(page, baseURL, texts.code);

      const alerts = page.locator('[data-slot="basket-group-removals"]');
      await expect(alerts).toContainText(texts.groupTitle);
      await expect(alerts).toContainText(texts.incomplete);
      await expect(page.getByRole('list', { name: texts.items }).getByRole('article')).toHaveAttribute(
        'data-unavailable',
        'true',
      );
      await expect(page.getByRole('link', { name: texts.signIn })).toHaveCount(0);
      await expect(page.getByRole('link', { name: texts.guest })).toHaveCount(0);
      await expectAccessible(page);

      const remove = alerts.getByRole('button', { name: texts.remove });
      await focusByKeyboard(remove);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
    });
  });
}
