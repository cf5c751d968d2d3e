import { z } from 'zod';
import { PageNumberSchema, maxPageNumber } from '../entities/pagination.ts';
import type { ShopIdentity } from '../shops/shop-table.ts';
import { routePath } from './route-table.ts';

/** §9 sort options and directions; a listing URL carries both in one value, `sort=price-asc`. */
export const listingSortKeys = ['price', 'new', 'reduction'] as const;
export const listingSortDirections = ['asc', 'desc'] as const;
export const ListingSortSchema = z.object({
  by: z.enum(listingSortKeys),
  direction: z.enum(listingSortDirections),
});
export type ListingSort = z.infer<typeof ListingSortSchema>;

/**
 * The largest page size a listing URL may ask for. The spec shows no pagination defaults; the cap
 * keeps a hand-made `size=100000` from becoming one huge backend request.
 */
export const maxListingPageSize = 100;

/** Brand, colour, size and filter value ids: what the backend hands out, never free text. */
const valueIdPattern = /^[A-Za-z0-9._-]{1,40}$/;
const filterGroupKeyPattern = /^[A-Za-z0-9_-]{1,40}$/;
const filterParameterPattern = /^filters\[([A-Za-z0-9_-]{1,40})\]$/;

/**
 * How many values one list of a listing query holds (brands, colours, one filter group), and how
 * many filter groups it has. Every value travels in the backend's address, which a server reads
 * only up to 16 kB: these bounds keep the longest query well inside it. No shopper ticks more.
 */
export const listingQueryLimits = { valuesPerList: 20, filterGroups: 10 } as const;

const ValueIdsSchema = z.array(z.string().regex(valueIdPattern)).min(1).max(listingQueryLimits.valuesPerList);

/**
 * A listing page's query (§2): the kept parameters, typed. `filters` holds the category filters,
 * `filters[{groupKey}]=1,2` as value ids and `filters[{slug}]=true` as `true`. Prices are whole
 * numbers in the shop's minor unit, as §3 keeps every price.
 */
