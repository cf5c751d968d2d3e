import { createFileRoute, notFound } from '@tanstack/react-router';
import { routePath } from '@lumen/domain';
import { cmsStoryQuery } from '../../../../queries/content-queries.ts';
import { blockProductsQuery } from '../../../../features/cms/block-products-query.ts';
import { cmsStoryHead } from '../../../../features/cms/cms-story-head.ts';
import { CmsStoryPage } from '../../../../features/cms/cms-story-page.tsx';

/** §2 /overlays/{group}/{slug}/: an overlay's CMS story as a page of its own (shared links, crawlers). */
export const Route = createFileRoute('/overlays/$group/$slug/')({
  loader: async ({ context, params }) => {
    const slug = `overlays/${params.group}/${params.slug}`;
    const answer = await context.queryClient.ensureQueryData(cmsStoryQuery(context.rpc, slug));
    if (!answer) throw notFound();
    await context.queryClient.ensureQueryData(blockProductsQuery(context.rpc, answer.story.content));
    return { slug };
  },
  head: ({ match, loaderData, params }) => {
    const answer = loaderData
      ? match.context.queryClient.getQueryData(cmsStoryQuery(match.context.rpc, loaderData.slug).queryKey)
      : undefined;
    return answer
      ? cmsStoryHead(match.context, answer.story, routePath(match.context.shop, 'overlay', params))
      : {};
  },
  component: OverlayPage,
});

function OverlayPage() {
  const { slug } = Route.useLoaderData();
  return <CmsStoryPage slug={slug} />;
}
