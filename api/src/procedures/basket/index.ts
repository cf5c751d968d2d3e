import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { addItemToBasket } from './add-item-to-basket.ts';
import { addItemsToBasket } from './add-items-to-basket.ts';
import { applyVoucher } from './apply-voucher.ts';
import { clearBasket } from './clear-basket.ts';
import { getBasket } from './get-basket.ts';
import { mergeBaskets } from './merge-baskets.ts';
import { removeItemFromBasket } from './remove-item-from-basket.ts';
import { removeVoucher } from './remove-voucher.ts';
import { replaceItemGroup } from './replace-item-group.ts';
import { updateBasketItem } from './update-basket-item.ts';

/** The basket calls (§7, §8). */
export const basketProcedures: ProcedureTable = {
  getBasket,
  addItemToBasket,
  addItemsToBasket,
  updateBasketItem,
  replaceItemGroup,
  removeItemFromBasket,
  clearBasket,
  mergeBaskets,
  applyVoucher,
  removeVoucher,
};
