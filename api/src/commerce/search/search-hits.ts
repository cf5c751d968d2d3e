/** What the search index answers, before the answers take the Storefront API's shapes. */

export interface CategoryHit {
  categoryId: number;
  productCount: number;
  /** Set when the term named a brand: the category is meant filtered by it and counted for it. */
  brandId?: number;
}

export interface BrandHit {
  brandId: number;
  name: string;
  slug: string;
  productCount: number;
}

export interface NavigationHit {
  treeId: number;
  treeKey: string;
  itemId: number;
  label: string;
  slug: string | undefined;
  categoryId: number | undefined;
  visibleFrom: string | undefined;
  visibleTo: string | undefined;
}

/** What the search flyout suggests for a term, best first in each list. */
export interface SuggestionHits {
  products: number[];
  /** Names of the suggested products, each once. */
  productNames: string[];
  categories: CategoryHit[];
  navigationItems: NavigationHit[];
  brands: BrandHit[];
}

/** Where a submitted term leads (§2 search submit); undefined is the empty result (the search page). */
export type TermResolution =
  | { type: 'product'; productId: number }
  | { type: 'category'; categoryId: number; brandId?: number; productCount: number };

export interface TypeaheadProductHit {
  type: 'product';
  productId: number;
  /** Brand and name with the matched parts in `<em>`. */
  suggestion: string;
  score: number;
}

export interface TypeaheadBrandOrCategoryHit {
  type: 'brandOrCategory';
  categoryId: number;
  brand: { id: number; name: string } | undefined;
  primaryMatch: 'brand' | 'category';
  /** `<em>Ray</em>-Ban in <em>Sonnen</em>brillen`. */
  suggestion: string;
  productCount: number;
  score: number;
}

export type TypeaheadHit = TypeaheadProductHit | TypeaheadBrandOrCategoryHit;

export interface TypeaheadHits {
  /** The suggestion the term names exactly (a product name, a brand, a category), if any. */
  topMatch: TypeaheadHit | undefined;
  suggestions: TypeaheadHit[];
}

/** Attribute values and categories a term names (`search/mappings`). */
export interface MappingHits {
  attributes: { groupId: number; groupKey: string; valueIds: number[] }[];
  categories: { categoryId: number; name: string }[];
}

export interface ProductsByTermPage {
  productIds: number[];
  total: number;
}

export interface SuggestOptions {
  productLimit?: number;
  categoryLimit?: number;
  navigationLimit?: number;
  brandLimit?: number;
  /** Only products and categories inside this category. */
  categoryId?: number;
}
