import { categoryPathSeparator } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import type { Category, CategoryProperty } from '@scayle/storefront-api';
import { CommerceFailure } from '../commerce-failure.ts';
import type { WithTree } from '../http/with-parameter.ts';
import { assertKnownIncludes } from '../http/with-parameter.ts';
import type { CategoryRow } from './catalog-rows.ts';
import type { Catalog } from './catalog.ts';
import { isInShop } from './shop-context.ts';
import { localized } from './text-language.ts';

/** What a category answer includes, read from `depth`, `with` and `showHidden` (SDK `CategoryEndpointsParameters`). */
export interface CategoryIncludes {
  /** Levels of `children` below each answered category; 0 leaves `children` out. */
  childLevels: number;
  parents: boolean;
  productSorting: boolean;
  /** Names of the properties to answer; undefined answers all of them. */
  propertyNames: ReadonlySet<string> | undefined;
  showHidden: boolean;
}

const categoryIncludeKeys = ['parents', 'productSorting', 'properties', 'descendants'];

function refuse(parameter: string, message: string): CommerceFailure {
  return new CommerceFailure('invalid', `Invalid query parameter ${parameter}: ${message}`, [
    { parameter, message },
  ]);
}

/**
 * Reads the category includes. `depth` counts the answered category as level 1 (the SDK sends
 * `children + 1`); `descendants` without a depth asks for the whole subtree. Properties are all
 * answered unless `properties:name(...)` names some (the SDK sends `properties:name()` for none).
 */
export function categoryIncludes(
  tree: WithTree,
  depth: number | undefined,
  showHidden: boolean,
  parameter = 'with',
): CategoryIncludes {
  assertKnownIncludes(tree, categoryIncludeKeys, parameter);
  for (const [key, node] of tree) {
    if (node.children.size > 0) throw refuse(parameter, `'${key}' has no nested includes`);
    const modifiers = [...node.modifiers.keys()];
    const allowed = key === 'properties' ? ['name'] : [];
    const unknown = modifiers.filter((modifier) => !allowed.includes(modifier));
    if (unknown.length > 0) throw refuse(parameter, `'${key}' takes no modifier ':${unknown.join(', :')}'`);
  }
  const names = tree.get('properties')?.modifiers.get('name');
  return {
    childLevels: depth !== undefined ? depth - 1 : tree.has('descendants') ? Number.POSITIVE_INFINITY : 0,
    parents: tree.has('parents'),
    productSorting: tree.has('productSorting'),
    propertyNames: names ? new Set(names) : undefined,
    showHidden,
  };
}

function categorySlug(category: CategoryRow, language: LanguageCode): string {
  return category.slugs[language] ?? category.slugs.de;
}

/** The slug path from the root in the shop's language, e.g. `/brillen/sonnenbrillen`. */
export function categoryPath(catalog: Catalog, categoryId: number, language: LanguageCode): string {
  return `/${catalog
    .lineOf(categoryId)
    .map((step) => categorySlug(step, language))
    .join('/')}`;
}

/**
 * The first segment of every §3 master path: it names the master tree, not a category (the shop's
 * roots are Eyewear, ContactLenses...).
 */
const masterPathRoot = 'Master';

/**
 * §3 the master path of a category (`Master|Eyewear|Frames`): the master keys of its line from the
 * root, below the master root. A product of the category carries the same path in its `category`
 * attribute; the shop's settings name the ROPO category by it (`customData.ropo.categoryPath`).
 */
export function masterPathOf(catalog: Catalog, categoryId: number): string {
  return [masterPathRoot, ...catalog.lineOf(categoryId).map((step) => step.masterKey)].join(
    categoryPathSeparator,
  );
}

/**
 * Whether the shop shows the category: it and every ancestor are offered in the shop and, unless
 * hidden ones are asked for, none of them is hidden (a child is reached through its parents).
 */
