import type { Redirect, StorefrontAPIClient } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { RedirectRow } from '../catalog/catalog-rows.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { pageOf, pageQueryShape } from '../catalog/project-page.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

// The SDK names the answer of GET redirects without exporting the name.
type RedirectsResponseData = Awaited<ReturnType<StorefrontAPIClient['redirects']['get']>>;

const RedirectsQuerySchema = z.object({ ...pageQueryShape, shopId: z.string().optional() }).strict();
const RedirectLookupQuerySchema = z.object({ shopId: z.string().optional() }).strict();

// Only the path is looked at, so any host serves as the base of a relative URL.
const anyHost = 'http://shop.invalid';

/** The path a URL or path names, decoded, without query string or fragment; undefined if none. */
function pathOf(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, anyHost).pathname;
  } catch {
    return undefined;
  }
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const RedirectLookupSchema = z
  .object({
    url: z
      .string()
      .trim()
      .min(1, 'must be a URL or a path')
      .max(2048)
      .refine((url) => pathOf(url) !== undefined, 'must be a URL or a path'),
  })
  .strict();

// Shop paths end with a slash (§2) and redirects may be stored with or without one.
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function projectRedirect(row: RedirectRow): Redirect {
  return { id: row.id, source: row.source, target: row.target, statusCode: row.statusCode };
}

/**
 * GET redirects (paged, by id) and POST redirects `{ url }` (§7): the redirect of the shop whose
 * source is the URL's path, or 404 (which the storefront reads as "no redirect").
 */
export function redirectRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/redirects', (req, res) => {
    const { page, perPage } = parseRequestPart(RedirectsQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const redirects = deps.store.catalog.rows.redirects
      .filter((row) => row.shopId === shop.shopId)
      .sort((a, b) => a.id - b.id)
      .map(projectRedirect);
    const answer: RedirectsResponseData = pageOf(redirects, page, perPage);
    res.json(answer);
  });

  router.post('/redirects', (req, res) => {
    parseRequestPart(RedirectLookupQuerySchema, req.query, 'query');
    const { url } = parseRequestPart(RedirectLookupSchema, req.body ?? {}, 'body');
    const shop = shopOf(res);
    const path = withoutTrailingSlash(pathOf(url)!);
    const row = deps.store.catalog.rows.redirects.find(
      (redirect) => redirect.shopId === shop.shopId && withoutTrailingSlash(redirect.source) === path,
    );
    if (!row) throw new CommerceFailure('not_found', `No redirect for ${path.slice(0, 200)}`);
    const answer: Redirect = projectRedirect(row);
    res.json(answer);
  });

  return router;
}
