import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { createRpcClient } from '@lumen/domain';
import type { ShopDomains, ShopIdentity } from '@lumen/domain';
import { shopConsentBannerPart } from './features/consent/shop-consent-banner.tsx';
import { pageStatusOfError } from './features/errors/page-error.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { createAppRouter } from './router.tsx';
import type { ClientAssets, FontPreload } from './router.tsx';

export type { ClientAssets, FontPreload };

/**
 * `fetch` as far as the RPC client uses it, with the answer's headers (Set-Cookie). The server
 * passes the api's in-process path here; the storefront never imports the api itself.
 */
export type ApiFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<Response>;

export interface RenderOptions {
  request: Request;
  shop: ShopIdentity;
  shopDomains: ShopDomains;
  /** The shopper's address as the page server saw it: the api limits requests per shopper, not per renderer. */
  clientAddress: string | undefined;
  /** The answer's content-security-policy nonce: every inline script of the page carries it. */
  nonce: string | undefined;
  /** Where the server renderer reaches the api over HTTP, e.g. `http://127.0.0.1:3000/api`. */
  apiBase: string;
  /** How the renderer's RPC calls reach the api; unset: `fetch` over HTTP to `apiBase`. */
  apiFetch?: ApiFetch | undefined;
  /**
   * Told when a query or route of the page fails, also after the headers went out (a deferred part
   * streamed as its error): such a page is sent, but kept for no one else (the page cache).
   */
  onFailure?: (() => void) | undefined;
  assets: ClientAssets;
}

/** Headers of the shopper's request that the api needs to answer for the same shopper. */
const forwardedHeaders = ['cookie', 'accept-language', 'user-agent'];

/** Renders one page request to a streamed HTML response (TanStack Router SSR, §2 routes). */
export async function render({
  request,
  shop,
  shopDomains,
  clientAddress,
  nonce,
  apiBase,
  apiFetch = (url, init) => fetch(url, init),
  onFailure,
  assets,
}: RenderOptions): Promise<Response> {
  // The shell's lazy parts render on the server as in the browser that loaded them (lazy-part.ts).
  const [messages] = await Promise.all([loadMessages(shop.locale), shopConsentBannerPart.load()]);
  const i18n = createI18n(shop.locale, messages);
  const headers: Record<string, string> = {};
  for (const name of forwardedHeaders) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  // The api believes this header from a loopback peer only: the renderer on the same machine.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  // The api compresses answers for browsers; on the loopback it would only cost both sides time.
  headers['accept-encoding'] = 'identity';
  // The scheme the shopper used (believed from the renderer, like its address): a cookie a call
  // sets is Secure on https, and such a cookie now reaches the shopper with the page.
  if (new URL(request.url).protocol === 'https:') headers['x-forwarded-proto'] = 'https';
  // A call may set a cookie (a session's expiry moved on): those set before the page's headers go
  // out reach the shopper, one per name, the last one winning.
  const setCookies = new Map<string, string>();
  const rpc = createRpcClient({
    fetch: async (url, init) => {
      const response = await apiFetch(url, init);
      for (const cookie of response.headers.getSetCookie()) {
        setCookies.set(cookie.slice(0, cookie.indexOf('=')), cookie);
      }
      return response;
    },
    shopId: shop.shopId,
    apiBase,
    headers,
  });
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter(
        { rpc, shop, shopDomains, i18n, assets, cookies: request.headers.get('cookie') ?? '' },
        nonce,
      ),
  });
  return handler(async ({ request: routerRequest, responseHeaders, router }) => {
    if (onFailure) {
      if (router.stores.matches.get().some((match) => match.status === 'error')) onFailure();
      const queries = router.options.context.queryClient.getQueryCache();
      if (queries.getAll().some((query) => query.state.status === 'error')) onFailure();
      queries.subscribe((event) => {
        if (event.query.state.status === 'error') onFailure();
      });
    }
    for (const cookie of setCookies.values()) responseHeaders.append('set-cookie', cookie);
    const rendered = await renderRouterToStream({
      request: routerRequest,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    });
    const { response } = rendered;
    if (response.status !== 500) return rendered;
    // The router answers every failure 500; the api's limit and an api that is down say more (§8).
    const failed = router.stores.matches.get().find((match) => match.status === 'error');
    const status = pageStatusOfError(failed?.error);
    if (status === 500) return rendered;
    const headers = new Headers(response.headers);
    headers.set('retry-after', '60');
    // The same stream: the router's clean-up still ends it.
    return { ...rendered, response: new Response(response.body, { status, headers }) };
  });
}
