import type { ShopIdentity } from '@lumen/domain';
import type { Category } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { CategoryRow } from '../catalog/catalog-rows.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import {
  categoryBySlugPath,
  categoryIncludes,
  isCategoryShown,
  projectCategory,
  shownChildren,
} from '../catalog/project-category.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { parseWith } from '../http/with-parameter.ts';

const idPattern = /^[1-9]\d{0,9}$/;

const categoryQueryShape = {
  depth: z.coerce.number().int().min(1).max(10).optional(),
  with: z.string().optional(),
  showHidden: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  shopId: z.string().optional(),
};

const CategoryQuerySchema = z.object(categoryQueryShape).strict();

const CategoryListQuerySchema = z
  .object({
    ...categoryQueryShape,
    ids: z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z
          .array(z.string().regex(idPattern, 'must be a list of category ids').transform(Number))
          .min(1)
          .max(500),
      )
      .optional(),
  })
  .strict();

/**
 * One numeric segment is a category id; anything else is a slug path. Any path could be a
 * category's (the storefront asks for every unknown page path), so only absurd ones are refused;
 * a path naming no category is a 404.
 */
const SlugPathSchema = z.object({
  slugPath: z.array(z.string().max(200, 'must be a slug of at most 200 characters')).min(1).max(20),
});

/** The category a path names: its id when it is one numeric segment, else its slug path. */
function categoryOfPath(
  catalog: Catalog,
  shop: ShopIdentity,
  segments: readonly string[],
  showHidden: boolean,
): CategoryRow {
  const named = segments.filter((segment) => segment !== '');
  const single = named.length === 1 ? named[0]! : undefined;
  if (single !== undefined && /^\d+$/.test(single)) {
    if (!idPattern.test(single)) {
      throw new CommerceFailure('invalid', 'Invalid path parameter categoryId: must be a category id', [
        { parameter: 'categoryId', message: 'must be a category id' },
      ]);
    }
    const row = catalog.categories.get(Number(single));
    if (!row || !isCategoryShown(catalog, row, shop, showHidden)) {
      throw new CommerceFailure('not_found', `Category ${single} not found`);
    }
    return row;
  }
  const { slugPath } = parseRequestPart(SlugPathSchema, { slugPath: named }, 'path');
  const row = categoryBySlugPath(catalog, shop, slugPath, showHidden);
  if (!row) throw new CommerceFailure('not_found', `Category /${slugPath.join('/')} not found`);
  return row;
}

/**
 * GET categories (the roots, or the categories `ids` names in that order), categories/{id} and
 * categories/{slug path} (§7), in the shop's language and limited to the categories it shows.
 */
export function categoryRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/categories', (req, res) => {
    const query = parseRequestPart(CategoryListQuerySchema, req.query, 'query');
    const showHidden = query.showHidden ?? false;
    const includes = categoryIncludes(parseWith(query.with), query.depth, showHidden);
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const rows = query.ids
      ? query.ids.flatMap((id) => {
          const category = catalog.categories.get(id);
          return category && isCategoryShown(catalog, category, shop, showHidden) ? [category] : [];
        })
      : shownChildren(catalog, null, shop, showHidden);
    const answer: Category[] = rows.map((category) => projectCategory(catalog, shop, category, includes));
    res.json(answer);
  });

  router.get('/categories/*slugPath', (req, res) => {
    const query = parseRequestPart(CategoryQuerySchema, req.query, 'query');
    const showHidden = query.showHidden ?? false;
    const includes = categoryIncludes(parseWith(query.with), query.depth, showHidden);
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const segments = (req.params as { slugPath?: string[] }).slugPath ?? [];
    const category = categoryOfPath(catalog, shop, segments, showHidden);
    const answer: Category = projectCategory(catalog, shop, category, includes);
    res.json(answer);
  });

  return router;
}
