import { useRouteContext } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockDataProvider } from '@lumen/cms-blocks';
import type { AddToBasket } from '@lumen/cms-blocks';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { renderShopLink } from '../routing/shop-link.tsx';
import { useFormattingShop } from '../shop/use-formatting-shop.ts';
import { blockProductsQuery } from './block-products-query.ts';
import { keepPupilDistanceInBrowser, measureFaceInBrowser } from '../try-on/measure-face-in-browser.ts';

/**
 * The data a page's content blocks read (cms-blocks `BlockDataProvider`): the shop, the catalogue
 * data the loader fetched for them, the shop's features, whether someone is signed in, the router
 * for links, the basket and newsletter calls, and the face scan's measuring on the device.
 */
export function BlockDataProviderOfPage({ content, children }: { content: unknown; children: ReactNode }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const shop = useFormattingShop();
  const queryClient = useQueryClient();
  const { data: blockProducts } = useSuspenseQuery(blockProductsQuery(rpc, content));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { data: user } = useSuspenseQuery(userQuery(rpc));

  const addToBasket: AddToBasket = async ({ variant, quantity }) => {
    try {
      await rpc('addItemToBasket', { variantId: variant.id, quantity });
      await queryClient.invalidateQueries({ queryKey: ['getBasket'] });
      return { status: 'added' };
    } catch {
      return { status: 'failed' };
    }
  };

  return (
    <BlockDataProvider
      shop={shop}
      products={blockProducts.products}
      categoryListings={blockProducts.categoryListings}
      features={{
        onlineShop: configuration.onlineShopEnabled,
        subscription: configuration.featureFlags.subscription,
      }}
      signedIn={user !== null && !user.status.isGuestCustomer}
      renderLink={renderShopLink}
      onAddToBasket={addToBasket}
      onSubscribeNewsletter={(payload) => rpc('subscribeNewsletter', payload)}
      onMeasureFace={measureFaceInBrowser}
      onKeepPupilDistance={keepPupilDistanceInBrowser}
    >
      {children}
    </BlockDataProvider>
  );
}
