import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  attributeLabel,
  getShopByCode,
  productSlug,
  productTemplateOfType,
  productTypes,
  routePath,
} from '@lumen/domain';
import type { Product, ProductType, ShopCode, ShopIdentity } from '@lumen/domain';
import { browserAgent, rpc } from './shop-fixtures.ts';
import { shopHostHeader, shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

/*
 * The product pages (§2 /p/{slug}/) of all six §3 product types, their templates
 * (/p/glasses-pdp/ …), the slug rules (a stale name 301s, an unknown id is the 404 page), the page
 * without JavaScript, choosing colour and size, and adding to the basket; in de-de and in pl-pl.
 */

const texts = {
  'de-de': {
    currency: 'EUR',
    money: /€/,
    colour: 'Farbe',
    size: 'Größe',
    packing: 'Packungsgröße',
    addToBasket: 'In den Warenkorb',
    added: 'In den Warenkorb gelegt',
    basketCountOne: '1 Artikel im Warenkorb',
    fit: 'Passform',
    facts: 'Produktdetails',
    frameWidth: 'Fassungsbreite',
    lensType: 'Linsentyp',
    careKind: 'Produktart',
    merchKind: 'Artikel',
    gallery: (name: string) => `Bilder von ${name}`,
    notFound: 'Seite nicht gefunden',
    breadcrumbs: 'Brotkrümelnavigation',
  },
  'pl-pl': {
    currency: 'PLN',
    money: /zł/,
    colour: 'Kolor',
    size: 'Rozmiar',
    packing: 'Opakowanie',
    addToBasket: 'Dodaj do koszyka',
    added: 'Dodano do koszyka',
    basketCountOne: '1 produkt w koszyku',
    fit: 'Dopasowanie',
    facts: 'Szczegóły produktu',
    frameWidth: 'Szerokość oprawki',
    lensType: 'Rodzaj soczewek',
    careKind: 'Rodzaj produktu',
    merchKind: 'Artykuł',
    gallery: (name: string) => `Zdjęcia: ${name}`,
    notFound: 'Nie znaleziono strony',
    breadcrumbs: 'Ścieżka nawigacji',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** The shop's newest product of a type (what the template shows), and its own address. */
async function productOfType(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  productType: ProductType,
): Promise<{ product: Product; name: string; path: string }> {
  const product = await rpc<Product | null>(request, baseURL, shop, 'getNewestProductOfType', {
    productType,
  });
  expect(product, `a ${productType} in ${shop.code}`).not.toBeNull();
  const name = attributeLabel(product!.attributes, 'name')!.trim();
  const slug = productSlug({
    name,
    colour: attributeLabel(product!.attributes, 'frameColor'),
    productId: product!.id,
  });
  return { product: product!, name, path: routePath(shop, 'product', { slug }) };
}

/** Every JSON-LD block of the page, parsed: each must be valid JSON. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** The page itself, not the consent banner over it (the banner has its own checks). */
async function withoutConsentBanner(page: Page, url: string) {
  await page.context().addCookies([{ name: 'lumen_consent', value: 'v1|GDPR|C0002:0|C0004:0', url }]);
}

async function openPage(page: Page, url: string) {
  await withoutConsentBanner(page, url);
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The parts a product type's page shows beyond those every page has. */
async function expectOwnParts(page: Page, productType: ProductType, product: Product, t: Texts) {
  const main = page.getByRole('main');
  const facts = main.getByRole('table', { name: t.facts });
  const fit = main.getByRole('heading', { level: 2, name: t.fit });
  switch (productType) {
    case 'glasses-pdp':
    case 'correctional-glasses': {
      await expect(fit).toBeVisible();
      await expect(facts.getByRole('rowheader', { name: t.frameWidth })).toBeVisible();
      const colours = (product.siblings ?? []).filter((sibling) => sibling.isActive).length;
      if (colours > 0) await expect(main.getByRole('group', { name: t.colour })).toBeVisible();
      if ((product.variants ?? []).length > 1) {
        await expect(main.getByRole('group', { name: t.size })).toBeVisible();
      }
      break;
    }
    case 'contact-lens-pdp':
      await expect(fit).toHaveCount(0);
      await expect(facts.getByRole('rowheader', { name: t.lensType })).toBeVisible();
      await expect(main.getByRole('group', { name: t.packing })).toBeVisible();
      break;
    case 'cleaning-fluid-pdp':
      await expect(fit).toHaveCount(0);
      await expect(facts.getByRole('rowheader', { name: t.careKind })).toBeVisible();
      break;
    case 'merch-pdp':
    case 'hearing-aids-merch-pdp':
      await expect(fit).toHaveCount(0);
      await expect(facts.getByRole('rowheader', { name: t.merchKind })).toBeVisible();
      break;
  }
}

/** Product with offers in the shop's currency and a breadcrumb trail, as search engines read them. */
async function expectStructuredData(page: Page, product: Product, t: Texts) {
  const blocks = await jsonLdOf(page);
  const data = blocks.find((block) => block['@type'] === 'Product');
  expect(data, 'a Product in the JSON-LD').toBeDefined();
  expect(data!['@context']).toBe('https://schema.org');
  expect(data!['productID']).toBe(String(product.id));
  const offers = data!['offers'] as { price: string; priceCurrency: string; availability: string }[];
  expect(offers.length).toBe(product.variants?.length);
  for (const offer of offers) {
    expect(offer.priceCurrency).toBe(t.currency);
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offer.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|BackOrder|OutOfStock)$/,
    );
  }
  const prices = (product.variants ?? []).map((variant) => (variant.price.withTax / 100).toFixed(2));
  expect(offers.map((offer) => offer.price)).toEqual(prices);
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect((trail?.['itemListElement'] as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(2);
}

for (const code of ['de-de', 'pl-pl'] as const satisfies ShopCode[]) {
  const shop = getShopByCode(code);
  const t = texts[code];

  test.describe(`§2 product pages in ${code}`, () => {
    for (const productType of productTypes) {
      test(`${productType}: its own parts, price in ${t.currency}, valid JSON-LD, the social image`, async ({
        page,
        request,
        baseURL,
      }) => {
        const { product, name, path } = await productOfType(request, baseURL!, shop, productType);
        await openPage(page, shopUrl(baseURL, code, path));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(main.getByRole('navigation', { name: t.breadcrumbs })).toBeVisible();
        await expect(main.getByRole('region', { name: t.gallery(name) })).toBeVisible();
        await expect(main.locator('[data-slot="product-price"]')).toContainText(t.money);
        await expect(main.getByRole('button', { name: t.addToBasket })).toBeVisible();
        await expectOwnParts(page, productType, product, t);
        await expectStructuredData(page, product, t);
        // The product's picture as the social image (§9 1200 × 630).
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /\/api\/images\/[0-9a-f]+\?width=1200&height=630&.*format=jpg$/,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      });
    }

    test('the template routes show a representative product of their type', async ({
      page,
      request,
      baseURL,
    }) => {
      for (const productType of ['correctional-glasses', 'contact-lens-pdp'] as const) {
        const { name } = await productOfType(request, baseURL!, shop, productType);
        const template = productTemplateOfType(productType);
        await openPage(page, shopUrl(baseURL, code, routePath(shop, 'product-template', { template })));
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page.locator('[data-slot="product-template-notice"]')).toContainText(template);
      }
    });

    test('switching colour and size, then adding to the basket updates the basket count', async ({
      page,
      request,
      baseURL,
    }) => {
      const { product, path } = await productOfType(request, baseURL!, shop, 'correctional-glasses');
      await openPage(page, shopUrl(baseURL, code, path));
      const main = page.getByRole('main');
      const sibling = (product.siblings ?? []).find(
        (candidate) => candidate.isActive && !candidate.isSoldOut,
      );
      if (sibling) {
        const colourName = attributeLabel(sibling.attributes, 'frameColor')!;
        const colours = main.getByRole('group', { name: t.colour });
        await colours.getByRole('link', { name: colourName, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`-${sibling.id}/$`));
        await expect(colours.getByRole('link', { name: colourName, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      const sizes = main.getByRole('group', { name: t.size });
      if ((await sizes.count()) > 0) {
        const other = sizes.locator('a:not([aria-current])').first();
        if ((await other.count()) > 0) {
          const label = (await other.textContent())!.trim();
          await other.click();
          await expect(page).toHaveURL(/\?variant=\d+$/);
          await expect(sizes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
        }
      }
      await main.getByRole('button', { name: t.addToBasket }).click();
      await expect(page.getByRole('banner').getByText(t.basketCountOne)).toBeAttached();
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: t.added })).toBeVisible();
    });
  });
}

test.describe('§2 product slugs', () => {
  const shop = getShopByCode('de-de');

  test('a slug whose words are not the product’s own answers 301 to its address, keeping the query', async ({
    request,
    baseURL,
  }) => {
    const { product, path } = await productOfType(request, baseURL!, shop, 'glasses-pdp');
    const variant = product.variants![0]!.id;
    for (const stale of [`/p/alter-name-${product.id}/`, `/p/${product.id}/`]) {
      const response = await request.get(`${baseURL}${stale}?variant=${variant}`, {
        headers: { ...shopHostHeader(baseURL, 'de-de'), 'user-agent': browserAgent },
        maxRedirects: 0,
      });
      expect(response.status(), stale).toBe(301);
      expect(new URL(response.headers()['location']!, baseURL).pathname).toBe(path);
      expect(response.headers()['location']).toContain(`variant=${variant}`);
    }
    const own = await request.get(`${baseURL}${path}?variant=${variant}`, {
      headers: { ...shopHostHeader(baseURL, 'de-de'), 'user-agent': browserAgent },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    // A variant or head width that is none is dropped from the address (the router's redirect to
    // the validated search) and the page shows its first orderable variant.
    for (const query of ['?variant=abc', '?variant=-3&headWidth=huge']) {
      const response = await request.get(`${baseURL}${path}${query}`, {
        headers: { ...shopHostHeader(baseURL, 'de-de'), 'user-agent': browserAgent },
      });
      expect(response.status(), query).toBe(200);
      expect(new URL(response.url()).search, query).toBe('');
      expect(await response.text()).toContain('data-slot="add-to-basket"');
    }
  });

  test('an unknown product id is the 404 page', async ({ page, baseURL }) => {
    const response = await page.goto(shopUrl(baseURL, 'pl-pl', '/p/okulary-9999999999/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: texts['pl-pl'].notFound })).toBeVisible();
  });
});

test.describe('§2 a product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders in full: the first picture, price, colours and sizes as links that work', async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = getShopByCode('de-de');
    const t = texts['de-de'];
    const { product, name, path } = await productOfType(request, baseURL!, shop, 'correctional-glasses');
    const url = shopUrl(baseURL, 'de-de', path);
    await withoutConsentBanner(page, url);
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    // The picture shown (the tab panel), not the thumbnails before it.
    const first = main
      .getByRole('region', { name: t.gallery(name) })
      .getByRole('tabpanel')
      .getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.locator('[data-slot="product-price"]')).toContainText(t.money);
    await expect(main.getByRole('button', { name: t.addToBasket })).toBeVisible();
    await expect(main.getByRole('table', { name: t.facts })).toBeVisible();
    const sibling = (product.siblings ?? []).find((candidate) => candidate.isActive);
    if (sibling) {
      const link = main
        .getByRole('group', { name: t.colour })
        .getByRole('link', { name: attributeLabel(sibling.attributes, 'frameColor')!, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`-${sibling.id}/$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    const sizes = page.getByRole('main').getByRole('group', { name: t.size });
    const other = sizes.locator('a:not([aria-current])').first();
    if ((await other.count()) > 0) {
      const label = (await other.textContent())!.trim();
      await other.click();
      await expect(page).toHaveURL(/\?variant=\d+$/);
      await expect(sizes.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd.some((block) => block['@type'] === 'Product')).toBe(true);
  });
});

for (const width of [375, 1280]) {
  test.describe(`product pages pass axe (WCAG 2.2 AA) at ${width} px`, () => {
    for (const productType of productTypes) {
      test(`${productType} in de-de`, async ({ page, request, baseURL }) => {
        const shop = getShopByCode('de-de');
        const { path } = await productOfType(request, baseURL!, shop, productType);
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, shopUrl(baseURL, 'de-de', path));
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}
