import type { ListingQuery, ListingSort } from '@lumen/domain';
import type { ProductSearchQuery, ProductSortConfig } from '@scayle/storefront-api';

type AttributeFilters = NonNullable<ProductSearchQuery['attributes']>;

/**
 * The attribute group each named listing parameter of §2 filters by: the brand, the frame colour
 * (the `color` of a listing URL; lens tints have their own `filters[lensBaseColor]`), the frame size.
 */
const listingParameterGroups = {
  brand: 'brand',
  color: 'frameColor',
  categoryShopFilterSizes: 'shopSize',
} as const satisfies Partial<Record<keyof ListingQuery, string>>;

/** What a listing lists: a category's products (§2 category listing) or a term's (§2 /search/). */
export type ListingScope = { readonly categoryId: number } | { readonly term: string };

/** An attribute group's key as the Storefront API names them (`frameShape`, `lensBaseColor`). */
const attributeKeyPattern = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * A listing's filters (§2 listing query) as the Storefront API's product search query: the
 * category or the search term, the price bounds in the shop's minor unit, value filters
 * (`filters[key]=1,2`) and yes filters (`filters[key]=true`). The API takes one value list per
 * group, so values given for the same group twice (a named parameter and the group under
 * `filters`) are one list: any of them matches.
 */
export function listingSearchQuery(scope: ListingScope, query: ListingQuery): ProductSearchQuery {
  const attributes: AttributeFilters = [];
  const valueFilters = new Map<string, string[]>();
  const addValues = (key: string, values: readonly string[]) =>
    valueFilters.set(key, [...new Set([...(valueFilters.get(key) ?? []), ...values])]);
  for (const [parameter, key] of Object.entries(listingParameterGroups)) {
    const values = query[parameter as keyof typeof listingParameterGroups];
    if (values) addValues(key, values);
  }
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    // A key the Storefront API cannot name (`12`, `lens-type`) is no attribute group of the shop:
    // the API refuses it with a 400, so it is left out as any other bad part of a listing URL.
    if (!attributeKeyPattern.test(key)) continue;
    if (value === true) attributes.push({ type: 'boolean', key, value: true });
    else addValues(key, value);
  }
  for (const [key, values] of valueFilters) attributes.push({ type: 'attributes', key, values });
  return {
    ...('term' in scope ? { term: scope.term } : { categoryId: scope.categoryId }),
    ...(query.minPrice === undefined ? {} : { minPrice: query.minPrice }),
    ...(query.maxPrice === undefined ? {} : { maxPrice: query.maxPrice }),
    ...(attributes.length > 0 ? { attributes } : {}),
  };
}

/** §9 sort options map one to one onto the API's standard sortings (`new` is its DATE_ADDED). */
export function listingSort(sort: ListingSort | undefined): ProductSortConfig | undefined {
  return sort && { by: sort.by, direction: sort.direction };
}
