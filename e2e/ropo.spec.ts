import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { attributeLabel, getShopByCode, isVariantSellable, productSlug, routePath } from '@lumen/domain';
import type { ProductTile, ShopIdentity } from '@lumen/domain';
import { browserAgent, demoPassword, pageRpc, rpc } from './shop-fixtures.ts';
import { shopHostHeader, shopUrl } from './shop-url.ts';
import { expectAccessible, hydrated, tabTo, visitShop } from './page-checks.ts';

/*
 * §3/§4/§8 ROPO, reserve online and try on in a branch (de-de and de-at): frames put on the try-on
 * list from their pages (the duplicate and the full cases), the list reserved in a branch, and the
 * reservation among the customer's branch orders.
 */

/** Pages of frames of the shop's ROPO category (`Master|Eyewear|Frames`) that can be reserved now. */
async function reservableFrames(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  count: number,
) {
  const categories = await rpc<{ id: number }[]>(request, baseURL, shop, 'getCategoriesByPath', {
    path: ['brillen', 'brillenfassungen'],
  });
  const listing = await rpc<{ products: ProductTile[] }>(request, baseURL, shop, 'getProductsByCategory', {
    category: categories.at(-1)!.id,
    perPage: 48,
  });
  const frames = listing.products.flatMap((product) => {
    const variant = product.bestVariant;
    if (!variant || !isVariantSellable(product, variant)) return [];
    const name = attributeLabel(product.attributes, 'name') ?? 'brille';
    const slug = productSlug({
      name,
      colour: attributeLabel(product.attributes, 'frameColor'),
      productId: product.id,
    });
    return [{ name, path: `${routePath(shop, 'product', { slug })}?variant=${variant.id}` }];
  });
  expect(frames.length, `${count} reservable frames in ${shop.code}`).toBeGreaterThanOrEqual(count);
  return frames.slice(0, count);
}

