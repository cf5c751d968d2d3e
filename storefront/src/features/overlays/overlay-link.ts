import { matchRoute } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';

/** An in-shop link to an overlay page (§2 `/overlays/{group}/{slug}/`). */
export interface OverlayLink {
  group: string;
  slug: string;
  /** The overlay's CMS story, relative to the shop's content folder: `overlays/service/versand`. */
  contentSlug: string;
}

function parseUrl(href: string, base?: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/**
 * The overlay page a link leads to, read as the browser reads the anchor's `href` on the page at
 * `pageUrl`; undefined for every other link: another origin (another shop's host too, whose
 * overlay is that shop's content), another route of the shop, or the very overlay page the
 * shopper is on (there is nothing to lay it over). Query and hash do not change which overlay it
 * is; a path without its trailing slash still is one (the server answers it with a 301).
 */
export function overlayOfLink(href: string, pageUrl: string, shop: ShopIdentity): OverlayLink | undefined {
  const page = parseUrl(pageUrl);
  const url = page && parseUrl(href, page.href);
  if (!page || !url || url.origin !== page.origin) return undefined;
  const pathname = withSlash(url.pathname);
  if (pathname === withSlash(page.pathname)) return undefined;
  const matched = matchRoute(shop, pathname);
  if (!matched.ok || matched.route.routeId !== 'overlay') return undefined;
  const { group, slug } = matched.route.params;
  return { group, slug, contentSlug: `overlays/${group}/${slug}` };
}
