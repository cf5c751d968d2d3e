import { visibleNavigationTree } from '@lumen/domain';
import { navigationItemIds } from '../catalog/navigation-item-ids.ts';
import type { ShopIdentity } from '@lumen/domain';
import type {
  Category,
  NavigationItem,
  NavigationItems,
  NavigationTree,
  NavigationV2Items,
  NavigationV2Tree,
} from '@scayle/storefront-api';
import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import type { NavigationItemRow, NavigationTreeRow } from '../catalog/catalog-rows.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { isCategoryShown, projectCategory } from '../catalog/project-category.ts';
import type { CategoryIncludes } from '../catalog/project-category.ts';
import { wireTimestamp } from '../catalog/project-timestamp.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';
import { assertKnownIncludes, parseWith } from '../http/with-parameter.ts';

const navigationQueryShape = {
  with: z.string().optional(),
  'filters[visibleAt]': z.iso.datetime({ offset: true }).optional(),
  shopId: z.string().optional(),
};
const NavigationQuerySchema = z
  .object({
    ...navigationQueryShape,
    // Trees are kept in the shop's language, so the locale only has to be one.
    locale: z
      .string()
      .regex(/^[a-z]{2,4}[_-][A-Z]{2,4}$/, 'must be a locale such as de_DE')
      .optional(),
  })
  .strict();
const NavigationV2QuerySchema = z.object(navigationQueryShape).strict();
const TreeIdSchema = z.object({
  treeId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a navigation tree id')
    .transform(Number),
});
const ReferenceKeySchema = z.object({
  referenceKey: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a navigation reference key'),
});

/** What a tree answer shows: embedded categories (`with=category`) and the §5 visibility moment. */
interface TreeOptions {
  withCategory: boolean;
  visibleAt: Date | undefined;
}

function treeOptions(query: { with?: string | undefined; 'filters[visibleAt]'?: string | undefined }) {
  const includes = parseWith(query.with);
  assertKnownIncludes(includes, ['category']);
  const category = includes.get('category');
  if (category && (category.children.size > 0 || category.modifiers.size > 0)) {
    const message = "'category' takes no nested includes or modifiers";
    throw new CommerceFailure('invalid', `Invalid query parameter with: ${message}`, [
      { parameter: 'with', message },
    ]);
  }
  const visibleAt = query['filters[visibleAt]'];
  return {
    withCategory: includes.has('category'),
    visibleAt: visibleAt === undefined ? undefined : new Date(visibleAt),
  } satisfies TreeOptions;
}

/**
 * A tree item with its id. Rows carry no ids of their own, so items are numbered in tree order
 * within their tree, before any is hidden, which keeps an item's id the same at every moment.
 */
interface NumberedItem {
  id: number;
  row: NavigationItemRow;
  visibleFrom: string | null;
  visibleTo: string | null;
  children: NumberedItem[];
}

function numberItems(tree: NavigationTreeRow): NumberedItem[] {
  const ids = navigationItemIds(tree);
  const number = (rows: readonly NavigationItemRow[]): NumberedItem[] =>
    rows.map((row) => ({
      id: ids.get(row)!,
      row,
      visibleFrom: row.visibleFrom ?? null,
      visibleTo: row.visibleTo ?? null,
      children: number(row.children),
    }));
  return number(tree.items);
}

/** Where an item leads: a category, an outside address, or a page of the shop. */
type ItemTarget =
  | { kind: 'category'; categoryId: number; category: Category | null | undefined }
  | { kind: 'link'; url: string }
  | { kind: 'page'; page: string };

const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

// An embedded category is the plain category, as the SDK's navigation reads it.
const embeddedCategory: CategoryIncludes = {
  childLevels: 0,
  parents: false,
  productSorting: false,
  propertyNames: undefined,
  showHidden: false,
};

/** The item's category when asked for: null when the shop does not show it (any more). */
function itemCategory(catalog: Catalog, shop: ShopIdentity, categoryId: number): Category | null {
  const category = catalog.categories.get(categoryId);
  return category && isCategoryShown(catalog, category, shop, false)
    ? projectCategory(catalog, shop, category, embeddedCategory)
    : null;
}

function targetOf(
  catalog: Catalog,
  shop: ShopIdentity,
  row: NavigationItemRow,
  options: TreeOptions,
): ItemTarget {
  if (row.categoryId !== undefined) {
    return {
      kind: 'category',
      categoryId: row.categoryId,
      category: options.withCategory ? itemCategory(catalog, shop, row.categoryId) : undefined,
    };
  }
  const slug = row.slug ?? '/';
  return absoluteUrl.test(slug) ? { kind: 'link', url: slug } : { kind: 'page', page: slug };
}

/** The items of a tree shown at the moment asked for (all of them when none is), in tree order. */
function shownItems(tree: NavigationTreeRow, options: TreeOptions): NumberedItem[] {
  const items = numberItems(tree);
  return options.visibleAt === undefined ? items : visibleNavigationTree(items, options.visibleAt);
}