export function isCategoryShown(
  catalog: Catalog,
  category: CategoryRow,
  shop: ShopIdentity,
  showHidden: boolean,
): boolean {
  return catalog.lineOf(category.id).every((step) => isInShop(step, shop) && (showHidden || !step.isHidden));
}

/** The shown children of a category (null: the roots), in the order the shop keeps them. */
export function shownChildren(
  catalog: Catalog,
  parentId: number | null,
  shop: ShopIdentity,
  showHidden: boolean,
): CategoryRow[] {
  return catalog
    .childrenOf(parentId)
    .filter((child) => isCategoryShown(catalog, child, shop, showHidden))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

function stringProperty(category: CategoryRow, name: string): string | undefined {
  const value = category.properties.find((property) => property.name === name)?.value;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The catalogue keeps no sorting per category: a category may name one in its properties,
 * otherwise its listing sorts by the balanced smart sorting and its own custom key.
 */
function productSorting(category: CategoryRow): NonNullable<Category['productSorting']> {
  return {
    customSortingKey: stringProperty(category, 'customSortingKey') ?? `category-${category.id}`,
    smartSortingKey: stringProperty(category, 'smartSortingKey') ?? 'scayle:v1:balanced-offerings',
  };
}

function projectCategoryLevel(
  catalog: Catalog,
  shop: ShopIdentity,
  category: CategoryRow,
  includes: CategoryIncludes,
  childLevels: number,
  withParent: boolean,
): Category {
  const language = shop.language;
  const line = catalog.lineOf(category.id);
  const children = shownChildren(catalog, category.id, shop, includes.showHidden);
  const parent = category.parentId === null ? undefined : catalog.categories.get(category.parentId);
  const properties: CategoryProperty[] = category.properties
    .filter((property) => includes.propertyNames?.has(property.name) ?? true)
    .map((property) => ({ name: property.name, value: property.value }));
  return {
    id: category.id,
    path: categoryPath(catalog, category.id, language),
    name: localized(category.names, shop),
    slug: categorySlug(category, language),
    parentId: category.parentId ?? 0,
    rootlineIds: line.map((step) => step.id),
    childrenIds: children.map((child) => child.id),
    properties,
    isHidden: category.isHidden,
    depth: line.length,
    supportedFilter: [...category.supportedFilters],
    // The §3 master path, which the catalogue keeps per category. A hosted SCAYLE tenant is
    // configured with the same shop-level custom data (`masterPath` on every category), so the api
    // finds a category by its master path whichever backend answers.
    shopLevelCustomData: { masterPath: masterPathOf(catalog, category.id) },
    countryLevelCustomData: {},
    ...(includes.productSorting ? { productSorting: productSorting(category) } : {}),
    ...(childLevels > 0
      ? {
          children: children.map((child) =>
            projectCategoryLevel(catalog, shop, child, includes, childLevels - 1, false),
          ),
        }
      : {}),
    ...(withParent && parent
      ? { parent: projectCategoryLevel(catalog, shop, parent, includes, 0, true) }
      : {}),
  };
}

/** The SCAYLE Category of a catalogue row in the shop's language, with what the includes ask for. */
export function projectCategory(
  catalog: Catalog,
  shop: ShopIdentity,
  category: CategoryRow,
  includes: CategoryIncludes,
): Category {
  return projectCategoryLevel(catalog, shop, category, includes, includes.childLevels, includes.parents);
}

/**
 * The category a slug path names in the shop's language, walking down from the roots. Only shown
 * categories are walked, so a hidden or foreign category (or anything below it) is not found.
 */
export function categoryBySlugPath(
  catalog: Catalog,
  shop: ShopIdentity,
  slugs: readonly string[],
  showHidden: boolean,
): CategoryRow | undefined {
  let found: CategoryRow | undefined;
  for (const slug of slugs) {
    found = shownChildren(catalog, found?.id ?? null, shop, showHidden).find(
      (child) => categorySlug(child, shop.language) === slug,
    );
    if (!found) return undefined;
  }
  return found;
}
