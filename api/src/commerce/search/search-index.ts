import { fetchesSuggestions, isVisibleAt, productSuggestionPageSize, shops as allShops } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { createCatalog } from '../catalog/catalog.ts';
import { textLanguageOf } from '../catalog/text-language.ts';
import { brandCategories, rankCategories, rankingOf } from './product-ranking.ts';
import { resolveTerm } from './resolve-term.ts';
import { buildSearchDocuments } from './search-documents.ts';
import type {
  BrandHit,
  CategoryHit,
  MappingHits,
  NavigationHit,
  ProductsByTermPage,
  SuggestionHits,
  SuggestOptions,
  TermResolution,
  TypeaheadHits,
} from './search-hits.ts';
import {
  brandCount,
  buildShopIndex,
  byId,
  findBrandRun,
  inScope,
  languageAnalysis,
  languageProducts,
  productsByAttributeValue,
  searchAll,
} from './shop-index.ts';
import type { ShopIndex } from './shop-index.ts';
import { typeaheadHits } from './typeahead.ts';
import { typosBetween } from './typo-tolerance.ts';

export interface SearchIndexOptions {
  /** The clock §5 navigation windows are read against at query time (so no rebuild is needed when one opens). */
  now?: () => Date;
  /** The shops to index; all shops of the shop table by default. */
  shops?: readonly ShopIdentity[];
}

export interface SearchIndex {
  readonly builtAt: Date;
  readonly shopIds: readonly number[];
  /** §2/§9 flyout suggestions; terms of 2 characters or less get none. */
  suggest(shopId: number, term: string, options?: SuggestOptions): SuggestionHits;
  /** §2 search submit: a product reference key or name, a category name, a brand, or nothing. */
  resolve(shopId: number, term: string, categoryId?: number): TermResolution | undefined;
  /** `limit` caps the whole answer, brand and category suggestions and products together. */
  typeahead(shopId: number, term: string, options?: { limit?: number; categoryId?: number }): TypeaheadHits;
  /** The search result page's products, best first. */
  productsByTerm(
    shopId: number,
    term: string,
    options?: { page?: number; perPage?: number; categoryId?: number },
  ): ProductsByTermPage;
  /** Attribute values and categories the term names; with a categoryId, categories inside it only. */
  mappings(shopId: number, term: string, categoryId?: number): MappingHits;
}

const defaultLimits = { categories: 5, navigationItems: 3, brands: 3 };

const emptySuggestions = (): SuggestionHits => ({
  products: [],
  productNames: [],
  categories: [],
  navigationItems: [],
  brands: [],
});

/** Category suggestions: with a brand named, its categories (matching the other words, if any); then categories by name. */
function suggestCategories(index: ShopIndex, words: readonly string[], categoryId?: number): CategoryHit[] {
  const hits: CategoryHit[] = [];
  const brandRun = findBrandRun(index, words);
  if (brandRun) {
    const rest = words.filter((_, position) => position < brandRun.start || position > brandRun.end);
    if (rest.length === 0) hits.push(...brandCategories(index, brandRun.brandId, categoryId));
    else {
      for (const entry of rankCategories(index, rest, categoryId)) {
        const productCount = brandCount(index, brandRun.brandId, entry.document.id);
        if (productCount > 0)
          hits.push({ categoryId: entry.document.id, productCount, brandId: brandRun.brandId });
      }
    }
  }
  for (const entry of rankCategories(index, words, categoryId)) {
    if (!hits.some((hit) => hit.categoryId === entry.document.id && hit.brandId === undefined)) {
      hits.push({ categoryId: entry.document.id, productCount: entry.document.productCount });
    }
  }
  return hits;
}

function suggestBrands(index: ShopIndex, words: readonly string[]): BrandHit[] {
  if (words.length === 0) return [];
  const key = words.join('');
  return searchAll(index.brands, words)
    .flatMap((result) => {
      const entry = index.brandEntries.get(result.id as number)!;
      return entry.document.productCount > 0 ? [{ entry, score: result.score }] : [];
    })
    .sort(
      (a, b) =>
        Number(b.entry.key === key) - Number(a.entry.key === key) ||
        b.score - a.score ||
        byId(a.entry.document, b.entry.document),
    )
    .map(({ entry }) => ({
      brandId: entry.document.id,
      name: entry.document.name,
      slug: entry.document.slug,
      productCount: entry.document.productCount,
    }));
}

function suggestNavigation(index: ShopIndex, words: readonly string[], now: Date): NavigationHit[] {
  if (words.length === 0) return [];
  return searchAll(index.navigation, words)
    .flatMap((result) => {
      const item = index.navigationEntries.get(result.id as string);
      return item && item.windows.every((window) => isVisibleAt(window, now)) ? [item] : [];
    })
    .map((item) => ({
      treeId: item.treeId,
      treeKey: item.treeKey,
      itemId: item.itemId,
      label: item.label,
      slug: item.slug,
      categoryId: item.categoryId,
      visibleFrom: item.visibleFrom,
      visibleTo: item.visibleTo,
    }));
}

