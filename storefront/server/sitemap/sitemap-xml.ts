import type { HreflangAlternate } from '@lumen/domain';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const maxUrlsPerSitemap = 50_000;

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** One page of a sitemap: its absolute address, when it last changed, its other language versions. */
export interface SitemapUrl {
  loc: string;
  /** W3C datetime (`2026-11-25T14:22:35.000Z`). */
  lastmod?: string;
  /** Every version of the page, itself included (`hreflangAlternates`); none when none are known. */
  alternates?: readonly HreflangAlternate[];
}

/** One file of a shop's sitemap: `products-1` is served at /sitemaps/products-1.xml. */
export interface SitemapFile {
  name: string;
  urls: readonly SitemapUrl[];
}

/** One entry of a sitemap index. */
export interface SitemapReference {
  loc: string;
  lastmod?: string;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value as XML: the five special characters as entities (sitemaps.org "Entity escaping"). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!);
}

/** A timestamp as the W3C datetime `lastmod` takes; undefined for one that names no moment. */
export function w3cDatetime(timestamp: string | null | undefined): string | undefined {
  if (!timestamp) return undefined;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function urlElement(url: SitemapUrl): string {
  const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
  if (url.lastmod !== undefined) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
  for (const alternate of url.alternates ?? []) {
    parts.push(
      `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    );
  }
  return `<url>${parts.join('')}</url>`;
}

/** A `<urlset>` sitemap with the xhtml namespace for hreflang alternates (Google's sitemap extension). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > maxUrlsPerSitemap) {
    throw new Error(`A sitemap holds at most ${maxUrlsPerSitemap} addresses, not ${urls.length}`);
  }
  return [
    xmlDeclaration,
    `<urlset xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}">`,
    ...urls.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` naming the shop's sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapReference[]): string {
  if (sitemaps.length > maxUrlsPerSitemap) {
    throw new Error(`A sitemap index names at most ${maxUrlsPerSitemap} sitemaps, not ${sitemaps.length}`);
  }
  return [
    xmlDeclaration,
    `<sitemapindex xmlns="${sitemapNamespace}">`,
    ...sitemaps.map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${
          sitemap.lastmod === undefined ? '' : `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>`
        }</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * A section's addresses as sitemap files of at most `perFile` each (never more than the protocol
 * allows): `products-1`, `products-2` … when `numbered` or when one file is not enough, else just
 * `categories`. An empty section has no file.
 */
export function splitSitemap(
  name: string,
  urls: readonly SitemapUrl[],
  options: { perFile?: number; numbered?: boolean } = {},
): SitemapFile[] {
  const perFile = Math.min(options.perFile ?? maxUrlsPerSitemap, maxUrlsPerSitemap);
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`Cannot split by ${perFile} addresses`);
  const files: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += perFile) {
    files.push({ name, urls: urls.slice(start, start + perFile) });
  }
  if (files.length === 1 && !options.numbered) return files;
  return files.map((file, index) => ({ ...file, name: `${name}-${index + 1}` }));
}

/** The latest `lastmod` of a file's addresses: the index's `lastmod` for it. */
export function latestLastmod(urls: readonly SitemapUrl[]): string | undefined {
  let latest: string | undefined;
  for (const { lastmod } of urls) {
    if (lastmod !== undefined && (latest === undefined || Date.parse(lastmod) > Date.parse(latest))) {
      latest = lastmod;
    }
  }
  return latest;
}