test('§4 de-de: three frames on the try-on list (a duplicate told, a full list replaced in the overlay), reserved in a branch and shown in the account', async ({
  page,
  baseURL,
  request,
}) => {
  const shop = getShopByCode('de-de');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const frames = await reservableFrames(request, baseURL!, shop, 4);
  await visitShop(page, baseURL, shop, 1280, '/');
  await pageRpc(page, shop, 'signIn', { email: 'anna.schmidt@example.com', password: demoPassword });
  // The customer may have reserved before: the list starts empty.
  const before = await pageRpc<{ slots: unknown[] }>(page, shop, 'getRopoBasket');
  for (const slot of before.slots.keys()) await pageRpc(page, shop, 'removeFromRopoBasket', { slot });
  await page.context().clearCookies({ name: 'lumen_ropo' });

  const header = page.getByRole('banner');
  const toasts = page.locator('[data-slot="toast"]');
  for (const [index, frame] of frames.slice(0, 3).entries()) {
    await visitShop(page, baseURL, shop, 1280, frame.path);
    if (index === 0) {
      // Before the first frame, the header offers the store finder; after it, the try-on list.
      await expect(header.getByRole('link', { name: 'Filiale finden' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Zur Anprobe vormerken' }).click();
    await expect(toasts.getByText('Auf Ihrer Anprobeliste')).toBeVisible();
    await expect(header.getByRole('link', { name: /Anprobeliste/ })).toContainText(String(index + 1));
  }
  await expect(header.getByRole('link', { name: 'Filiale finden' })).toHaveCount(0);

  // The same frame again is refused with a link to the list.
  await page.getByRole('button', { name: 'Zur Anprobe vormerken' }).click();
  await expect(toasts.getByText('Schon vorgemerkt')).toBeVisible();
  await expect(toasts.getByRole('link', { name: 'Anprobeliste ansehen' })).toBeVisible();

  // A fourth frame finds the list full: the overlay replaces the second slot.
  await visitShop(page, baseURL, shop, 1280, frames[3]!.path);
  await page.getByRole('button', { name: 'Zur Anprobe vormerken' }).click();
  const overlay = page.getByRole('dialog', { name: 'Ihre Anprobeliste ist voll' });
  await expect(overlay).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await overlay.getByRole('button', { name: 'Ersetzen – Platz 2' }).click();
  await expect(overlay).toBeHidden();
  await expect(toasts.getByText('Auf Ihrer Anprobeliste')).toBeVisible();

  await header.getByRole('link', { name: /Anprobeliste/ }).click();
  await expect(page).toHaveURL(/\/anprobeliste\/$/);
  const slots = page.locator('[data-slot="ropo-slot"]');
  await expect(slots).toHaveCount(3);
  await expect(slots.nth(1)).toContainText(frames[3]!.name);
  await expect(slots.nth(0)).toContainText(frames[0]!.name);
  // Removing empties the slot; the others keep theirs.
  await slots
    .nth(0)
    .getByRole('button', { name: /von der Anprobeliste entfernen/ })
    .click();
  await expect(slots.nth(0)).toHaveAttribute('data-filled', 'false');
  await expect(slots.nth(1)).toContainText(frames[3]!.name);
  await expect(page.getByText('2 von 3 Plätzen belegt')).toBeVisible();

  // Without a branch, phone and consent the form says what is missing.
  const form = page.locator('[data-slot="ropo-reserve"]');
  await expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
  await form.getByRole('button', { name: 'Kostenlos reservieren' }).click();
  await expect(form).toContainText('Bitte wählen Sie eine Filiale.');
  await expect(form).toContainText('Bitte bestätigen Sie die Bedingungen der Reservierung.');
  await expectAccessible(page);
  const branch = form.getByRole('combobox', { name: 'Filiale' });
  await branch.selectOption({ index: 1 });
  const branchName = (await branch.locator('option:checked').textContent())!.split(' – ')[0]!;
  await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('89 1234567');
  await form.getByRole('checkbox', { name: /zurücklegt/ }).check();
  await form.getByRole('button', { name: 'Kostenlos reservieren' }).click();

  const done = page.locator('[data-slot="ropo-reserved"]');
  await expect(done.getByRole('heading', { name: 'Ihre Fassungen sind reserviert' })).toBeFocused();
  const reference = /R-[2-9A-HJ-NP-Z]{8}/.exec((await done.textContent())!)![0];
  await expect(done).toContainText(branchName);
  await expect(done.getByRole('link', { name: 'Termin zur Anprobe buchen' })).toHaveAttribute(
    'href',
    /\?service=GL_CR$/,
  );
  // The reserved frames left the list.
  await expect(header.getByRole('link', { name: /Anprobeliste/ })).not.toContainText(/\d/);

  await visitShop(page, baseURL, shop, 375, routePath(shop, 'account-branch-orders'));
  const reservation = page.locator('[data-slot="ropo-reservation"]').filter({ hasText: reference });
  await expect(reservation).toContainText(branchName);
  await expect(reservation).toContainText(frames[3]!.name);
  await expect(reservation).toContainText(frames[2]!.name);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('§4 pl-pl offers no reservation: frame pages have no try-on list and the header keeps the store finder', async ({
  page,
  baseURL,
  request,
}) => {
  const shop = getShopByCode('pl-pl');
  await visitShop(page, baseURL, shop, 1280, '/p/glasses-pdp/');
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka' })).toBeVisible();
  await expect(page.locator('[data-slot="reserve-in-branch"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Znajdź salon' })).toBeVisible();
  const missing = await request.get(`${baseURL}/anprobeliste/`, {
    headers: { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent },
  });
  expect(missing.status()).toBe(404);
});

test('§2 de-at on a phone: the on-site try-on listing, a frame from it on the list, the branch chosen in the finder', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-at');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visitShop(page, baseURL, shop, 375, routePath(shop, 'try-on-listing'));
  await expect(page.getByRole('heading', { level: 1, name: 'Anprobe vor Ort' })).toBeVisible();
  const cards = page.getByRole('main').locator('a[href^="/p/"]');
  expect(await cards.count()).toBeGreaterThan(3);
  await expectAccessible(page);
  await cards.first().click();
  await expect(page).toHaveURL(/\/p\//);
  await hydrated(page);
  // By keyboard: the button is reached with Tab and pressed with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Zur Anprobe vormerken' }), 120);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="toast"]').getByText('Auf Ihrer Anprobeliste')).toBeVisible();

  await visitShop(page, baseURL, shop, 375, routePath(shop, 'try-on-basket'));
  await expect(page.locator('[data-slot="ropo-slot"][data-filled="true"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Filiale in Ihrer Nähe finden' }).click();
  await expect(page).toHaveURL(/\/niederlassungen\/\?ropo-ids=\d+$/);
  const first = page.locator('[data-slot="branch-card"]').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: /Für die Anprobe wählen/ }).click();
  await expect(page).toHaveURL(/\/anprobeliste\/\?branch-id=\d+$/);
  const branch = page.locator('[data-slot="ropo-reserve"]').getByRole('combobox', { name: 'Filiale' });
  await expect(branch.locator('option:checked')).toHaveText(new RegExp(`^${name}`));
  expect(errors).toEqual([]);
});

test('§2 store mode in de-de: the tablet’s branch first, no finder icon, a short sign-in, and a way out', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await visitShop(page, baseURL, shop, 1280, '/?storeMode&branchId=1102');
  const branch = await pageRpc<{ name: string }>(page, shop, 'getBranch', { id: '1102' });
  const bar = page.getByRole('region', { name: 'Filialmodus' });
  await expect(bar).toContainText(`Filialmodus: ${branch.name}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Filiale finden' })).toHaveCount(0);

  // The next page knows it without the address saying so: the tablet's branch leads the finder.
  await visitShop(page, baseURL, shop, 1280, `${routePath(shop, 'branch-list')}?service=GL`);
  await expect(bar).toBeVisible();
  const chosen = page.locator('[data-slot="branch-card"]').first();
  await expect(chosen).toHaveAttribute('data-chosen', 'true');
  await expect(chosen.getByRole('heading')).toHaveText(branch.name);
  await expect(page.getByRole('button', { name: 'Meinen Standort verwenden' })).toHaveCount(0);
  await expectAccessible(page);

  // Signed in on the tablet, the session lasts ten idle minutes, not a month.
  await pageRpc(page, shop, 'signIn', { email: 'anna.schmidt@example.com', password: demoPassword });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'lumen_session')!;
  expect(session.expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

  await bar.getByRole('button', { name: 'Filialmodus beenden' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, shop.code, '/'));
  await expect(page.getByRole('region', { name: 'Filialmodus' })).toHaveCount(0);
  expect(await pageRpc(page, shop, 'getUser')).toBeNull();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'lumen_store')).toBe(false);
});