function itemBase<Items>(item: NumberedItem, children: Items): NavigationItem<Items> {
  return {
    id: item.id,
    name: item.row.label,
    assets: {},
    visibleFrom: item.visibleFrom === null ? null : wireTimestamp(item.visibleFrom),
    visibleTo: item.visibleTo === null ? null : wireTimestamp(item.visibleTo),
    children,
    customData: {},
  };
}

function projectItems(
  catalog: Catalog,
  shop: ShopIdentity,
  items: readonly NumberedItem[],
  options: TreeOptions,
): NavigationItems {
  return items.map((item) => {
    const base = itemBase(item, projectItems(catalog, shop, item.children, options));
    const target = targetOf(catalog, shop, item.row, options);
    switch (target.kind) {
      case 'category':
        return {
          ...base,
          type: 'category',
          categoryId: target.categoryId,
          ...(target.category === undefined ? {} : { category: target.category }),
          filters: [],
          extraFilters: {},
        };
      case 'link':
        return { ...base, type: 'individual-link', options: { url: target.url, isOpenInNewWindow: false } };
      case 'page':
        return { ...base, type: 'page', page: target.page };
    }
  });
}

function projectV2Items(
  catalog: Catalog,
  shop: ShopIdentity,
  items: readonly NumberedItem[],
  options: TreeOptions,
): NavigationV2Items {
  return items.map((item) => {
    const base = itemBase(item, projectV2Items(catalog, shop, item.children, options));
    const target = targetOf(catalog, shop, item.row, options);
    switch (target.kind) {
      case 'category':
        return {
          ...base,
          target: 'category',
          categoryTarget: {
            categoryId: target.categoryId,
            filters: [],
            ...(target.category === undefined ? {} : { category: target.category }),
          },
        };
      case 'link':
        return {
          ...base,
          target: 'individual-link',
          linkTarget: { url: target.url, openInNewWindow: false },
        };
      case 'page':
        return { ...base, target: 'page', pageTarget: { page: target.page } };
    }
  });
}

function projectTree(catalog: Catalog, shop: ShopIdentity, tree: NavigationTreeRow, options: TreeOptions) {
  const answer: NavigationTree = {
    id: tree.id,
    key: tree.key,
    name: tree.name,
    items: projectItems(catalog, shop, shownItems(tree, options), options),
  };
  return answer;
}

function projectV2Tree(catalog: Catalog, shop: ShopIdentity, tree: NavigationTreeRow, options: TreeOptions) {
  const answer: NavigationV2Tree = {
    id: tree.id,
    referenceKey: tree.key,
    name: tree.name,
    items: projectV2Items(catalog, shop, shownItems(tree, options), options),
  };
  return answer;
}

function treesOfShop(store: CatalogStore, res: Response): NavigationTreeRow[] {
  const shop = shopOf(res);
  return store.catalog.rows.navigationTrees
    .filter((tree) => tree.shopId === shop.shopId)
    .sort((a, b) => a.id - b.id);
}

/**
 * GET navigation/trees and navigation/trees/{id} (§7): the shop's navigation trees in the SDK's
 * `NavigationTree` shape; `with=category` embeds each item's category and `filters[visibleAt]`
 * leaves out the items not shown at that moment (§5).
 */
export function navigationRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/navigation/trees', (req, res) => {
    const options = treeOptions(parseRequestPart(NavigationQuerySchema, req.query, 'query'));
    const shop = shopOf(res);
    const answer: NavigationTree[] = treesOfShop(deps.store, res).map((tree) =>
      projectTree(deps.store.catalog, shop, tree, options),
    );
    res.json(answer);
  });

  router.get('/navigation/trees/:treeId', (req, res) => {
    const { treeId } = parseRequestPart(TreeIdSchema, req.params, 'path');
    const options = treeOptions(parseRequestPart(NavigationQuerySchema, req.query, 'query'));
    const tree = treesOfShop(deps.store, res).find((candidate) => candidate.id === treeId);
    if (!tree) throw new CommerceFailure('not_found', `Navigation tree ${treeId} not found`);
    res.json(projectTree(deps.store.catalog, shopOf(res), tree, options));
  });

  return router;
}

/**
 * GET v2/navigations and v2/navigations/{referenceKey}, as the SDK's `navigationv2` calls them:
 * the same trees in the `NavigationV2Tree` shape, found by their key. Mount under /v2.
 */
export function navigationV2Routes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/navigations', (req, res) => {
    const options = treeOptions(parseRequestPart(NavigationV2QuerySchema, req.query, 'query'));
    const shop = shopOf(res);
    const answer: NavigationV2Tree[] = treesOfShop(deps.store, res).map((tree) =>
      projectV2Tree(deps.store.catalog, shop, tree, options),
    );
    res.json(answer);
  });

  router.get('/navigations/:referenceKey', (req, res) => {
    const { referenceKey } = parseRequestPart(ReferenceKeySchema, req.params, 'path');
    const options = treeOptions(parseRequestPart(NavigationV2QuerySchema, req.query, 'query'));
    const tree = treesOfShop(deps.store, res).find((candidate) => candidate.key === referenceKey);
    if (!tree) throw new CommerceFailure('not_found', `Navigation ${referenceKey} not found`);
    res.json(projectV2Tree(deps.store.catalog, shopOf(res), tree, options));
  });

  return router;
}