export const ListingQuerySchema = z.object({
  /** 1-based; the first page is the address without `page`. */
  page: PageNumberSchema.optional(),
  sort: ListingSortSchema.optional(),
  /**
   * Products per page. The spec does not say what `size` is; frame sizes have their own
   * `categoryShopFilterSizes`, so we read `size` as the page size.
   */
  size: z.number().int().min(1).max(maxListingPageSize).optional(),
  brand: ValueIdsSchema.optional(),
  color: ValueIdsSchema.optional(),
  minPrice: z.number().int().min(0).optional(),
  maxPrice: z.number().int().min(0).optional(),
  categoryShopFilterSizes: ValueIdsSchema.optional(),
  filters: z
    .record(z.string().regex(filterGroupKeyPattern), z.union([ValueIdsSchema, z.literal(true)]))
    .refine((filters) => Object.keys(filters).length <= listingQueryLimits.filterGroups, {
      error: `At most ${listingQueryLimits.filterGroups} filter groups`,
    })
    .optional(),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

type QueryEntries = Iterable<readonly [string, string]>;

/** A whole number within bounds, in its plain spelling: `2`, not `02`, `2.0`, `+2`, `2e0` or `2.5`. */
function wholeNumber(
  raw: string | undefined,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && String(value) === raw && value >= min && value <= max ? value : undefined;
}

/**
 * All value ids of a list parameter, however often it repeats: valid ones only, sorted, once each,
 * and no more than a list holds (the first in sort order).
 */
function valueIds(raws: readonly string[] | undefined): string[] | undefined {
  if (raws === undefined) return undefined;
  const ids = [...new Set(raws.flatMap((raw) => raw.split(',')))].filter((id) => valueIdPattern.test(id));
  return ids.length > 0 ? ids.sort().slice(0, listingQueryLimits.valuesPerList) : undefined;
}

/**
 * §9: the direction of a sort key the URL names alone (`sort=price`): the cheapest, the newest and
 * the largest reduction first, as a shopper choosing that key expects.
 */
export const defaultSortDirections: Record<ListingSort['by'], ListingSort['direction']> = {
  price: 'asc',
  new: 'desc',
  reduction: 'desc',
};

function isListingSortKey(key: string): key is ListingSort['by'] {
  return (listingSortKeys as readonly string[]).includes(key);
}

function sortOption(raw: string | undefined): ListingSort | undefined {
  if (raw === undefined) return undefined;
  const [by = '', direction, ...rest] = raw.split('-');
  if (rest.length > 0 || !isListingSortKey(by)) return undefined;
  const parsed = ListingSortSchema.safeParse({ by, direction: direction ?? defaultSortDirections[by] });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads a listing URL's query (any name/value pairs, such as a `URLSearchParams`) into its canonical
 * typed form (§2): only the kept parameters and the category filters; invalid values dropped, and
 * values and filter groups beyond `listingQueryLimits` too;
 * page 1 dropped; list values deduplicated and sorted; a single-valued parameter given twice counts
 * once (the first); a minimum price above the maximum swaps them, which is what the shopper meant.
 */
export function parseListingQuery(search: QueryEntries): ListingQuery {
  const values = new Map<string, string[]>();
  for (const [name, value] of search) values.set(name, [...(values.get(name) ?? []), value]);
  const first = (name: string) => values.get(name)?.[0];

  const query: ListingQuery = {};
  // Page 1 is the address without `page`; a page past the last one a listing may have is no page.
  const page = wholeNumber(first('page'), 2, maxPageNumber);
  if (page !== undefined) query.page = page;
  const sort = sortOption(first('sort'));
  if (sort) query.sort = sort;
  const size = wholeNumber(first('size'), 1, maxListingPageSize);
  if (size !== undefined) query.size = size;
  const brand = valueIds(values.get('brand'));
  if (brand) query.brand = brand;
  const color = valueIds(values.get('color'));
  if (color) query.color = color;
  const prices = [wholeNumber(first('minPrice'), 0), wholeNumber(first('maxPrice'), 0)];
  const [minPrice, maxPrice] = prices.every((price) => price !== undefined)
    ? prices.sort((a, b) => a - b)
    : prices;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const sizes = valueIds(values.get('categoryShopFilterSizes'));
  if (sizes) query.categoryShopFilterSizes = sizes;

  const filters: [string, string[] | true][] = [];
  for (const [name, raws] of values) {
    const key = filterParameterPattern.exec(name)?.[1];
    if (key === undefined) continue;
    const ids = raws.every((raw) => raw === 'true') ? true : valueIds(raws);
    if (ids) filters.push([key, ids]);
  }
  // The first groups by key, as the canonical address lists them, when there are more than a query holds.
  const kept = filters.sort(([a], [b]) => (a < b ? -1 : 1)).slice(0, listingQueryLimits.filterGroups);
  // fromEntries defines own properties, so `filters[__proto__]` stays a filter and never a prototype.
  if (kept.length > 0) query.filters = Object.fromEntries(kept);
  return query;
}

function queryEntries(query: ListingQuery): [string, string][] {
  const entries: [string, string][] = [];
  const add = (name: string, value: string | number | true | readonly string[] | undefined) => {
    if (value !== undefined) entries.push([name, Array.isArray(value) ? value.join(',') : String(value)]);
  };
  add('page', query.page);
  add('sort', query.sort && `${query.sort.by}-${query.sort.direction}`);
  add('size', query.size);
  add('brand', query.brand);
  add('color', query.color);
  add('minPrice', query.minPrice);
  add('maxPrice', query.maxPrice);
  add('categoryShopFilterSizes', query.categoryShopFilterSizes);
  // Sorted here, not left to object key order, which puts integer-like keys (`filters[12]`) first.
  const filters = query.filters ?? {};
  for (const key of Object.keys(filters).sort()) add(`filters[${key}]`, filters[key]);
  return entries;
}

/**
 * The canonical query string of a listing (`?page=2&sort=price-asc&brand=3,7&filters[shape]=1,4`), or
 * '' when nothing is left. Parameters always come in the order of §2's list, then the filters by key;
 * values are ids and numbers, so nothing needs escaping. Goes through `parseListingQuery` so that a
 * query built in code obeys the same rules as one read from a URL.
 */
export function formatListingQuery(query: ListingQuery): string {
  const entries = queryEntries(parseListingQuery(queryEntries(query)));
  return entries.length > 0 ? `?${entries.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
}

/** A listing URL's query as its canonical address keeps it: `?page=1&utm_source=x&sort=new-desc` → `?sort=new-desc`. */
export function canonicalListingSearch(search: QueryEntries): string {
  return formatListingQuery(parseListingQuery(search));
}

/** What a category suggestion adds to the category's address (§2): a brand or the typed search term. */
export type CategorySuggestionExtra = { brand: string | number } | { search: string };

/**
 * The link of a category suggestion (§2, search flyout and search submit): the category page, with
 * `?brand={id}` or `?search={term}` when the suggestion carries one. The term is the shopper's text,
 * so it is escaped; a blank term adds nothing.
 */
export function categorySuggestionPath(
  shop: ShopIdentity,
  categoryPath: readonly string[],
  extra?: CategorySuggestionExtra,
): string {
  const path = routePath(shop, 'category', { path: categoryPath });
  if (extra === undefined) return path;
  if ('brand' in extra) {
    const brand = String(extra.brand);
    if (!valueIdPattern.test(brand)) throw new Error(`A brand id is an id, got ${JSON.stringify(brand)}`);
    return `${path}?brand=${brand}`;
  }
  const term = extra.search.trim();
  return term === '' ? path : `${path}?search=${encodeURIComponent(term)}`;
}
