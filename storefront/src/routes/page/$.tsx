import { createFileRoute, notFound } from '@tanstack/react-router';
import { matchRoute } from '@lumen/domain';
import { categoriesByPathQuery } from '../../queries/catalog-queries.ts';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { redirectQuery } from '../../queries/redirect-queries.ts';
import { blockProductsQuery } from '../../features/cms/block-products-query.ts';
import { contentSlugOfPath } from '../../features/cms/content-slug.ts';
import { routerRedirectOf } from '../../features/redirects/redirect-lookup.ts';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { cmsStoryHead } from '../../features/cms/cms-story-head.ts';
import { CmsStoryPage } from '../../features/cms/cms-story-page.tsx';
import {
  EditorPreviewSearchSchema,
  editorPreviewHeaders,
  editorPreviewOf,
} from '../../features/cms/editor-preview.ts';
import { loadCmsStory } from '../../features/cms/load-cms-story.ts';
import { withSearchString } from '../../routing/canonical-public-href.ts';
import { canonicalListingSearch } from '@lumen/domain';
import { searchEntries } from '../../routing/search-params.ts';
import { listingQueryOfSearch } from '../../features/listing/listing-url.ts';
import { CategoryPage } from './-components/category-page.tsx';
import { loadCategoryPage } from './-components/load-category-page.ts';

/**
 * The catch-all's search: the editor's proof, and every other parameter kept as it came (a
 * category listing reads its §2 query from them, `listingQueryOfSearch`; a bad value is dropped
 * there, never an error).
 */
const CatchAllSearchSchema = EditorPreviewSearchSchema.loose();

/**
 * Every path no route of the table claims (§2 `/{category...}/` and the rest): a category of any
 * depth; else a redirect of the backend (§7); else a CMS story at that path (content pages, privacy
 * and imprint under the §9 slugs ...), its draft in the visual editor's preview (§6); else the 404 page.
 */
export const Route = createFileRoute('/page/$')({
  validateSearch: CatchAllSearchSchema,
  // The listing's query is not a dep: a new filter, order or page of the listing on screen reloads
  // in the background while the last grid stays, instead of holding the navigation.
  loaderDeps: ({ search }) => ({ preview: editorPreviewOf(search) }),
  loader: async ({ context, params, location, deps }) => {
    const { rpc, queryClient, shop } = context;
    const segments = (params._splat ?? '').split('/').filter((segment) => segment !== '');
    const publicPath = `/${segments.map((segment) => `${segment}/`).join('')}`;
    const matched = matchRoute(shop, publicPath);
    if (matched.ok && matched.route.routeId === 'category') {
      const categories = await queryClient.ensureQueryData(categoriesByPathQuery(rpc, segments));
      const category = categories?.at(-1);
      if (category) {
        await loadCategoryPage(context, category.id, publicPath, location.search);
        return { kind: 'category' as const, path: segments, pageType: 'category' as const };
      }
    }
    // Redirects are found by path: the contract takes no query (a shared link's `?utm_…`, the editor's proof).
    const found = await queryClient.ensureQueryData(
      redirectQuery(rpc, withSearchString(location.publicHref, '')),
    );
    const redirect = found ? routerRedirectOf(shop, found) : undefined;
    if (redirect) throw redirect;
    const slug = contentSlugOfPath(segments);
    if (slug !== undefined) {
      const story = await loadCmsStory(context, slug, deps.preview);
      if (story) {
        await queryClient.ensureQueryData(blockProductsQuery(rpc, story.answer.story.content));
        // §2 content pages report as `other`.
        const { preview } = story;
        return { kind: 'content' as const, slug, publicPath, preview, pageType: 'other' as const };
      }
    }
    throw notFound();
  },
  head: ({ match, loaderData }) => {
    const context = match.context;
    if (loaderData?.kind === 'content') {
      const { slug, preview, publicPath } = loaderData;
      const answer = context.queryClient.getQueryData(cmsStoryQuery(context.rpc, slug, preview).queryKey);
      if (answer) return cmsStoryHead(context, answer.story, publicPath, { draft: preview !== undefined });
    }
    if (loaderData?.kind === 'category') {
      const categories = context.queryClient.getQueryData(
        categoriesByPathQuery(context.rpc, loaderData.path).queryKey,
      );
      const category = categories?.at(-1);
      const name = category?.name ?? context.i18n.t('meta.title');
      const page = listingQueryOfSearch(match.search).page;
      return pageHeadOfRoute(
        context,
        {
          routeId: 'category',
          title: page ? context.i18n.t('listing.pageTitle', { title: name, page }) : name,
          // Each shop's address of a category has its own slugs, which only a call per shop would tell.
          alternates: 'self',
          canonicalSearch: canonicalListingSearch(searchEntries(match.search)),
        },
        { path: loaderData.path },
      );
    }
    return {};
  },
  headers: ({ loaderData }) =>
    loaderData?.kind === 'content' && loaderData.preview ? { ...editorPreviewHeaders } : undefined,
  component: CatchAllPage,
});

function CatchAllPage() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  switch (data.kind) {
    case 'category':
      return <CategoryPage path={data.path} search={search} />;
    case 'content':
      return <CmsStoryPage slug={data.slug} preview={data.preview} />;
  }
}
