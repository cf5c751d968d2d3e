import { createRpcClient, shops } from '@lumen/domain';
import type { FetchLike, ShopCode, ShopDomains, ShopIdentity } from '@lumen/domain';
import { loadShopSitemapData } from './sitemap-data.ts';
import { originOfDomain } from '@lumen/domain';
import { sitemapSections } from './sitemap-pages.ts';
import type { ShopSitemapData } from './sitemap-pages.ts';
import { latestLastmod, sitemapIndexXml, splitSitemap, urlsetXml } from './sitemap-xml.ts';
import type { SitemapFile } from './sitemap-xml.ts';

/** Products per sitemap file: well under the protocol's 50,000, so a file stays small to fetch. */
const productsPerSitemap = 10_000;

/** How long a shop's sitemaps are answered from memory before they are generated again. */
export const sitemapLifetimeMs = 10 * 60 * 1000;

/** A shop's sitemap index and its sitemaps, as XML, by file name (`products-1`). */
export interface ShopSitemaps {
  index: string;
  files: ReadonlyMap<string, string>;
}

/** The files of a shop's sitemap: pages, categories, numbered product files, branches; none empty. */
export function sitemapFiles(
  shop: ShopIdentity,
  dataByShop: ReadonlyMap<ShopCode, ShopSitemapData>,
  domains: ShopDomains,
  perProductFile: number = productsPerSitemap,
): SitemapFile[] {
  const sections = sitemapSections(shop, dataByShop, domains);
  return [
    ...splitSitemap('pages', sections.pages),
    ...splitSitemap('categories', sections.categories),
    ...splitSitemap('products', sections.products, { perFile: perProductFile, numbered: true }),
    ...splitSitemap('branches', sections.branches),
  ];
}

/** The XML of a shop's sitemap files and of the index naming them at the shop's own origin. */
export function shopSitemapsXml(files: readonly SitemapFile[], origin: string): ShopSitemaps {
  return {
    index: sitemapIndexXml(
      files.map((file) => {
        const lastmod = latestLastmod(file.urls);
        return { loc: `${origin}/sitemaps/${file.name}.xml`, ...(lastmod ? { lastmod } : {}) };
      }),
    ),
    files: new Map(files.map((file) => [file.name, urlsetXml(file.urls)])),
  };
}

/**
 * Values kept for a while under a key. A value being made is shared by everyone who asks for it
 * meanwhile (a crawler asking for the index and every sitemap at once makes one), and one that
 * could not be made is forgotten at once, so the next request tries again.
 */
class ExpiringCache<K, V> {
  readonly #entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  readonly #lifetimeMs: number;
  readonly #now: () => number;

  constructor(lifetimeMs: number, now: () => number) {
    this.#lifetimeMs = lifetimeMs;
    this.#now = now;
  }

  get(key: K, make: () => Promise<V>): Promise<V> {
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > this.#now()) return cached.value;
    const value = make();
    const entry = { expiresAt: this.#now() + this.#lifetimeMs, value };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }
}

/** Reads what one shop's sitemap lists; `clientAddress` is who asked for it. */
export type LoadSitemapData = (
  shop: ShopIdentity,
  clientAddress: string | undefined,
) => Promise<ShopSitemapData>;

export interface SitemapStoreOptions {
  shopDomains: ShopDomains;
  /** Where the RPC api answers, as the server renderer reaches it. */
  apiBase: string;
  fetch?: FetchLike;
  /** Through the RPC api at `apiBase` unless given (tests). */
  load?: LoadSitemapData;
  lifetimeMs?: number;
  now?: () => number;
}

export interface SitemapStore {
  /** The shop's sitemaps; `clientAddress` is who asked, forwarded to the api's per-address limits. */
  sitemapsOf(shop: ShopIdentity, clientAddress?: string): Promise<ShopSitemaps>;
}

/**
 * Every shop's sitemaps, generated on first request and then answered from memory for
 * `lifetimeMs`, so a crawler cannot make the server regenerate them per request. A shop's sitemap
 * names the same pages in every other shop (hreflang), so it is made from all nine shops' data,
 * which is kept for the same time and shared between the shops' sitemaps: an answer is at most
 * twice the lifetime older than the catalogue.
 */
export function createSitemapStore(options: SitemapStoreOptions): SitemapStore {
  const lifetimeMs = options.lifetimeMs ?? sitemapLifetimeMs;
  const now = options.now ?? Date.now;
  const fetch: FetchLike = options.fetch ?? globalThis.fetch;
  const load: LoadSitemapData =
    options.load ??
    ((shop, clientAddress) =>
      loadShopSitemapData(
        createRpcClient({
          fetch,
          shopId: shop.shopId,
          apiBase: options.apiBase,
          // As the server renderer does: the api counts the calls against who asked for them.
          ...(clientAddress ? { headers: { 'x-forwarded-for': clientAddress } } : {}),
        }),
        shop,
      ));
  const data = new ExpiringCache<ShopCode, ShopSitemapData>(lifetimeMs, now);
  const sitemaps = new ExpiringCache<ShopCode, ShopSitemaps>(lifetimeMs, now);
  const dataOf = (shop: ShopIdentity, clientAddress: string | undefined) =>
    data.get(shop.code, () => load(shop, clientAddress));

  return {
    sitemapsOf: (shop, clientAddress) =>
      sitemaps.get(shop.code, async () => {
        // One shop after the other: the api serves shoppers from the same process meanwhile.
        const dataByShop = new Map<ShopCode, ShopSitemapData>();
        for (const each of shops) dataByShop.set(each.code, await dataOf(each, clientAddress));
        const files = sitemapFiles(shop, dataByShop, options.shopDomains);
        return shopSitemapsXml(files, originOfDomain(options.shopDomains[shop.code]));
      }),
  };
}
