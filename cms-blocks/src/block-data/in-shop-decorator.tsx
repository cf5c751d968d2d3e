import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockDataProvider } from './block-data-provider.tsx';

/**
 * A story decorator: the story's content in its shop and language, as the shop's page marks it
 * (WCAG 3.1.2), with the shop in the block data provider and the blocks' texts of the shop's
 * locale (an i18next instance, as the storefront gives its pages). Story support, not shop code.
 */
export function inShop(shopCode: ShopCode) {
  const shop = getShopByCode(shopCode);
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={shop.locale}>
      <BlockDataProvider shop={shop}>
        <div lang={shop.language}>
          <Story />
        </div>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}
