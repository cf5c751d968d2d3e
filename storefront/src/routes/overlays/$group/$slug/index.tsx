import { createFileRoute, notFound } from '@tanstack/react-router';
import { routePath } from '@lumen/domain';
import { cmsStoryQuery } from '../../../../queries/content-queries.ts';
import { blockProductsQuery } from '../../../../features/cms/block-products-query.ts';
import { cmsStoryHead } from '../../../../features/cms/cms-story-head.ts';
import { CmsStoryPage } from '../../../../features/cms/cms-story-page.tsx';
import {
  EditorPreviewSearchSchema,
  editorPreviewHeaders,
  editorPreviewOf,
} from '../../../../features/cms/editor-preview.ts';
import { loadCmsStory } from '../../../../features/cms/load-cms-story.ts';

/**
 * §2 /overlays/{group}/{slug}/: an overlay's CMS story as a page of its own (shared links, crawlers),
 * its draft in the visual editor's preview (§6).
 */
export const Route = createFileRoute('/overlays/$group/$slug/')({
  validateSearch: EditorPreviewSearchSchema,
  loaderDeps: ({ search }) => ({ preview: editorPreviewOf(search) }),
  loader: async ({ context, params, deps }) => {
    const slug = `overlays/${params.group}/${params.slug}`;
    const story = await loadCmsStory(context, slug, deps.preview);
    if (!story) throw notFound();
    await context.queryClient.ensureQueryData(blockProductsQuery(context.rpc, story.answer.story.content));
    return { slug, preview: story.preview };
  },
  head: ({ match, loaderData, params }) => {
    const answer = loaderData
      ? match.context.queryClient.getQueryData(
          cmsStoryQuery(match.context.rpc, loaderData.slug, loaderData.preview).queryKey,
        )
      : undefined;
    return answer && loaderData
      ? cmsStoryHead(match.context, answer.story, routePath(match.context.shop, 'overlay', params), {
          draft: loaderData.preview !== undefined,
        })
      : {};
  },
  headers: ({ loaderData }) => (loaderData?.preview ? { ...editorPreviewHeaders } : undefined),
  component: OverlayPage,
});

function OverlayPage() {
  const { slug, preview } = Route.useLoaderData();
  return <CmsStoryPage slug={slug} preview={preview} />;
}
