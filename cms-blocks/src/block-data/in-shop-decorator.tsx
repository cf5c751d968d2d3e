import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { BlockDataProvider } from './block-data-provider.tsx';

/**
 * A story decorator: the story's content in its shop and language, as the shop's page marks it
 * (WCAG 3.1.2), with the shop in the block data provider. Story support, not shop code.
 */
export function inShop(shopCode: ShopCode) {
  const shop = getShopByCode(shopCode);
  return (Story: () => ReactNode) => (
    <BlockDataProvider shop={shop}>
      <div lang={shop.language}>
        <Story />
      </div>
    </BlockDataProvider>
  );
}
