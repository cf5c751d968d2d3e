import { redirect } from '@tanstack/react-router';
import { isSafeRedirectPath } from '@lumen/domain';
import type { Redirect, ShopIdentity } from '@lumen/domain';
import { publicRedirect } from '../../routing/public-redirect.ts';

/** An absolute target leaves the shop's router: the browser loads it as a new page (§7). */
function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/**
 * The router redirect for a redirect of the backend (§7): a relative target is a 301 (or the
 * redirect's own status) answered by the server; an absolute one a full page load. A relative target
 * that is no safe same-origin path is ignored: a redirect never leads off the shop by accident.
 */
export function routerRedirectOf(shop: ShopIdentity, found: Redirect) {
  const status = found.statusCode === 302 || found.statusCode === 307 ? found.statusCode : 301;
  if (isAbsoluteUrl(found.target)) {
    return redirect({ href: found.target, statusCode: status, reloadDocument: true } as Parameters<
      typeof redirect
    >[0]);
  }
  if (!isSafeRedirectPath(found.target)) return undefined;
  return publicRedirect(shop, found.target, status);
}
