import type {
  Category,
  CategoryFilter,
  NavigationTreeItem,
  Product,
  SearchSuggestion,
  SearchSuggestions,
  TypeaheadSuggestion,
  TypeaheadSuggestions,
} from '@lumen/domain';
import type {
  CategoryHit,
  MappingHits,
  NavigationHit,
  SuggestionHits,
  TermResolution,
  TypeaheadHit,
  TypeaheadHits,
} from './search-hits.ts';

/**
 * What the search answers need of the catalogue: products and categories as the shop shows them
 * (language, currency, prices). The commerce backend implements it from its catalogue read model.
 */
export interface SearchProjection {
  product(shopId: number, productId: number): Product | undefined;
  category(shopId: number, categoryId: number): Category | undefined;
  /**
   * The brand as a category filter (the `brand` attribute group with the brand as its value), for
   * category suggestions a brand narrows. Without it, those suggestions carry no filter.
   */
  brandFilter?(shopId: number, brandId: number): CategoryFilter | undefined;
}

/** The v1 `search/suggestions` answer (SDK `SearchSuggestionsEndpointResponseData`). */
export interface SearchSuggestionsV1 {
  brands: { id: number; label: string; value: string }[];
  categories: Category[];
  productNames: { term: string }[];
  products: Product[];
}

/** The v1 `search/resolve` answer (SDK `SearchResolveEndpointResponseData`). */
export interface SearchResolveV1 {
  matches: {
    count: number;
    match: string;
    category: { match: string; id: number; name: string };
    attributes: { match: string; name: string; attributeGroup: number; attributeId: number }[];
  }[];
}

