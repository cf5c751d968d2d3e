import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

/*
 * §9: the privacy page lists the consent banner's groups (statistics C0002, marketing C0004) with
 * their providers, and its button reopens the shop's own banner with the switches, where the
 * shopper changes the choice the `lumen_consent` cookie keeps.
 */
const shops = [
  {
    code: 'de-de',
    privacyPath: '/datenschutz/',
    title: 'Datenschutzerklärung',
    list: 'Cookies und Anbieter',
    groups: ['Notwendige Cookies', 'Statistik', 'Marketing'],
    changeSettings: 'Cookie-Einstellungen ändern',
    vimeoPrivacy: 'Datenschutzerklärung von Vimeo',
    banner: 'Ihre Privatsphäre ist uns wichtig',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    save: 'Auswahl speichern',
    statistics: 'Statistik',
    marketing: 'Marketing',
    // The first answer, and the switch the shopper then flips on the privacy page.
    first: 'rejectAll',
    flip: 'statistics',
    before: 'v1|GDPR|C0002:0|C0004:0',
    after: 'v1|GDPR|C0002:1|C0004:0',
  },
  {
    code: 'pl-pl',
    privacyPath: '/ochronadanych/',
    title: 'Polityka prywatności',
    list: 'Pliki cookie i dostawcy',
    groups: ['Niezbędne pliki cookie', 'Statystyka', 'Marketing'],
    changeSettings: 'Zmień ustawienia plików cookie',
    vimeoPrivacy: 'Polityka prywatności: Vimeo',
    banner: 'Szanujemy Twoją prywatność',
    acceptAll: 'Zaakceptuj wszystkie',
    rejectAll: 'Odrzuć wszystkie',
    save: 'Zapisz wybór',
    statistics: 'Statystyka',
    marketing: 'Marketing',
    first: 'acceptAll',
    flip: 'marketing',
    before: 'v1|GDPR|C0002:1|C0004:1',
    after: 'v1|GDPR|C0002:1|C0004:0',
  },
] as const;

/** Opens a shop page and waits until React has taken over the server's HTML. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lumen_consent')?.value;
}

for (const shop of shops) {
  test.describe(`${shop.code}: the privacy page’s cookie list (§9)`, () => {
    test('lists the consent groups with their providers, and passes axe', async ({ page, baseURL }) => {
      await open(page, shopUrl(baseURL, shop.code, shop.privacyPath));
      await expect(page.getByRole('heading', { level: 1, name: shop.title })).toBeVisible();
      // A first visit: the banner asks before anything else; reject all to read the page.
      await page
        .getByRole('region', { name: shop.banner })
        .getByRole('button', { name: shop.rejectAll })
        .click();

      const list = page.getByRole('main').getByRole('region', { name: shop.list });
      await expect(list.getByRole('heading', { level: 2, name: shop.list })).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([...shop.groups]);
      await expect(
        list.getByRole('region', { name: shop.marketing }).getByRole('heading', { level: 4 }),
      ).toHaveText(['Google Tag Manager', 'YouTube', 'Vimeo']);
      await expect(list.getByText('lumen_session, locale, language, viewport')).toBeVisible();
      await expect(list.getByRole('link', { name: shop.vimeoPrivacy })).toHaveAttribute(
        'href',
        'https://vimeo.com/privacy',
      );

      const results = await new AxeBuilder({ page })
        .include('[data-slot="consent-list"]')
        .withTags(wcagTags)
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    test('its button reopens the banner with the switches, and a changed choice changes the cookie', async ({
      page,
      baseURL,
    }) => {
      await open(page, shopUrl(baseURL, shop.code, shop.privacyPath));
      const banner = page.getByRole('region', { name: shop.banner });
      await banner.getByRole('button', { name: shop[shop.first] }).click();
      await expect(banner).toBeHidden();
      expect(await consentCookie(page)).toBe(shop.before);

      const list = page.getByRole('main').getByRole('region', { name: shop.list });
      const change = list.getByRole('button', { name: shop.changeSettings });
      await change.click();
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      const statistics = banner.getByRole('switch', { name: shop.statistics });
      const marketing = banner.getByRole('switch', { name: shop.marketing });
      // The switches start from the stored answer.
      const grantedBefore = shop.first === 'acceptAll';
      await expect(statistics).toBeChecked({ checked: grantedBefore });
      await expect(marketing).toBeChecked({ checked: grantedBefore });

      // Escape leaves the choice as it was and gives the focus back to the list's button.
      await page.keyboard.press('Escape');
      await expect(banner).toBeHidden();
      await expect(change).toBeFocused();
      expect(await consentCookie(page)).toBe(shop.before);

      await change.click();
      await banner.getByRole('switch', { name: shop[shop.flip] }).click();
      await banner.getByRole('button', { name: shop.save }).click();
      await expect(banner).toBeHidden();
      await expect.poll(() => consentCookie(page)).toBe(shop.after);

      // The new choice is what the banner shows the next time.
      await change.click();
      await expect(statistics).toBeChecked();
      await expect(marketing).not.toBeChecked();
    });
  });
}
