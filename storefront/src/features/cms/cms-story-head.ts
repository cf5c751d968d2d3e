import { seoHeadTags } from '@lumen/cms-blocks';
import type { CmsStory, HreflangAlternate } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { toRouteHead } from '../seo/page-head.ts';
import type { RouteHead } from '../seo/page-head.ts';

/** A draft is never indexed, whatever its story's robots field says (so it names no canonical address either). */
const draftRobots = 'noindex, nofollow';

/**
 * The head of a page that is a CMS story (§3 SEO fields), at the address it was asked for. A draft
 * in the visual editor's preview (`draft`) is never indexed. A story that is a route's page (the
 * homepage) brings that route's `alternates` in every shop; other stories name none.
 */
export function cmsStoryHead(
  context: Pick<RouterContext, 'shop' | 'shopDomains' | 'i18n' | 'queryClient' | 'rpc'>,
  story: CmsStory,
  publicPath: string,
  { draft = false, alternates }: { draft?: boolean; alternates?: readonly HreflangAlternate[] } = {},
): RouteHead {
  const configuration = context.queryClient.getQueryData(shopConfigurationQuery(context.rpc).queryKey);
  return toRouteHead(
    seoHeadTags(
      draft ? { ...story, content: { ...story.content, robots: draftRobots } } : story,
      {
        domain: context.shopDomains[context.shop.code],
        locale: context.shop.locale,
        cmsBaseFolder: configuration?.cmsBaseFolder ?? context.shop.code,
        siteName: context.i18n.t('brand.name'),
      },
      alternates ? { path: publicPath, alternates } : { path: publicPath },
    ),
  );
}
