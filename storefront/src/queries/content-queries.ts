import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';
import { orNull } from './catalog-queries.ts';

/**
 * A CMS story of this shop by its slug relative to the shop's content folder (`home`,
 * `overlays/brillenpass/info`); null when there is none.
 */
export function cmsStoryQuery(rpc: RpcCall, slug: string) {
  return queryOptions({
    queryKey: ['getCmsStory', { slug }],
    queryFn: () => orNull(rpc('getCmsStory', { slug, version: 'published' })),
    staleTime: 60_000,
  });
}
