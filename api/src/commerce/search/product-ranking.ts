import type { SearchResult } from 'minisearch';
import type { CategoryHit } from './search-hits.ts';
import { findBrandRun, inScope, searchAll } from './shop-index.ts';
import type { CategoryEntry, RankedProduct, Ranking, ShopIndex } from './shop-index.ts';

// Flyout terms repeat a lot (every shopper typing `sonn` asks the same), and a broad term scores
// thousands of products; the index never changes, so recent rankings are kept, their first
// places only: ten result pages of 24.
const cachedRankings = 200;
const cachedPlaces = 240;

/** The ranking of `rankProducts`, from the shop's recent rankings when it holds `depth` places. */
export function rankingOf(
  index: ShopIndex,
  words: readonly string[],
  categoryId: number | undefined,
  depth: number,
): Ranking {
  const key = `${categoryId ?? ''}|${words.join(' ')}`;
  const cached = index.rankings.get(key);
  if (cached && (depth <= cached.ranked.length || cached.ranked.length === cached.total)) {
    index.rankings.delete(key);
    index.rankings.set(key, cached);
    return cached;
  }
  const ranked = rankProducts(index, words, categoryId);
  index.rankings.set(key, { ranked: ranked.slice(0, cachedPlaces), total: ranked.length });
  if (index.rankings.size > cachedRankings) index.rankings.delete(index.rankings.keys().next().value!);
  return { ranked, total: ranked.length };
}

/** Products for the words, exact names first, then products of a brand the words name, then by relevance. */
function rankProducts(index: ShopIndex, words: readonly string[], categoryId?: number): RankedProduct[] {
  if (words.length === 0) return [];
  // The product index serves every shop of the language: keep to the shop's products.
  const filter = (result: SearchResult) => {
    const entry = index.productEntries.get(result.id as number);
    return entry !== undefined && (categoryId === undefined || entry.categoryIds.includes(categoryId));
  };
  const results = searchAll(index.products, words, { filter });
  const key = words.join('');
  const brandRun = findBrandRun(index, words);
  const tiered = results.map((result) => {
    const entry = index.productEntries.get(result.id as number)!;
    const exactName = entry.keys.nameKey === key || entry.keys.brandNameKey === key;
    const tier = exactName ? 0 : brandRun?.brandId === entry.document.brandId ? 1 : 2;
    return { id: entry.document.id, score: result.score, exactName, tier, matched: result.queryTerms.length };
  });
  // When not every word matched, a product matching more of them beats one matching a rare word well.
  tiered.sort((a, b) => a.tier - b.tier || b.matched - a.matched || b.score - a.score || a.id - b.id);
  return tiered;
}

/** Categories whose names the words match, exact names first, then by relevance and size. */
export function rankCategories(
  index: ShopIndex,
  words: readonly string[],
  categoryId?: number,
): CategoryEntry[] {
  if (words.length === 0) return [];
  const key = words.join('');
  const ranked = searchAll(index.categories, words).flatMap((result) => {
    const entry = index.categoryEntries.get(result.id as number)!;
    if (entry.document.productCount === 0 || !inScope(entry, categoryId)) return [];
    return [{ entry, score: result.score, exact: entry.nameKeys.includes(key) }];
  });
  ranked.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      b.score - a.score ||
      b.entry.document.productCount - a.entry.document.productCount ||
      a.entry.document.id - b.entry.document.id,
  );
  return ranked.map(({ entry }) => entry);
}

/** The brand's categories by how many of its products they hold; broader ones first on a tie. */
export function brandCategories(index: ShopIndex, brandId: number, categoryId?: number): CategoryHit[] {
  const counts = index.brandCategoryCounts.get(brandId) ?? new Map<number, number>();
  return [...counts.entries()]
    .flatMap(([id, productCount]) => {
      const entry = index.categoryEntries.get(id);
      return entry && inScope(entry, categoryId) ? [{ entry, productCount }] : [];
    })
    .sort(
      (a, b) =>
        b.productCount - a.productCount ||
        a.entry.document.depth - b.entry.document.depth ||
        a.entry.document.position - b.entry.document.position ||
        a.entry.document.id - b.entry.document.id,
    )
    .map(({ entry, productCount }) => ({ categoryId: entry.document.id, productCount, brandId }));
}
