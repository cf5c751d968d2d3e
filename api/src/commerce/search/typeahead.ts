import { fetchesSuggestions, productSuggestionPageSize } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import { highlight } from './highlight.ts';
import { normalizeText, splitWords } from './normalize.ts';
import { brandCategories, rankCategories, rankingOf } from './product-ranking.ts';
import type { ProductDocument } from './search-documents.ts';
import type { TypeaheadBrandOrCategoryHit, TypeaheadHits, TypeaheadProductHit } from './search-hits.ts';
import { brandCount, searchAll } from './shop-index.ts';
import type { ShopIndex } from './shop-index.ts';

const typeaheadCategoryLimit = 4;

// The word a typeahead suggestion joins a brand and a category with (`Ray-Ban in Sonnenbrillen`).
const inWord: Record<LanguageCode, string> = { de: 'in', fr: 'dans', it: 'in', pl: 'w', cs: 'v' };

/** Brand and name, as a product tile titles it; names that start with the brand (`Carrera 8857`) keep it once. */
function productTitle(document: ProductDocument): string {
  const [brandWord] = splitWords(document.brandName);
  const [nameWord] = splitWords(document.name);
  const named =
    brandWord !== undefined && nameWord !== undefined && normalizeText(brandWord) === normalizeText(nameWord);
  return named ? document.name : `${document.brandName} ${document.name}`;
}

/**
 * Typeahead suggestions: brands in categories, or categories, then products. A `limit` (the
 * request body's, which the SDK sends as `productLimit`) caps the whole answer, as SCAYLE's does:
 * brand and category suggestions take at most half of it (rounded down) and products the rest,
 * and either side's unused places go to the other. Without one, up to four brand or category
 * suggestions and a flyout page of products.
 */
export function typeaheadHits(
  index: ShopIndex,
  term: string,
  limit: number | undefined,
  categoryId: number | undefined,
): TypeaheadHits {
  const words = index.words(term);
  if (!fetchesSuggestions(term) || words.length === 0) return { topMatch: undefined, suggestions: [] };
  const key = words.join('');
  const productLimit = limit ?? productSuggestionPageSize;
  const ranked = rankingOf(index, words, categoryId, productLimit).ranked.slice(0, productLimit);
  const topScore = ranked[0]?.score ?? 1;
  const products: TypeaheadProductHit[] = ranked.map((product) => {
    const { document } = index.productEntries.get(product.id)!;
    return {
      type: 'product',
      productId: product.id,
      suggestion: highlight(productTitle(document), words),
      score: round(product.exactName ? 1 : (product.score / topScore) * 0.9),
    };
  });

  const language = index.shop.language;
  const categoryName = (id: number) => index.categoryEntries.get(id)!.document.name;
  const brandOrCategory: TypeaheadBrandOrCategoryHit[] = [];
  // The brand the words start to name, if any: its matched words say what is left for a category.
  const [brandResult] = searchAll(index.brands, words).filter(
    (result) => index.brandEntries.get(result.id as number)!.document.productCount > 0,
  );
  const brandEntry = brandResult ? index.brandEntries.get(brandResult.id as number) : undefined;
  if (brandResult && brandEntry) {
    const brand = { id: brandEntry.document.id, name: brandEntry.document.name };
    const brandWords = new Set(brandResult.queryTerms);
    const rest = words.filter((word) => !brandWords.has(word));
    const brandFirst = words.findIndex((word) => brandWords.has(word));
    const brandText = highlight(brand.name, [...brandWords]);
    const categories =
      rest.length === 0
        ? brandCategories(index, brand.id, categoryId)
        : rankCategories(index, rest, categoryId).flatMap((entry) => {
            const productCount = brandCount(index, brand.id, entry.document.id);
            return productCount > 0
              ? [{ categoryId: entry.document.id, productCount, brandId: brand.id }]
              : [];
          });
    const restFirst = words.findIndex((word) => !brandWords.has(word));
    for (const hit of categories.slice(0, typeaheadCategoryLimit)) {
      brandOrCategory.push({
        type: 'brandOrCategory',
        categoryId: hit.categoryId,
        brand,
        primaryMatch: restFirst !== -1 && restFirst < brandFirst ? 'category' : 'brand',
        suggestion: `${brandText} ${inWord[language]} ${highlight(categoryName(hit.categoryId), rest)}`,
        productCount: hit.productCount,
        score: 0,
      });
    }
  }
  if (brandOrCategory.length === 0) {
    for (const entry of rankCategories(index, words, categoryId).slice(0, typeaheadCategoryLimit)) {
      brandOrCategory.push({
        type: 'brandOrCategory',
        categoryId: entry.document.id,
        brand: undefined,
        primaryMatch: 'category',
        suggestion: highlight(entry.document.name, words),
        productCount: entry.document.productCount,
        score: 0,
      });
    }
  }
  brandOrCategory.forEach((hit, position) => (hit.score = round(1 / (position + 1))));

  const exactBrandOrCategory =
    brandOrCategory[0] &&
    (index.brandIdsByKey.has(key) ||
      index.categoryEntries.get(brandOrCategory[0].categoryId)!.nameKeys.includes(key));
  const exactProduct = ranked[0]?.exactName ? products[0] : undefined;
  const [shownBrandOrCategory, shownProducts] =
    limit === undefined ? [brandOrCategory, products] : withinLimit(brandOrCategory, products, limit);
  return {
    topMatch: exactProduct ?? (exactBrandOrCategory ? shownBrandOrCategory[0] : undefined),
    suggestions: [...shownBrandOrCategory, ...shownProducts],
  };
}

/** Brand or category suggestions and products within `limit` places in all (see `typeaheadHits`). */
function withinLimit<A, B>(brandOrCategory: A[], products: B[], limit: number): [A[], B[]] {
  const categoryPlaces = Math.min(
    brandOrCategory.length,
    limit - Math.min(products.length, Math.ceil(limit / 2)),
  );
  return [brandOrCategory.slice(0, categoryPlaces), products.slice(0, limit - categoryPlaces)];
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
