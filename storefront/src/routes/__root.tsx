import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { shopConfigurationQuery } from '../shop/shop-queries.ts';
import { RootDocument } from './-components/root-document.tsx';
import { NotFoundPage } from './-components/not-found-page.tsx';
import { ErrorPage } from './-components/error-page.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(shopConfigurationQuery(context.rpc)),
  head: ({ match }) => {
    const { t } = match.context.i18n;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: t('meta.title') },
        { name: 'description', content: t('meta.description') },
        { name: 'robots', content: 'index, follow' },
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    };
  },
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
  component: RootComponent,
});

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}
