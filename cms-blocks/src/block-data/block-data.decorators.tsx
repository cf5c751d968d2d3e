import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { ReactNode } from 'react';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { blockDataFixture } from './block-data.fixtures.ts';
import type { BlockDataInput } from './block-data.ts';
import { BlockDataProvider } from './block-data-provider.tsx';

/*
 * Storybook decorators of the product blocks: the block data provider filled from the fixtures of
 * one shop, the blocks' texts of its locale, and the story's content marked with the shop's
 * language (WCAG 3.1.2). Stories only.
 */

/** Wraps a story in the block data of `shopCode`, plus what the story adds (callbacks, preview). */
export function withBlockData(shopCode: ShopCode, overrides: Partial<Omit<BlockDataInput, 'shop'>> = {}) {
  const data = blockDataFixture(shopCode, overrides);
  const { language, locale } = getShopByCode(shopCode);
  return function BlockDataDecorator(Story: () => ReactNode) {
    return (
      <BlockTextsProvider locale={locale}>
        <BlockDataProvider {...data}>
          <div lang={language}>
            <Story />
          </div>
        </BlockDataProvider>
      </BlockTextsProvider>
    );
  };
}
