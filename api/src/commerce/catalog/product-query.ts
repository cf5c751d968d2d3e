import { z } from 'zod';
import { parseRequestPart } from '../http/commerce-error.ts';
import type { ProductRow } from './catalog-rows.ts';
import type { Catalog } from './catalog.ts';
import { isOffered, pricedVariants } from './project-product.ts';
import type { ShopContext } from './shop-context.ts';

const commaList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.string().min(1, 'must not hold an empty entry')));

const idList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'must be a list of ids')
          .transform(Number),
      )
      .min(1)
      .max(500),
  );

const booleanWord = z.enum(['true', 'false']).transform((value) => value === 'true');
const cents = z.coerce.number().int().min(0);
const percent = z.coerce.number().min(0).max(100);

/** §9 sort options (the SDK's ProductStandardSorting); direction asc or desc. */
const productSorts = ['price', 'new', 'reduction'] as const;

/** Query parameters of GET products, spelt as the SDK sends them (`filters[...]` as literal keys). */
const productListQueryShape = {
  ids: idList.optional(),
  referenceKey: z.string().min(1).optional(),
  with: z.string().optional(),
  sort: z.enum(productSorts).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  sortScore: z.string().optional(),
  sortChannel: z.string().optional(),
  sortingKey: z.string().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(20),
  minProductId: z.coerce.number().int().min(0).optional(),
  pricePromotionKey: z.string().optional(),
  campaignKey: z.string().optional(),
  includeSoldOut: booleanWord.optional(),
  includeSellableForFree: booleanWord.optional(),
  orFiltersOperator: commaList.optional(),
  containsSearch: booleanWord.optional(),
  disableFuzziness: booleanWord.optional(),
  trackSearchAnalyticsEvent: booleanWord.optional(),
  'filters[category]': z.coerce.number().int().positive().optional(),
  'filters[term]': z.string().trim().min(1).max(200).optional(),
  'filters[minPrice]': cents.optional(),
  'filters[maxPrice]': cents.optional(),
  'filters[minReduction]': percent.optional(),
  'filters[maxReduction]': percent.optional(),
  'filters[hasCampaignReduction]': booleanWord.optional(),
  'filters[sellableAt]': z.iso.datetime({ offset: true }).optional(),
};

const ProductListQuerySchema = z
  .object(productListQueryShape)
  .catchall(z.string())
  .superRefine((query, ctx) => {
    const min = query['filters[minPrice]'];
    const max = query['filters[maxPrice]'];
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['filters[minPrice]'],
        message: 'must not exceed filters[maxPrice]',
      });
    }
  });

export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** An attribute filter: products must hold one of the values (or none of them, `not`). */
export interface AttributeFilter {
  key: string;
  values: readonly string[];
  not: boolean;
}

export interface ProductFilter {
  categoryId: number | undefined;
  attributes: readonly AttributeFilter[];
  /** Product ids matched by the search term, best first; undefined when no term was given. */
  termMatches: readonly number[] | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minReduction: number | undefined;
  maxReduction: number | undefined;
  hasCampaignReduction: boolean | undefined;
  includeSoldOut: boolean;
  minProductId: number | undefined;
  /** Filter keys whose values are OR-ed with each other instead of AND-ed. */
  orKeys: ReadonlySet<string>;
}

const filterKeyPattern = /^filters(:not)?\[([A-Za-z][A-Za-z0-9]*)\]$/;
const knownKeys = new Set(Object.keys(productListQueryShape));

/** Reads the query of GET products (and GET filters): every unknown or malformed parameter is a 400. */
export function parseProductListQuery(query: unknown): {
  query: ProductListQuery;
  attributeFilters: AttributeFilter[];
} {
  const parsed = parseRequestPart(ProductListQuerySchema, query, 'query');
  const attributeFilters: AttributeFilter[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (knownKeys.has(key)) continue;
    const match = filterKeyPattern.exec(key);
    if (!match) {
      parseRequestPart(
        z.object({ [key]: z.never({ error: 'is not a parameter of this call' }) }),
        parsed,
        'query',
      );
      continue;
    }
    const values = parseRequestPart(z.object({ [key]: commaList }), { [key]: value }, 'query')[key]!;
    attributeFilters.push({ key: match[2]!, values, not: match[1] !== undefined });
  }
  return { query: parsed, attributeFilters };
}

const trueWords = new Set(['true', '1']);

function matchesAttribute(catalog: Catalog, product: ProductRow, filter: AttributeFilter): boolean {
  const group = catalog.attributeGroups.get(filter.key);
  const held = catalog.filterValuesOf(product, filter.key);
  let matched: boolean;
  const booleanValues = held.size > 0 && [...held].every((value) => value === 'true' || value === 'false');
  if (group?.filterType === 'boolean' || booleanValues) {
    const wanted = filter.values.some((value) => trueWords.has(value));
    const has = held.has('true') || held.has('1');
    matched = held.size > 0 || !wanted ? has === wanted : false;
  } else {
    matched = filter.values.some((value) => held.has(value));
  }
  return filter.not ? !matched : matched;
}