function mappingHits(index: ShopIndex, term: string, categoryId: number | undefined): MappingHits {
  const words = index.words(term);
  const named = (nameWords: readonly string[]) =>
    nameWords.length > 0 &&
    nameWords.every((nameWord) => words.some((word) => typosBetween(word, nameWord) !== undefined));
  const groups = new Map<string, { groupId: number; groupKey: string; valueIds: number[] }>();
  for (const value of index.attributeValues) {
    if (!named(value.words)) continue;
    const group = groups.get(value.groupKey) ?? {
      groupId: value.groupId,
      groupKey: value.groupKey,
      valueIds: [],
    };
    group.valueIds.push(value.valueId);
    groups.set(value.groupKey, group);
  }
  const categories = [...index.categoryEntries.values()]
    .filter(
      (entry) =>
        entry.document.productCount > 0 && inScope(entry, categoryId) && named(entry.nameWords[0] ?? []),
    )
    .map((entry) => ({ categoryId: entry.document.id, name: entry.document.name }));
  return { attributes: [...groups.values()], categories };
}

/**
 * The in-process search over the catalogue: per shop, MiniSearch indexes of products, categories,
 * brands and navigation items in the shop's catalogue texts (Swiss German for de-ch), with one
 * normalisation for index and query.
 */
export function createSearchIndex(rows: CatalogRows, options: SearchIndexOptions = {}): SearchIndex {
  const now = options.now ?? (() => new Date());
  const shops = options.shops ?? allShops;
  const catalog = createCatalog(rows);
  const documents = buildSearchDocuments(rows, shops, catalog);
  const valueProducts = productsByAttributeValue(rows);
  const indexes = new Map<number, ShopIndex>();
  for (const language of new Set(shops.map((shop) => shop.language))) {
    const analysis = languageAnalysis(language);
    const speaking = documents.filter((shopDocuments) => shopDocuments.shop.language === language);
    // One product index per text language the catalogue answers in: de-ch's holds the Swiss texts.
    for (const textLanguage of new Set(speaking.map((shopDocuments) => textLanguageOf(shopDocuments.shop)))) {
      const reading = speaking.filter((shopDocuments) => textLanguageOf(shopDocuments.shop) === textLanguage);
      const products = languageProducts(analysis, reading);
      for (const shopDocuments of reading) {
        indexes.set(
          shopDocuments.shop.shopId,
          buildShopIndex(rows, shopDocuments, analysis, products, valueProducts),
        );
      }
    }
  }
  const indexOf = (shopId: number): ShopIndex => {
    const index = indexes.get(shopId);
    if (!index) throw new RangeError(`Search has no index for shop ${shopId}`);
    return index;
  };

  return {
    builtAt: now(),
    shopIds: [...indexes.keys()],
    suggest(shopId, term, suggestOptions = {}) {
      const index = indexOf(shopId);
      const words = index.words(term);
      if (!fetchesSuggestions(term) || words.length === 0) return emptySuggestions();
      const { categoryId } = suggestOptions;
      const productLimit = suggestOptions.productLimit ?? productSuggestionPageSize;
      const products = rankingOf(index, words, categoryId, productLimit)
        .ranked.slice(0, productLimit)
        .map((product) => product.id);
      const productNames = [...new Set(products.map((id) => index.productEntries.get(id)!.document.name))];
      return {
        products,
        productNames,
        categories: suggestCategories(index, words, categoryId).slice(
          0,
          suggestOptions.categoryLimit ?? defaultLimits.categories,
        ),
        navigationItems: suggestNavigation(index, words, now()).slice(
          0,
          suggestOptions.navigationLimit ?? defaultLimits.navigationItems,
        ),
        brands: suggestBrands(index, words).slice(0, suggestOptions.brandLimit ?? defaultLimits.brands),
      };
    },
    resolve: (shopId, term, categoryId) => resolveTerm(indexOf(shopId), term, categoryId),
    typeahead: (shopId, term, typeaheadOptions = {}) =>
      typeaheadHits(indexOf(shopId), term, typeaheadOptions.limit, typeaheadOptions.categoryId),
    productsByTerm(shopId, term, pageOptions = {}) {
      const index = indexOf(shopId);
      const page = Math.max(1, pageOptions.page ?? 1);
      const perPage = Math.max(1, pageOptions.perPage ?? 24);
      const { ranked, total } = rankingOf(index, index.words(term), pageOptions.categoryId, page * perPage);
      return {
        productIds: ranked.slice((page - 1) * perPage, page * perPage).map((product) => product.id),
        total,
      };
    },
    mappings: (shopId, term, categoryId) => mappingHits(indexOf(shopId), term, categoryId),
  };
}
