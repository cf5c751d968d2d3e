import {
  originOfDomain,
  hreflangAlternates,
  isInNonPageFolder,
  languageCodes,
  matchRoute,
  productSlug,
  routePath,
  shops,
  xDefaultShopCode,
} from '@lumen/domain';
import type {
  HreflangAlternate,
  RouteId,
  ShopCode,
  ShopDomains,
  ShopIdentity,
  SitemapProduct,
} from '@lumen/domain';
import { indexableFixedRoutes, isIndexable } from './robots-txt.ts';
import { w3cDatetime } from './sitemap-xml.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/*
 * The storefront's server runs in plain Node, which cannot load cms-blocks (React, .tsx) or the
 * storefront's page-head module (it imports cms-blocks). Two small rules of theirs are therefore
 * repeated here, each pinned to its original by sitemap-pages.test.ts: `productPath` and
 * `storyPath`.
 */

/** A product's page path as a product card links it (cms-blocks `productPath`): name, colour, id. */
export function productPagePath(shop: ShopIdentity, product: SitemapProduct): string {
  return routePath(shop, 'product', { slug: productSlugOf(product) });
}

function productSlugOf(product: SitemapProduct): string {
  return productSlug({ name: product.name, colour: product.colour, productId: product.id });
}

/**
 * A story's shop path from its full slug (cms-blocks `storyPath` for a page that knows its shop's
 * folder): language and folder dropped, `home` is the root, a trailing slash. Undefined for a
 * slug a browser could read as another host.
 */
