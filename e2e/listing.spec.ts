import { expect as baseExpect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { browserAgent, flyoutLink } from './shop-fixtures.ts';
import { shopHostHeader, shopUrl } from './shop-url.ts';

/*
 * §2 category listings and search results: filters, order and pages in the address,
 * the grid following it without a reload, the same listing as plain links and GET forms without
 * JavaScript, and search results with their fallback and the term always escaped.
 */

const listings = [
  {
    code: 'de-de',
    // Eyewear › Sunglasses › Women: a listing of depth 3 in the seed (api/src/seed/catalog/category-tree.ts).
    path: '/brillen/sonnenbrillen/damen/',
    heading: 'Damen',
    navigation: /Hauptnavigation/,
    main: 'Brillen',
    child: 'Sonnenbrillen',
    colour: 'Farbe',
    size: 'Größe',
    addToBasket: 'In den Warenkorb',
    basketCountOne: '1 Artikel im Warenkorb',
    count: /^([\d.]+) Artikel$/,
    rimType: 'Rahmenart',
    headWidth: 'Kopfbreite',
    maxPrice: 'Höchstpreis',
    sort: 'Sortieren nach',
    priceAscending: 'Preis aufsteigend',
    page2: 'Seite 2',
    currency: '€',
    apply: 'Filter anwenden',
    showOrder: 'Anzeigen',
  },
  {
    code: 'pl-pl',
    path: '/okulary/okulary-przeciwsloneczne/damskie/',
    heading: 'Damskie',
    navigation: /Nawigacja główna/,
    main: 'Okulary',
    child: 'Okulary przeciwsłoneczne',
    colour: 'Kolor',
    size: 'Rozmiar',
    addToBasket: 'Dodaj do koszyka',
    basketCountOne: '1 produkt w koszyku',
    count: /^([\d\s\u00a0]+) produkt(y|ów|u)?$/,
    rimType: 'Rodzaj oprawki',
    headWidth: 'Szerokość głowy',
    maxPrice: 'Cena maksymalna',
    sort: 'Sortuj według',
    priceAscending: 'Cena rosnąco',
    page2: 'Strona 2',
    currency: 'zł',
    apply: 'Zastosuj filtry',
    showOrder: 'Pokaż',
  },
] as const;

type Listing = (typeof listings)[number];

// Each step waits for a navigation and a listing call and the grid's render: on a loaded machine
// (CI runs the suites side by side on two cores) that takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Consent answered, so that the banner does not cover the page's lower half. */
async function answerConsent(page: Page, url: string) {
  await page
    .context()
    .addCookies([{ name: 'lumen_consent', value: 'v1|GDPR|C0002:0|C0004:0', url: new URL(url).origin }]);
}

function numberIn(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The product count the toolbar announces. */
async function announcedCount(page: Page, listing: Listing): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: listing.count }).textContent()) ?? '';
  return numberIn(text);
}

/** The value of a filter group that the most products have, as its checkbox and count. */
async function mostCommonValue(group: Locator): Promise<{ box: Locator; count: number }> {
  let best: { box: Locator; count: number } | undefined;
  for (const item of await group.getByRole('listitem').all()) {
    const text = (await item.textContent()) ?? '';
    const count = numberIn(/\(([^)]*)\)\s*$/.exec(text.trim())?.[1] ?? '0');
    if (!best || count > best.count) best = { box: item.getByRole('checkbox'), count };
  }
  return best!;
}

/** The cards' current prices in cents, in grid order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('[data-slot="listing-grid"] [data-slot="price-current"]')
    .allTextContents();
  return texts.map((text) => numberIn(/\d[\d.\s\u00a0\u202f]*,\d{2}/.exec(text)?.[0] ?? ''));
}

/** The cards' product pages, in grid order (sibling colours share a name, never an address). */
async function cardLinks(page: Page): Promise<(string | null)[]> {
  const links = await page.locator('[data-slot="listing-grid"] [data-slot="product-card-link"]').all();
  return Promise.all(links.map((link) => link.getAttribute('href')));
}

