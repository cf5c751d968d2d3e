import type { Request, Response } from 'express';

export const sessionCookieName = 'lumen_session';

// A session id is 32 random bytes in base64url; anything else in the cookie is ignored.
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** The session id the request's Cookie header carries, if it looks like one of ours. */
export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== sessionCookieName) continue;
    const value = part.slice(eq + 1).trim();
    if (sessionIdPattern.test(value)) return value;
  }
  return undefined;
}

/**
 * httpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts), Secure when the
 * request came over https — `req.secure` believes X-Forwarded-Proto only when the app trusts a proxy.
 */
export function writeSessionCookie(req: Request, res: Response, id: string, maxAgeMs: number): void {
  res.cookie(sessionCookieName, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: maxAgeMs,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
