import { expect, test } from '@playwright/test';
import { getShopByCode } from '@lumen/domain';
import type { User } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, open } from './page-checks.ts';

test('§2 /account/user/ in de-de: personal data, both addresses and the password, each saved at once', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, shopUrl(baseURL, shop.code, '/'));
  // A new (still unverified) account: §6 lets it use this page.
  await pageRpc(page, shop, 'register', {
    firstName: 'Jana',
    lastName: 'Berger',
    email: `user-page-${Date.now()}@example.com`,
    password: demoPassword,
    acceptedTerms: true,
  });
  await open(page, shopUrl(baseURL, shop.code, '/account/user/'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  await expectAccessible(page);

  const personal = main.getByRole('form', { name: 'Persönliche Daten' });
  await personal.getByLabel('Vorname').fill('Jana-Marie');
  await personal.getByLabel('Geburtsdatum').fill('12031990');
  await personal.getByRole('textbox', { name: 'Telefonnummer' }).fill('40 3097451');
  await personal.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(personal.locator('[data-slot="user-page-status"]')).toHaveText('Ihre Daten sind gespeichert.');
  let user = await pageRpc<User>(page, shop, 'getUserInfo');
  expect(user).toMatchObject({ firstName: 'Jana-Marie', birthDate: '1990-03-12', phone: '+49 40 3097451' });

  // A name against §5 is refused on its field; nothing is sent.
  await personal.getByLabel('Nachname').fill('Ber--ger');
  await personal.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(personal).toContainText('Zwei Satz- oder Leerzeichen dürfen nicht direkt aufeinanderfolgen.');

  const billing = main.getByRole('form', { name: 'Rechnungsadresse' });
  await billing.getByLabel('Straße').fill('Hauptstraße');
  await billing.getByLabel('Hausnummer').fill('12a');
  await billing.getByLabel('Postleitzahl').fill('20095');
  await billing.getByLabel('Ort').fill('Hamburg');
  await billing.getByRole('button', { name: 'Adresse speichern' }).click();
  const status = main.getByRole('region', { name: 'Adressen' }).locator('[data-slot="user-page-status"]');
  await expect(status).toHaveText('Die Adresse ist gespeichert.');
  await main.getByRole('button', { name: 'Abweichende Lieferadresse hinzufügen' }).click();
  const shipping = main.getByRole('form', { name: 'Lieferadresse' });
  await shipping.getByLabel('Straße').fill('Jungfernstieg');
  await shipping.getByLabel('Hausnummer').fill('7');
  await shipping.getByLabel('Postleitzahl').fill('20354');
  await shipping.getByLabel('Ort').fill('Hamburg');
  await shipping.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(status).toHaveText('Die Adresse ist gespeichert.');
  user = await pageRpc<User>(page, shop, 'getUserInfo');
  expect(user.address).toMatchObject({
    billing: { street: 'Hauptstraße', zipCode: '20095' },
    shipping: { street: 'Jungfernstieg', zipCode: '20354' },
  });

  // What was saved is what the page shows after a reload.
  await open(page, shopUrl(baseURL, shop.code, '/account/user/'));
  await expect(main.getByRole('form', { name: 'Lieferadresse' }).getByLabel('Straße')).toHaveValue(
    'Jungfernstieg',
  );
  await expect(main.getByRole('form', { name: 'Persönliche Daten' }).getByLabel('Geburtsdatum')).toHaveValue(
    '12.03.1990',
  );
  await main.getByRole('button', { name: 'Lieferadresse entfernen' }).click();
  await expect(status).toHaveText('Die Lieferadresse ist entfernt. Wir liefern an Ihre Rechnungsadresse.');
  await expect(main.getByRole('form', { name: 'Lieferadresse' })).toHaveCount(0);

  const password = main.getByRole('form', { name: 'Passwort ändern' });
  await password.locator('input[name="currentPassword"]').fill('Falsch!2025x');
  await password.locator('input[name="newPassword"]').fill('Neu!Brille2026');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password).toContainText('Das aktuelle Passwort stimmt nicht.');
  await password.locator('input[name="currentPassword"]').fill(demoPassword);
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.locator('[data-slot="user-page-status"]')).toContainText(
    'Ihr Passwort ist geändert.',
  );
  await expectAccessible(page);
});

