import { hreflangAlternates, originOfDomain, robotsOfRoute, socialImageSize } from '@lumen/domain';
import type { HreflangAlternate, RouteId, ShopDomains, ShopIdentity } from '@lumen/domain';
import { pageTitle } from '@lumen/cms-blocks';
import type { SeoHeadTag } from '@lumen/cms-blocks';

/** What TanStack Router's `head` takes. */
export interface RouteHead {
  meta: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
}

/** The shop's default picture for link previews (§9 social image 1200×630), served from the build. */
const defaultSocialImagePath = '/social-image.png';

export interface PageHeadRequest {
  shop: ShopIdentity;
  domains: ShopDomains;
  siteName: string;
  routeId: RouteId;
  /** The page's public path (and canonical query, for listings): `/salony/`, `/okulary/?page=2`. */
  canonicalPath: string;
  title: string;
  description?: string;
  /** Every shop's version of the page (`hreflangAlternates`); left out: computed from `params`. */
  alternates?: readonly HreflangAlternate[];
  /** The route's params when they are the same in every shop (a branch, an order). */
  params?: unknown;
  robots?: string;
  /** An absolute URL or a path of the shop; the shop's default picture otherwise. */
  socialImage?: string;
}

/**
 * Every shop's version of a route's page (with x-default), at the scheme this shop is served with.
 * A CMS story that is a route's page (the homepage) takes them too: a story knows only its own market.
 */
export function routeAlternates(
  request: Pick<PageHeadRequest, 'shop' | 'domains' | 'routeId' | 'params'>,
): HreflangAlternate[] {
  const origin = originOfDomain(request.domains[request.shop.code]);
  return hreflangAlternates({
    routeId: request.routeId,
    domains: request.domains,
    scheme: origin.startsWith('https') ? 'https' : 'http',
    params: request.params,
  } as Parameters<typeof hreflangAlternates>[0]);
}

/**
 * The head of a page that is not a CMS story: its title within §9's lengths, description, robots
 * (noindex for the shopper's own pages), canonical, hreflang alternates to the same page in every
 * shop that has it, and Open Graph and Twitter cards with the social image. A page that must not be
 * indexed gets no canonical and no alternates: they would ask search engines to index it.
 */
export function pageHeadTags(request: PageHeadRequest): SeoHeadTag[] {
  const origin = originOfDomain(request.domains[request.shop.code]);
  const robots = request.robots ?? robotsOfRoute(request.routeId);
  const indexable = !/\bnoindex\b/i.test(robots);
  const url = `${origin}${request.canonicalPath}`;
  const title = pageTitle(request.title, request.siteName);
  const image = request.socialImage ?? defaultSocialImagePath;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${origin}${image}`;

  const tags: SeoHeadTag[] = [{ tag: 'title', text: title }];
  if (request.description) tags.push({ tag: 'meta', name: 'description', content: request.description });
  tags.push({ tag: 'meta', name: 'robots', content: robots });
  if (indexable) {
    tags.push({ tag: 'link', rel: 'canonical', href: url });
    for (const alternate of request.alternates ?? routeAlternates(request)) {
      tags.push({ tag: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
    }
  }
  tags.push(
    { tag: 'meta', property: 'og:type', content: 'website' },
    { tag: 'meta', property: 'og:site_name', content: request.siteName },
    { tag: 'meta', property: 'og:locale', content: request.shop.locale.replace('-', '_') },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:image', content: imageUrl },
    { tag: 'meta', property: 'og:image:width', content: String(socialImageSize.width) },
    { tag: 'meta', property: 'og:image:height', content: String(socialImageSize.height) },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:image', content: imageUrl },
  );
  if (request.description) {
    tags.push(
      { tag: 'meta', property: 'og:description', content: request.description },
      { tag: 'meta', name: 'twitter:description', content: request.description },
    );
  }
  return tags;
}

/** Head tags as TanStack Router's `head` wants them (the title is a meta entry there). */
export function toRouteHead(tags: readonly SeoHeadTag[]): RouteHead {
  const head: RouteHead = { meta: [], links: [] };
  for (const tag of tags) {
    switch (tag.tag) {
      case 'title':
        head.meta.push({ title: tag.text });
        break;
      case 'meta': {
        const { tag: _tag, ...attributes } = tag;
        head.meta.push(attributes);
        break;
      }
      case 'link': {
        const { tag: _tag, ...attributes } = tag;
        head.links.push(attributes);
        break;
      }
    }
  }
  return head;
}
