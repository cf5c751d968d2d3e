import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDays, getShopByCode } from '@lumen/domain';
import type { ShopIdentity, Subscription } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

async function signedInSubscriptions(
  page: Page,
  baseURL: string | undefined,
  shop: ShopIdentity,
  email: string,
) {
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'signIn', { email, password: demoPassword });
  return pageRpc<Subscription[]>(page, shop, 'getSubscriptions');
}

const today = () => new Date().toISOString().slice(0, 10);

test('§2 /account/subscriptions/ in de-de: skip, interval, pause, resume and cancel, each shown at once', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await page.setViewportSize({ width: 1280, height: 900 });
  const subscriptions = await signedInSubscriptions(page, baseURL, shop, 'anna.schmidt@example.com');
  // The seed gives the demo customer one subscription in each state.
  expect(subscriptions.map((subscription) => subscription.status).sort()).toEqual([
    'active',
    'cancelled',
    'paused',
  ]);
  await open(page, shopUrl(baseURL, shop.code, '/account/subscriptions/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Meine Spar-Abos' })).toBeVisible();
  const cards = main.locator('[data-slot="subscription-card"]');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Aktiv' })).toHaveCount(1);
  await expectAccessible(page);

  const active = subscriptions.find((subscription) => subscription.status === 'active')!;
  await main.getByRole('link', { name: `Spar-Abo ${active.id} verwalten` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/subscriptions/${active.id}/$`));
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Aktiv');
  const announcement = main.locator('[data-slot="subscription-announcement"]');

  await main.getByRole('button', { name: 'Nächste Lieferung überspringen' }).click();
  await expect(announcement).toContainText('Die nächste Lieferung wurde übersprungen.');

  await main.getByRole('combobox', { name: 'Lieferintervall' }).click();
  await page.getByRole('option', { name: 'Alle 2 Monate' }).click();
  await main.getByRole('button', { name: 'Intervall ändern' }).click();
  await expect(announcement).toHaveText('Das Lieferintervall ist geändert.');
  await expect(main.locator('[data-slot="subscription-schedule"]')).toContainText('Alle 2 Monate');

  // The pause's rules are checked before anything is sent: after today, at most six months.
  const pauseForm = main.getByRole('form', { name: 'Pausieren' });
  await pauseForm.getByLabel('Pausieren bis').fill(addDays(today(), 400));
  await pauseForm.getByRole('button', { name: 'Pausieren' }).click();
  await expect(pauseForm).toContainText('Eine Pause dauert höchstens sechs Monate.');
  await pauseForm.getByLabel('Pausieren bis').fill(addDays(today(), 30));
  await pauseForm.getByRole('button', { name: 'Pausieren' }).click();
  await expect(announcement).toContainText('Ihr Spar-Abo ist bis');
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Pausiert');
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Lieferungen fortsetzen' }).click();
  await expect(announcement).toContainText('Ihr Spar-Abo läuft wieder.');
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Aktiv');

  // Cancelling is asked again; keeping it changes nothing.
  await main.getByRole('button', { name: 'Spar-Abo kündigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spar-Abo wirklich kündigen?' });
  await dialog.getByRole('button', { name: 'Spar-Abo behalten' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Aktiv');
  await main.getByRole('button', { name: 'Spar-Abo kündigen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, kündigen' }).click();
  await expect(announcement).toContainText('Ihr Spar-Abo ist gekündigt.');
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Gekündigt');
  await expect(main.getByRole('button', { name: 'Spar-Abo kündigen' })).toHaveCount(0);

  const after = await pageRpc<Subscription>(page, shop, 'getSubscription', { id: active.id });
  expect(after).toMatchObject({ status: 'cancelled', intervalMonths: 2 });
});

test('§2 /account/subscriptions/ in cs-cz at 375 px: pause and cancel in Czech', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('cs-cz');
  await page.setViewportSize({ width: 375, height: 800 });
  const subscriptions = await signedInSubscriptions(page, baseURL, shop, 'tereza.novakova@example.com');
  const active = subscriptions.find((subscription) => subscription.status === 'active')!;
  await open(page, shopUrl(baseURL, shop.code, `/account/subscriptions/${active.id}/`));
  const main = page.getByRole('main');
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Aktivní');
  await expectAccessible(page);
  const pauseForm = main.getByRole('form', { name: 'Pozastavit' });
  await pauseForm.getByLabel('Pozastavit do').fill(addDays(today(), 20));
  await pauseForm.getByRole('button', { name: 'Pozastavit' }).click();
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Pozastaveno');
  await main.getByRole('button', { name: 'Zrušit předplatné' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ano, zrušit' }).click();
  await expect(main.locator('[data-slot="subscription-status"]')).toHaveText('Zrušeno');
  await expectAccessible(page);
  const unknown = await page.goto(shopUrl(baseURL, shop.code, '/account/subscriptions/999999/'));
  expect(unknown?.status()).toBe(404);
});

test('§2 /spar-abo/kuendigung/ without signing in: the same answer whether or not the subscription exists', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await open(page, shopUrl(baseURL, shop.code, '/spar-abo/kuendigung/'));
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Spar-Abo kündigen' });
  await form.getByRole('button', { name: 'Kündigung absenden' }).click();
  await expect(form.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);
  await form.getByLabel('Abo-Nummer').fill('999999');
  await form.getByLabel('E-Mail-Adresse').fill('niemand@example.com');
  await form.getByRole('button', { name: 'Kündigung absenden' }).click();
  const done = main.locator('[data-slot="subscription-cancellation-done"]');
  await expect(done).toContainText('Gehört die Abo-Nummer zu Ihrer E-Mail-Adresse');
  await expect(done).toBeFocused();
  await expectAccessible(page);
});
