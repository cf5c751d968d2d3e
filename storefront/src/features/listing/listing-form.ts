import type { Filters, ListingQuery } from '@lumen/domain';
import {
  listingFormMarker,
  listingQueryOfSearch,
  pageSizeOf,
  priceFilterSlug,
  priceFormFields,
  withPageSize,
  withPriceRange,
} from './listing-url.ts';

/*
 * The filter form without scripts (§2 listing URLs as GET forms): checkboxes submit under the
 * URL's own names, repeated (`filters[frameShape]=1&filters[frameShape]=4`), which
 * `parseListingQuery` already reads; the prices are typed in whole units of the currency and come
 * as `priceFrom`/`priceTo`. The listing reads them here and answers with its canonical address.
 */

/** Whether the search was submitted by a listing form (its button's name is in it). */
function isSubmittedListingForm(search: Record<string, unknown>): boolean {
  return Object.hasOwn(search, listingFormMarker);
}

/** Whether a submitted form carries typed prices (which need the listing's price bounds). */
function hasTypedPrices(search: Record<string, unknown>): boolean {
  return Object.hasOwn(search, priceFormFields.min) || Object.hasOwn(search, priceFormFields.max);
}

/** The minor units of a typed amount ("129", "129,50", "1 299") with two decimals; none for text that is no amount. */
export function typedAmountInCents(raw: unknown): number | undefined {
  const text = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  if (typeof text !== 'string') return undefined;
  const compact = text.replace(/[\s\u00a0\u202f']/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(compact)) return undefined;
  return Math.round(Number(compact) * 100);
}

/**
 * The query a submitted filter form asks for: the typed prices as §2's `minPrice`/`maxPrice` in
 * cents, an end left at the bound of what is on offer (or empty) meaning "any", the ends in order.
 * `bounds` are the listing's price range in cents, when it has one.
 */
function queryOfFilterForm(
  query: ListingQuery,
  search: Record<string, unknown>,
  bounds: readonly [number, number] | undefined,
): ListingQuery {
  // The order form types no prices: the address's range stays. Its page size may be the default.
  const sized = withPageSize(query, pageSizeOf(query));
  if (!hasTypedPrices(search)) return sized;
  let min = typedAmountInCents(search[priceFormFields.min]);
  let max = typedAmountInCents(search[priceFormFields.max]);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  // The inputs show the bounds in whole units: one left as shown filters nothing.
  if (bounds && min !== undefined && min <= Math.floor(bounds[0] / 100) * 100) min = undefined;
  if (bounds && max !== undefined && max >= Math.ceil(bounds[1] / 100) * 100) max = undefined;
  return withPriceRange(sized, { min, max });
}

/** The lowest and highest price a listing offers (its price filter), in cents. */
export function priceBoundsOf(filters: Filters): [number, number] | undefined {
  const price = filters.find((filter) => filter.slug === priceFilterSlug);
  return price?.type === 'range' ? [price.values[0].min, price.values[0].max] : undefined;
}

/**
 * Where a submitted listing form leads: the query it asks for, to answer with its canonical
 * address; none when the search is no form's. Typed prices need the listing's price bounds, which
 * `filtersOf` fetches for the query without a price (the price filter's own range ignores it).
 */
export async function submittedFormQuery(
  search: Record<string, unknown>,
  filtersOf: (query: ListingQuery) => Promise<Filters>,
): Promise<ListingQuery | undefined> {
  if (!isSubmittedListingForm(search)) return undefined;
  const query = listingQueryOfSearch(search);
  const bounds = hasTypedPrices(search)
    ? priceBoundsOf(await filtersOf(withPriceRange(query, undefined)))
    : undefined;
  return queryOfFilterForm(query, search, bounds);
}
