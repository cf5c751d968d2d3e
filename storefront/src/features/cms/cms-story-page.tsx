import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BlockRenderer, BlockRenderProvider } from '@lumen/cms-blocks';
import type { CmsStory } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { BlockDataProviderOfPage } from './block-data-provider-of-page.tsx';

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

/** A CMS story page by slug; its loader has fetched the story and its block data. */
export function CmsStoryPage({ slug }: { slug: string }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, slug));
  if (!data) return null;
  return <CmsStoryView story={data.story} />;
}
