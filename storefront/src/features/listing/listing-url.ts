import { formatListingQuery, parseListingQuery } from '@lumen/domain';
import type { ListingQuery, ListingSort } from '@lumen/domain';
import { parseSearch, searchEntries, stringifySearch } from '../../routing/search-params.ts';
import type { RawSearch } from '../../routing/search-params.ts';

/*
 * A listing's address and its query (§2): the query is read from the address with domain's
 * `parseListingQuery` and written back with `formatListingQuery`, so the two always agree and every
 * link, form and navigation of a listing writes the canonical spelling. Keys that are not the
 * listing's (`search` from a category suggestion, `storeMode`, the editor's proof) are kept.
 */

/** The parameters of §2's listing list; the category filters are `filters[{key}]`. */
const listingParameters: ReadonlySet<string> = new Set([
  'page',
  'sort',
  'size',
  'brand',
  'color',
  'minPrice',
  'maxPrice',
  'categoryShopFilterSizes',
]);

/**
 * The names the filter form submits prices under before scripts load: whole units of the shop's
 * currency as typed ("129"), which the listing turns into §2's `minPrice`/`maxPrice` in cents.
 */
export const priceFormFields = { min: 'priceFrom', max: 'priceTo' } as const;

/**
 * The name of the listing forms' submit buttons (filters, order and page size before scripts
 * load): a request that carries it was submitted by one, and is answered with its canonical address.
 */
export const listingFormMarker = 'apply';

/** Whether a search parameter belongs to the listing (and is rewritten with its query). */
export function isListingParameter(name: string): boolean {
  return (
    listingParameters.has(name) ||
    name === priceFormFields.min ||
    name === priceFormFields.max ||
    name === listingFormMarker ||
    (name.startsWith('filters[') && name.endsWith(']'))
  );
}

/** The page size of a listing without `size` (§9 shows no default). */
const defaultListingPageSize = 24;

/** The page sizes a shopper can choose; `size` accepts any up to domain's maximum. */
export const listingPageSizes = [24, 48, 96] as const;

/** The listing query of a route's search (plain strings, lists for repeated keys). */
export function listingQueryOfSearch(search: Record<string, unknown>): ListingQuery {
  return parseListingQuery(searchEntries(search));
}

/** The search params that are not the listing's (`search`, `storeMode` ...), as they are. */
export function otherSearchParams(search: Record<string, unknown>): RawSearch {
  const kept: RawSearch = {};
  for (const [name, value] of Object.entries(search)) {
    if (isListingParameter(name)) continue;
    if (typeof value === 'string') kept[name] = value;
    else if (Array.isArray(value)) kept[name] = value.filter((item) => typeof item === 'string');
  }
  return kept;
}

/** The search of the listing showing `query`: the other params kept, the listing's in canonical form. */
export function listingSearch(current: Record<string, unknown>, query: ListingQuery): RawSearch {
  return { ...otherSearchParams(current), ...parseSearch(formatListingQuery(query)) };
}

/** The address of the listing at `publicPath` showing `query` (a page link, a chip without scripts). */
export function listingHref(
  publicPath: string,
  current: Record<string, unknown>,
  query: ListingQuery,
): string {
  return `${publicPath}${stringifySearch(listingSearch(current, query))}`;
}

/** The products per page the listing asks for. */
export function pageSizeOf(query: ListingQuery): number {
  return query.size ?? defaultListingPageSize;
}

/* ------------------------------------------------------------------------------------------------
 * Edits: each returns a new query. Any change of what is shown starts again at page 1.
 * ----------------------------------------------------------------------------------------------*/

function firstPage(query: ListingQuery): ListingQuery {
  const { page: _page, ...rest } = query;
  return rest;
}

/** Page `page` of the same listing; page 1 is the address without `page` (§2). */
export function withPage(query: ListingQuery, page: number): ListingQuery {
  return page > 1 ? { ...query, page } : firstPage(query);
}

