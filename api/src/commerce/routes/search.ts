import { findShopById } from '@lumen/domain';
import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { categoryIncludes, isCategoryShown, projectCategory } from '../catalog/project-category.ts';
import type { CategoryIncludes } from '../catalog/project-category.ts';
import { isOffered, productIncludes, projectProduct } from '../catalog/project-product.ts';
import type { ProductIncludes } from '../catalog/project-product.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { assertKnownIncludes, parseWith } from '../http/with-parameter.ts';
import type { WithTree } from '../http/with-parameter.ts';
import type { SearchIndex } from '../search/search-index.ts';
import {
  searchMappingsResponse,
  searchResolveV1Response,
  searchResolveV2Response,
  searchSuggestionsV1Response,
  searchSuggestionsV2Response,
  typeaheadResponse,
} from '../search/search-responses.ts';
import type { SearchProjection } from '../search/search-responses.ts';

const term = z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters');
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be an id')
  .transform(Number);

// §7: search/suggestions, search/mappings and search/resolve all take the term and a categoryId.
const SuggestionsV1QuerySchema = z
  .object({
    term,
    categoryId: id.optional(),
    with: z.string().optional(),
    campaignKey: z.string().optional(),
    shopId: z.string(),
  })
  .strict();
const V2QuerySchema = z
  .object({
    term,
    categoryId: id.optional(),
    campaignKey: z.string().optional(),
    with: z.string().optional(),
    'category.depth': z.coerce.number().int().min(0).max(10).optional(),
    shopId: z.string(),
  })
  .strict();
const ResolveV1QuerySchema = z.object({ term, categoryId: id.optional(), shopId: z.string() }).strict();
// A mapping without a term maps nothing: an empty answer, not a refusal.
const MappingsQuerySchema = z
  .object({
    term: z.string().max(200, 'at most 200 characters').optional(),
    categoryId: id.optional(),
    shopId: z.string(),
  })
  .strict();
const TypeaheadQuerySchema = z
  .object({
    term,
    with: z.string().optional(),
    categoryDepth: z.coerce.number().int().min(0).max(10).optional(),
    shopId: z.string(),
  })
  .strict();
const TypeaheadBodySchema = z
  .object({
    categoryId: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(50).optional(),
  })
  .strict();

/** The part of the search service a route needs: the index answering now. */
export interface SearchSource {
  current(): SearchIndex | undefined;
}

const plainCategory: CategoryIncludes = {
  childLevels: 0,
  parents: false,
  productSorting: false,
  propertyNames: undefined,
  showHidden: false,
};

/** Splits a suggestion `with` into the product includes (under `prefix`) and the category includes. */
function includesOf(
  tree: WithTree,
  prefix: 'product' | 'products',
  known: readonly string[],
  depth: number | undefined,
): { product: ProductIncludes; category: CategoryIncludes } {
  assertKnownIncludes(tree, [prefix, 'category', 'navigationItem', ...known]);
  const productTree = tree.get(prefix)?.children ?? new Map();
  const categoryTree = new Map(
    [...(tree.get('category')?.children ?? new Map<string, never>())].map(([key, node]) => [
      key === 'children' ? 'descendants' : key,
      node,
    ]),
  );
  return {
    product: productIncludes(productTree, `with[${prefix}]`),
    category:
      categoryTree.size > 0 ? categoryIncludes(categoryTree, depth, false, 'with[category]') : plainCategory,
  };
}

/** Products and categories for search answers, projected from the catalogue for the asking shop. */
function projection(
  store: CatalogStore,
  includes: { product: ProductIncludes; category: CategoryIncludes },
  campaignKey?: string,
): SearchProjection {
  return {
    product: (shopId, productId) => {
      const shop = findShopById(shopId);
      const product = store.catalog.products.get(productId);
      if (!shop || !product || !product.isActive) return undefined;
      const context = store.context(shop, { campaignKey });
      return isOffered(store.catalog, context, product)
        ? projectProduct(store.catalog, context, product, includes.product)
        : undefined;
    },
    category: (shopId, categoryId) => {
      const shop = findShopById(shopId);
      const category = store.catalog.categories.get(categoryId);
      if (!shop || !category || !isCategoryShown(store.catalog, category, shop, false)) return undefined;
      return projectCategory(store.catalog, shop, category, includes.category);
    },
  };
}

