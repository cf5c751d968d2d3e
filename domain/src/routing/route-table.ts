import { z } from 'zod';
import { languageCodes, shops } from '../shops/shop-table.ts';
import type { LanguageCode, ShopCode, ShopIdentity } from '../shops/shop-table.ts';
import { pageTypeOfRoute } from './page-type.ts';
import type { PageType } from './page-type.ts';
import { ProductTemplateSchema, parseProductSlug } from './product-slug.ts';
import type { ProductTemplate } from './product-slug.ts';
import { isUrlSlug } from './url-slug.ts';

/** Every route of §2; `category` is the catch-all listing of any depth. */
export const routeIds = [
  'home',
  'basket',
  'search',
  'signin',
  'signout',
  'order-success',
  'checkout',
  'payment-sandbox',
  'product-template',
  'product',
  'wishlist',
  'account',
  'account-user',
  'account-orders',
  'account-order',
  'account-appointments',
  'account-branch-orders',
  'account-branch-order',
  'account-subscriptions',
  'account-subscription',
  'branch-list',
  'branch-detail',
  'branch-city',
  'order-status',
  'overlay',
  'instructions-for-use',
  'declarations-of-conformity',
  'subscription-cancellation',
  'try-on-listing',
  'try-on-basket',
  'category',
] as const;
export const RouteIdSchema = z.enum(routeIds);
export type RouteId = z.infer<typeof RouteIdSchema>;

/** The path parameters of the routes that have any. */
export interface RouteParamsMap {
  'product-template': { template: ProductTemplate };
  /** A slug as `productSlug` builds it, ending in the product id. */
  product: { slug: string };
  'account-order': { orderId: string };
  'account-branch-order': { branchOrderId: string };
  'account-subscription': { subscriptionId: string };
  'branch-detail': { city: string; branchId: string };
  'branch-city': { county: string; city: string };
  overlay: { group: string; slug: string };
  /** The category's slug path, `['brillen', 'sonnenbrillen']` for /brillen/sonnenbrillen/. */
  category: { path: readonly string[] };
}
export type RouteParams<R extends RouteId> = R extends keyof RouteParamsMap
  ? RouteParamsMap[R]
  : Record<string, never>;
/** What `routePath` takes after the route id: the params when the route has any. */
export type RouteParamsArgs<R extends RouteId> = R extends keyof RouteParamsMap
  ? [params: RouteParamsMap[R]]
  : [];

/** One part of a route's path: a fixed word, or a parameter with what it accepts. */
type Segment = string | { param: string; accepts: (value: string) => boolean };

function param(name: string, accepts: (value: string) => boolean): Segment {
  return { param: name, accepts };
}

type RouteDefinition = (
  | { path: readonly Segment[] }
  /** A language left out has no such route. */
  | { pathByLanguage: Partial<Record<LanguageCode, readonly Segment[]>> }
) & {
  /** Only these shops have the route, in the languages its path allows. */
  shops?: readonly ShopCode[];
};

/** §2 branch pages: the prefix per language (it-ch and it-it share `filiali`; de-it is German). */
const branchPrefix = {
  de: 'niederlassungen',
  cs: 'pobocky',
  pl: 'salony',
  fr: 'succursales',
  it: 'filiali',
} as const satisfies Record<LanguageCode, string>;

/** §2 city page: the word between the branch prefix and the county. */
const cityWord = {
  de: 'stadt',
  cs: 'mesto',
  pl: 'miasto',
  fr: 'ville',
  it: 'citta',
} as const satisfies Record<LanguageCode, string>;

function branchPaths(rest: (language: LanguageCode) => readonly Segment[]): Record<LanguageCode, Segment[]> {
  const paths = {} as Record<LanguageCode, Segment[]>;
  for (const language of languageCodes) paths[language] = [branchPrefix[language], ...rest(language)];
  return paths;
}

/*
 * Ids from the backend (orders, branch orders, subscriptions) are opaque: letters, digits, `_` and `-`.
 * Branch ids are digits (the branch entity's ids are numbers), which also keeps
 * /niederlassungen/stadt/hamburg/ from reading as the branch "hamburg" in the city "stadt".
 */
const isOpaqueId = (value: string) => /^[A-Za-z0-9_-]+$/.test(value);
/** A branch id as routes and the `branchId` query carry it: digits. */
export function isBranchId(value: string): boolean {
  return /^\d+$/.test(value);
}
const isProductSlug = (value: string) => parseProductSlug(value).ok;
const isProductTemplate = (value: string) => ProductTemplateSchema.safeParse(value).success;

/** Shops with the saving subscription (§2): the German, Czech, Polish and Swiss shops; not Italy. */
const subscriptionShops: readonly ShopCode[] = [
  'de-de',
  'de-at',
  'de-ch',
  'fr-ch',
  'it-ch',
  'pl-pl',
  'cs-cz',
];
const tryOnShops: readonly ShopCode[] = ['de-de', 'de-at'];

