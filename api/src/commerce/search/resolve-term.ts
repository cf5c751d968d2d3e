import { brandCategories } from './product-ranking.ts';
import type { TermResolution } from './search-hits.ts';
import { brandCount, findBrandRun, inScope } from './shop-index.ts';
import type { CategoryEntry, ShopIndex } from './shop-index.ts';
import { typosBetween } from './typo-tolerance.ts';

/** Whether every typed word is one of the name's words, allowing typos, and the name has no others. */
function typosToName(typed: readonly string[], name: readonly string[]): number | undefined {
  if (typed.length !== name.length || typed.length === 0) return undefined;
  let total = 0;
  for (const [position, word] of typed.entries()) {
    const typos = typosBetween(word, name[position]!);
    if (typos === undefined) return undefined;
    total += typos;
  }
  return total;
}

/** A category the words name (in any language of the market), exactly or with typos; the biggest on a tie. */
function categoryNamed(
  index: ShopIndex,
  words: readonly string[],
  categoryId?: number,
): CategoryEntry | undefined {
  const key = words.join('');
  let best: { entry: CategoryEntry; typos: number } | undefined;
  for (const entry of index.categoryEntries.values()) {
    if (entry.document.productCount === 0 || !inScope(entry, categoryId)) continue;
    let typos: number | undefined;
    for (const [language, nameWords] of entry.nameWords.entries()) {
      // The shop's own language wins a tie over a sibling language.
      const found = entry.nameKeys[language] === key ? 0 : typosToName(words, nameWords);
      if (found !== undefined && (typos === undefined || found < typos))
        typos = found + (language > 0 ? 0.5 : 0);
    }
    if (typos === undefined) continue;
    if (
      !best ||
      typos < best.typos ||
      (typos === best.typos && entry.document.productCount > best.entry.document.productCount)
    ) {
      best = { entry, typos };
    }
  }
  return best?.entry;
}

/** A brand the words name, exactly (`ray ban`, `rayban`) or with a typo in the whole name (`raiban`). */
function brandNamed(index: ShopIndex, words: readonly string[]): number | undefined {
  const key = words.join('');
  const exact = index.brandIdsByKey.get(key);
  if (exact !== undefined) return exact;
  let best: { brandId: number; typos: number } | undefined;
  for (const entry of index.brandEntries.values()) {
    const typos = typosBetween(key, entry.key);
    if (typos !== undefined && (!best || typos < best.typos)) best = { brandId: entry.document.id, typos };
  }
  return best?.brandId;
}

export function resolveTerm(index: ShopIndex, term: string, categoryId?: number): TermResolution | undefined {
  const words = index.words(term);
  if (words.length === 0) return undefined;
  const key = words.join('');
  // Name and reference keys are shared by the language's shops: keep to this shop's products.
  const productInScope = (id: number) => {
    const entry = index.productEntries.get(id);
    return entry !== undefined && (categoryId === undefined || entry.categoryIds.includes(categoryId));
  };

  const referenced = index.productIdsByReference.get(key);
  if (referenced !== undefined && productInScope(referenced))
    return { type: 'product', productId: referenced };
  const named = (index.productIdsByName.get(key) ?? []).find(productInScope);
  if (named !== undefined) return { type: 'product', productId: named };

  const category = categoryNamed(index, words, categoryId);
  if (category) {
    return {
      type: 'category',
      categoryId: category.document.id,
      productCount: category.document.productCount,
    };
  }

  const brandRun = findBrandRun(index, words);
  const brandId =
    brandRun && brandRun.start === 0 && brandRun.end === words.length - 1 ? brandRun.brandId : undefined;
  if (brandRun && brandId === undefined) {
    // A brand and a category: `ray-ban sonnenbrillen`, `okulary ray-ban`.
    const rest = words.filter((_, position) => position < brandRun.start || position > brandRun.end);
    const restCategory = categoryNamed(index, rest, categoryId);
    const productCount = restCategory ? brandCount(index, brandRun.brandId, restCategory.document.id) : 0;
    if (restCategory && productCount > 0) {
      return {
        type: 'category',
        categoryId: restCategory.document.id,
        brandId: brandRun.brandId,
        productCount,
      };
    }
  }
  // A misspelt brand only when no product uses the words as they are: `praha` is a product, not `Prada`.
  const misspelt = brandRun ? undefined : brandNamed(index, words);
  const usedAsWritten = () =>
    index.products.search(words.join(' '), {
      fuzzy: false,
      prefix: false,
      filter: (result) => index.productEntries.has(result.id as number),
    }).length > 0;
  const brand = brandId ?? (misspelt !== undefined && !usedAsWritten() ? misspelt : undefined);
  if (brand !== undefined) {
    const [home] = brandCategories(index, brand, categoryId);
    if (home)
      return {
        type: 'category',
        categoryId: home.categoryId,
        brandId: brand,
        productCount: home.productCount,
      };
  }
  return undefined;
}
