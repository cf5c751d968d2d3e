import { redirect } from '@tanstack/react-router';
import type { ShopIdentity } from '@lumen/domain';
import { toInternalPathname } from './internal-paths.ts';
import { parseSearch } from './search-params.ts';

/**
 * A router redirect to a public same-origin address of the shop (`/signin/?redirectUrl=…`), as the
 * domain's rules give them: the route files know internal paths, so the path is rewritten to its
 * route here and back to the shop's own path when the redirect is answered.
 */
export function publicRedirect(shop: ShopIdentity, href: string, statusCode: 301 | 302 | 307) {
  const url = new URL(href, 'http://shop.invalid');
  return redirect({
    to: toInternalPathname(shop, url.pathname) as '/',
    search: parseSearch(url.search) as never,
    statusCode,
  });
}