export function contentPagePath(fullSlug: string, shopFolder: string): string | undefined {
  if (/[\\\s\p{Cc}]/u.test(fullSlug.trim())) return undefined;
  const segments = fullSlug.split('/').filter((segment) => segment !== '');
  if ((languageCodes as readonly string[]).includes(segments[0] ?? '') && segments[1] === shopFolder) {
    segments.shift();
  }
  if (segments[0] === shopFolder) segments.shift();
  if (segments.length === 1 && segments[0] === 'home') segments.shift();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** A category the shop shows, at its slug path (`['brillen', 'sonnenbrillen']`). */
export interface SitemapCategory {
  id: number;
  path: readonly string[];
}

/** A content page of the shop: its path, its key across shops (the default slug), its last change. */
export interface ContentPage {
  /** The story's German path within its shop folder (`service/gebrauchsanweisungen/brillen`). */
  key: string;
  path: string;
  lastmod?: string;
}

export interface SitemapBranch {
  id: string;
  citySlug: string;
  countySlug: string;
}

/** What one shop's sitemap is made of, read through the RPC api. */
export interface ShopSitemapData {
  shop: ShopIdentity;
  categories: readonly SitemapCategory[];
  products: readonly SitemapProduct[];
  contentPages: readonly ContentPage[];
  branches: readonly SitemapBranch[];
}

/** The fields of a CMS story (§3) the sitemap reads; the domain's `CmsStory` is one. */
export interface SitemapStory {
  full_slug: string;
  default_full_slug?: string | null | undefined;
  updated_at?: string | undefined;
  published_at: string | null;
  content: { robots: string };
}

/** The routes that render a story found at their path: the catch-all's content pages and overlays. */
const storyRoutes: ReadonlySet<RouteId> = new Set(['category', 'overlay']);

/**
 * The shop's content pages a search engine may index: stories outside the shop-wide folders,
 * whose robots field allows it, at a path the catch-all or the overlay route answers with the
 * story. A story at a route's own path (`home` is the homepage, a service folder's start page is
 * the service page) is that route's page, which the sitemap lists as such.
 */
export function contentPagesOf(
  shop: ShopIdentity,
  stories: readonly SitemapStory[],
  shopFolder: string,
): ContentPage[] {
  return stories.flatMap((story) => {
    if (!isIndexable(story.content.robots)) return [];
    const path = contentPagePath(story.full_slug, shopFolder);
    const key = contentPagePath(story.default_full_slug ?? story.full_slug, shopFolder)?.slice(1, -1);
    if (path === undefined || key === undefined || isInNonPageFolder(key)) return [];
    const matched = matchRoute(shop, path);
    if (!matched.ok || !storyRoutes.has(matched.route.routeId)) return [];
    const lastmod = w3cDatetime(story.updated_at ?? story.published_at);
    return [{ key, path, ...(lastmod ? { lastmod } : {}) }];
  });
}

/** The addresses of one shop's sitemap, by section. */
export interface SitemapSections {
  /** The routes without parameters (homepage, branch list, service pages) and the content pages. */
  pages: SitemapUrl[];
  categories: SitemapUrl[];
  /** By product id, so that a file keeps its products from one day to the next. */
  products: SitemapUrl[];
  /** Branch and city pages. */
  branches: SitemapUrl[];
}

/**
 * The alternates of a page only some shops have, at each shop's own path, in shop table order,
 * then `x-default` at de-de's (as `hreflangAlternates` orders them, for pages that are no route).
 */
function alternatesByPath(
  pathIn: (shop: ShopIdentity) => string | undefined,
  domains: ShopDomains,
): HreflangAlternate[] {
  const alternates: HreflangAlternate[] = [];
  let xDefault: HreflangAlternate | undefined;
  for (const shop of shops) {
    const path = pathIn(shop);
    if (path === undefined) continue;
    const alternate = { hreflang: shop.locale, href: `${originOfDomain(domains[shop.code])}${path}` };
    alternates.push(alternate);
    if (shop.code === xDefaultShopCode) xDefault = { hreflang: 'x-default', href: alternate.href };
  }
  return xDefault ? [...alternates, xDefault] : alternates;
}

/** Each shop's data indexed for the alternates: what another shop calls the same category, product … */
interface ShopIndex {
  categories: ReadonlyMap<number, SitemapCategory>;
  products: ReadonlyMap<number, SitemapProduct>;
  contentPages: ReadonlyMap<string, ContentPage>;
  branches: ReadonlyMap<string, SitemapBranch>;
  cities: ReadonlySet<string>;
}

const cityKey = (branch: SitemapBranch) => `${branch.countySlug}/${branch.citySlug}`;

function indexOf(data: ShopSitemapData): ShopIndex {
  return {
    categories: new Map(data.categories.map((category) => [category.id, category])),
    products: new Map(data.products.map((product) => [product.id, product])),
    contentPages: new Map(data.contentPages.map((page) => [page.key, page])),
    branches: new Map(data.branches.map((branch) => [branch.id, branch])),
    cities: new Set(data.branches.map(cityKey)),
  };
}

/**
 * The addresses of a shop's sitemap from every shop's data, each with its hreflang alternates:
 * the same category, product, content page or branch in every shop that has it (ids are the
 * catalogue's and the branches' own in every shop; content pages share their German path), at that
 * shop's own, translated address. Each address is listed once, in the first section that has it.
 */
export function sitemapSections(
  shop: ShopIdentity,
  dataByShop: ReadonlyMap<ShopCode, ShopSitemapData>,
  domains: ShopDomains,
): SitemapSections {
  const own = dataByShop.get(shop.code);
  if (!own) throw new Error(`No sitemap data for shop ${shop.code}`);
  const indexes = new Map([...dataByShop].map(([code, data]) => [code, indexOf(data)]));
  const inShop = (other: ShopIdentity) => indexes.get(other.code);
  const origin = originOfDomain(domains[shop.code]);
  const scheme = origin.startsWith('https:') ? 'https' : 'http';
  const listed = new Set<string>();
  /** The address of a path not listed yet; undefined for one another section has. */
  const unlisted = (path: string) => {
    const loc = `${origin}${path}`;
    if (listed.has(loc)) return undefined;
    listed.add(loc);
    return loc;
  };

  const pages: SitemapUrl[] = [];
  for (const routeId of indexableFixedRoutes(shop)) {
    const loc = unlisted(routePath(shop, routeId));
    if (loc === undefined) continue;
    pages.push({ loc, alternates: hreflangAlternates({ routeId, domains, scheme }) });
  }

  const categories: SitemapUrl[] = [];
  for (const category of own.categories) {
    const loc = unlisted(routePath(shop, 'category', { path: category.path }));
    if (loc === undefined) continue;
    const alternates = hreflangAlternates({
      routeId: 'category',
      domains,
      scheme,
      params: (other) => {
        const found = inShop(other)?.categories.get(category.id);
        return found && { path: found.path };
      },
    });
    categories.push({ loc, alternates });
  }

  // Content after the categories: at a path that is both, the catch-all shows the category.
  for (const page of own.contentPages) {
    const loc = unlisted(page.path);
    if (loc === undefined) continue;
    const alternates = alternatesByPath((other) => inShop(other)?.contentPages.get(page.key)?.path, domains);
    pages.push({ loc, ...(page.lastmod ? { lastmod: page.lastmod } : {}), alternates });
  }

  const products: SitemapUrl[] = [];
  for (const product of [...own.products].sort((a, b) => a.id - b.id)) {
    const loc = unlisted(productPagePath(shop, product));
    if (loc === undefined) continue;
    const alternates = hreflangAlternates({
      routeId: 'product',
      domains,
      scheme,
      params: (other) => {
        const found = inShop(other)?.products.get(product.id);
        return found && { slug: productSlugOf(found) };
      },
    });
    const lastmod = w3cDatetime(product.updatedAt);
    products.push({ loc, ...(lastmod ? { lastmod } : {}), alternates });
  }

  const branches: SitemapUrl[] = [];
  for (const branch of own.branches) {
    const county = branch.countySlug;
    const city = branch.citySlug;
    const cityLoc = unlisted(routePath(shop, 'branch-city', { county, city }));
    if (cityLoc !== undefined) {
      const alternates = hreflangAlternates({
        routeId: 'branch-city',
        domains,
        scheme,
        params: (other) => (inShop(other)?.cities.has(cityKey(branch)) ? { county, city } : undefined),
      });
      branches.push({ loc: cityLoc, alternates });
    }
    const params = { city, branchId: branch.id };
    const loc = unlisted(routePath(shop, 'branch-detail', params));
    if (loc === undefined) continue;
    const alternates = hreflangAlternates({
      routeId: 'branch-detail',
      domains,
      scheme,
      params: (other) => (inShop(other)?.branches.has(branch.id) ? params : undefined),
    });
    branches.push({ loc, alternates });
  }

  return { pages, categories, products, branches };
}
