import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { getShopByCode } from '@lumen/domain';
import type { User } from '@lumen/domain';
import { lowStockVariant, pageRpc, stockedVariant } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

/** Types into a field reached by keyboard focus, as a shopper tabbing through the form would. */
async function typeInto(field: Locator, text: string) {
  // The form takes input once it has hydrated (until then what is typed would be lost).
  await expect(field).toBeEnabled();
  await field.focus();
  await expect(field).toBeFocused();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const password = 'Brille!2026';

test.describe('§2 /signin/ in de-de', () => {
  const shop = getShopByCode('de-de');

  test('registration: every §5 error shown, then fixed, by keyboard alone; the account follows', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, shopUrl(baseURL, shop.code, '/signin/?register=true'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
    await expectAccessible(page);

    const form = main.getByRole('form', { name: 'Kundenkonto anlegen' });
    const firstName = form.getByLabel('Vorname');
    const lastName = form.getByLabel('Nachname');
    const email = form.getByLabel('E-Mail-Adresse');
    const passwordField = form.locator('input[name="password"]');
    const birthDate = form.getByLabel('Geburtsdatum');
    const terms = form.getByRole('checkbox');

    // Enter in the first field sends the empty form: each required field says so.
    await expect(firstName).toBeEnabled();
    await firstName.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Dieses Feld ist erforderlich.')).toHaveCount(4);
    await expect(form).toContainText('Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    // Wrong values: each rule's own message.
    await typeInto(firstName, 'Jo--Ann');
    await typeInto(lastName, 'Novák');
    await typeInto(email, 'jana@');
    await typeInto(passwordField, 'kurz');
    await typeInto(birthDate, '31021990');
    await page.keyboard.press('Enter');
    await expect(form).toContainText('Zwei Satz- oder Leerzeichen dürfen nicht direkt aufeinanderfolgen.');
    await expect(form).toContainText('Dies ist keine gültige E-Mail-Adresse.');
    await expect(form).toContainText('Dieses Datum gibt es nicht.');
    // The password's rules, live: what "kurz" does not meet is listed as not met.
    await expect(form.getByText('Mindestens ein Großbuchstabe')).toBeVisible();
    await expectAccessible(page);

    // Fixed, the terms ticked with the space bar, sent with Enter: the account page follows.
    const address = uniqueEmail('register');
    await typeInto(firstName, 'Jana');
    await typeInto(email, address);
    await typeInto(passwordField, password);
    await typeInto(birthDate, '01021990');
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const submit = form.getByRole('button', { name: 'Kundenkonto anlegen' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/$/);
    const user = await pageRpc<User | null>(page, shop, 'getUser');
    expect(user).toMatchObject({ email: address, status: { isGuestCustomer: false } });

    // Signed in, the sign-in page leads to the account (§6).
    await open(page, shopUrl(baseURL, shop.code, '/signin/'));
    await expect(page).toHaveURL(/\/account\/$/);
  });

  test('from the checkout: the guest path leads on to the checkout as a guest', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Something to order: an empty basket has no checkout.
    await open(page, shopUrl(baseURL, shop.code, '/'));
    const variant = await stockedVariant(page.request, baseURL!, shop);
    await pageRpc(page, shop, 'addItemToBasket', { variantId: variant.id, quantity: 1 });
    await open(page, shopUrl(baseURL, shop.code, '/signin/?redirectUrl=%2Fcheckout%2F&showBasket=true'));
    const guest = page.getByRole('form', { name: 'Als Gast bestellen' });
    await expect(guest).toBeVisible();
    await expectAccessible(page);
    await typeInto(guest.getByLabel('E-Mail-Adresse'), uniqueEmail('guest'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/$/);
    const user = await pageRpc<User | null>(page, shop, 'getUser');
    expect(user?.status.isGuestCustomer).toBe(true);
  });

  test('a redirectUrl to another site is dropped: the account follows, never the other site', async ({
    page,
    baseURL,
  }) => {
    await open(page, shopUrl(baseURL, shop.code, '/'));
    const address = uniqueEmail('redirect');
    await pageRpc(page, shop, 'register', {
      firstName: 'Jana',
      lastName: 'Novák',
      email: address,
      password,
      acceptedTerms: true,
    });
    await pageRpc(page, shop, 'signOut');
    await open(page, shopUrl(baseURL, shop.code, '/signin/?redirectUrl=https%3A%2F%2Fevil.example%2F'));
    const form = page.getByRole('form', { name: 'Ich habe ein Kundenkonto' });
    await typeInto(form.getByLabel('E-Mail-Adresse'), address);
    await typeInto(form.locator('input[name="password"]'), password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/$/);
  });
});

test.describe('§6 mailed links and a forgotten password in cs-cz', () => {
  const shop = getShopByCode('cs-cz');

  test('a forgotten password: the request is answered alike for any address, by keyboard', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, shopUrl(baseURL, shop.code, '/signin/'));
    const forgot = page.getByRole('button', { name: 'Nepamatujete si heslo?' });
    // Like every control of the form, it takes the focus once the form has hydrated.
    await expect(forgot).toBeEnabled();
    await forgot.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Obnovení hesla' });
    await typeInto(form.getByLabel('E-mailová adresa'), uniqueEmail('nobody'));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText(
      'Pokud pro tuto e-mailovou adresu existuje zákaznický účet',
    );
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Zpět k přihlášení' }).click();
    await expect(page.getByRole('form', { name: 'Mám zákaznický účet' })).toBeVisible();
  });

  test('a used or unknown reset link says so; a new password is checked by §5 first', async ({
    page,
    baseURL,
  }) => {
    await open(page, shopUrl(baseURL, shop.code, `/signin/?resetPassword=${'x'.repeat(32)}`));
    const form = page.getByRole('form', { name: 'Nastavit nové heslo' });
    const field = form.locator('input[name="password"]');
    await typeInto(field, 'kratke');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await typeInto(field, password);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toContainText(
      'Tento odkaz je neplatný, už byl použit nebo vypršel.',
    );
    await expectAccessible(page);
  });

  test('a signed-in customer opening a confirmation link stays on it; an unknown one says so', async ({
    page,
    baseURL,
  }) => {
    await open(page, shopUrl(baseURL, shop.code, '/'));
    await pageRpc(page, shop, 'register', {
      firstName: 'Tereza',
      lastName: 'Nováková',
      email: uniqueEmail('verify'),
      password,
      acceptedTerms: true,
    });
    await open(page, shopUrl(baseURL, shop.code, `/signin/?verifyEmail=${'y'.repeat(32)}`));
    await expect(page).toHaveURL(/verifyEmail=/);
    const confirm = page.getByRole('button', { name: 'Potvrdit e-mailovou adresu' });
    await expect(confirm).toBeEnabled();
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Tento odkaz je neplatný');
  });
});

test('§4/§8 fr-ch: signing in merges the basket and says that a quantity was reduced', async ({
  page,
  baseURL,
  request,
}) => {
  const shop = getShopByCode('fr-ch');
  const variant = await lowStockVariant(request, baseURL!, shop);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, shopUrl(baseURL, shop.code, '/'));
  // The customer's basket holds all the stock; as an anonymous visitor they add one more.
  const address = uniqueEmail('merge');
  await pageRpc(page, shop, 'register', {
    firstName: 'Camille',
    lastName: 'Rochat',
    email: address,
    password,
    acceptedTerms: true,
  });
  await pageRpc(page, shop, 'addItemToBasket', { variantId: variant.id, quantity: variant.stock });
  await pageRpc(page, shop, 'signOut');
  await pageRpc(page, shop, 'addItemToBasket', { variantId: variant.id, quantity: 1 });

  await open(page, shopUrl(baseURL, shop.code, '/signin/?redirectUrl=%2Fbasket%2F'));
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'J’ai déjà un compte client' });
  const email = form.getByLabel('Adresse e-mail');
  const passwordField = form.locator('input[name="password"]');

  // A wrong password: one message, never saying which of the two was wrong.
  await typeInto(email, address);
  await typeInto(passwordField, 'Falsch!2026');
  await page.keyboard.press('Enter');
  await expect(form).toContainText('L’adresse e-mail ou le mot de passe est incorrect.');

  await typeInto(passwordField, password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/basket\/$/);
  await expect(
    page.locator('[data-slot="toast"]').filter({ hasText: 'Votre panier a été conservé' }),
  ).toContainText('quantité réduite');
  const article = page.getByRole('list', { name: 'Articles du panier' }).getByRole('article');
  await expect(article).toHaveCount(1);
  await expect(article.getByRole('spinbutton')).toHaveValue(String(variant.stock));
});
