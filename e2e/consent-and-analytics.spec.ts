import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { shopHostHeader, shopUrl } from './shop-url.ts';
import { footerHydrated, hydrated, wcagTags } from './page-checks.ts';

// A browser user agent for raw HTTP checks (a crawler's gets the page only after all data resolved).
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** §7: the page view beacon's fields; the api refuses any other. */
const reportFields = [
  'baseUrl',
  'cbdToken',
  'country',
  'isBotTraffic',
  'language',
  'pageTitle',
  'pageType',
  'path',
  'referrer',
  'ua',
  'uamb',
];

const shops = [
  {
    code: 'de-de',
    language: 'de',
    country: 'DE-DEU',
    regulation: 'GDPR',
    banner: 'Ihre Privatsphäre ist uns wichtig',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    choose: 'Auswählen',
    save: 'Auswahl speichern',
    statistics: 'Statistik',
    marketing: 'Marketing',
    cookieSettings: 'Cookie-Einstellungen',
    branches: { link: 'Filialen', path: '/niederlassungen/' },
    privacy: { link: 'Datenschutzerklärung', path: '/datenschutz/' },
  },
  {
    code: 'fr-ch',
    language: 'fr',
    country: 'CH-CHE',
    regulation: 'DSGLPD',
    banner: 'Votre vie privée nous tient à cœur',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    choose: 'Personnaliser',
    save: 'Enregistrer mon choix',
    statistics: 'Statistiques',
    marketing: 'Marketing',
    cookieSettings: 'Paramètres des cookies',
    branches: { link: 'Magasins', path: '/succursales/' },
    privacy: { link: 'déclaration de protection des données', path: '/protectiondesdonnees/' },
  },
] as const;

const isReport = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/dt/report';

/** Every page view beacon the page sends, from now on. */
function recordReports(page: Page): Array<Record<string, unknown>> {
  const reports: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (isReport(request)) reports.push(request.postDataJSON() as Record<string, unknown>);
  });
  return reports;
}

/** Every request that leaves the shop's own host. */
function recordThirdPartyRequests(page: Page, host: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== host) requests.push(request.url());
  });
  return requests;
}

