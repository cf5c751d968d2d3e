import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { addItemToWishlist } from './add-item-to-wishlist.ts';
import { clearWishlist } from './clear-wishlist.ts';
import { getWishlist } from './get-wishlist.ts';
import { removeItemFromWishlist } from './remove-item-from-wishlist.ts';

/** The wishlist calls (§7, §8). */
export const wishlistProcedures: ProcedureTable = {
  getWishlist,
  addItemToWishlist,
  removeItemFromWishlist,
  clearWishlist,
};
