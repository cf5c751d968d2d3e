import { hasRoute, isInNonPageFolder, routePath } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import type { Texts } from '../catalog/texts.ts';
import { idFor, uuidFor } from './content-ids.ts';
import type { JsonObject } from './field-translations.ts';
import { marketFacts } from './markets.ts';
import type { MarketFacts } from './markets.ts';
import type { LinkTarget } from './richtext.ts';

/** What a page's content is built from: the shop, the language of this version, its market. */
export interface PageContext {
  shop: ShopIdentity;
  /** The language this version of the content is written in. */
  language: LanguageCode;
  market: MarketFacts;
  /** The text in this version's language (Swiss German writes ss for ß). */
  t(text: Texts): string;
  /** A block uid that is the same in every language version of this story. */
  uid(key: string): string;
  /** The full slug of a page of this shop, from its path in the shop folder. */
  pathOf(path: string): string;
  /** A multilink field to a story of this shop. */
  storyLink(path: string): JsonObject;
  /** A multilink field to an address (a route of the shop, or another site). */
  urlLink(href: string): JsonObject;
  /** A richtext link mark's target: a story of this shop. */
  storyTarget(path: string): LinkTarget;
  /** A shop route of §2 in this shop's language. */
  route(name: RouteName): string | undefined;
}

type RouteName = 'branches' | 'orderStatus' | 'appointment';

/** §2 routes of this shop from the domain's route table; undefined where the shop has none. */
function routeOf(name: RouteName, shop: ShopIdentity): string | undefined {
  switch (name) {
    case 'branches':
      return routePath(shop, 'branch-list');
    case 'orderStatus':
      return hasRoute(shop, 'order-status') ? routePath(shop, 'order-status') : undefined;
    case 'appointment':
      // Appointments are booked in a branch: the store finder shows those offering an eye test.
      return `${routePath(shop, 'branch-list')}?service=GL`;
  }
}

/** The editor-facing identity of a story: a uuid derived from its full default slug. */
export function storyUuid(fullSlug: string): string {
  return uuidFor(`story:${fullSlug}`);
}

export function storyId(fullSlug: string): number {
  return idFor(`story:${fullSlug}`);
}

/** A link's story path, refused when it names a shop-wide piece: the link would lead to a 404. */
function linkablePage(path: string): string {
  if (isInNonPageFolder(path)) throw new Error(`A link cannot lead to ${path}: it is no page`);
  return path;
}

export function pageContext(shop: ShopIdentity, language: LanguageCode, storySlug: string): PageContext {
  const market = marketFacts[shop.country];
  const swiss = shop.country === 'CH';
  const pathOf = (path: string) => `${shop.code}/${path}`;
  return {
    shop,
    language,
    market,
    t: (text) => (swiss && language === 'de' ? text.de.replaceAll('ß', 'ss') : text[language]),
    uid: (key) => uuidFor(`blok:${storySlug}:${key}`),
    pathOf,
    storyLink: (path) => ({
      id: storyUuid(pathOf(linkablePage(path))),
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: pathOf(path),
    }),
    urlLink: (href) => ({ id: '', url: href, linktype: 'url', fieldtype: 'multilink', cached_url: href }),
    storyTarget: (path) => ({
      linktype: 'story',
      uuid: storyUuid(pathOf(linkablePage(path))),
      fullSlug: pathOf(path),
    }),
    route: (name) => routeOf(name, shop),
  };
}
