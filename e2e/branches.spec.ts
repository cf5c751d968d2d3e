import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, routePath } from '@lumen/domain';
import type { Branch } from '@lumen/domain';
import { demoPassword, pageRpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';
import { expectAccessible, tabTo, visitShop } from './page-checks.ts';

/*
 * §2 branch pages and the store finder in three shops: found by zip code or city, by keyboard,
 * opened with their hours and structured data, the city page, and what a bad address does.
 */

/**
 * The page's uncaught errors from now on: a hydration mismatch (React #418) is one. Distances and
 * weekdays are written by Intl on the server and in the browser, whose ICU versions may differ.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The branch page's checks: its hours as a week, today said once, and its Optician data. */
async function expectBranchPage(page: Page, branch: Branch, todayLabel: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
  await expect(main.locator('address')).toContainText(`${branch.zipCode} ${branch.city}`);
  await expect(main.locator('[data-slot="opening-hours"] tr')).toHaveCount(7);
  await expect(main.locator('[data-slot="opening-hours"] tr[data-today]')).toHaveCount(1);
  await expect(main.locator('[data-slot="opening-hours"] tr[data-today] th')).toContainText(
    `(${todayLabel})`,
  );
  await expect(main.locator('[data-slot="opening-status"]')).toBeVisible();
  await expect(main.locator('[data-slot="branch-directions"]')).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${branch.geo.lat},${branch.geo.lng}`,
  );
  const optician = (await jsonLd(page)).find((data) => data['@type'] === 'Optician');
  expect(optician).toMatchObject({
    name: branch.name,
    telephone: branch.phone,
    address: { postalCode: branch.zipCode, addressLocality: branch.city, addressCountry: branch.country },
    geo: { latitude: branch.geo.lat, longitude: branch.geo.lng },
  });
  expect(optician?.['openingHoursSpecification']).toHaveLength(branch.openingHours.length);
  // Holidays (§2): every closed day the branch has is named, in this week's table or in the list.
  const closedDays = main.locator('[data-slot="opening-hours"], [data-slot="branch-closed-days"]');
  const nextMonths = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  for (const closedDay of branch.closedDays.filter((day) => day.date <= nextMonths)) {
    await expect(closedDays.getByText(closedDay.name).first()).toBeVisible();
  }
  await expectAccessible(page);
}

test('§2 de-de: a zip code by keyboard finds the nearest branch first; its page with hours and JSON-LD', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  const errors = pageErrors(page);
  await visitShop(page, baseURL, shop, 1280, routePath(shop, 'branch-list'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unsere Filialen' })).toBeVisible();
  await expectAccessible(page);

  const zip = main.getByRole('textbox', { name: 'Postleitzahl oder Ort' });
  await tabTo(page, zip);
  await page.keyboard.type('80539');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=80539$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Filialen nahe „80539“' })).toBeVisible();
  const cards = main.locator('[data-slot="branch-card"]');
  await expect(cards.first()).toContainText('München');
  // Nearest first: the distances grow down the list.
  const distances = (await main.locator('[data-slot="branch-distance"]').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(distances.length).toBeGreaterThan(3);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expectAccessible(page);

  const link = cards.first().getByRole('link');
  const name = (await link.textContent())!;
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const branch = branches.find((candidate) => candidate.name === name)!;
  await expect(page).toHaveURL(new RegExp(`/niederlassungen/${branch.citySlug}/${branch.id}/$`));
  await expectBranchPage(page, branch, 'heute');
  // Server-rendered with its distances, as a link or a reload would open it.
  await visitShop(page, baseURL, shop, 1280, `${routePath(shop, 'branch-list')}?q=80539`);
  await expect(main.locator('[data-slot="branch-distance"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('§2 pl-pl on a phone: a city without its diacritics, then only branches with a hearing service', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('pl-pl');
  await visitShop(page, baseURL, shop, 375, routePath(shop, 'branch-list'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Kod pocztowy lub miejscowość' }).fill('krakow');
  await main.getByRole('button', { name: 'Szukaj' }).click();
  await expect(main.locator('[data-slot="branch-card"]').first()).toContainText('Kraków');

  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const hearing = branches.filter((branch) => branch.services.includes('HA'));
  await main.getByRole('combobox', { name: 'Usługa' }).selectOption('HA');
  await main.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/service=HA/);
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(hearing.length);
  await expect(main.getByRole('status')).toHaveText(
    hearing.length === 1 ? '1 salon' : `${hearing.length} salony`,
  );
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const branch = hearing[0]!;
  await main.getByRole('link', { name: branch.name }).click();
  // The branch page offers to book what the list was narrowed to.
  await expect(page).toHaveURL(/\?service=HA_HT$/);
  await expect(page.getByRole('combobox', { name: 'W jakiej sprawie chcesz przyjść?' })).toHaveValue('HA_HT');
  await expectBranchPage(page, branch, 'dziś');
});

test('§2 fr-ch: the city page from the breadcrumb; a wrong city redirects, an unknown branch is 404, a bad query is ignored', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('fr-ch');
  const errors = pageErrors(page);
  await visitShop(page, baseURL, shop, 1280, `${routePath(shop, 'branch-list')}?q=1204`);
  await expect(page.locator('[data-slot="branch-distance"]').first()).toBeVisible();
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches');
  const branch = branches.find((candidate) => candidate.citySlug === 'geneve')!;

  const detail = routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id });
  await visitShop(page, baseURL, shop, 1280, detail);
  await expectBranchPage(page, branch, 'aujourd’hui');
  await page
    .getByRole('navigation', { name: /fil d’Ariane/i })
    .getByRole('link', { name: 'Genève' })
    .click();
  await expect(page).toHaveURL(/\/succursales\/ville\/geneve\/geneve\/$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Magasins à Genève' })).toBeVisible();
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(
    branches.filter((candidate) => candidate.citySlug === 'geneve').length,
  );
  await expectAccessible(page);

  const moved = await page.goto(shopUrl(baseURL, shop.code, `/succursales/bern/${branch.id}/`));
  expect(moved?.url()).toMatch(new RegExp(`${detail}$`));
  const unknown = await page.goto(shopUrl(baseURL, shop.code, '/succursales/geneve/9999/'));
  expect(unknown?.status()).toBe(404);
  const noCity = await page.goto(shopUrl(baseURL, shop.code, '/succursales/ville/vaud/geneve/'));
  expect(noCity?.status()).toBe(404);
  const bad = await page.goto(shopUrl(baseURL, shop.code, '/succursales/?near=here&service=XX&ropo=1'));
  expect(bad?.status()).toBe(200);
  await expect(main.locator('[data-slot="branch-card"]')).toHaveCount(branches.length);
  expect(errors).toEqual([]);
});

test('§2 appointments in de-de: a signed-in customer books an eye test, finds it in the account and cancels it', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('de-de');
  await visitShop(page, baseURL, shop, 1280, '/');
  await pageRpc(page, shop, 'signIn', { email: 'anna.schmidt@example.com', password: demoPassword });
  // A contact-lens page leads to an eye test for lenses: the finder narrowed to lenses, then a branch.
  await visitShop(page, baseURL, shop, 1280, '/p/contact-lens-pdp/');
  await page.getByRole('link', { name: 'Sehtest in einer Filiale buchen' }).click();
  await expect(page).toHaveURL(/\/niederlassungen\/\?service=CL$/);
  await page.locator('[data-slot="branch-card"]').first().getByRole('link').click();
  await expect(page).toHaveURL(/\?service=CL_ET$/);
  await expect(page.getByRole('combobox', { name: 'Wofür möchten Sie kommen?' })).toHaveValue('CL_ET');
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches', { service: 'GL' });
  const branch = branches[0]!;
  await visitShop(
    page,
    baseURL,
    shop,
    1280,
    `${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}?service=GL_AD`,
  );
  const booking = page.locator('[data-slot="appointment-booking"]');
  await expect(booking.getByRole('combobox', { name: 'Wofür möchten Sie kommen?' })).toHaveValue('GL_AD');
  await expect(booking).toContainText('Wir buchen den Termin für Anna Schmidt');
  // Without a time the form says what is missing.
  await booking.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
  await expect(booking).toContainText('Bitte wählen Sie eine Uhrzeit.');
  const time = booking.getByRole('radio').first();
  const chosen = (await time.textContent())!;
  await time.click();
  await expectAccessible(page);
  await booking.getByRole('button', { name: 'Termin verbindlich buchen' }).click();

  const done = page.locator('[data-slot="appointment-booked"]');
  await expect(done.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeFocused();
  await expect(done).toContainText(`Brillenberatung am `);
  await expect(done).toContainText(`${chosen} Uhr in der Filiale ${branch.name}`);
  await done.getByRole('link', { name: 'Zu meinen Terminen' }).click();
  await expect(page).toHaveURL(/\/account\/appointments\/$/);
  const card = page
    .locator('[data-slot="appointment"]')
    .filter({ hasText: 'Brillenberatung' })
    .filter({ hasText: branch.name })
    .filter({ hasText: chosen });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Termin absagen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, absagen' }).click();
  await expect(page.locator('[data-slot="appointments-status"]')).toHaveText('Ihr Termin ist abgesagt.');
  await expect(card).toHaveCount(0);
});

test('§2 appointments in pl-pl on a phone: a guest gives name, email and phone; a time taken meanwhile is explained', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('pl-pl');
  await visitShop(page, baseURL, shop, 375, routePath(shop, 'branch-list'));
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches', { service: 'CL' });
  const branch = branches[0]!;
  await visitShop(
    page,
    baseURL,
    shop,
    375,
    `${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}?service=CL_FI`,
  );
  const booking = page.locator('[data-slot="appointment-booking"]');
  const times = booking.getByRole('radio');
  await expect(times.first()).toBeVisible();
  // Someone else takes the first time while the page is open (one place per contact-lens slot).
  const slots = await pageRpc<{ dateTime: string }[]>(page, shop, 'getAppointmentSlots', {
    branchId: branch.id,
    service: { productCategory: 'CL', serviceName: 'CL_FI' },
    from: new Date().toISOString().slice(0, 10),
    days: 14,
  });
  await pageRpc(page, shop, 'bookAppointment', {
    branchId: branch.id,
    service: { productCategory: 'CL', serviceName: 'CL_FI' },
    dateTime: slots[0]!.dateTime,
    contact: {
      firstName: 'Ewa',
      lastName: 'Nowak',
      email: 'ewa.nowak@example.com',
      phone: '+48 601 234 567',
    },
  });
  await booking.getByRole('textbox', { name: 'Imię' }).fill('Piotr');
  await booking.getByRole('textbox', { name: 'Nazwisko' }).fill('Zieliński');
  await booking.getByRole('textbox', { name: 'Adres e-mail' }).fill('piotr.zielinski@example.com');
  await booking.getByRole('textbox', { name: 'Telefon do kontaktu' }).fill('601 765 432');
  await times.first().click();
  await booking.getByRole('button', { name: 'Rezerwuję wizytę' }).click();
  await expect(booking).toContainText('Ten termin został właśnie zajęty.');
  await expectAccessible(page);

  const next = booking.getByRole('radio').first();
  const chosen = (await next.textContent())!;
  await next.click();
  await booking.getByRole('button', { name: 'Rezerwuję wizytę' }).click();
  const done = page.locator('[data-slot="appointment-booked"]');
  await expect(done.getByRole('heading', { name: 'Twoja wizyta jest zarezerwowana' })).toBeVisible();
  await expect(done).toContainText(`Pierwsze dopasowanie soczewek: `);
  await expect(done).toContainText(`${chosen}, ${branch.name}`);
  await expectAccessible(page);
});

test('§2 appointments in fr-ch by keyboard: a guest books an eye test in French from the branch page', async ({
  page,
  baseURL,
}) => {
  const shop = getShopByCode('fr-ch');
  await visitShop(page, baseURL, shop, 1280, routePath(shop, 'branch-list'));
  const branches = await pageRpc<Branch[]>(page, shop, 'getBranches', { service: 'GL' });
  const branch = branches.find((candidate) => candidate.city === 'Lausanne') ?? branches[0]!;
  await visitShop(
    page,
    baseURL,
    shop,
    1280,
    `${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}?service=GL_ET`,
  );
  const booking = page.locator('[data-slot="appointment-booking"]');
  const time = booking.getByRole('radio').first();
  await expect(time).toBeVisible();
  const chosen = (await time.textContent())!;
  await tabTo(page, booking.getByRole('textbox', { name: 'Prénom' }));
  await page.keyboard.type('Camille');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Favre');
  await page.keyboard.press('Tab');
  await page.keyboard.type('camille.favre.rdv@example.ch');
  await tabTo(page, booking.getByRole('textbox', { name: /Téléphone pour vous joindre/ }));
  await page.keyboard.type('79 123 45 67');
  // The times are a radio group: Shift+Tab back into it, arrows move, space chooses.
  await tabTo(page, booking.getByRole('radio').first(), 60, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  await tabTo(page, booking.getByRole('button', { name: 'Confirmer le rendez-vous' }));
  await page.keyboard.press('Enter');
  const done = page.locator('[data-slot="appointment-booked"]');
  await expect(done.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeFocused();
  await expect(done).toContainText('Examen de la vue le ');
  await expect(done).toContainText(`${chosen} au magasin ${branch.name}`);
  await expectAccessible(page);
});
