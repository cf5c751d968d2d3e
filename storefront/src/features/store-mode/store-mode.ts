import { useLocation, useRouter } from '@tanstack/react-router';
import { isBranchId, isStoreModeActive, readBranchIdParam } from '@lumen/domain';
import { searchEntries } from '../../routing/search-params.ts';
import { readCookie } from '../consent/consent-cookie.ts';

/**
 * §2 store mode, a tablet in a branch: `?storeMode` turns it on, `?branchId=` names the branch.
 * The visit keeps it in a session cookie (gone when the browser closes): the server renders the
 * next page in store mode too, and the api, reading the same cookie, keeps a customer signed in on
 * the shared tablet only for a short idle time. Its value is the branch id, or `on` without one.
 */
const storeModeCookieName = 'lumen_store';

export interface StoreMode {
  active: boolean;
  /** The branch the tablet stands in, when the address named one. */
  branchId?: string | undefined;
}

/** Store mode as a page sees it: the address first (it may name another branch), then the visit's cookie. */
export function storeModeOf(cookies: string, search: Iterable<readonly [string, string]>): StoreMode {
  const entries = [...search];
  const stored = readCookie(cookies, storeModeCookieName);
  const storedBranch = stored !== undefined && isBranchId(stored) ? stored : undefined;
  if (isStoreModeActive(entries))
    return { active: true, branchId: readBranchIdParam(entries) ?? storedBranch };
  return stored === undefined ? { active: false } : { active: true, branchId: storedBranch };
}

/** The `document.cookie` assignment that keeps store mode for the visit (a session cookie). */
export function storeModeCookieString(mode: StoreMode, secure: boolean): string {
  const value = mode.active ? (mode.branchId ?? 'on') : '';
  const lifetime = mode.active ? '' : '; Max-Age=0';
  return `${storeModeCookieName}=${value}; Path=/; SameSite=Lax${lifetime}${secure ? '; Secure' : ''}`;
}

/** The page's store mode: the same on the server (the request's cookie) and in the browser. */
export function useStoreMode(): StoreMode {
  const router = useRouter();
  const search = useLocation({ select: (location) => location.search });
  const cookies = typeof document === 'undefined' ? (router.options.context.cookies ?? '') : document.cookie;
  return storeModeOf(cookies, searchEntries(search));
}
