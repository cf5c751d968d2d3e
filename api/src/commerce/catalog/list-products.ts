import { paginationOf } from '@lumen/domain';
import type { Pagination, Product } from '@lumen/domain';
import { parseWith } from '../http/with-parameter.ts';
import type { Catalog } from './catalog.ts';
import type { CatalogStore } from './catalog-store.ts';
import { passes, sortFacts } from './product-query.ts';
import type { AttributeFilter, ProductFilter, ProductListQuery } from './product-query.ts';
import { productIncludes, projectProduct } from './project-product.ts';
import type { ShopContext } from './shop-context.ts';

/** The page information of a list answer (the SDK's `Pagination`). */
export function pagination(total: number, page: number, perPage: number): Pagination {
  return paginationOf(total, { page, perPage });
}

/** Finds product ids for a search term (the search index); best match first. */
export type TermSearch = (context: ShopContext, term: string) => readonly number[];

export function productFilter(
  query: ProductListQuery,
  attributes: readonly AttributeFilter[],
  termMatches: readonly number[] | undefined,
): ProductFilter {
  return {
    categoryId: query['filters[category]'],
    attributes,
    termMatches,
    minPrice: query['filters[minPrice]'],
    maxPrice: query['filters[maxPrice]'],
    minReduction: query['filters[minReduction]'],
    maxReduction: query['filters[maxReduction]'],
    hasCampaignReduction: query['filters[hasCampaignReduction]'],
    includeSoldOut: query.includeSoldOut ?? false,
    minProductId: query.minProductId,
    orKeys: new Set(query.orFiltersOperator ?? []),
  };
}

/** The products matching a filter in the shop, in the order asked for. */
export function matchingFacts(
  store: CatalogStore,
  context: ShopContext,
  filter: ProductFilter,
  query: Pick<ProductListQuery, 'sort' | 'sortDir'>,
  skipKey?: string,
) {
  const catalog: Catalog = store.catalog;
  const termRank = filter.termMatches ? new Map(filter.termMatches.map((id, rank) => [id, rank])) : undefined;
  const matches = store
    .factsFor(context)
    .filter(
      (facts) =>
        (termRank ? termRank.has(facts.product.id) : true) && passes(catalog, facts, filter, skipKey),
    );
  return sortFacts(matches, query.sort, query.sortDir, termRank);
}

/** GET products: by ids (in the order given), by reference key, or a filtered, sorted page. */
export function listProducts(
  store: CatalogStore,
  context: ShopContext,
  query: ProductListQuery,
  attributes: readonly AttributeFilter[],
  termSearch: TermSearch | undefined,
): { entities: Product[]; pagination: Pagination } {
  const catalog = store.catalog;
  const includes = productIncludes(parseWith(query.with));
  const shown = store.offeredIds(context);
  const project = (id: number) => projectProduct(catalog, context, catalog.products.get(id)!, includes);

  if (query.ids) {
    const entities = query.ids.filter((id) => shown.has(id)).map(project);
    return { entities, pagination: pagination(entities.length, 1, Math.max(1, entities.length)) };
  }
  if (query.referenceKey !== undefined) {
    const entities = catalog.rows.products
      .filter((product) => product.referenceKey === query.referenceKey && shown.has(product.id))
      .map((product) => project(product.id));
    return { entities, pagination: pagination(entities.length, 1, Math.max(1, entities.length)) };
  }
  const term = query['filters[term]'];
  const termMatches = term === undefined ? undefined : (termSearch?.(context, term) ?? []);
  const matches = matchingFacts(store, context, productFilter(query, attributes, termMatches), query);
  const start = (query.page - 1) * query.perPage;
  return {
    entities: matches.slice(start, start + query.perPage).map((facts) => project(facts.product.id)),
    pagination: pagination(matches.length, query.page, query.perPage),
  };
}
