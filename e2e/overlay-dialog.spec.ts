import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

/*
 * §2 overlay pages: a link to one opens its story in a dialog over the page the shopper is on
 * ("Overlay dialogs enter from top, right or left and close on Escape or backdrop click"); the
 * address itself is still a page of its own. The footer's service column links the shipping
 * overlay in every shop (seed: global/footer).
 */
const shops = [
  {
    code: 'de-de',
    footerLink: 'Versand',
    title: 'Versand und Lieferung',
    text: /Wir versenden mit DHL/,
    close: 'Schließen',
    notFound: 'Diese Information ist leider nicht mehr verfügbar.',
    failed: 'Die Information konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  {
    code: 'fr-ch',
    footerLink: 'Livraison',
    title: 'Expédition et livraison',
    text: /Nous expédions par La Poste Suisse/,
    close: 'Fermer',
    notFound: 'Cette information n’est malheureusement plus disponible.',
    failed: 'Impossible de charger cette information.',
    retry: 'Réessayer',
  },
];

const shippingPath = '/overlays/service/versand/';

async function openShop(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Set on the window: still there only if no page was loaded since.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Resolves once the sheet has slid in: axe and screenshots see it as the shopper does. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

for (const shop of shops) {
  test.describe(`§2 overlay dialogs in ${shop.code}`, () => {
    test('a footer link opens the overlay over the page; Escape, the close button and the backdrop close it', async ({
      page,
      baseURL,
    }) => {
      const home = shopUrl(baseURL, shop.code);
      await openShop(page, home);
      const link = page.getByRole('contentinfo').getByRole('link', { name: shop.footerLink, exact: true });
      await expect(link).toHaveAttribute('href', shippingPath);

      await link.click();
      const dialog = page.getByRole('dialog', { name: shop.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: shop.title })).toBeVisible();
      await expect(dialog.getByText(shop.text)).toBeVisible();
      // The dialog's title is the page's heading: the story's own h1 is not repeated inside it.
      await expect(dialog.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page).toHaveURL(home);
      expect(await sameDocument(page)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();

      await link.press('Enter');
      await settled(dialog);
      await dialog.getByRole('button', { name: shop.close }).click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();

      await link.click();
      await settled(dialog);
      // The backdrop: the part of the page left of the sheet.
      await page.mouse.click(5, 200);
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      await expect(page).toHaveURL(home);
      expect(await sameDocument(page)).toBe(true);
    });

    test('the open overlay passes axe (WCAG 2.2 AA)', async ({ page, baseURL }) => {
      await openShop(page, shopUrl(baseURL, shop.code));
      await page.getByRole('contentinfo').getByRole('link', { name: shop.footerLink, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: shop.title });
      await settled(dialog);
      await expect(dialog.getByText(shop.text)).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    test('a Ctrl or Cmd click and a middle click leave the link to the browser: a tab with the full page', async ({
      page,
      context,
      baseURL,
    }) => {
      await openShop(page, shopUrl(baseURL, shop.code));
      const link = page.getByRole('contentinfo').getByRole('link', { name: shop.footerLink, exact: true });

      for (const click of [
        () => link.click({ modifiers: ['ControlOrMeta'] }),
        () => link.click({ button: 'middle' }),
      ]) {
        const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
        await tab.waitForLoadState();
        await expect(tab).toHaveURL(shopUrl(baseURL, shop.code, shippingPath));
        await expect(tab.getByRole('heading', { level: 1, name: shop.title })).toBeVisible();
        await expect(tab.getByRole('dialog')).toHaveCount(0);
        await tab.close();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test('the overlay’s address is a page of its own (200)', async ({ page, baseURL }) => {
      const response = await page.goto(shopUrl(baseURL, shop.code, shippingPath));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: shop.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(shop.text)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // On the overlay page, its own link in the footer has nothing to lay over.
      await page.getByRole('contentinfo').getByRole('link', { name: shop.footerLink, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a link in the page’s content to an overlay that is gone says so in the sheet', async ({
      page,
      baseURL,
    }) => {
      // The autumn campaign's overlay is seeded unpublished: its address answers 404.
      const gonePath = '/overlays/aktion/herbstaktion/';
      const home = shopUrl(baseURL, shop.code);
      await openShop(page, home);
      // A plain anchor, as CMS rich text renders one.
      await page.getByRole('main').evaluate((main, href) => {
        const anchor = document.createElement('a');
        anchor.href = href;
        anchor.textContent = 'Aktion';
        main.prepend(anchor);
      }, gonePath);
      const link = page.getByRole('main').getByRole('link', { name: 'Aktion', exact: true });
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Aktion' });
      await expect(dialog.getByRole('alert')).toHaveText(shop.notFound);
      await expect(page).toHaveURL(home);
      await page.keyboard.press('Escape');
      await expect(link).toBeFocused();

      const response = await page.goto(shopUrl(baseURL, shop.code, gonePath));
      expect(response?.status()).toBe(404);
    });

    test('an answer that fails says so in the sheet and is asked for again', async ({ page, baseURL }) => {
      await openShop(page, shopUrl(baseURL, shop.code));
      let failing = true;
      await page.route('**/api/rpc/getCmsStory', async (route) => {
        if (failing && route.request().postData()?.includes('overlays/service/versand')) {
          await route.fulfill({ status: 503, body: 'unavailable' });
        } else {
          await route.continue();
        }
      });
      await page.getByRole('contentinfo').getByRole('link', { name: shop.footerLink, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: shop.footerLink });
      await expect(sheet.getByRole('alert')).toContainText(shop.failed);

      failing = false;
      await sheet.getByRole('button', { name: shop.retry }).click();
      const dialog = page.getByRole('dialog', { name: shop.title });
      await expect(dialog.getByText(shop.text)).toBeVisible();
    });
  });
}