export interface ProductFacts {
  product: ProductRow;
  /** The cheapest variant price with tax, in cents. */
  price: number;
  /** The largest reduction of a variant, in percent. */
  reduction: number;
  hasCampaignReduction: boolean;
  soldOut: boolean;
  /** False for products only in hidden categories (lenses, services): listed only when their category is asked for. */
  listed: boolean;
}

/** Price facts of every offered product, computed once per shop context and reused by all filters. */
export function productFacts(
  catalog: Catalog,
  context: ShopContext,
  products: Iterable<ProductRow>,
): ProductFacts[] {
  const facts: ProductFacts[] = [];
  for (const product of products) {
    if (!product.isActive || !isOffered(catalog, context, product)) continue;
    const variants = pricedVariants(catalog, context, product);
    if (variants.length === 0) continue;
    let price = Number.POSITIVE_INFINITY;
    let reduction = 0;
    let campaign = false;
    let soldOut = true;
    for (const variant of variants) {
      price = Math.min(price, variant.price.withTax);
      reduction = Math.max(reduction, (variant.price.totalAppliedReductions?.amount.relative ?? 0) * 100);
      campaign ||= variant.price.appliedReductions.some((applied) => applied.category === 'campaign');
      soldOut &&= !(variant.row.stock > 0 || variant.row.sellableWithoutStock);
    }
    const listed = product.categoryIds.some((leaf) =>
      catalog.lineOf(leaf).every((category) => !category.isHidden),
    );
    facts.push({ product, price, reduction, hasCampaignReduction: campaign, soldOut, listed });
  }
  return facts;
}

/**
 * Whether a product passes the filter. `skipKey` leaves one attribute filter out: a facet counts
 * its values against the other filters only, so choosing "black" still shows how many are blue.
 */
export function passes(
  catalog: Catalog,
  facts: ProductFacts,
  filter: ProductFilter,
  skipKey?: string,
): boolean {
  const { product } = facts;
  if (!filter.includeSoldOut && facts.soldOut) return false;
  if (!facts.listed && filter.categoryId === undefined) return false;
  if (filter.minProductId !== undefined && product.id < filter.minProductId) return false;
  if (filter.categoryId !== undefined && !catalog.categoryIdsOf(product).has(filter.categoryId)) return false;
  if (skipKey !== 'prices') {
    if (filter.minPrice !== undefined && facts.price < filter.minPrice) return false;
    if (filter.maxPrice !== undefined && facts.price > filter.maxPrice) return false;
  }
  if (filter.minReduction !== undefined && facts.reduction < filter.minReduction) return false;
  if (filter.maxReduction !== undefined && facts.reduction > filter.maxReduction) return false;
  if (
    filter.hasCampaignReduction !== undefined &&
    facts.hasCampaignReduction !== filter.hasCampaignReduction
  ) {
    return false;
  }
  const considered = filter.attributes.filter((attribute) => attribute.key !== skipKey);
  const anded = considered.filter((attribute) => !filter.orKeys.has(attribute.key));
  const ored = considered.filter((attribute) => filter.orKeys.has(attribute.key));
  if (!anded.every((attribute) => matchesAttribute(catalog, product, attribute))) return false;
  if (ored.length > 0 && !ored.some((attribute) => matchesAttribute(catalog, product, attribute)))
    return false;
  return true;
}

export type SortKey = (typeof productSorts)[number];

/** Orders matches: by the sort asked for, else by search relevance, else newest first (a stable default). */
export function sortFacts(
  matches: ProductFacts[],
  sort: SortKey | undefined,
  direction: 'asc' | 'desc' | undefined,
  termRank: ReadonlyMap<number, number> | undefined,
): ProductFacts[] {
  const sign = (direction ?? (sort === 'price' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const byId = (a: ProductFacts, b: ProductFacts) => a.product.id - b.product.id;
  const compare: (a: ProductFacts, b: ProductFacts) => number = (() => {
    switch (sort) {
      case 'price':
        return (a, b) => sign * (a.price - b.price) || byId(a, b);
      case 'reduction':
        return (a, b) => sign * (a.reduction - b.reduction) || byId(a, b);
      case 'new':
        return (a, b) => sign * a.product.firstLiveAt.localeCompare(b.product.firstLiveAt) || byId(a, b);
      case undefined:
        return termRank
          ? (a, b) => (termRank.get(a.product.id) ?? 0) - (termRank.get(b.product.id) ?? 0)
          : (a, b) => b.product.firstLiveAt.localeCompare(a.product.firstLiveAt) || byId(a, b);
    }
  })();
  return matches.sort(compare);
}
