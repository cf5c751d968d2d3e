import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { attributeLabel, isVariantSellable, productSlug, routePath, shops } from '@lumen/domain';
import type { ProductAttributes, ProductTile, RouteParamsMap, ShopIdentity } from '@lumen/domain';
import { shopHostHeader } from './shop-url.ts';

/*
 * What specs read of a running shop: real path parameters of its seeded data, and signed-in
 * sessions of the seeded demo customers, all through the RPC api as the shop's pages reach it.
 */

// A browser user agent: the router sends crawlers (and curl) the whole page only after all data resolved.
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A read-only RPC call, as the storefront makes it (reads need no session). */
export async function rpc<T>(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  name: string,
  payload = {},
) {
  const response = await request.post(`${baseURL}/api/rpc/${name}`, {
    headers: { 'x-shop-id': String(shop.shopId), 'content-type': 'application/json' },
    data: { payload },
  });
  expect(response.status(), `${name} in ${shop.code}`).toBe(200);
  return (await response.json()) as T;
}

/** A call from the page itself (same origin, the browser's session cookie), as the shop's own code makes it. */
export async function pageRpc<T>(
  page: Page,
  shop: ShopIdentity,
  name: string,
  payload: object = {},
): Promise<T> {
  return page.evaluate(
    async ({ shopId, call, body }) => {
      const response = await fetch(`/api/rpc/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-id': String(shopId) },
        body: JSON.stringify({ payload: body }),
      });
      if (!response.ok) throw new Error(`${call}: ${response.status}`);
      return (await response.json()) as T;
    },
    { shopId: shop.shopId, call: name, body: payload },
  );
}

type ListedVariant = NonNullable<ProductTile['bestVariant']>;

type ListingFilter = { slug: string; values: { id: number; value?: string | null }[] };

/**
 * A variant of the shop's first listing that a shopper can buy now and that `fits`; with
 * `attribute`, of the products the listing's filter for that attribute value (`rimType: 'rimless'`) shows.
 */
export async function listedVariant(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  fits: (product: ProductTile, variant: ListedVariant) => boolean,
  attribute?: { slug: string; value: string },
) {
  const navigation = await rpc<{ slug: string }[]>(request, baseURL, shop, 'getNavigation');
  const path = navigation[0]!.slug.split('/').filter(Boolean);
  const categories = await rpc<{ id: number }[]>(request, baseURL, shop, 'getCategoriesByPath', { path });
  const category = categories.at(-1)!.id;
  let filters: Record<string, string[]> | undefined;
  if (attribute) {
    const { filters: groups } = await rpc<{ filters: ListingFilter[] }>(
      request,
      baseURL,
      shop,
      'getProductsByCategory',
      { category, perPage: 1 },
    );
    const value = groups
      .find((group) => group.slug === attribute.slug)
      ?.values.find((candidate) => candidate.value === attribute.value);
    expect(value, `the ${attribute.slug} filter of ${shop.code} offers ${attribute.value}`).toBeDefined();
    filters = { [attribute.slug]: [String(value!.id)] };
  }
  const listing = await rpc<{ products: ProductTile[] }>(request, baseURL, shop, 'getProductsByCategory', {
    category,
    perPage: 96,
    ...(filters && { filters }),
  });
  const found = listing.products
    .flatMap((product) => (product.bestVariant ? [{ product, variant: product.bestVariant }] : []))
    .find(({ product, variant }) => isVariantSellable(product, variant) && fits(product, variant));
  expect(found, `a fitting sellable variant in ${shop.code}`).toBeDefined();
  const { product, variant } = found!;
  const slug = productSlug({
    name: attributeLabel(product.attributes, 'name') ?? 'produkt',
    colour: attributeLabel(product.attributes, 'frameColor'),
    productId: product.id,
  });
  return {
    id: variant.id,
    price: product.priceRange!.min.withTax,
    stock: variant.stock.quantity,
    path: `${routePath(shop, 'product', { slug })}?variant=${variant.id}`,
  };
}

/** A variant with a few pieces in stock and none beyond (§8 206: a larger quantity is reduced). */
/** A variant of the shop's first listing a shopper can buy several of now. */
export function stockedVariant(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
  attribute?: { slug: string; value: string },
) {
  return listedVariant(
    request,
    baseURL,
    shop,
    (_product, variant) => variant.stock.isSellableWithoutStock || variant.stock.quantity >= 5,
    attribute,
  );
}

export function lowStockVariant(request: APIRequestContext, baseURL: string, shop: ShopIdentity) {
  return listedVariant(
    request,
    baseURL,
    shop,
    (_product, variant) =>
      !variant.stock.isSellableWithoutStock && variant.stock.quantity >= 1 && variant.stock.quantity <= 5,
  );
}

export type Params = Partial<{ [R in keyof RouteParamsMap]: RouteParamsMap[R] }>;

/** Real params of the shop's seeded catalogue, branches and content, read through the RPC calls. */
export async function paramsOfShop(
  request: APIRequestContext,
  baseURL: string,
  shop: ShopIdentity,
): Promise<Params> {
  const navigation = await rpc<{ slug: string }[]>(request, baseURL, shop, 'getNavigation');
  const categoryPath = navigation[0]!.slug.split('/').filter(Boolean);
  const [category] = (
    await rpc<{ id: number }[]>(request, baseURL, shop, 'getCategoriesByPath', { path: categoryPath })
  ).slice(-1);
  const listing = await rpc<{ products: { id: number; name?: string; attributes: unknown }[] }>(
    request,
    baseURL,
    shop,
    'getProductsByCategory',
    { category: category!.id, perPage: 1 },
  );
  const product = listing.products[0]!;
  const branches = await rpc<{ id: string; citySlug: string; countySlug: string }[]>(
    request,
    baseURL,
    shop,
    'getBranches',
  );
  const branch = branches[0]!;
  const overlays = await rpc<{ stories: { full_slug: string }[] }>(
    request,
    baseURL,
    shop,
    'getStoriesByFolder',
    {
      folder: 'overlays',
    },
  );
  const overlaySlug = overlays.stories
    .map((story) => story.full_slug.split('/').slice(-3))
    .find((parts) => parts[0] === 'overlays')!;
  return {
    category: { path: categoryPath },
    // The product's own address (a card's link): another slug answers 301 to it.
    product: {
      slug: productSlug({
        name: attributeLabel(product.attributes as ProductAttributes, 'name') ?? 'produkt',
        colour: attributeLabel(product.attributes as ProductAttributes, 'frameColor'),
        productId: product.id,
      }),
    },
    'product-template': { template: 'glasses-pdp' },
    'branch-detail': { city: branch.citySlug, branchId: branch.id },
    'branch-city': { county: branch.countySlug, city: branch.citySlug },
    overlay: { group: overlaySlug[1]!, slug: overlaySlug[2]! },
    'account-order': { orderId: '100000000001' },
    'account-branch-order': { branchOrderId: 'BO-1' },
    'account-subscription': { subscriptionId: 'sub-1' },
  };
}

/** Signs in through the RPC api as a browser on the shop would (same-origin POST) and returns the session cookie. */
export async function sessionCookie(
  request: APIRequestContext,
  baseURL: string,
  code: string,
  call: 'signIn' | 'continueAsGuest',
  payload: Record<string, string>,
): Promise<string> {
  const shop = shops.find((candidate) => candidate.code === code)!;
  const { host } = shopHostHeader(baseURL, code);
  const response = await request.post(`${baseURL}/api/rpc/${call}`, {
    headers: {
      host,
      origin: `http://${host}`,
      'x-shop-id': String(shop.shopId),
      'content-type': 'application/json',
    },
    data: { payload },
  });
  expect(response.status(), `${call} ${JSON.stringify(payload)}`).toBe(200);
  const cookie = response.headers()['set-cookie']?.split(';')[0];
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** The password of every seeded demo customer (README). */
export const demoPassword = 'Lumen!Brille2025';

/**
 * Hovers a main-navigation item until its flyout shows the child link, and answers that link. A
 * hover that lands while the homepage is still busy with its blocks can be missed, as a shopper's
 * would be: like them, this moves the mouse away and onto the menu again.
 */
export async function flyoutLink(
  page: Page,
  navigation: Locator,
  main: string,
  child: string,
): Promise<Locator> {
  const trigger = navigation.getByRole('button', { name: main, exact: true });
  const link = navigation.getByRole('link', { name: child, exact: true });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(link).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  return link;
}
