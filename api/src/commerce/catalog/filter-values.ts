import type { Filter } from '@lumen/domain';
import type { CatalogStore } from './catalog-store.ts';
import { matchingFacts } from './list-products.ts';
import type { ProductFacts, ProductFilter } from './product-query.ts';
import type { ShopContext } from './shop-context.ts';
import { localized } from './text-language.ts';

/** Filter slugs that are not attribute groups: brand, the category below, price and sale. */
const builtInFilterSlugs = ['brand', 'category', 'prices', 'sale'] as const;

const trueWords = new Set(['true', '1']);

const builtInNames: Record<(typeof builtInFilterSlugs)[number], Record<string, string>> = {
  brand: { de: 'Marke', fr: 'Marque', it: 'Marca', pl: 'Marka', cs: 'Značka' },
  category: { de: 'Kategorie', fr: 'Catégorie', it: 'Categoria', pl: 'Kategoria', cs: 'Kategorie' },
  prices: { de: 'Preis', fr: 'Prix', it: 'Prezzo', pl: 'Cena', cs: 'Cena' },
  sale: { de: 'Sale', fr: 'Soldes', it: 'Saldi', pl: 'Wyprzedaż', cs: 'Výprodej' },
};

function countBy<K>(
  facts: readonly ProductFacts[],
  keysOf: (facts: ProductFacts) => Iterable<K>,
): Map<K, number> {
  const counts = new Map<K, number>();
  for (const fact of facts) {
    for (const key of new Set(keysOf(fact))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * One filter group with its values counted over the products matching every OTHER active filter
 * (a facet), so choosing one colour still shows how many products the other colours have.
 */
export function filterGroup(
  store: CatalogStore,
  context: ShopContext,
  filter: ProductFilter,
  slug: string,
): Filter | undefined {
  const catalog = store.catalog;
  const language = context.shop.language;
  const facts = matchingFacts(store, context, filter, {}, slug);
  switch (slug) {
    case 'brand': {
      const counts = countBy(facts, (fact) => [fact.product.brandId]);
      return {
        type: 'attributes',
        id: null,
        slug,
        name: builtInNames.brand[language] ?? 'Brand',
        attributeGroupType: 'brand',
        values: [...counts]
          .map(([brandId, productCount]) => {
            const brand = catalog.brands.get(brandId)!;
            return { id: brand.id, name: brand.name, value: brand.slug, productCount };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    }
    case 'category': {
      const parent = filter.categoryId ?? null;
      const children = catalog.childrenOf(parent).filter((category) => !category.isHidden);
      const counts = countBy(facts, (fact) => catalog.categoryIdsOf(fact.product));
      return {
        type: 'identifier',
        slug,
        name: builtInNames.category[language] ?? 'Category',
        values: children
          .filter((category) => (counts.get(category.id) ?? 0) > 0)
          .map((category) => ({ id: category.id, productCount: counts.get(category.id) ?? 0 })),
      };
    }
    case 'prices': {
      if (facts.length === 0) return undefined;
      const prices = facts.map((fact) => fact.price);
      return {
        type: 'range',
        id: null,
        slug,
        name: builtInNames.prices[language] ?? 'Price',
        values: [{ min: Math.min(...prices), max: Math.max(...prices), productCount: facts.length }],
      };
    }
    case 'sale': {
      const reduced = facts.filter((fact) => fact.reduction > 0).length;
      return {
        type: 'boolean',
        id: null,
        slug,
        name: builtInNames.sale[language] ?? 'Sale',
        values: [
          { name: true, productCount: reduced },
          { name: false, productCount: facts.length - reduced },
        ],
      };
    }
    default:
      return attributeFilterGroup(store, context, facts, slug);
  }
}

/** A filter over one attribute group: its values (or yes/no, or a range) with product counts. */
function attributeFilterGroup(
  store: CatalogStore,
  context: ShopContext,
  facts: readonly ProductFacts[],
  slug: string,
): Filter | undefined {
  const catalog = store.catalog;
  const group = catalog.attributeGroups.get(slug);
  if (!group) return undefined;
  const name = localized(group.labels, context.shop);
  const valuesOf = (fact: ProductFacts) => [
    ...(fact.product.attributes[slug] ?? []),
    ...catalog.variantsOf(fact.product.id).flatMap((variant) => variant.attributes[slug] ?? []),
  ];
  if (group.filterType === 'boolean') {
    const yes = facts.filter((fact) => valuesOf(fact).some((value) => trueWords.has(String(value)))).length;
    return {
      type: 'boolean',
      id: null,
      slug,
      name,
      values: [
        { name: true, productCount: yes },
        { name: false, productCount: facts.length - yes },
      ],
    };
  }
  if (group.filterType === 'range') {
    const numbers = facts.flatMap((fact) =>
      valuesOf(fact).filter((value): value is number => typeof value === 'number'),
    );
    if (numbers.length === 0) return undefined;
    return {
      type: 'range',
      id: null,
      slug,
      name,
      values: [{ min: Math.min(...numbers), max: Math.max(...numbers), productCount: numbers.length }],
    };
  }
  const counts = countBy(facts, (fact) => valuesOf(fact).map(String));
  return {
    type: 'attributes',
    id: group.id,
    slug,
    name,
    attributeGroupType: group.type ?? 'text',
    values: catalog
      .valuesOfGroup(group.id)
      .filter((value) => (counts.get(value.value) ?? 0) > 0)
      .map((value) => ({
        id: value.id,
        name: localized(value.labels, context.shop),
        value: value.value,
        productCount: counts.get(value.value) ?? 0,
      })),
  };
}

/**
 * The filter slugs a listing offers: the category's supported filters (or every filterable group
 * outside a category) in their configured order, then brand, category, price and sale, plus any
 * asked for with `including`.
 */
export function offeredFilterSlugs(
  store: CatalogStore,
  categoryId: number | undefined,
  including: readonly string[],
): string[] {
  const catalog = store.catalog;
  const filterable = [...catalog.attributeGroups.values()]
    .filter((group) => group.filterType !== null)
    .sort((a, b) => (a.filterPosition ?? 0) - (b.filterPosition ?? 0))
    .map((group) => group.key);
  const category = categoryId === undefined ? undefined : catalog.categories.get(categoryId);
  const supported = category
    ? filterable.filter((key) => category.supportedFilters.includes(key))
    : filterable;
  return [...new Set([...supported, ...builtInFilterSlugs, ...including])];
}

export function isKnownFilterSlug(store: CatalogStore, slug: string): boolean {
  return (builtInFilterSlugs as readonly string[]).includes(slug) || store.catalog.attributeGroups.has(slug);
}
