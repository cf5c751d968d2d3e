import { Router } from 'express';
import { z } from 'zod';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { filterGroup, isKnownFilterSlug, offeredFilterSlugs } from '../catalog/filter-values.ts';
import { productFilter } from '../catalog/list-products.ts';
import type { TermSearch } from '../catalog/list-products.ts';
import { parseProductListQuery } from '../catalog/product-query.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, sendJsonText, shopOf } from '../http/commerce-error.ts';

const FilterOptionsSchema = z.object({
  with: z.string().optional(),
  including: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a list of filter slugs')))
    .optional(),
});

const GroupNameSchema = z.object({
  groupName: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'must be a filter slug'),
});

/** Splits the filter endpoints' own parameters from the product query they share with GET products. */
function readQuery(query: Record<string, unknown>) {
  const { shopId: _shopId, with: withValue, including, ...rest } = query;
  const options = parseRequestPart(FilterOptionsSchema, { with: withValue, including }, 'query');
  return { options, ...parseProductListQuery(rest) };
}

/** GET filters and GET filters/{groupName}/values (§7), counted for the current selection. */
export function filterRoutes(deps: { store: CatalogStore; termSearch?: TermSearch | undefined }): Router {
  const router = Router();

  const selection = (query: Record<string, unknown>, res: Parameters<typeof shopOf>[0]) => {
    const { options, query: parsed, attributeFilters } = readQuery(query);
    const context = deps.store.context(shopOf(res), { campaignKey: parsed.campaignKey });
    const term = parsed['filters[term]'];
    const termMatches = term === undefined ? undefined : (deps.termSearch?.(context, term) ?? []);
    if (
      parsed['filters[category]'] !== undefined &&
      !deps.store.catalog.categories.has(parsed['filters[category]'])
    ) {
      throw new CommerceFailure('invalid', `Invalid query parameter filters[category]: unknown category`, [
        { parameter: 'filters[category]', message: 'unknown category' },
      ]);
    }
    return { options, context, filter: productFilter(parsed, attributeFilters, termMatches) };
  };

  router.get('/filters', (req, res) => {
    const { options, context, filter } = selection(req.query, res);
    const unknown = (options.including ?? []).filter((slug) => !isKnownFilterSlug(deps.store, slug));
    if (unknown.length > 0) {
      throw new CommerceFailure(
        'invalid',
        `Invalid query parameter including: unknown filter ${unknown.join(', ')}`,
        [{ parameter: 'including', message: `unknown filter ${unknown.join(', ')}` }],
      );
    }
    const slugs = offeredFilterSlugs(deps.store, filter.categoryId, options.including ?? []);
    const key = `${context.shop.shopId} ${req.originalUrl}`;
    sendJsonText(
      res,
      deps.store.answers.json(key, () =>
        slugs.flatMap((slug) => filterGroup(deps.store, context, filter, slug) ?? []),
      ),
    );
  });

  router.get('/filters/:groupName/values', (req, res) => {
    const { groupName } = parseRequestPart(GroupNameSchema, req.params, 'path');
    if (!isKnownFilterSlug(deps.store, groupName))
      throw new CommerceFailure('not_found', `Filter ${groupName} not found`);
    const { context, filter } = selection(req.query, res);
    res.json(filterGroup(deps.store, context, filter, groupName)?.values ?? []);
  });

  return router;
}
