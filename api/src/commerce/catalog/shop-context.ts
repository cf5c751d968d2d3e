import { standardVatRates } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import type { CampaignRow } from './catalog-rows.ts';
import type { Catalog } from './catalog.ts';

/** What an answer depends on besides the data: the asking shop, the moment and an active campaign. */
export interface ShopContext {
  readonly shop: ShopIdentity;
  readonly vatRate: number;
  readonly now: Date;
  /** The campaign a request named with `campaignKey`, when it runs now in this shop. */
  readonly campaign: CampaignRow | undefined;
}

/** Whether a row limited to some shops (`shopIds`, null for all) is offered in this shop. */
export function isInShop(row: { shopIds: readonly number[] | null }, shop: ShopIdentity): boolean {
  return row.shopIds === null || row.shopIds.includes(shop.shopId);
}

export function isRunning(row: { startAt: string; endAt: string }, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(row.startAt) <= time && time < Date.parse(row.endAt);
}

export function shopContext(
  catalog: Catalog,
  shop: ShopIdentity,
  options: { now?: Date; campaignKey?: string | undefined } = {},
): ShopContext {
  const now = options.now ?? new Date();
  const campaign =
    options.campaignKey === undefined
      ? undefined
      : catalog.rows.campaigns.find(
          (row) => row.key === options.campaignKey && isInShop(row, shop) && isRunning(row, now),
        );
  return { shop, vatRate: standardVatRates[shop.country], now, campaign };
}
