import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { getCategoriesByPath } from './get-categories-by-path.ts';
import { getCategoryById } from './get-category-by-id.ts';
import { getCurrentPromotions } from './get-current-promotions.ts';
import { getNavigation } from './get-navigation.ts';
import { getProductById } from './get-product-by-id.ts';
import { getProductsByCategory } from './get-products-by-category.ts';
import { getProductsByIds } from './get-products-by-ids.ts';
import { getProductsByVariantIds } from './get-products-by-variant-ids.ts';
import { getRedirect } from './get-redirect.ts';
import { getRxProducts } from './get-rx-products.ts';
import { getSitemapEntries } from './get-sitemap-entries.ts';

/** The catalogue calls: categories, listings, products, lenses, navigation, redirects, the sitemap. */
export const catalogProcedures: ProcedureTable = {
  getCategoriesByPath,
  getCategoryById,
  getCurrentPromotions,
  getProductsByCategory,
  getProductById,
  getProductsByIds,
  getProductsByVariantIds,
  getRxProducts,
  getNavigation,
  getRedirect,
  getSitemapEntries,
};