/** The `search/mappings` answer (SDK `SearchMappingsEndpointResponseData`). */
export interface SearchMappings {
  matches: (
    | { type: 'attribute'; attributeGroup: { id: number; slug: string }; attributeIds: number[] }
    | { type: 'category'; name: string; id: number }
  )[];
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

function brandFilters(
  projection: SearchProjection,
  shopId: number,
  brandId: number | undefined,
): CategoryFilter[] {
  if (brandId === undefined) return [];
  const filter = projection.brandFilter?.(shopId, brandId);
  return filter ? [filter] : [];
}

function categorySuggestion(
  projection: SearchProjection,
  shopId: number,
  hit: CategoryHit,
): SearchSuggestion | undefined {
  const category = projection.category(shopId, hit.categoryId);
  if (!category) return undefined;
  return {
    type: 'category',
    categorySuggestion: {
      category,
      filters: brandFilters(projection, shopId, hit.brandId),
      productCount: hit.productCount,
    },
  };
}

function productSuggestion(
  projection: SearchProjection,
  shopId: number,
  productId: number,
): SearchSuggestion | undefined {
  const product = projection.product(shopId, productId);
  return product ? { type: 'product', productSuggestion: { product } } : undefined;
}

/**
 * A suggested navigation item as a tree item: a category link when it names a category, an
 * outside link for an absolute URL, a shop page otherwise. Only the item is suggested, not its
 * children.
 */
function navigationTreeItem(
  projection: SearchProjection,
  shopId: number,
  hit: NavigationHit,
): NavigationTreeItem {
  const common = {
    id: hit.itemId,
    name: hit.label,
    assets: {},
    visibleFrom: hit.visibleFrom ?? null,
    visibleTo: hit.visibleTo ?? null,
    children: [],
  };
  if (hit.categoryId !== undefined) {
    return {
      ...common,
      type: 'category',
      categoryId: hit.categoryId,
      category: projection.category(shopId, hit.categoryId) ?? null,
      filters: [],
      extraFilters: {},
    };
  }
  const target = hit.slug ?? '/';
  if (/^https?:\/\//i.test(target)) {
    return { ...common, type: 'individual-link', options: { url: target, isOpenInNewWindow: false } };
  }
  return { ...common, type: 'page', page: target };
}

/** v2 `search/suggestions`: categories (a brand's first), then products, then navigation items. */
export function searchSuggestionsV2Response(
  hits: SuggestionHits,
  shopId: number,
  projection: SearchProjection,
): SearchSuggestions {
  return {
    suggestions: [
      ...hits.categories.map((hit) => categorySuggestion(projection, shopId, hit)).filter(present),
      ...hits.products.map((id) => productSuggestion(projection, shopId, id)).filter(present),
      ...hits.navigationItems.map((hit): SearchSuggestion => ({
        type: 'navigationItem',
        navigationItemSuggestion: { navigationItem: navigationTreeItem(projection, shopId, hit) },
      })),
    ],
  };
}

/** v1 `search/suggestions`: brands, categories, product names and products in separate lists. */
export function searchSuggestionsV1Response(
  hits: SuggestionHits,
  shopId: number,
  projection: SearchProjection,
): SearchSuggestionsV1 {
  const seen = new Set<number>();
  return {
    brands: hits.brands.map((brand) => ({ id: brand.brandId, label: brand.name, value: brand.slug })),
    categories: hits.categories
      .filter((hit) => !seen.has(hit.categoryId) && seen.add(hit.categoryId))
      .map((hit) => projection.category(shopId, hit.categoryId))
      .filter(present),
    productNames: hits.productNames.map((term) => ({ term })),
    products: hits.products.map((id) => projection.product(shopId, id)).filter(present),
  };
}

/** v2 `search/resolve`: the product or the category (with the brand as filter) a term leads to; undefined for none. */
export function searchResolveV2Response(
  resolution: TermResolution | undefined,
  shopId: number,
  projection: SearchProjection,
): SearchSuggestion | undefined {
  if (!resolution) return undefined;
  switch (resolution.type) {
    case 'product':
      return productSuggestion(projection, shopId, resolution.productId);
    case 'category':
      return categorySuggestion(projection, shopId, resolution);
  }
}

/**
 * v1 `search/resolve`: a category match (with the brand as an attribute match when the
 * projection names the brand's attribute group). v1 has no way to say "a product", so a product
 * resolution answers no match, as does an empty one.
 */
export function searchResolveV1Response(
  resolution: TermResolution | undefined,
  term: string,
  shopId: number,
  projection: SearchProjection,
): SearchResolveV1 {
  if (resolution?.type !== 'category') return { matches: [] };
  const category = projection.category(shopId, resolution.categoryId);
  if (!category) return { matches: [] };
  const attributes = brandFilters(projection, shopId, resolution.brandId).flatMap((filter) =>
    filter.type === 'attribute'
      ? filter.attributeFilter.values.map((value) => ({
          match: value.label,
          name: filter.attributeFilter.group.key,
          attributeGroup: filter.attributeFilter.group.id,
          attributeId: value.id,
        }))
      : [],
  );
  return {
    matches: [
      {
        count: resolution.productCount,
        match: term.trim(),
        category: { match: category.name, id: category.id, name: category.name },
        attributes,
      },
    ],
  };
}

function typeaheadSuggestion(
  projection: SearchProjection,
  shopId: number,
  hit: TypeaheadHit,
): TypeaheadSuggestion | undefined {
  switch (hit.type) {
    case 'product': {
      const product = projection.product(shopId, hit.productId);
      return product
        ? { type: 'product', score: hit.score, productSuggestion: { suggestion: hit.suggestion, product } }
        : undefined;
    }
    case 'brandOrCategory': {
      const category = projection.category(shopId, hit.categoryId);
      if (!category) return undefined;
      return {
        type: 'brandOrCategory',
        score: hit.score,
        brandOrCategorySuggestion: {
          suggestion: hit.suggestion,
          primaryMatch: hit.primaryMatch,
          category,
          ...(hit.brand ? { brand: hit.brand } : {}),
          attributeFilters: [],
          productCount: hit.productCount,
        },
      };
    }
  }
}

/** `POST typeahead`. */
export function typeaheadResponse(
  hits: TypeaheadHits,
  shopId: number,
  projection: SearchProjection,
): TypeaheadSuggestions {
  const topMatch = hits.topMatch ? typeaheadSuggestion(projection, shopId, hits.topMatch) : undefined;
  return {
    ...(topMatch ? { topMatch } : {}),
    suggestions: hits.suggestions.map((hit) => typeaheadSuggestion(projection, shopId, hit)).filter(present),
  };
}

/** `search/mappings`: the attribute values and categories a term names. */
export function searchMappingsResponse(hits: MappingHits): SearchMappings {
  return {
    matches: [
      ...hits.attributes.map((group) => ({
        type: 'attribute' as const,
        attributeGroup: { id: group.groupId, slug: group.groupKey },
        attributeIds: group.valueIds,
      })),
      ...hits.categories.map((category) => ({
        type: 'category' as const,
        name: category.name,
        id: category.categoryId,
      })),
    ],
  };
}