/**
 * The route table of §2, as path segments. Paths the spec gives only in German are the same in
 * every shop, except the service pages and the subscription cancellation, which the spec says are
 * translated without giving the words: those translations are ours. cs has no order status page
 * (§2 lists none for it). Where two routes could read one path, the first wins: the product
 * templates come before products.
 */
const routeDefinitions: Readonly<Record<Exclude<RouteId, 'category'>, RouteDefinition>> = {
  home: { path: [] },
  basket: { path: ['basket'] },
  search: { path: ['search'] },
  signin: { path: ['signin'] },
  signout: { path: ['signout'] },
  'order-success': { path: ['success'] },
  checkout: { path: ['checkout'] },
  // Ours, not §2's: the built-in sandbox payment provider's page, where a test payment is decided.
  'payment-sandbox': { path: ['checkout', 'payment-sandbox'] },
  'product-template': { path: ['p', param('template', isProductTemplate)] },
  product: { path: ['p', param('slug', isProductSlug)] },
  wishlist: { path: ['wishlist'] },
  account: { path: ['account'] },
  'account-user': { path: ['account', 'user'] },
  'account-orders': { path: ['account', 'orders'] },
  'account-order': { path: ['account', 'orders', param('orderId', isOpaqueId)] },
  'account-appointments': { path: ['account', 'appointments'] },
  'account-branch-orders': { path: ['account', 'branch-order'] },
  'account-branch-order': { path: ['account', 'branch-order', param('branchOrderId', isOpaqueId)] },
  'account-subscriptions': { path: ['account', 'subscriptions'] },
  'account-subscription': { path: ['account', 'subscriptions', param('subscriptionId', isOpaqueId)] },
  'branch-list': { pathByLanguage: branchPaths(() => []) },
  'branch-detail': {
    pathByLanguage: branchPaths(() => [param('city', isUrlSlug), param('branchId', isBranchId)]),
  },
  'branch-city': {
    pathByLanguage: branchPaths((language) => [
      cityWord[language],
      param('county', isUrlSlug),
      param('city', isUrlSlug),
    ]),
  },
  'order-status': {
    pathByLanguage: {
      de: ['service', 'auftragsstatus'],
      fr: ['service', 'statut'],
      it: ['servizi', 'stato'],
      pl: ['uslugi', 'status'],
    },
  },
  overlay: { path: ['overlays', param('group', isUrlSlug), param('slug', isUrlSlug)] },
  'instructions-for-use': {
    pathByLanguage: {
      de: ['service', 'gebrauchsanweisungen'],
      fr: ['service', 'modes-d-emploi'],
      it: ['servizi', 'istruzioni-per-l-uso'],
      pl: ['uslugi', 'instrukcje-uzytkowania'],
      cs: ['sluzby', 'navody-k-pouziti'],
    },
  },
  'declarations-of-conformity': {
    pathByLanguage: {
      de: ['service', 'konformitaetserklaerungen'],
      fr: ['service', 'declarations-de-conformite'],
      it: ['servizi', 'dichiarazioni-di-conformita'],
      pl: ['uslugi', 'deklaracje-zgodnosci'],
      cs: ['sluzby', 'prohlaseni-o-shode'],
    },
  },
  'subscription-cancellation': {
    pathByLanguage: {
      de: ['spar-abo', 'kuendigung'],
      fr: ['abonnement-epargne', 'resiliation'],
      it: ['abbonamento-risparmio', 'disdetta'],
      pl: ['abonament-oszczednosciowy', 'rezygnacja'],
      cs: ['sporici-predplatne', 'zruseni'],
    },
    shops: subscriptionShops,
  },
  'try-on-listing': { path: ['anprobevorort'], shops: tryOnShops },
  'try-on-basket': { path: ['anprobeliste'], shops: tryOnShops },
};

interface ShopRoute {
  routeId: Exclude<RouteId, 'category'>;
  segments: readonly Segment[];
}

interface ShopRouteTable {
  routes: readonly ShopRoute[];
  /** First segments that belong to the app: no category lives below /p/, /account/, /overlays/ or the branch prefix. */
  appOwned: ReadonlySet<string>;
}

function routeTableOf(shop: ShopIdentity): ShopRouteTable {
  const routes = (Object.entries(routeDefinitions) as [ShopRoute['routeId'], RouteDefinition][]).flatMap(
    ([routeId, definition]) => {
      if (definition.shops && !definition.shops.includes(shop.code)) return [];
      const segments = 'path' in definition ? definition.path : definition.pathByLanguage[shop.language];
      return segments ? [{ routeId, segments }] : [];
    },
  );
  return { routes, appOwned: new Set(['p', 'account', 'overlays', branchPrefix[shop.language]]) };
}

const routeTables = new Map<ShopCode, ShopRouteTable>(shops.map((shop) => [shop.code, routeTableOf(shop)]));

