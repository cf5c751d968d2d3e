import { createFileRoute } from '@tanstack/react-router';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { WishlistPage } from '../../features/wishlist/wishlist-page.tsx';
import { wishlistQuery } from '../../queries/wishlist-queries.ts';

export const Route = createFileRoute('/wishlist/')({
  // The session's wishlist is the page: the first HTML holds it.
  loader: ({ context }) => context.queryClient.ensureQueryData(wishlistQuery(context.rpc)),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'wishlist',
      title: match.context.i18n.t('pages.wishlist.title'),
    }),
  component: WishlistPage,
});
