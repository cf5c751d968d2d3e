import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { addItemToBasket } from './add-item-to-basket.ts';
import { addItemToWishlist } from './add-item-to-wishlist.ts';
import { addItemsToBasket } from './add-items-to-basket.ts';
import { applyVoucher } from './apply-voucher.ts';
import { clearBasket } from './clear-basket.ts';
import { clearWishlist } from './clear-wishlist.ts';
import { getBasket } from './get-basket.ts';
import { getWishlist } from './get-wishlist.ts';
import { mergeBaskets } from './merge-baskets.ts';
import { removeItemFromBasket } from './remove-item-from-basket.ts';
import { removeItemFromWishlist } from './remove-item-from-wishlist.ts';
import { removeVoucher } from './remove-voucher.ts';
import { updateBasketItem } from './update-basket-item.ts';

/** The basket and wishlist calls (§7, §8). */
export const basketProcedures: ProcedureTable = {
  getBasket,
  addItemToBasket,
  addItemsToBasket,
  updateBasketItem,
  removeItemFromBasket,
  clearBasket,
  mergeBaskets,
  applyVoucher,
  removeVoucher,
  getWishlist,
  addItemToWishlist,
  removeItemFromWishlist,
  clearWishlist,
};
