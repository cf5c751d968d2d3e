import type { RouterContext } from '../../../router.tsx';
import { categoryContentQuery, categoryListingQuery } from '../../../queries/catalog-queries.ts';
import { blockProductsQuery } from '../../../features/cms/block-products-query.ts';
import { submittedFormQuery } from '../../../features/listing/listing-form.ts';
import { listingHref, listingQueryOfSearch, pageSizeOf } from '../../../features/listing/listing-url.ts';
import { publicRedirect } from '../../../routing/public-redirect.ts';
import { splitCategoryContent } from './category-content.ts';

type LoaderContext = Pick<RouterContext, 'queryClient' | 'rpc' | 'shop'>;

/**
 * What a category page needs before its first HTML (§2): the
 * first page of products with the filters and the editor's content, fetched at once, and the
 * catalogue data of the blocks above the grid; the blocks below the grid stream in. A submitted
 * filter form (no scripts) is answered with the listing's canonical address instead.
 * When only the query of the listing on screen changes, the router runs this in the background
 * (the route's loader deps leave the query out), so the page shows its last grid while the new one
 * loads instead of holding the navigation.
 */
export async function loadCategoryPage(
  context: LoaderContext,
  categoryId: number,
  publicPath: string,
  search: Record<string, unknown>,
): Promise<void> {
  const { queryClient, rpc, shop } = context;
  const listingOf = (query: ReturnType<typeof listingQueryOfSearch>) =>
    categoryListingQuery(rpc, categoryId, query, pageSizeOf(query));
  const submitted = await submittedFormQuery(
    search,
    async (query) => (await queryClient.ensureQueryData(listingOf(query))).filters,
  );
  if (submitted) throw publicRedirect(shop, listingHref(publicPath, search, submitted), 302);

  const [, content] = await Promise.all([
    queryClient.ensureQueryData(listingOf(listingQueryOfSearch(search))),
    queryClient.ensureQueryData(categoryContentQuery(rpc, categoryId)),
  ]);
  const { above, below } = splitCategoryContent(content);
  void queryClient.prefetchQuery(blockProductsQuery(rpc, below));
  await queryClient.ensureQueryData(blockProductsQuery(rpc, above));
}
