import { queryOptions } from '@tanstack/react-query';
import type { CmsEditorPreview, RpcCall } from '@lumen/domain';
import { orNull } from './catalog-queries.ts';

/**
 * A CMS story of this shop by its slug relative to the shop's content folder (`home`,
 * `overlays/brillenpass/info`); null when there is none. Published, unless the visual editor's
 * proof is given: then the draft, which the api answers only when the proof holds. The version is
 * part of the key, so a draft never takes the published answer's place in the cache.
 */
export function cmsStoryQuery(rpc: RpcCall, slug: string, preview?: CmsEditorPreview) {
  return queryOptions({
    queryKey: [
      'getCmsStory',
      preview ? { slug, version: 'draft', preview } : { slug, version: 'published' },
    ] as const,
    queryFn: () =>
      orNull(
        rpc('getCmsStory', preview ? { slug, version: 'draft', preview } : { slug, version: 'published' }),
      ),
    // In the editor the bridge keeps the draft on screen as it is typed; a refetch would put the
    // last saved draft back over it (saving reloads the page anyway).
    staleTime: preview ? Infinity : 60_000,
  });
}
