import { originOfDomain, routePath } from '@lumen/domain';
import type { RouteId, RouteParamsArgs } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { pageHeadTags, toRouteHead } from '../seo/page-head.ts';
import type { PageHeadRequest, RouteHead } from '../seo/page-head.ts';

type HeadContext = Pick<RouterContext, 'shop' | 'shopDomains' | 'i18n'>;

/**
 * The head of a route's page from its title: canonical at the route's path in this shop, hreflang to
 * the same route in every shop that has it (same params), robots by route (§9 default).
 */
export function pageHeadOfRoute<R extends RouteId>(
  context: HeadContext,
  page: { routeId: R; title: string } & Partial<Pick<PageHeadRequest, 'description' | 'socialImage'>> & {
      /**
       * `self`: the page's address differs per language in ways only the catalogue knows (category and
       * product slugs), so until the page brings every shop's address it names only itself.
       */
      alternates?: 'self';
      /** The canonical query of a listing (`?page=2&sort=price-asc`, domain's `canonicalListingSearch`). */
      canonicalSearch?: string;
    },
  ...args: RouteParamsArgs<R>
): RouteHead {
  const { shop, shopDomains, i18n } = context;
  const canonicalPath = `${routePath(shop, page.routeId, ...args)}${page.canonicalSearch ?? ''}`;
  return toRouteHead(
    pageHeadTags({
      shop,
      domains: shopDomains,
      siteName: i18n.t('brand.name'),
      routeId: page.routeId,
      canonicalPath,
      title: page.title,
      description: page.description ?? i18n.t('meta.description'),
      params: args[0],
      ...(page.alternates === 'self'
        ? {
            alternates: [
              { hreflang: shop.locale, href: `${originOfDomain(shopDomains[shop.code])}${canonicalPath}` },
            ],
          }
        : {}),
      ...(page.socialImage !== undefined ? { socialImage: page.socialImage } : {}),
    }),
  );
}
