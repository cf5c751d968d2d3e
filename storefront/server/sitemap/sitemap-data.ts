import { RpcError, isUrlSlug, matchRoute } from '@lumen/domain';
import type { Category, NavigationItem, RpcCall, ShopIdentity, SitemapProduct } from '@lumen/domain';
import { contentPagesOf } from './sitemap-pages.ts';
import type { ContentPage, ShopSitemapData, SitemapBranch, SitemapCategory } from './sitemap-pages.ts';

/** How many category levels one getCategoriesByPath answer brings below the category asked for. */
const childLevels = 3;
/** The content calls' largest page. */
const storiesPerPage = 100;
/** Product pages asked for at once: enough to overlap the calls, few enough to leave the api room. */
const concurrentProductPages = 4;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The first segments the main navigation leads to inside the shop (`/brillen/sonnenbrillen` →
 * `brillen`): the candidates for its root categories. Outside addresses and the shop's own
 * route prefixes (`/niederlassungen/`) are no category.
 */
function rootCandidates(shop: ShopIdentity, slugs: readonly string[]): string[] {
  const roots = new Set<string>();
  for (const slug of slugs) {
    if (!slug.startsWith('/') || slug.startsWith('//')) continue;
    const [first] = segmentsOf(slug);
    if (first === undefined || !isUrlSlug(first)) continue;
    const matched = matchRoute(shop, `/${first}/`);
    if (matched.ok && matched.route.routeId === 'category') roots.add(first);
  }
  return [...roots];
}

function navigationSlugs(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [item.slug, ...navigationSlugs(item.children)]);
}

/**
 * The categories the shop shows, walked down from the roots its main navigation leads to
 * (hidden categories are not answered, so their subtrees are not walked). A root the
 * navigation does not lead to is not found: the shop has no call that lists the roots.
 */
async function loadCategories(rpc: RpcCall, shop: ShopIdentity): Promise<SitemapCategory[]> {
  const found = new Map<number, SitemapCategory>();
  const visit = async (category: Category): Promise<void> => {
    const path = segmentsOf(category.path);
    if (category.isHidden || found.has(category.id) || path.length === 0) return;
    const matched = matchRoute(shop, `/${path.join('/')}/`);
    if (!matched.ok || matched.route.routeId !== 'category') return;
    found.set(category.id, { id: category.id, path });
    let children = category.children;
    if (children === undefined && category.childrenIds.length > 0) {
      children = (await rpc('getCategoriesByPath', { path, children: childLevels })).at(-1)?.children;
    }
    for (const child of children ?? []) await visit(child);
  };
  const navigation = await rpc('getNavigation');
  for (const root of rootCandidates(shop, navigationSlugs(navigation))) {
    try {
      const [category] = await rpc('getCategoriesByPath', { path: [root], children: childLevels });
      if (category) await visit(category);
    } catch (error) {
      // A navigation entry that is no category (a page of the shop) is not found.
      if (!(error instanceof RpcError && error.status === 404)) throw error;
    }
  }
  return [...found.values()];
}

/** Every product page of the shop: the first page says how many there are, the rest are asked in turns. */
async function loadProducts(rpc: RpcCall): Promise<SitemapProduct[]> {
  const first = await rpc('getSitemapEntries', { kind: 'products', page: 1 });
  const pages = Array.from({ length: Math.max(0, first.pagination.last - 1) }, (_, index) => index + 2);
  const entries = [...first.entries];
  for (let start = 0; start < pages.length; start += concurrentProductPages) {
    const answers = await Promise.all(
      pages
        .slice(start, start + concurrentProductPages)
        .map((page) => rpc('getSitemapEntries', { kind: 'products', page })),
    );
    for (const answer of answers) entries.push(...answer.entries);
  }
  return entries;
}

/** The shop's content pages, from every published story of its folder. */
async function loadContentPages(
  rpc: RpcCall,
  shop: ShopIdentity,
  shopFolder: string,
): Promise<ContentPage[]> {
  const pages: ContentPage[] = [];
  for (let page = 1; ; page++) {
    const { stories } = await rpc('getCmsStories', { perPage: storiesPerPage, page });
    pages.push(...contentPagesOf(shop, stories, shopFolder));
    if (stories.length < storiesPerPage) return pages;
  }
}

async function loadBranches(rpc: RpcCall): Promise<SitemapBranch[]> {
  const branches = await rpc('getBranches', {});
  return branches.map(({ id, citySlug, countySlug }) => ({ id, citySlug, countySlug }));
}

/** Everything one shop's sitemap lists, read through the RPC api as the shop (`x-shop-id`). */
export async function loadShopSitemapData(rpc: RpcCall, shop: ShopIdentity): Promise<ShopSitemapData> {
  const { cmsBaseFolder } = await rpc('getShopConfiguration');
  const [categories, products, contentPages, branches] = await Promise.all([
    loadCategories(rpc, shop),
    loadProducts(rpc),
    loadContentPages(rpc, shop, cmsBaseFolder),
    loadBranches(rpc),
  ]);
  return { shop, categories, products, contentPages, branches };
}
