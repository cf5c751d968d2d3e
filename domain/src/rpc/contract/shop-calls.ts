import { ShopSchema } from '../../shops/shop-schema.ts';
import { EmptyPayloadSchema } from './common.ts';

export const shopCalls = {
  /** §7: the Shop entity of §3 for the shop of the `x-shop-id` header. */
  getShopConfiguration: { payload: EmptyPayloadSchema, response: ShopSchema },
};
