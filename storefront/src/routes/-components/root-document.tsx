import { HeadContent, Scripts, useMatches, useRouteContext, useRouter } from '@tanstack/react-router';
import type { LanguageCode, PageType } from '@lumen/domain';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../router.tsx';
import { useRouterForPlainLinks } from '../../features/routing/use-router-for-plain-links.ts';
import { ShopHeaderOrBar, mainContentId } from '../../features/header/shop-header.tsx';
import { ShopConsentBanner } from '../../features/consent/shop-consent-banner.tsx';
import { BlockConsentBridge } from '../../features/consent/block-consent-bridge.tsx';
import { ShopFooter } from '../../features/footer/shop-footer.tsx';
import { OverlayDialogHost } from '../../features/overlays/overlay-dialog-host.tsx';
import { useClientBehaviour } from '../../features/client-behaviour/use-client-behaviour.ts';
import { usePageViewReporting } from '../../features/analytics/use-page-view-reporting.ts';
import { ShopToaster } from '../../features/toasts/shop-toaster.tsx';
import { StoreModeBar } from '../../features/store-mode/store-mode-bar.tsx';

/** Languages whose letters reach past Latin-1 (ł, ś, č, ř …): their pages need the latin-ext face as well. */
const extendedLatinLanguages: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['pl', 'cs']);

/** The whole HTML document: the server streams it, the browser hydrates `document`. */
export function RootDocument({ children }: { children: ReactNode }) {
  // Annotated: the root route renders this component, so inferring its context here would be circular.
  const {
    shop,
    assets,
    shopDomains,
    pageType,
  }: Pick<RouterContext, 'shop' | 'assets' | 'shopDomains'> & {
    pageType?: PageType;
  } = useRouteContext({ from: '__root__' });
  // A page may know its type better than its route (the catch-all's content pages are `other`).
  const leafPageType = useMatches({
    select: (matches) => (matches.at(-1)?.loaderData as { pageType?: PageType } | undefined)?.pageType,
  });

  // §7: an error page (404, 500) reports as `error`, which analytics never sends.
  const failed = useMatches({
    select: (matches) =>
      matches.some(
        (match) =>
          match.status === 'notFound' ||
          match.status === 'error' ||
          // A not-found caught at the root marks the root match (the router's own flag).
          (match as { _notFound?: boolean })._notFound === true,
      ),
  });

  useRouterForPlainLinks();
  usePageViewReporting();
  useClientBehaviour();
  const nonce = useRouter().options.ssr?.nonce;

  // e2e tests need to know when React has taken over the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html
      lang={shop.locale}
      data-shop-id={shop.shopId}
      data-shop-domains={JSON.stringify(shopDomains)}
      data-page-type={failed ? 'error' : (leafPageType ?? pageType ?? 'other')}
    >
      <head>
        <HeadContent />
        {/* The text face before the first paint: swapped in later it would move the page (layout shift). */}
        {(assets.fonts ?? [])
          .filter((font) => font.subset === 'latin' || extendedLatinLanguages.has(shop.language))
          .map((font) => (
            <link
              key={font.href}
              rel="preload"
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
              href={font.href}
              data-client-font={font.subset}
            />
          ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-client-style="" />
        ))}
      </head>
      <body className="min-h-dvh bg-surface text-foreground antialiased">
        {/* Every page's toasts (§4 alerts): the header's basket and the pages' actions show them. */}
        <ShopToaster>
          <ShopConsentBanner />
          <ShopHeaderOrBar />
          <StoreModeBar />
          <main
            id={mainContentId}
            tabIndex={-1}
            className="mx-auto w-full max-w-(--breakpoint-2xl) px-4 py-10 outline-none md:px-8"
          >
            <BlockConsentBridge>{children}</BlockConsentBridge>
          </main>
          <ShopFooter />
          <OverlayDialogHost />
        </ShopToaster>
        <Scripts />
        {assets.inlineModules.map((code) => (
          <script
            key={code}
            type="module"
            nonce={nonce}
            data-client-inline=""
            dangerouslySetInnerHTML={{ __html: code }}
          />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} data-client-entry="" />
        ))}
      </body>
    </html>
  );
}
