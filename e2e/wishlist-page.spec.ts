import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, routePath } from '@lumen/domain';
import type { ShopIdentity, Wishlist } from '@lumen/domain';
import { demoPassword, pageRpc, rpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

const shops = [
  {
    code: 'de-de',
    heart: /^Merken: /,
    countOfOne: '1 Artikel gemerkt',
    countOfTwo: '2 Artikel gemerkt',
    moveToBasket: /^In den Warenkorb – /,
    basketOfOne: '1 Artikel im Warenkorb',
    empty: 'Ihr Merkzettel ist noch leer.',
    remove: /vom Merkzettel entfernen$/,
  },
  {
    code: 'fr-ch',
    heart: /^Ajouter aux favoris/,
    countOfOne: '1 article dans vos favoris',
    countOfTwo: '2 articles dans vos favoris',
    moveToBasket: /^Ajouter au panier – /,
    basketOfOne: '1 article dans le panier',
    empty: 'Vous n’avez encore aucun favori.',
    remove: /des favoris$/,
  },
] as const;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Product ids of the shop's first listing, for a wishlist filled without the listing page. */
async function listedProductIds(page: Page, shop: ShopIdentity, baseURL: string): Promise<number[]> {
  const navigation = await rpc<{ slug: string }[]>(page.request, baseURL, shop, 'getNavigation');
  const path = navigation[0]!.slug.split('/').filter(Boolean);
  const categories = await rpc<{ id: number }[]>(page.request, baseURL, shop, 'getCategoriesByPath', {
    path,
  });
  const listing = await rpc<{ products: { id: number }[] }>(
    page.request,
    baseURL,
    shop,
    'getProductsByCategory',
    {
      category: categories.at(-1)!.id,
      perPage: 8,
    },
  );
  return listing.products.map((product) => product.id);
}

for (const texts of shops) {
  const shop = getShopByCode(texts.code);
  const wishlistPath = routePath(shop, 'wishlist');

  test.describe(`§2 the wishlist page in ${texts.code}`, () => {
    test('a guest hearts a product in a listing, finds it on the wishlist and moves it into the basket by keyboard', async ({
      page,
      baseURL,
    }) => {
      // A journey through three pages with four axe runs.
      test.slow();
      const navigation = await rpc<{ slug: string }[]>(page.request, baseURL!, shop, 'getNavigation');
      await page.goto(shopUrl(baseURL, texts.code, `/${navigation[0]!.slug.replace(/^\/|\/$/g, '')}/`));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Pressed at once after hydration, while the page's first read of the wishlist is under way.
      const heart = page.getByRole('button', { name: texts.heart }).first();
      // The label is '{action}: {name}' (with French typography a no-break space before the colon).
      const name = (await heart.textContent())!.replace(/^[^:]*:\s*/, '');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
      // Pressed shows at once; the heart is busy until the api has kept it (leaving earlier drops the call).
      await expect(heart).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });

      await page.goto(shopUrl(baseURL, texts.code, wishlistPath));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('status').filter({ hasText: texts.countOfOne })).toBeVisible();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page);

      // A product of several sizes asks for one first; the rest go as they are.
      const choice = page.locator('[data-slot="wishlist-grid"]').getByRole('combobox');
      if ((await choice.count()) > 0) {
        await choice.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('listbox')).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('listbox')).toBeHidden();
      }
      await page.getByRole('button', { name: texts.moveToBasket }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: texts.basketOfOne }).first()).toBeVisible();
      await expect(page.getByText(texts.empty)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the page comes from the server with the wishlist, and removing takes an item off', async ({
      page,
      baseURL,
    }) => {
      const [first, second] = await listedProductIds(page, shop, baseURL!);
      await page.goto(shopUrl(baseURL, texts.code, wishlistPath));
      await expect(page.getByText(texts.empty)).toBeVisible();
      for (const productId of [first!, second!])
        await pageRpc(page, shop, 'addItemToWishlist', { productId });

      // The server's HTML for this session, before any script runs.
      const html = await page.evaluate(async () => (await fetch(location.href)).text());
      expect(html).toContain(texts.countOfTwo);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.getByRole('button', { name: texts.remove }).first().click();
      await expect(page.getByRole('status').filter({ hasText: texts.countOfOne })).toBeVisible();
      const wishlist = await pageRpc<Wishlist>(page, shop, 'getWishlist', {});
      expect(wishlist.items).toHaveLength(1);
    });
  });
}

test('§4 signing in merges the guest’s wishlist into the customer’s (fr-ch)', async ({ page, baseURL }) => {
  const shop = getShopByCode('fr-ch');
  const [own, guests] = await listedProductIds(page, shop, baseURL!);
  const account = { email: 'camille.favre@example.com', password: demoPassword };
  await page.goto(shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'signIn', account);
  const before = await pageRpc<Wishlist>(page, shop, 'getWishlist', {});
  for (const item of before.items) await pageRpc(page, shop, 'removeItemFromWishlist', { itemKey: item.key });
  await pageRpc(page, shop, 'addItemToWishlist', { productId: own });
  await pageRpc(page, shop, 'signOut', {});

  await pageRpc(page, shop, 'addItemToWishlist', { productId: guests });
  await pageRpc(page, shop, 'signIn', account);
  await page.goto(shopUrl(baseURL, shop.code, routePath(shop, 'wishlist')));
  await expect(page.getByRole('status').filter({ hasText: '2 articles dans vos favoris' })).toBeVisible();
  const merged = await pageRpc<Wishlist>(page, shop, 'getWishlist', {});
  expect(merged.items.map((item) => item.productId).sort()).toEqual([own, guests].sort());
});