for (const listing of listings) {
  test.describe(`${listing.code}: a listing of depth 3 (§2)`, () => {
    test('filters by two groups and a price range, sorts, pages and goes back; the address and the grid agree at each step', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const url = shopUrl(baseURL, listing.code, listing.path);
      await answerConsent(page, url);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(shopUrl(baseURL, listing.code));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // A mark on this document: a full page load on the way would lose it.
      await page.evaluate(() => Object.assign(window, { listingJourney: true }));

      await test.step('from the homepage through the navigation to a listing of depth 3', async () => {
        const navigation = page.getByRole('navigation', { name: listing.navigation });
        await (await flyoutLink(page, navigation, listing.main, listing.child)).click();
        await expect(page.getByRole('heading', { level: 1, name: listing.child })).toBeVisible();
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${listing.heading}\\b`) })
          .first()
          .click();
        await expect(page).toHaveURL(url);
      });
      await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
      const all = await announcedCount(page, listing);
      expect(all).toBeGreaterThan(24);
      await expect(page.locator('[data-slot="listing-grid"] > li')).toHaveCount(24);

      await test.step('a first group: the rim type with the icon set', async () => {
        const group = page.getByRole('group', { name: listing.rimType, exact: true });
        await expect(group.locator('[data-slot="rim-type-icon"]').first()).toBeVisible();
        const value = await mostCommonValue(group);
        await value.box.check();
        await expect(page).toHaveURL(/[?&]filters\[rimType\]=\d+(&|$)/);
        await expect(value.box).toBeChecked();
        await expect.poll(() => announcedCount(page, listing)).toBe(value.count);
      });

      await test.step('a second group: the head width', async () => {
        const group = page.getByRole('group', { name: listing.headWidth, exact: true });
        await expect(group.locator('[data-slot="head-width-icon"]').first()).toBeVisible();
        const value = await mostCommonValue(group);
        await value.box.check();
        await expect(page).toHaveURL(/filters\[headWidth\]=\d+/);
        await expect(page).toHaveURL(/filters\[rimType\]=\d+/);
        await expect.poll(() => announcedCount(page, listing)).toBe(value.count);
        expect(value.count).toBeGreaterThan(24);
      });

      let maxCents = 0;
      await test.step('a price range: the highest price typed in', async () => {
        const max = page.getByRole('textbox', { name: listing.maxPrice });
        const highest = Number(await max.inputValue());
        const typed = Math.round(highest * 0.9);
        maxCents = typed * 100;
        const before = await announcedCount(page, listing);
        await max.fill(String(typed));
        await max.press('Enter');
        await expect(page).toHaveURL(new RegExp(`[?&]maxPrice=${maxCents}(&|$)`));
        await expect(page).not.toHaveURL(/minPrice=/);
        await expect.poll(() => announcedCount(page, listing)).toBeLessThanOrEqual(before);
        await expect(
          page.getByRole('list', { name: /.+/ }).getByRole('button', { name: new RegExp(listing.currency) }),
        ).toBeVisible();
        // The chip can show before the grid's new answer has rendered: wait for the grid itself.
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return prices.length > 0 && prices.every((price) => price <= maxCents);
          })
          .toBe(true);
      });

      let firstPage: (string | null)[] = [];
      await test.step('sorted by price, ascending', async () => {
        await page.getByRole('combobox', { name: listing.sort }).click();
        await page.getByRole('option', { name: listing.priceAscending }).click();
        await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
        await expect(page.getByRole('combobox', { name: listing.sort })).toHaveText(listing.priceAscending);
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return (
              prices.length === 24 &&
              prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
            );
          })
          .toBe(true);
        firstPage = await cardLinks(page);
      });

      await test.step('page 2: a link, the grid goes on where page 1 ended', async () => {
        const lastOfFirst = (await cardPrices(page)).at(-1)!;
        await page.getByRole('link', { name: listing.page2 }).click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        await expect(page.getByRole('link', { name: listing.page2 })).toHaveAttribute('aria-current', 'page');
        await expect.poll(async () => (await cardLinks(page))[0]).not.toBe(firstPage[0]);
        const prices = await cardPrices(page);
        expect(prices[0]).toBeGreaterThanOrEqual(lastOfFirst);
        for (const price of prices) expect(price).toBeLessThanOrEqual(maxCents);
      });

      await test.step('back: page 1 again, as it was', async () => {
        await page.goBack();
        await expect(page).not.toHaveURL(/page=/);
        await expect(page).toHaveURL(/sort=price-asc/);
        await expect.poll(() => cardLinks(page)).toEqual(firstPage);
      });

      await test.step('a product of the listing: another colour, another size, into the basket', async () => {
        await page.locator('[data-slot="listing-grid"] [data-slot="product-card-link"]').first().click();
        const main = page.getByRole('main');
        await expect(main.getByRole('button', { name: listing.addToBasket })).toBeVisible();
        const colours = main.getByRole('group', { name: listing.colour });
        const otherColour = colours.locator('a:not([aria-current])').first();
        if ((await otherColour.count()) > 0) {
          const href = await otherColour.getAttribute('href');
          await otherColour.click();
          await expect.poll(() => new URL(page.url()).pathname).toBe(href);
          // While the new product loads, the router already marks the clicked link current and the
          // page still checks the old one: wait for the picker's own choice (data-state) to follow.
          await expect(colours.locator('a[aria-current="page"][data-state="checked"]')).toHaveAttribute(
            'href',
            href!,
          );
        }
        const sizes = main.getByRole('group', { name: listing.size });
        const otherSize = sizes.locator('a:not([aria-current])').first();
        if ((await otherSize.count()) > 0) {
          const label = (await otherSize.textContent())!.trim();
          await otherSize.click();
          await expect(page).toHaveURL(/\?variant=\d+$/);
          await expect(sizes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
        }
        await expect(main.getByText(listing.currency).first()).toBeVisible();
        await main.getByRole('button', { name: listing.addToBasket }).click();
        await expect(page.getByRole('banner').getByText(listing.basketCountOne)).toBeAttached();
      });

      // Every step went through the router: one document for the whole journey.
      expect(await page.evaluate(() => 'listingJourney' in window)).toBe(true);
    });

    test('a bad listing address renders the listing, never an error', async ({ page, request, baseURL }) => {
      const bad = `${listing.path}?page=abc&sort=zzz&filters[x]=%3C%3E&minPrice=-5&size=0`;
      const response = await request.get(`${baseURL}${bad}`, {
        headers: { ...shopHostHeader(baseURL, listing.code), 'user-agent': browserAgent },
      });
      expect(response.status()).toBe(200);
      await answerConsent(page, shopUrl(baseURL, listing.code));
      await page.goto(shopUrl(baseURL, listing.code, bad));
      await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
      await expect(page.locator('[data-slot="listing-grid"] > li')).toHaveCount(24);
    });
  });
}

test.describe('de-de: a listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const listing = listings[0];

  test('renders in full and filters, orders and pages by plain GET forms and links', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const url = shopUrl(baseURL, listing.code, listing.path);
    await answerConsent(page, url);
    await page.goto(url);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
    await expect(page.locator('[data-slot="listing-grid"] > li')).toHaveCount(24);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .or(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: listing.page2 })).toBeVisible();

    const group = page.getByRole('group', { name: listing.rimType, exact: true });
    const value = await mostCommonValue(group);
    await value.box.check();
    await page.getByRole('button', { name: listing.apply }).click();
    // The form's address is answered with the listing's canonical one.
    await expect(page).toHaveURL(/[?&]filters\[rimType\]=\d+$/);
    expect(await announcedCount(page, listing)).toBe(value.count);
    await expect(
      page
        .getByRole('group', { name: listing.rimType, exact: true })
        .getByRole('checkbox', { checked: true }),
    ).toHaveCount(1);

    await page.getByRole('textbox', { name: listing.maxPrice }).fill('100');
    await page.getByRole('button', { name: listing.apply }).click();
    await expect(page).toHaveURL(/[?&]maxPrice=10000(&|$)/);
    await expect(page).toHaveURL(/filters\[rimType\]=\d+/);
    // Without scripts the new page streams in: read the grid once all of it has arrived.
    await page.waitForLoadState('load');
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(10000);

    await page.getByRole('combobox', { name: listing.sort }).selectOption({ label: listing.priceAscending });
    await page.getByRole('button', { name: listing.showOrder, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(page).toHaveURL(/maxPrice=10000/);
    await page.waitForLoadState('load');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('renders in full on a phone, the filters above the grid', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const url = shopUrl(baseURL, 'pl-pl', listings[1].path);
    await answerConsent(page, url);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: listings[1].heading })).toBeVisible();
    await expect(page.getByRole('group', { name: listings[1].rimType, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: listings[1].apply })).toBeVisible();
    await expect(page.locator('[data-slot="listing-grid"] > li')).toHaveCount(24);
    await expect(page.locator('[data-slot="listing-grid"]').getByText('zł').first()).toBeVisible();
  });
});

test.describe('§2 the canonical address of a listing', () => {
  test('drops page=1 and parameters that are not the listing’s, keeps page 2', async ({
    request,
    baseURL,
  }) => {
    const headers = { ...shopHostHeader(baseURL, 'de-de'), 'user-agent': browserAgent };
    const canonical = async (search: string) => {
      const html = await (await request.get(`${baseURL}${listings[0].path}${search}`, { headers })).text();
      return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/^https?:\/\/[^/]+/, '');
    };
    expect(await canonical('?page=1&utm_source=mail&sort=new-desc')).toBe(
      `${listings[0].path}?sort=new-desc`,
    );
    expect(await canonical('?page=2')).toBe(`${listings[0].path}?page=2`);
  });
});

test.describe('§2 search results', () => {
  test('a term shows its products in the listing’s layout', async ({ page, baseURL }) => {
    const url = shopUrl(baseURL, 'de-de', '/search/?term=Sonnenbrille');
    await answerConsent(page, url);
    await page.goto(url);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Sonnenbrille“' }),
    ).toBeVisible();
    await expect(page.locator('[data-slot="listing-grid"] > li').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: listings[0].count })).toBeVisible();
  });

  test('a term without results shows the fallback content, never an empty grid', async ({
    page,
    baseURL,
  }) => {
    const url = shopUrl(baseURL, 'pl-pl', '/search/?term=qxzvbnmw');
    await answerConsent(page, url);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Brak wyników dla „qxzvbnmw”' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Popularne kategorie' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Nowości' }).locator('[data-slot="product-card"]').first(),
    ).toBeVisible();
    await expect(page.locator('[data-slot="listing-grid"][aria-busy]')).toHaveCount(0);
  });

  test('a term with markup is shown as text everywhere', async ({ page, request, baseURL }) => {
    const term = '<script>alert(1)</script>';
    const path = `/search/?term=${encodeURIComponent(term)}`;
    const response = await request.get(`${baseURL}${path}`, {
      headers: { ...shopHostHeader(baseURL, 'de-de'), 'user-agent': browserAgent },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(term);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(shopUrl(baseURL, 'de-de', path));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: `Suchergebnisse für „${term}“` })).toBeVisible();
    expect(await page.title()).toContain(term);
    for (const data of await page.locator('script[type="application/ld+json"]').allTextContents())
      expect(data).not.toContain('</script');
    expect(dialogs).toBe(0);
  });
});

test.describe('§2 a filtered listing without products', () => {
  // A lowest price above every product's: the filters leave nothing, the listing offers them undone.
  for (const [name, path, unfiltered] of [
    ['a category', '/brillen/sonnenbrillen/damen/?minPrice=9999999', '/brillen/sonnenbrillen/damen/'],
    ['search results', '/search/?term=Sonnenbrille&minPrice=9999999', '/search/?term=Sonnenbrille'],
  ] as const) {
    test(`${name}: says so and offers the listing without its filters`, async ({ page, baseURL }) => {
      const url = shopUrl(baseURL, 'de-de', path);
      await answerConsent(page, url);
      await page.goto(url);
      const empty = page.locator('[data-slot="listing-empty"]');
      await expect(empty).toBeVisible();
      await expect(page.locator('[data-slot="listing-grid"]')).toHaveCount(0);
      const reset = empty.getByRole('link', { name: 'Alle Filter zurücksetzen' });
      await expect(reset).toHaveAttribute('href', unfiltered);
      await reset.click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(unfiltered);
      await expect(page.locator('[data-slot="listing-grid"] > li').first()).toBeVisible();
    });
  }
});
