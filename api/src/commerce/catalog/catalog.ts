import type { CurrencyCode } from '@lumen/domain';
import type {
  AttributeGroupRow,
  AttributeValueRow,
  BrandRow,
  CatalogRows,
  CategoryRow,
  ProductRow,
  VariantPriceRow,
  VariantRow,
} from './catalog-rows.ts';

/**
 * The catalogue read model: the rows of the catalogue tables with the lookups every answer needs.
 * Catalogue reads are served from memory (a listing page reads hundreds of products); writes go
 * to the database, after which the model is rebuilt or its stock refreshed.
 */
export interface Catalog {
  readonly rows: CatalogRows;
  readonly products: ReadonlyMap<number, ProductRow>;
  readonly variants: ReadonlyMap<number, VariantRow>;
  variantsOf(productId: number): readonly VariantRow[];
  priceOf(variantId: number, currency: CurrencyCode): VariantPriceRow | undefined;
  siblingsOf(product: ProductRow): readonly ProductRow[];
  readonly brands: ReadonlyMap<number, BrandRow>;
  readonly categories: ReadonlyMap<number, CategoryRow>;
  childrenOf(categoryId: number | null): readonly CategoryRow[];
  /** The category and its ancestors, root first. */
  lineOf(categoryId: number): readonly CategoryRow[];
  /** The category and all categories below it. */
  subtreeOf(categoryId: number): ReadonlySet<number>;
  /** Every category the product is listed in, ancestors included. */
  categoryIdsOf(product: ProductRow): ReadonlySet<number>;
  readonly attributeGroups: ReadonlyMap<string, AttributeGroupRow>;
  attributeValue(groupId: number, value: string): AttributeValueRow | undefined;
  /**
   * What an attribute filter of `key` can match on a product: its and its variants' stored values,
   * value ids as strings, and for the built-in keys brand (id, slug), referenceKey, productType
   * and productCategory. Computed once per product and key.
   */
  filterValuesOf(product: ProductRow, key: string): ReadonlySet<string>;
  valuesOfGroup(groupId: number): readonly AttributeValueRow[];
  /** Sets a variant's stock after an order or a restock (the database already holds it). */
  setStock(variantId: number, stock: number): void;
}

function groupBy<K, T>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function createCatalog(rows: CatalogRows): Catalog {
  const products = new Map(rows.products.map((row) => [row.id, row]));
  const variants = new Map(rows.variants.map((row) => [row.id, row]));
  const variantsByProduct = groupBy(rows.variants, (row) => row.productId);
  const prices = new Map(rows.variantPrices.map((row) => [`${row.variantId}/${row.currency}`, row]));
  const siblingGroups = groupBy(
    rows.products.filter((row) => row.siblingGroup !== null),
    (row) => row.siblingGroup,
  );
  const categories = new Map(rows.categories.map((row) => [row.id, row]));
  const brands = new Map(rows.brands.map((row) => [row.id, row]));
  const attributeGroups = new Map(rows.attributeGroups.map((row) => [row.key, row]));
  const children = groupBy(rows.categories, (row) => row.parentId);
  const attributeGroupsById = new Map(rows.attributeGroups.map((row) => [row.id, row]));
  const attributeValues = new Map(rows.attributeValues.map((row) => [`${row.groupId}/${row.value}`, row]));
  const valuesByGroup = groupBy(rows.attributeValues, (row) => row.groupId);

  const lines = new Map<number, CategoryRow[]>();
  const lineOf = (categoryId: number): CategoryRow[] => {
    const known = lines.get(categoryId);
    if (known) return known;
    const category = categories.get(categoryId);
    if (!category) return [];
    const line = [...(category.parentId === null ? [] : lineOf(category.parentId)), category];
    lines.set(categoryId, line);
    return line;
  };

  const subtrees = new Map<number, Set<number>>();
  const subtreeOf = (categoryId: number): Set<number> => {
    const known = subtrees.get(categoryId);
    if (known) return known;
    const subtree = new Set([categoryId]);
    for (const child of children.get(categoryId) ?? []) {
      for (const id of subtreeOf(child.id)) subtree.add(id);
    }
    subtrees.set(categoryId, subtree);
    return subtree;
  };

  const productCategories = new Map<number, Set<number>>();
  for (const product of rows.products) {
    const ids = new Set<number>();
    for (const leaf of product.categoryIds) for (const category of lineOf(leaf)) ids.add(category.id);
    productCategories.set(product.id, ids);
  }

  const filterValues = new Map<string, Map<number, ReadonlySet<string>>>();
  /** Filter keys that are not attribute groups: the brand (id or slug), keys and product kinds. */
  const builtInFilterValues = (product: ProductRow, key: string): Set<string> | undefined => {
    if (key === 'brand') {
      const brand = brands.get(product.brandId);
      return new Set(brand ? [String(brand.id), brand.slug] : []);
    }
    if (key === 'referenceKey') return new Set([product.referenceKey]);
    if (key === 'productType') return new Set(product.productType ? [product.productType] : []);
    if (key === 'productCategory') return new Set(product.productCategory ? [product.productCategory] : []);
    return undefined;
  };
  const computeFilterValues = (product: ProductRow, key: string): Set<string> => {
    const builtIn = builtInFilterValues(product, key);
    if (builtIn) return builtIn;
    const group = attributeGroups.get(key);
    const values = new Set<string>();
    const stored = [
      ...(product.attributes[key] ?? []),
      ...(variantsByProduct.get(product.id) ?? []).flatMap((variant) => variant.attributes[key] ?? []),
    ];
    for (const value of stored) {
      values.add(String(value));
      const known =
        group && typeof value === 'string' ? attributeValues.get(`${group.id}/${value}`) : undefined;
      if (known) values.add(String(known.id));
    }
    return values;
  };

  return {
    rows,
    products,
    variants,
    variantsOf: (productId) => variantsByProduct.get(productId) ?? [],
    priceOf: (variantId, currency) => prices.get(`${variantId}/${currency}`),
    siblingsOf: (product) =>
      product.siblingGroup === null
        ? []
        : (siblingGroups.get(product.siblingGroup) ?? []).filter((sibling) => sibling.id !== product.id),
    brands,
    categories,
    childrenOf: (categoryId) => children.get(categoryId) ?? [],
    lineOf,
    subtreeOf,
    categoryIdsOf: (product) => productCategories.get(product.id) ?? new Set(),
    attributeGroups,
    attributeValue: (groupId, value) => attributeValues.get(`${groupId}/${value}`),
    filterValuesOf: (product, key) => {
      let byProduct = filterValues.get(key);
      if (!byProduct) {
        byProduct = new Map();
        filterValues.set(key, byProduct);
      }
      let values = byProduct.get(product.id);
      if (!values) {
        values = computeFilterValues(product, key);
        byProduct.set(product.id, values);
      }
      return values;
    },
    valuesOfGroup: (groupId) => (attributeGroupsById.has(groupId) ? (valuesByGroup.get(groupId) ?? []) : []),
    setStock: (variantId, stock) => {
      const variant = variants.get(variantId);
      if (variant) variant.stock = stock;
    },
  };
}