/**
 * The search endpoints of §7: suggestions, mappings and resolve (v1 and v2) and typeahead, over
 * the in-process search index. Until the first index is built they answer 503.
 */
export function searchRoutes(deps: { store: CatalogStore; search: SearchSource }): {
  v1: Router;
  v2: Router;
} {
  const index = (): SearchIndex => {
    const current = deps.search.current();
    if (!current)
      throw new CommerceFailure('unavailable', 'The search index is being built; try again shortly');
    return current;
  };
  const shopIdOf = (res: Response) => shopOf(res).shopId;

  const v1 = Router();
  v1.get('/search/suggestions', (req, res) => {
    const query = parseRequestPart(SuggestionsV1QuerySchema, req.query, 'query');
    const tree = parseWith(query.with);
    const includes = includesOf(tree, 'products', ['brands', 'categories', 'productNames'], undefined);
    const hits = index().suggest(shopIdOf(res), query.term, {
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
    });
    const answer = searchSuggestionsV1Response(
      hits,
      shopIdOf(res),
      projection(deps.store, includes, query.campaignKey),
    );
    // Lists the client did not ask for stay empty (the SDK asks with `with=brands,categories,...`).
    res.json({
      brands: tree.size === 0 || tree.has('brands') ? answer.brands : [],
      categories: tree.size === 0 || tree.has('categories') ? answer.categories : [],
      productNames: tree.size === 0 || tree.has('productNames') ? answer.productNames : [],
      products: tree.size === 0 || tree.has('products') ? answer.products : [],
    });
  });
  v1.get('/search/mappings', (req, res) => {
    const query = parseRequestPart(MappingsQuerySchema, req.query, 'query');
    res.json(searchMappingsResponse(index().mappings(shopIdOf(res), query.term ?? '', query.categoryId)));
  });
  v1.get('/search/resolve', (req, res) => {
    const query = parseRequestPart(ResolveV1QuerySchema, req.query, 'query');
    const resolution = index().resolve(shopIdOf(res), query.term, query.categoryId);
    const includes = { product: productIncludes(new Map()), category: plainCategory };
    res.json(
      searchResolveV1Response(resolution, query.term, shopIdOf(res), projection(deps.store, includes)),
    );
  });
  v1.post('/typeahead', (req, res) => {
    const query = parseRequestPart(TypeaheadQuerySchema, req.query, 'query');
    const body = parseRequestPart(TypeaheadBodySchema, req.body ?? {}, 'body');
    const includes = includesOf(parseWith(query.with), 'product', [], query.categoryDepth);
    const hits = index().typeahead(shopIdOf(res), query.term, {
      ...(body.limit === undefined ? {} : { limit: body.limit }),
      ...(body.categoryId === undefined ? {} : { categoryId: body.categoryId }),
    });
    res.json(typeaheadResponse(hits, shopIdOf(res), projection(deps.store, includes)));
  });

  const v2 = Router();
  v2.get('/search/suggestions', (req, res) => {
    const query = parseRequestPart(V2QuerySchema, req.query, 'query');
    const includes = includesOf(parseWith(query.with), 'product', [], query['category.depth']);
    const hits = index().suggest(shopIdOf(res), query.term, {
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
    });
    res.json(
      searchSuggestionsV2Response(hits, shopIdOf(res), projection(deps.store, includes, query.campaignKey)),
    );
  });
  v2.get('/search/resolve', (req, res) => {
    const query = parseRequestPart(V2QuerySchema, req.query, 'query');
    const includes = includesOf(parseWith(query.with), 'product', [], query['category.depth']);
    const resolution = index().resolve(shopIdOf(res), query.term, query.categoryId);
    const answer = searchResolveV2Response(
      resolution,
      shopIdOf(res),
      projection(deps.store, includes, query.campaignKey),
    );
    // Nothing to resolve to: 204, which the SDK turns into undefined.
    if (!answer) res.status(204).end();
    else res.json(answer);
  });

  return { v1, v2 };
}
