import { HeadContent, Scripts, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../router.tsx';
import { ShopHeader, mainContentId } from './shop-header.tsx';

/** The whole HTML document: the server streams it, the browser hydrates `document`. */
export function RootDocument({ children }: { children: ReactNode }) {
  // Annotated: the root route renders this component, so inferring its context here would be circular.
  const { shop, assets }: Pick<RouterContext, 'shop' | 'assets'> = useRouteContext({ from: '__root__' });

  // e2e tests need to know when React has taken over the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html lang={shop.locale} data-shop-id={shop.shopId}>
      <head>
        <HeadContent />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-client-style="" />
        ))}
      </head>
      <body className="min-h-dvh bg-surface text-foreground antialiased">
        <ShopHeader />
        <main
          id={mainContentId}
          tabIndex={-1}
          className="mx-auto w-full max-w-(--breakpoint-2xl) px-4 py-10 outline-none md:px-8"
        >
          {children}
        </main>
        <Scripts />
        {assets.inlineModules.map((code) => (
          <script key={code} type="module" data-client-inline="" dangerouslySetInnerHTML={{ __html: code }} />
        ))}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} data-client-entry="" />
        ))}
      </body>
    </html>
  );
}
