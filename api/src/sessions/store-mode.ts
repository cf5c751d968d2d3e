import type { Request } from 'express';

/**
 * §2 store mode: the cookie that marks a branch's shared tablet. The storefront's page code writes
 * it (a first-party session cookie, Path=/, not httpOnly, value `1` or the branch id such as `1101`);
 * the api only reads it. A customer signed in on such a browser stays signed in only
 * `SessionSettings.storeModeIdleMs` after their last call (request-session.ts).
 */
export const storeModeCookieName = 'lumen_store';

/** Whether the request's Cookie header carries the store mode cookie with a value (any but empty). */
export function isStoreModeRequest(req: Request): boolean {
  const header = req.headers.cookie;
  if (!header) return false;
  return header.split(';').some((part) => {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== storeModeCookieName) return false;
    // A quoted value is the same value (RFC 6265): `""` is as empty as nothing.
    return (
      part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1') !== ''
    );
  });
}
