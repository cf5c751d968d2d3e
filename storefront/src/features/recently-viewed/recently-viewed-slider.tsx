import { useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { productsByIdsQuery } from '../../queries/product-page-queries.ts';
import { ProductTileSlider } from '../product/product-tile-slider.tsx';
import { browserStorage, recentlyViewedIdsOf, recentlyViewedKey, rememberViewed } from './recently-viewed.ts';

/** Another tab's visit changes the list: the `storage` event says so. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The products this browser viewed before in this shop (localStorage), newest first, in a product
 * slider; the page's own product is noted after it rendered. The server and the hydrating browser
 * render nothing (the server cannot know the list); the browser then shows it, or nothing while it
 * is empty.
 */
export function RecentlyViewedSlider({ productId, wishlist }: { productId: number; wishlist: boolean }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => browserStorage()?.getItem(recentlyViewedKey(shop.code)) ?? null,
    () => null,
  );
  const ids = useMemo(() => recentlyViewedIdsOf(stored, productId), [stored, productId]);

  useEffect(() => {
    const storage = browserStorage();
    if (storage) rememberViewed(storage, shop.code, productId);
  }, [shop.code, productId]);

  const { data } = useQuery({ ...productsByIdsQuery(rpc, ids), enabled: ids.length > 0 });
  if (ids.length === 0 || !data || data.length === 0) return null;
  return (
    <ProductTileSlider
      data-slot="recently-viewed"
      heading={t('product.recentlyViewed')}
      tiles={data}
      wishlist={wishlist}
    />
  );
}