/** Opens a shop page and waits until React has taken over the server's HTML. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

// §9: a report waits 1000 ms after a navigation; this is comfortably past it.
const afterReportDelay = 1800;

for (const shop of shops) {
  test.describe(`${shop.code}: consent (§4, §9) and page views (§7)`, () => {
    test('the banner is in the server’s HTML on a first visit, and not once a choice is stored', async ({
      request,
      baseURL,
    }) => {
      const headers = { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent };
      const firstVisit = await (await request.get(`${baseURL}/`, { headers })).text();
      expect(firstVisit).toContain('data-slot="consent-banner"');
      expect(firstVisit).toContain(`data-regulation="${shop.regulation}"`);
      const answered = await (
        await request.get(`${baseURL}/`, {
          headers: { ...headers, cookie: `lumen_consent=v1|${shop.regulation}|C0002:0|C0004:0` },
        })
      ).text();
      expect(answered).not.toContain('data-slot="consent-banner"');
    });

    test('the banner shows on the first visit, passes axe, and nothing is reported or loaded from elsewhere', async ({
      page,
      baseURL,
    }) => {
      const url = shopUrl(baseURL, shop.code);
      const reports = recordReports(page);
      const thirdParty = recordThirdPartyRequests(page, new URL(url).host);
      await open(page, url);
      const banner = page.getByRole('region', { name: shop.banner });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: shop.privacy.link })).toHaveAttribute(
        'href',
        shop.privacy.path,
      );
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.waitForTimeout(afterReportDelay);
      expect(reports).toEqual([]);
      expect(thirdParty).toEqual([]);
    });

    test('the banner’s settings pass axe and start with everything optional off', async ({
      page,
      baseURL,
    }) => {
      await open(page, shopUrl(baseURL, shop.code));
      const banner = page.getByRole('region', { name: shop.banner });
      await banner.getByRole('button', { name: shop.choose }).click();
      await expect(banner.getByRole('switch', { name: shop.statistics })).not.toBeChecked();
      await expect(banner.getByRole('switch', { name: shop.marketing })).not.toBeChecked();
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });

    test('§7 an error page is never reported, even with consent', async ({ page, baseURL }) => {
      const url = shopUrl(baseURL, shop.code, '/gibt-es-nicht/');
      await page
        .context()
        .addCookies([
          { name: 'lumen_consent', value: `v1|${shop.regulation}|C0002:1|C0004:0`, url: new URL(url).origin },
        ]);
      const reports = recordReports(page);
      await open(page, url);
      await expect(page.locator('html')).toHaveAttribute('data-page-type', 'error');
      await expect(page.getByRole('region', { name: shop.banner })).toHaveCount(0);
      await page.waitForTimeout(afterReportDelay);
      expect(reports).toEqual([]);
    });

    test('accept all reports this page view, then the next one, with the §7 fields', async ({
      page,
      baseURL,
    }) => {
      const url = shopUrl(baseURL, shop.code);
      await open(page, url);
      const reports = recordReports(page);
      const banner = page.getByRole('region', { name: shop.banner });

      const firstReport = page.waitForRequest(isReport);
      await banner.getByRole('button', { name: shop.acceptAll }).click();
      await expect(banner).toBeHidden();
      const homepage = (await firstReport).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(homepage).sort()).toEqual(reportFields);
      expect(homepage).toMatchObject({
        baseUrl: new URL(url).origin,
        path: '/',
        language: shop.language,
        country: shop.country,
        pageType: 'homepage',
        cbdToken: null,
        isBotTraffic: expect.any(Boolean),
        uamb: false,
      });
      expect(homepage.pageTitle).toBe(await page.title());

      // A navigation within the shop: reported 1000 ms later, with the page before as referrer.
      const nextReport = page.waitForRequest(isReport);
      await page
        .getByRole('banner')
        .getByRole('link', { name: shop.branches.link, exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${shop.branches.path}$`));
      const branches = (await nextReport).postDataJSON() as Record<string, unknown>;
      expect(branches).toMatchObject({
        path: shop.branches.path,
        pageType: 'store',
        language: shop.language,
        country: shop.country,
        referrer: `${new URL(url).origin}/`,
      });
      await page.waitForTimeout(afterReportDelay);
      expect(reports).toHaveLength(2);
    });

    test('choosing statistics only reports; the choice survives a reload', async ({ page, baseURL }) => {
      await open(page, shopUrl(baseURL, shop.code));
      const banner = page.getByRole('region', { name: shop.banner });
      await banner.getByRole('button', { name: shop.choose }).click();
      await banner.getByRole('switch', { name: shop.statistics }).click();
      const report = page.waitForRequest(isReport);
      await banner.getByRole('button', { name: shop.save }).click();
      expect(((await report).postDataJSON() as Record<string, unknown>).pageType).toBe('homepage');

      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'lumen_consent');
      expect(cookie).toMatchObject({
        value: `v1|${shop.regulation}|C0002:1|C0004:0`,
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
      });

      const reportAfterReload = page.waitForRequest(isReport);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('region', { name: shop.banner })).toHaveCount(0);
      await reportAfterReload;
    });

    test('reject all reports nothing, now or after a reload, and loads nothing from elsewhere', async ({
      page,
      baseURL,
    }) => {
      const url = shopUrl(baseURL, shop.code);
      const reports = recordReports(page);
      const thirdParty = recordThirdPartyRequests(page, new URL(url).host);
      await open(page, url);
      const banner = page.getByRole('region', { name: shop.banner });
      await banner.getByRole('button', { name: shop.rejectAll }).click();
      await expect(banner).toBeHidden();
      await page.waitForTimeout(afterReportDelay);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('region', { name: shop.banner })).toHaveCount(0);
      await page.waitForTimeout(afterReportDelay);
      expect(reports).toEqual([]);
      expect(thirdParty).toEqual([]);
    });

    test('the footer’s cookie settings button reopens the banner by keyboard, with the stored choice', async ({
      page,
      baseURL,
    }) => {
      await open(page, shopUrl(baseURL, shop.code));
      await page
        .getByRole('region', { name: shop.banner })
        .getByRole('button', { name: shop.rejectAll })
        .click();

      const settings = page.getByRole('contentinfo').getByRole('button', { name: shop.cookieSettings });
      await footerHydrated(page);
      await settings.focus();
      await page.keyboard.press('Enter');
      const banner = page.getByRole('region', { name: shop.banner });
      await expect(banner).toBeVisible();
      await expect(banner).toBeFocused();
      await expect(banner.getByRole('switch', { name: shop.statistics })).not.toBeChecked();
      await expect(banner.getByRole('switch', { name: shop.marketing })).not.toBeChecked();

      // Escape leaves it as it was and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(banner).toBeHidden();
      await expect(settings).toBeFocused();

      // Space opens it again; the shopper now grants statistics by keyboard.
      const report = page.waitForRequest(isReport);
      await page.keyboard.press('Space');
      await expect(banner).toBeFocused();
      await banner.getByRole('switch', { name: shop.statistics }).focus();
      await page.keyboard.press('Space');
      await banner.getByRole('button', { name: shop.save }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      expect(((await report).postDataJSON() as Record<string, unknown>).language).toBe(shop.language);
    });
  });
}
