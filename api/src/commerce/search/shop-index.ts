import MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { textLanguageOf } from '../catalog/text-language.ts';
import { normalizeText, splitWords } from './normalize.ts';
import { textIn } from './search-documents.ts';
import type {
  BrandDocument,
  CategoryDocument,
  NavigationDocument,
  ProductDocument,
  ShopSearchDocuments,
} from './search-documents.ts';
import { stopWords } from './search-vocabulary.ts';
import { fuzziness, minimumFuzzyLength } from './typo-tolerance.ts';

/**
 * The search structures of one shop: MiniSearch indexes of its products (shared with the shops
 * reading the same catalogue texts: de-ch reads Swiss German, apart from de-de, de-at and de-it),
 * categories, brands and navigation items, and the lookups beside them.
 */

/** Field weights: a hit in the brand or the name outweighs one in a colour or a category word. */
const productBoosts = {
  name: 4,
  brand: 4,
  reference: 3,
  colours: 1.5,
  categories: 1.5,
  kind: 1.2,
  attributes: 1,
};

const productFields = Object.keys(productBoosts);

// Index building normalises the same few thousand words again and again.
const normalizedCache = new Map<string, string>();

function normalizeCached(word: string): string {
  let normalized = normalizedCache.get(word);
  if (normalized === undefined) {
    if (normalizedCache.size > 100_000) normalizedCache.clear();
    normalized = normalizeText(word);
    normalizedCache.set(word, normalized);
  }
  return normalized;
}

const searchBehaviour: SearchOptions = {
  // Typos only in words long enough to carry one; the word being typed matches as a prefix.
  fuzzy: (term) => (term.length >= minimumFuzzyLength ? fuzziness : false),
  prefix: (_term, index, terms) => index === terms.length - 1,
  maxFuzzy: 2,
};

/** Word keys of a product name, for exact name matches; the same in every shop of a language. */
interface ProductKeys {
  /** Name words joined, and brand and name words joined. */
  nameKey: string;
  brandNameKey: string;
  brandKey: string;
}

interface ProductEntry {
  document: ProductDocument;
  /** The shop's categories of the product, ancestors included. */
  categoryIds: number[];
  keys: ProductKeys;
}

export interface CategoryEntry {
  document: CategoryDocument;
  /** The category and its ancestors. */
  lineIds: number[];
  /** Word keys of the names in every language of the market. */
  nameKeys: string[];
  nameWords: string[][];
}

interface BrandEntry {
  document: BrandDocument;
  key: string;
}

export interface RankedProduct {
  id: number;
  score: number;
  exactName: boolean;
}

export interface Ranking {
  ranked: RankedProduct[];
  total: number;
}

export interface ShopIndex {
  shop: ShopIdentity;
  words: (text: string) => string[];
  products: MiniSearch<ProductDocument>;
  productEntries: Map<number, ProductEntry>;
  /** Shared by the language's shops: look up, then keep to the shop's entries. */
  productIdsByName: Map<string, number[]>;
  productIdsByReference: Map<string, number>;
  categories: MiniSearch<CategoryDocument>;
  categoryEntries: Map<number, CategoryEntry>;
  brands: MiniSearch<BrandDocument>;
  brandEntries: Map<number, BrandEntry>;
  brandIdsByKey: Map<string, number>;
  /** Products per brand and category (ancestors included). */
  brandCategoryCounts: Map<number, Map<number, number>>;
  navigation: MiniSearch<NavigationDocument>;
  navigationEntries: Map<string, NavigationDocument>;
  /** Recent product rankings by query, most recent last (see `rankingOf`). */
  rankings: Map<string, Ranking>;
  attributeValues: { groupId: number; groupKey: string; valueId: number; words: string[] }[];
}

export const byId = <T extends { id: number }>(a: T, b: T) => a.id - b.id;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** How one language splits and normalises text, for its indexes and its queries alike. */
export interface LanguageAnalysis {
  words: (text: string) => string[];
  indexOptions: { tokenize: (text: string) => string[]; processTerm: (term: string) => string | null };
}

