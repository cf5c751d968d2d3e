import type { ProcedureTable } from '../rpc/define-procedure.ts';
import { changePassword } from './change-password.ts';
import { continueAsGuest } from './continue-as-guest.ts';
import { getCategoriesByPath } from './get-categories-by-path.ts';
import { getCategoryById } from './get-category-by-id.ts';
import { getCurrentPromotions } from './get-current-promotions.ts';
import { getNavigation } from './get-navigation.ts';
import { getNewestProductOfType } from './get-newest-product-of-type.ts';
import { getProductById } from './get-product-by-id.ts';
import { getProductsByCategory } from './get-products-by-category.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getProductsByTerm } from './get-products-by-term.ts';
import { getRedirect } from './get-redirect.ts';
import { getRxProducts } from './get-rx-products.ts';
import { getSearchSuggestions } from './get-search-suggestions.ts';
import { getShopConfiguration } from './get-shop-configuration.ts';
import { getSitemapEntries } from './get-sitemap-entries.ts';
import { getUserInfo } from './get-user-info.ts';
import { getUser } from './get-user.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { resolveSearch } from './resolve-search.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { verifyEmail } from './verify-email.ts';
import { accountProcedures } from './account/index.ts';
import { basketProcedures } from './basket/index.ts';
import { branchProcedures } from './branches/index.ts';
import { checkoutProcedures } from './checkout/index.ts';
import { contentProcedures } from './content/index.ts';

/** The handlers of the RPC contract's calls (§7) that this api serves. */
export const procedures: ProcedureTable = {
  getShopConfiguration,
  getCategoriesByPath,
  getCategoryById,
  getCurrentPromotions,
  getProductsByCategory,
  getProductById,
  getNewestProductOfType,
  getProductsByIds,
  getRxProducts,
  getNavigation,
  getRedirect,
  getSitemapEntries,
  getSearchSuggestions,
  resolveSearch,
  getProductsByTerm,
  getUser,
  getUserInfo,
  register,
  signIn,
  signOut,
  continueAsGuest,
  verifyEmail,
  requestPasswordReset,
  resetPassword,
  changePassword,
  ...basketProcedures,
  ...checkoutProcedures,
  ...accountProcedures,
  ...branchProcedures,
  ...contentProcedures,
};
