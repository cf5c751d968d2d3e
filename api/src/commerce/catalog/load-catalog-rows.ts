import type { Queryable } from '../../db/db.ts';
import type { CatalogRows } from './catalog-rows.ts';

// Timestamps leave the database as ISO strings in UTC, the shape the wire answers carry.
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One select per table, columns aliased to the row interfaces' field names. */
const selects = {
  attributeGroups: `select id, key, type, multi_select as "multiSelect", filter_type as "filterType",
      filter_position as "filterPosition", labels from attribute_groups order by id`,
  attributeValues: `select id, group_id as "groupId", value, labels, hex, position
      from attribute_values order by group_id, position, id`,
  brands: `select id, name, slug, shop_ids as "shopIds" from brands order by id`,
  categories: `select id, parent_id as "parentId", master_key as "masterKey", position, is_hidden as "isHidden",
      names, slugs, properties, supported_filters as "supportedFilters", shop_ids as "shopIds"
      from categories order by position, id`,
  products: `select id, master_key as "masterKey", reference_key as "referenceKey", product_type as "productType",
      product_category as "productCategory", brand_id as "brandId", category_ids as "categoryIds",
      sibling_group as "siblingGroup", attributes, texts, images, sales_status as "salesStatus",
      is_active as "isActive", shop_ids as "shopIds", custom_data as "customData",
      ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt", ${iso('first_live_at')} as "firstLiveAt"
      from products order by id`,
  variants: `select id, product_id as "productId", reference_key as "referenceKey", attributes, stock,
      sellable_without_stock as "sellableWithoutStock",
      ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
      from variants order by id`,
  variantPrices: `select variant_id as "variantId", currency, list_price as "listPrice",
      recommended_retail_price as "recommendedRetailPrice", sale_percent as "salePercent",
      lowest_prior_price as "lowestPriorPrice" from variant_prices order by variant_id, currency`,
  campaigns: `select id, key, name, description, names, descriptions, reduction_percent as "reductionPercent",
      ${iso('start_at')} as "startAt", ${iso('end_at')} as "endAt", brand_ids as "brandIds",
      category_ids as "categoryIds", shop_ids as "shopIds" from campaigns order by id`,
  promotions: `select id, name, names, code, priority, is_active as "isActive", ${iso('start_at')} as "startAt",
      ${iso('end_at')} as "endAt", effect, conditions, custom_data as "customData", shop_ids as "shopIds"
      from promotions order by priority desc, id`,
  voucherCodes: `select code, type, value, currency, min_order_value as "minOrderValue",
      ${iso('start_at')} as "startAt", ${iso('end_at')} as "endAt", shop_ids as "shopIds",
      max_uses as "maxUses", max_uses_per_customer as "maxUsesPerCustomer"
      from voucher_codes order by code`,
  redirects: `select id, shop_id as "shopId", source, target, status_code as "statusCode" from redirects order by id`,
  navigationTrees: `select id, shop_id as "shopId", key, name, items from navigation_trees order by id`,
} as const satisfies Record<keyof CatalogRows, string>;

/** Reads the whole catalogue (the read model is built from it at start and after changes). */
export async function loadCatalogRows(db: Queryable): Promise<CatalogRows> {
  const entries = await Promise.all(
    Object.entries(selects).map(async ([key, sql]) => [key, (await db.query(sql)).rows] as const),
  );
  return Object.fromEntries(entries) as unknown as CatalogRows;
}

/** Current stock of some variants: orders change stock, and the read model follows. */
export async function loadVariantStock(
  db: Queryable,
  variantIds: readonly number[],
): Promise<{ id: number; stock: number }[]> {
  if (variantIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; stock: number }>(
    'select id, stock from variants where id = any($1::int[])',
    [variantIds],
  );
  return rows;
}
