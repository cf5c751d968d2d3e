import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { BlockRenderer, BlockRenderProvider } from '@lumen/cms-blocks';
import type { CmsEditorPreview, CmsStory } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { BlockDataProviderOfPage } from './block-data-provider-of-page.tsx';

// Shoppers never load the live preview or the editor's bridge: only a draft page asks for them.
const CmsStoryPreview = lazy(() =>
  import('./cms-story-preview.tsx').then((module) => ({ default: module.CmsStoryPreview })),
);

/**
 * A page that is a CMS story: its root block (a `content_page`, a `page` with its body ...)
 * rendered through the cms-blocks registry, with the catalogue data its blocks name.
 */
export function CmsStoryView({ story }: { story: CmsStory }) {
  return (
    <BlockDataProviderOfPage content={story.content}>
      <BlockRenderProvider>
        <BlockRenderer blok={story.content} />
      </BlockRenderProvider>
    </BlockDataProviderOfPage>
  );
}

/**
 * A CMS story page by slug; its loader has fetched the story and its block data. With the visual
 * editor's proof (`loadCmsStory` gave one: the api accepted it), the draft in the live preview.
 */
export function CmsStoryPage({ slug, preview }: { slug: string; preview?: CmsEditorPreview | undefined }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, slug, preview));
  if (!data) return null;
  if (!preview) return <CmsStoryView story={data.story} />;
  return (
    <Suspense>
      <CmsStoryPreview story={data.story} />
    </Suspense>
  );
}