function tableOf(shop: ShopIdentity): ShopRouteTable {
  const table = routeTables.get(shop.code);
  if (!table) throw new Error(`Shop table has no shop ${shop.code}`);
  return table;
}

/** Whether the shop has the route (§2: try-on only in de-de and de-at, no order status in cs ...). */
export function hasRoute(shop: ShopIdentity, routeId: RouteId): boolean {
  return routeId === 'category' || tableOf(shop).routes.some((route) => route.routeId === routeId);
}

function pathOf(segments: readonly string[]): string {
  return `/${segments.map((segment) => `${segment}/`).join('')}`;
}

/**
 * The path of a route in a shop, with its translated prefix and the trailing slash of §2:
 * `routePath(plShop, 'branch-detail', { city: 'krakow', branchId: '123' })` → `/salony/krakow/123/`.
 * Asking for a route the shop lacks, or passing a parameter the route refuses, is a programming
 * error and throws: check `hasRoute` first for the routes only some shops have.
 */
export function routePath<R extends RouteId>(
  shop: ShopIdentity,
  routeId: R,
  ...args: RouteParamsArgs<R>
): string {
  const params: Readonly<Record<string, unknown>> = args[0] ?? {};
  if (routeId === 'category') return categoryPath(shop, params.path);
  const route = tableOf(shop).routes.find((candidate) => candidate.routeId === routeId);
  if (!route) throw new Error(`Shop ${shop.code} has no route ${routeId}`);
  return pathOf(
    route.segments.map((segment) => {
      if (typeof segment === 'string') return segment;
      const value = params[segment.param];
      if (typeof value !== 'string' || !segment.accepts(value)) {
        throw new Error(`Route ${routeId} refuses ${segment.param} ${JSON.stringify(value)}`);
      }
      return value;
    }),
  );
}

function refuseCategoryPath(shop: ShopIdentity, path: unknown): never {
  throw new Error(`${JSON.stringify(path)} is no category path in shop ${shop.code}`);
}

function categoryPath(shop: ShopIdentity, path: unknown): string {
  if (!Array.isArray(path) || !path.every((segment) => typeof segment === 'string')) {
    refuseCategoryPath(shop, path);
  }
  const built = pathOf(path);
  const matched = matchRoute(shop, built);
  if (!matched.ok || matched.route.routeId !== 'category') refuseCategoryPath(shop, path);
  return built;
}

/** A route read from a path: its id, its parameters and its §2 page type. */
export type RouteMatch = {
  [R in RouteId]: { routeId: R; params: RouteParams<R>; pageType: PageType };
}[RouteId];

export type RouteMatchResult =
  | { ok: true; route: RouteMatch }
  | { ok: false; reason: 'not-found' }
  /** §2 every path ends with a slash: the shop answers 301 to the same path with it (keep the query). */
  | { ok: false; reason: 'missing-trailing-slash'; redirectTo: string; status: 301 };

/** `/a/b/` → `['a', 'b']`, `/` → `[]`. */
function segmentsOf(path: string): string[] {
  return path.split('/').slice(1, -1);
}

function matchSegments(route: ShopRoute, segments: readonly string[]): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const value = segments[index]!;
    if (typeof segment === 'string' ? segment !== value : !segment.accepts(value)) return undefined;
    if (typeof segment !== 'string') params[segment.param] = value;
  }
  return params;
}

function matchWithSlash(shop: ShopIdentity, pathname: string): RouteMatch | undefined {
  const segments = segmentsOf(pathname);
  const table = tableOf(shop);
  for (const route of table.routes) {
    const params = matchSegments(route, segments);
    if (params)
      return { routeId: route.routeId, params, pageType: pageTypeOfRoute(route.routeId) } as RouteMatch;
  }
  // `/` is the homepage, matched above, so a catch-all path has a first segment.
  const looksLikeCategory = segments.every(isUrlSlug) && !table.appOwned.has(segments[0]!);
  return looksLikeCategory
    ? { routeId: 'category', params: { path: segments }, pageType: pageTypeOfRoute('category') }
    : undefined;
}

/**
 * Reads a pathname (no query) in a shop: the route, its parameters and page type. Paths that match no
 * route but look like a category slug path are the category listing of §2 (any depth); whether such a
 * category exists is the loader's question. Routes are ASCII slugs, so percent-encoded or uppercase
 * paths are not found. A path that would match with a trailing slash asks for a 301 to it.
 */
export function matchRoute(shop: ShopIdentity, pathname: string): RouteMatchResult {
  if (!pathname.startsWith('/')) return { ok: false, reason: 'not-found' };
  if (!pathname.endsWith('/')) {
    const redirectTo = `${pathname}/`;
    return matchWithSlash(shop, redirectTo)
      ? { ok: false, reason: 'missing-trailing-slash', redirectTo, status: 301 }
      : { ok: false, reason: 'not-found' };
  }
  const route = matchWithSlash(shop, pathname);
  return route ? { ok: true, route } : { ok: false, reason: 'not-found' };
}