test('§2 /account/user/ in de-de at 375 px: the prescription wallet adds, changes and deletes a prescription', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, shopUrl(baseURL, shop.code, '/'));
  await pageRpc(page, shop, 'register', {
    firstName: 'Paul',
    lastName: 'Kern',
    email: `wallet-${Date.now()}@example.com`,
    password: demoPassword,
    acceptedTerms: true,
  });
  await open(page, shopUrl(baseURL, shop.code, '/account/user/'));
  const wallet = page.getByRole('region', { name: 'Meine Brillenpässe' });
  await expect(wallet).toContainText('Sie haben noch keinen Brillenpass gespeichert.');
  await wallet.getByRole('button', { name: 'Brillenpass hinzufügen' }).click();
  const form = wallet.getByRole('form', { name: 'Brillenpass hinzufügen' });
  await form.getByRole('button', { name: 'Brillenpass speichern' }).click();
  await expect(form).toContainText('Dieses Feld ist erforderlich.');
  await expect(form).toContainText('Bitte geben Sie für mindestens ein Auge einen Wert an.');

  await form.getByLabel('Bezeichnung').fill('Lesebrille');
  const right = form.getByRole('group', { name: 'Rechtes Auge (R)' });
  const left = form.getByRole('group', { name: 'Linkes Auge (L)' });
  await right.getByRole('combobox', { name: 'Sphäre in Dioptrien' }).selectOption({ label: '+1,50' });
  await right.getByRole('combobox', { name: 'Zylinder in Dioptrien' }).selectOption({ label: '-0,75' });
  await left.getByRole('combobox', { name: 'Sphäre in Dioptrien' }).selectOption({ label: '+1,75' });
  // §5 a cylinder needs its axis: the domain's rule is checked before anything is sent.
  await form.getByRole('button', { name: 'Brillenpass speichern' }).click();
  await expect(form).toContainText('Bitte geben Sie zum Zylinder auch die Achse an.');
  await right.getByRole('combobox', { name: 'Achse in Grad' }).selectOption('90');
  await form.getByRole('button', { name: 'Brillenpass speichern' }).click();
  const status = wallet.locator('[data-slot="prescription-status"]');
  await expect(status).toHaveText('Der Brillenpass „Lesebrille“ ist gespeichert.');
  const table = wallet.getByRole('table', { name: 'Lesebrille' });
  await expect(table.getByRole('row').nth(1)).toContainText('+1,50');
  await expect(table.getByRole('row').nth(1)).toContainText('-0,75');
  await expectAccessible(page);

  await wallet.getByRole('button', { name: '„Lesebrille“ bearbeiten' }).click();
  const edit = wallet.getByRole('form', { name: '„Lesebrille“ bearbeiten' });
  await edit.getByLabel('Bezeichnung').fill('Lesebrille 2026');
  await edit
    .getByRole('group', { name: 'Linkes Auge (L)' })
    .getByRole('combobox', { name: 'Sphäre in Dioptrien' })
    .selectOption({ label: '+2,00' });
  await edit.getByRole('button', { name: 'Brillenpass speichern' }).click();
  await expect(status).toHaveText('Der Brillenpass „Lesebrille 2026“ ist gespeichert.');
  await expect(wallet.getByRole('table', { name: 'Lesebrille 2026' }).getByRole('row').nth(2)).toContainText(
    '+2,00',
  );
  await expect(wallet.locator('[data-slot="saved-prescription"]')).toHaveCount(1);

  await wallet.getByRole('button', { name: '„Lesebrille 2026“ löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(status).toHaveText('Der Brillenpass „Lesebrille 2026“ ist gelöscht.');
  await expect(wallet.locator('[data-slot="saved-prescription"]')).toHaveCount(0);
  await expectAccessible(page);
});
