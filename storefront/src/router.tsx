import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { RpcCall, ShopDomains, ShopIdentity } from '@lumen/domain';
import { routeTree } from './route-tree.gen.ts';
import { shopRewrite } from './routing/internal-paths.ts';
import { parseSearch, stringifySearch } from './routing/search-params.ts';
import { keepPublicSearchCanonical } from './routing/canonical-public-href.ts';
import { rpcErrorAdapter } from './features/errors/rpc-error-adapter.ts';

/** What every route's loader and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  rpc: RpcCall;
  shop: ShopIdentity;
  /** Every shop's host: canonical and hreflang links are absolute. */
  shopDomains: ShopDomains;
  i18n: I18n;
  /** The browser entry, stylesheets and (in development) inline preamble of this build. */
  assets: ClientAssets;
  /**
   * The request's Cookie header, on the server only (the browser reads `document.cookie`): the
   * server renders first-party choices such as the consent banner as the browser will.
   */
  cookies?: string;
}

/**
 * The server renderer learns these from the build manifest (or Vite in development) and renders
 * them with data attributes; the browser reads them back from the document, so both render alike.
 */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  inlineModules: string[];
  /** The text face's files to preload, by Unicode subset (production builds; none in development). */
  fonts?: FontPreload[];
}

/** A font file the page preloads: `latin` serves every shop, `latin-ext` the Polish and Czech letters too. */
export interface FontPreload {
  href: string;
  subset: 'latin' | 'latin-ext';
}

/** A new router and QueryClient per request on the server; one of each in the browser. */
export function createAppRouter(context: Omit<RouterContext, 'queryClient'>, nonce?: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  const router = createRouter({
    routeTree,
    context: { ...context, queryClient },
    // §2: every path ends with a trailing slash.
    trailingSlash: 'always',
    // The shop's own paths in, the route files' paths inside, the shop's paths out (routing/internal-paths).
    rewrite: shopRewrite(context.shop),
    parseSearch,
    stringifySearch,
    // The server renderer's inline scripts carry the answer's CSP nonce.
    ...(nonce !== undefined ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    Wrap: ({ children }) => <I18nextProvider i18n={context.i18n}>{children}</I18nextProvider>,
  });
  // Not among createRouter's typed options, but read by the router's SSR on both sides (router-core).
  Object.assign(router.options, { serializationAdapters: [rpcErrorAdapter] });
  // Streams the server's query results to the browser (awaited and prefetched alike) and provides the QueryClient.
  setupRouterSsrQueryIntegration({ router, queryClient });
  keepPublicSearchCanonical(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