/** Another order (none: the shop's own), from page 1. */
export function withSort(query: ListingQuery, sort: ListingSort | undefined): ListingQuery {
  const { sort: _sort, ...rest } = firstPage(query);
  return sort ? { ...rest, sort } : rest;
}

/** Another page size, from page 1; the default size is the address without `size`. */
export function withPageSize(query: ListingQuery, size: number): ListingQuery {
  const { size: _size, ...rest } = firstPage(query);
  return size === defaultListingPageSize ? rest : { ...rest, size };
}

/**
 * Where a filter of the backend's answer lives in a listing URL (§2): brand, frame colour and size
 * have named parameters; price is the `minPrice`/`maxPrice` pair; every other group is
 * `filters[{slug}]`.
 */
const namedParameterOfFilter = {
  brand: 'brand',
  frameColor: 'color',
  shopSize: 'categoryShopFilterSizes',
} as const satisfies Record<string, keyof ListingQuery>;

type NamedParameter = (typeof namedParameterOfFilter)[keyof typeof namedParameterOfFilter];

/** The backend's price range filter. */
export const priceFilterSlug = 'prices';

function namedParameter(slug: string): NamedParameter | undefined {
  return Object.hasOwn(namedParameterOfFilter, slug)
    ? namedParameterOfFilter[slug as keyof typeof namedParameterOfFilter]
    : undefined;
}

/** The URL name a filter group's values are submitted under (`brand`, `color`, `filters[frameShape]`). */
export function parameterOfFilter(slug: string): string {
  return namedParameter(slug) ?? `filters[${slug}]`;
}

/** The chosen value ids of a filter group. */
export function selectedValues(query: ListingQuery, slug: string): readonly string[] {
  const named = namedParameter(slug);
  if (named) return query[named] ?? [];
  const value = query.filters?.[slug];
  return Array.isArray(value) ? value : [];
}

/** Whether a yes/no filter is on (`filters[{slug}]=true`). */
export function isBooleanOn(query: ListingQuery, slug: string): boolean {
  return query.filters?.[slug] === true;
}

function withFilter(query: ListingQuery, slug: string, value: string[] | true | undefined): ListingQuery {
  const { filters = {}, ...rest } = firstPage(query);
  const next = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== slug));
  if (value !== undefined) next[slug] = value;
  return Object.keys(next).length > 0 ? { ...rest, filters: next } : rest;
}

/** The filter group with these chosen values (none: the group is off), from page 1. */
export function withSelectedValues(query: ListingQuery, slug: string, ids: readonly string[]): ListingQuery {
  const named = namedParameter(slug);
  if (!named) return withFilter(query, slug, ids.length > 0 ? [...ids] : undefined);
  const { [named]: _values, ...rest } = firstPage(query);
  return ids.length > 0 ? { ...rest, [named]: [...ids] } : rest;
}

/** A yes/no filter on or off, from page 1. */
export function withBoolean(query: ListingQuery, slug: string, on: boolean): ListingQuery {
  return withFilter(query, slug, on ? true : undefined);
}

/** A price range in cents, either end open (none: any price), from page 1. */
export function withPriceRange(
  query: ListingQuery,
  range: { min?: number | undefined; max?: number | undefined } | undefined,
): ListingQuery {
  const { minPrice: _min, maxPrice: _max, ...rest } = firstPage(query);
  return {
    ...rest,
    ...(range?.min !== undefined ? { minPrice: range.min } : {}),
    ...(range?.max !== undefined ? { maxPrice: range.max } : {}),
  };
}

/** Every filter off; the order and page size stay. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return {
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.size !== undefined ? { size: query.size } : {}),
  };
}

/** How many filter values are chosen (the price range counts once): the "Filter (3)" button's count. */
export function activeFilterCount(query: ListingQuery): number {
  const lists = [query.brand, query.color, query.categoryShopFilterSizes];
  const filters = Object.values(query.filters ?? {});
  return (
    lists.reduce((sum, list) => sum + (list?.length ?? 0), 0) +
    filters.reduce((sum, value) => sum + (value === true ? 1 : value.length), 0) +
    (query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0)
  );
}
