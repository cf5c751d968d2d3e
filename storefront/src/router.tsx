import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { RpcCall, ShopIdentity } from '@lumen/domain';
import { routeTree } from './route-tree.gen.ts';

/** What every route's loader and component can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  rpc: RpcCall;
  shop: ShopIdentity;
  i18n: I18n;
  /** The browser entry, stylesheets and (in development) inline preamble of this build. */
  assets: ClientAssets;
}

/**
 * The server renderer learns these from the build manifest (or Vite in development) and renders
 * them with data attributes; the browser reads them back from the document, so both render alike.
 */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  inlineModules: string[];
}

/** A new router and QueryClient per request on the server; one of each in the browser. */
export function createAppRouter(context: Omit<RouterContext, 'queryClient'>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  const router = createRouter({
    routeTree,
    context: { ...context, queryClient },
    // §2: every path ends with a trailing slash.
    trailingSlash: 'always',
    defaultPreload: 'intent',
    scrollRestoration: true,
    Wrap: ({ children }) => <I18nextProvider i18n={context.i18n}>{children}</I18nextProvider>,
  });
  // Streams the server's query results to the browser (awaited and prefetched alike) and provides the QueryClient.
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