export function languageAnalysis(language: LanguageCode): LanguageAnalysis {
  const stop: ReadonlySet<string> = new Set(stopWords[language].map(normalizeText));
  const processTerm = (term: string) => {
    const normalized = normalizeCached(term);
    return normalized === '' || stop.has(normalized) ? null : normalized;
  };
  const words = (text: string) =>
    splitWords(text)
      .map(normalizeCached)
      .filter((word) => word !== '' && !stop.has(word));
  return { words, indexOptions: { tokenize: splitWords, processTerm } };
}

/**
 * What the shops of one text language share (`textLanguageOf`: de-ch reads `de-CH`, the other
 * German shops `de`): one product index (product texts do not differ between them; each shop
 * keeps to its own products by filtering on its entries) and name and reference keys.
 */
export interface LanguageProducts {
  index: MiniSearch<ProductDocument>;
  keys: Map<number, ProductKeys>;
  idsByName: Map<string, number[]>;
  idsByReference: Map<string, number>;
}

export function languageProducts(
  analysis: LanguageAnalysis,
  documents: readonly ShopSearchDocuments[],
): LanguageProducts {
  const { words } = analysis;
  const union = new Map<number, ProductDocument>();
  for (const shopDocuments of documents) {
    for (const { document } of shopDocuments.products) union.set(document.id, document);
  }
  const index = new MiniSearch<ProductDocument>({
    ...analysis.indexOptions,
    fields: productFields,
    searchOptions: { ...searchBehaviour, boost: productBoosts },
  });
  index.addAll([...union.values()]);

  const keys = new Map<number, ProductKeys>();
  const idsByName = new Map<string, number[]>();
  const idsByReference = new Map<string, number>();
  const brandKeys = new Map<number, string>();
  for (const document of union.values()) {
    let brandKey = brandKeys.get(document.brandId);
    if (brandKey === undefined)
      brandKeys.set(document.brandId, (brandKey = words(document.brandName).join('')));
    const nameKey = words(document.name).join('');
    keys.set(document.id, { nameKey, brandNameKey: brandKey + nameKey, brandKey });
    pushTo(idsByName, nameKey, document.id);
    if (!nameKey.startsWith(brandKey)) pushTo(idsByName, brandKey + nameKey, document.id);
    for (const key of document.referenceKeys) idsByReference.set(words(key).join(''), document.id);
  }
  for (const ids of idsByName.values()) ids.sort((a, b) => a - b);
  return { index, keys, idsByName, idsByReference };
}

/** Which products carry each attribute value (`frameColor/black`), for mappings. */
export function productsByAttributeValue(rows: CatalogRows): Map<string, number[]> {
  const products = new Map<string, number[]>();
  for (const product of rows.products) {
    for (const [key, values] of Object.entries(product.attributes)) {
      for (const value of values)
        if (typeof value === 'string') pushTo(products, `${key}/${value}`, product.id);
    }
  }
  return products;
}

