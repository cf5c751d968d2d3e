import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { CommerceAccess } from '../../config.ts';
import { CommerceError } from './commerce-error.ts';

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Open when nothing is configured; otherwise one accepted token or credential pair is required (401). */
export function requireAccess(access: CommerceAccess): RequestHandler {
  const open = access.tokens.length === 0 && access.basic.length === 0;
  return (req, res, next) => {
    if (open) {
      next();
      return;
    }
    const token = req.get('x-access-token');
    const credentials = basicCredentials(req.get('authorization'));
    const allowed =
      (token !== undefined && access.tokens.some((expected) => same(token, expected))) ||
      (credentials !== undefined &&
        access.basic.some(
          (expected) =>
            same(credentials.user, expected.user) && same(credentials.password, expected.password),
        ));
    if (!allowed) {
      res.setHeader('WWW-Authenticate', 'Basic realm="commerce"');
      throw new CommerceError(401, 'An access token or basic credentials are required');
    }
    next();
  };
}