export function buildShopIndex(
  rows: CatalogRows,
  documents: ShopSearchDocuments,
  analysis: LanguageAnalysis,
  language: LanguageProducts,
  valueProducts: Map<string, number[]>,
): ShopIndex {
  const { shop } = documents;
  const { words } = analysis;
  const indexOptions = { ...analysis.indexOptions, searchOptions: searchBehaviour };
  const productEntries = new Map<number, ProductEntry>();
  const brandCategoryCounts = new Map<number, Map<number, number>>();
  for (const { document, categoryIds } of documents.products) {
    productEntries.set(document.id, { document, categoryIds, keys: language.keys.get(document.id)! });
    let counts = brandCategoryCounts.get(document.brandId);
    if (!counts) brandCategoryCounts.set(document.brandId, (counts = new Map<number, number>()));
    for (const categoryId of categoryIds) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }

  const categories = new MiniSearch<CategoryDocument>({
    ...indexOptions,
    fields: ['name', 'otherNames', 'path'],
    searchOptions: { ...searchBehaviour, boost: { name: 3, otherNames: 1, path: 0.5 } },
  });
  categories.addAll(documents.categories);
  const parents = new Map(documents.categories.map((category) => [category.id, category.parentId]));
  const categoryEntries = new Map<number, CategoryEntry>();
  for (const document of documents.categories) {
    const lineIds: number[] = [];
    for (
      let id: number | null | undefined = document.id;
      id !== null && id !== undefined;
      id = parents.get(id)
    ) {
      lineIds.push(id);
    }
    const nameWords = document.names.map(words);
    categoryEntries.set(document.id, {
      document,
      lineIds,
      nameWords,
      nameKeys: nameWords.map((list) => list.join('')),
    });
  }

  const brands = new MiniSearch<BrandDocument>({ ...indexOptions, fields: ['text'] });
  brands.addAll(documents.brands);
  const brandEntries = new Map<number, BrandEntry>();
  const brandIdsByKey = new Map<string, number>();
  for (const document of documents.brands) {
    const key = words(document.name).join('');
    brandEntries.set(document.id, { document, key });
    brandIdsByKey.set(key, document.id);
  }

  const navigation = new MiniSearch<NavigationDocument>({
    ...indexOptions,
    idField: 'key',
    fields: ['label', 'slug'],
    searchOptions: { ...searchBehaviour, boost: { label: 2, slug: 0.5 } },
  });
  navigation.addAll(documents.navigationItems);

  const groups = new Map(rows.attributeGroups.map((group) => [group.id, group]));
  const attributeValues = rows.attributeValues.flatMap((value) => {
    const group = groups.get(value.groupId);
    // Only values some product of the shop carries.
    const carriers = valueProducts.get(`${group?.key}/${value.value}`) ?? [];
    if (!group || !carriers.some((id) => productEntries.has(id))) return [];
    return [
      {
        groupId: group.id,
        groupKey: group.key,
        valueId: value.id,
        words: words(textIn(value.labels, textLanguageOf(shop))),
      },
    ];
  });

  return {
    shop,
    words,
    products: language.index,
    productEntries,
    productIdsByName: language.idsByName,
    productIdsByReference: language.idsByReference,
    categories,
    categoryEntries,
    brands,
    brandEntries,
    brandIdsByKey,
    brandCategoryCounts,
    navigation,
    navigationEntries: new Map(documents.navigationItems.map((item) => [item.key, item])),
    rankings: new Map(),
    attributeValues,
  };
}

/** AND first; if a word matches nothing (a bad typo, a word the shop does not use), any word will do. */
export function searchAll<T>(
  index: MiniSearch<T>,
  words: readonly string[],
  options: SearchOptions = {},
): SearchResult[] {
  const query = words.join(' ');
  const all = index.search(query, { ...options, combineWith: 'AND' });
  return all.length > 0 || words.length < 2 ? all : index.search(query, { ...options, combineWith: 'OR' });
}

/** Where a run of consecutive words spells a brand (`ray ban`, `rayban`): the leftmost such run. */
export function findBrandRun(index: ShopIndex, words: readonly string[]) {
  for (let start = 0; start < words.length; start += 1) {
    let key = '';
    for (let end = start; end < words.length; end += 1) {
      key += words[end];
      const brandId = index.brandIdsByKey.get(key);
      if (brandId !== undefined) return { brandId, start, end };
    }
  }
  return undefined;
}

export function inScope(entry: CategoryEntry, categoryId: number | undefined): boolean {
  return categoryId === undefined || entry.lineIds.includes(categoryId);
}

export function brandCount(index: ShopIndex, brandId: number, categoryId: number): number {
  return index.brandCategoryCounts.get(brandId)?.get(categoryId) ?? 0;
}
