import type { CatalogRows } from '../../commerce/catalog/catalog-rows.ts';
import type { Queryable } from '../../db/db.ts';

/** A column: its name in the table, the row field that fills it, and the SQL type to read it as. */
type Column<Row> = readonly [column: string, field: keyof Row & string, type: string];

interface TableLoad<Row> {
  table: string;
  columns: readonly Column<Row>[];
  /** Rows per statement: a few megabytes of JSON each, so no statement grows without bound. */
  chunk: number;
}

type TableLoads = { [Key in keyof CatalogRows]: TableLoad<CatalogRows[Key][number]> };

const loads: TableLoads = {
  attributeGroups: {
    table: 'attribute_groups',
    chunk: 1000,
    columns: [
      ['id', 'id', 'integer'],
      ['key', 'key', 'text'],
      ['type', 'type', 'text'],
      ['multi_select', 'multiSelect', 'boolean'],
      ['filter_type', 'filterType', 'text'],
      ['filter_position', 'filterPosition', 'integer'],
      ['labels', 'labels', 'jsonb'],
    ],
  },
  attributeValues: {
    table: 'attribute_values',
    chunk: 5000,
    columns: [
      ['id', 'id', 'integer'],
      ['group_id', 'groupId', 'integer'],
      ['value', 'value', 'text'],
      ['labels', 'labels', 'jsonb'],
      ['hex', 'hex', 'text'],
      ['position', 'position', 'integer'],
    ],
  },
  brands: {
    table: 'brands',
    chunk: 1000,
    columns: [
      ['id', 'id', 'integer'],
      ['name', 'name', 'text'],
      ['slug', 'slug', 'text'],
      ['shop_ids', 'shopIds', 'integer[]'],
    ],
  },
  categories: {
    table: 'categories',
    chunk: 1000,
    columns: [
      ['id', 'id', 'integer'],
      ['parent_id', 'parentId', 'integer'],
      ['master_key', 'masterKey', 'text'],
      ['position', 'position', 'integer'],
      ['is_hidden', 'isHidden', 'boolean'],
      ['names', 'names', 'jsonb'],
      ['slugs', 'slugs', 'jsonb'],
      ['properties', 'properties', 'jsonb'],
      ['supported_filters', 'supportedFilters', 'text[]'],
      ['shop_ids', 'shopIds', 'integer[]'],
    ],
  },
  products: {
    table: 'products',
    chunk: 1000,
    columns: [
      ['id', 'id', 'integer'],
      ['master_key', 'masterKey', 'text'],
      ['reference_key', 'referenceKey', 'text'],
      ['product_type', 'productType', 'text'],
      ['product_category', 'productCategory', 'text'],
      ['brand_id', 'brandId', 'integer'],
      ['category_ids', 'categoryIds', 'integer[]'],
      ['sibling_group', 'siblingGroup', 'text'],
      ['attributes', 'attributes', 'jsonb'],
      ['texts', 'texts', 'jsonb'],
      ['images', 'images', 'jsonb'],
      ['sales_status', 'salesStatus', 'text'],
      ['is_active', 'isActive', 'boolean'],
      ['shop_ids', 'shopIds', 'integer[]'],
      ['custom_data', 'customData', 'jsonb'],
      ['created_at', 'createdAt', 'timestamptz'],
      ['updated_at', 'updatedAt', 'timestamptz'],
      ['first_live_at', 'firstLiveAt', 'timestamptz'],
    ],
  },
  variants: {
    table: 'variants',
    chunk: 5000,
    columns: [
      ['id', 'id', 'integer'],
      ['product_id', 'productId', 'integer'],
      ['reference_key', 'referenceKey', 'text'],
      ['attributes', 'attributes', 'jsonb'],
      ['stock', 'stock', 'integer'],
      ['sellable_without_stock', 'sellableWithoutStock', 'boolean'],
      ['created_at', 'createdAt', 'timestamptz'],
      ['updated_at', 'updatedAt', 'timestamptz'],
    ],
  },
  variantPrices: {
    table: 'variant_prices',
    chunk: 10_000,
    columns: [
      ['variant_id', 'variantId', 'integer'],
      ['currency', 'currency', 'text'],
      ['list_price', 'listPrice', 'integer'],
      ['recommended_retail_price', 'recommendedRetailPrice', 'integer'],
      ['sale_percent', 'salePercent', 'integer'],
      ['lowest_prior_price', 'lowestPriorPrice', 'integer'],
    ],
  },
  campaigns: {
    table: 'campaigns',
    chunk: 1000,
    columns: [
      ['id', 'id', 'integer'],
      ['key', 'key', 'text'],
      ['name', 'name', 'text'],
      ['description', 'description', 'text'],
      ['names', 'names', 'jsonb'],
      ['descriptions', 'descriptions', 'jsonb'],
      ['reduction_percent', 'reductionPercent', 'integer'],
      ['start_at', 'startAt', 'timestamptz'],
      ['end_at', 'endAt', 'timestamptz'],
      ['brand_ids', 'brandIds', 'integer[]'],
      ['category_ids', 'categoryIds', 'integer[]'],
      ['shop_ids', 'shopIds', 'integer[]'],
    ],
  },
  promotions: {
    table: 'promotions',
    chunk: 1000,
    columns: [
      ['id', 'id', 'text'],
      ['name', 'name', 'text'],
      ['names', 'names', 'jsonb'],
      ['code', 'code', 'text'],
      ['priority', 'priority', 'integer'],
      ['is_active', 'isActive', 'boolean'],
      ['start_at', 'startAt', 'timestamptz'],
      ['end_at', 'endAt', 'timestamptz'],
      ['effect', 'effect', 'jsonb'],
      ['conditions', 'conditions', 'jsonb'],
      ['custom_data', 'customData', 'jsonb'],
      ['shop_ids', 'shopIds', 'integer[]'],
    ],
  },
  voucherCodes: {
    table: 'voucher_codes',
    chunk: 1000,
    columns: [
      ['code', 'code', 'text'],
      ['type', 'type', 'text'],
      ['value', 'value', 'integer'],
      ['currency', 'currency', 'text'],
      ['min_order_value', 'minOrderValue', 'integer'],
      ['start_at', 'startAt', 'timestamptz'],
      ['end_at', 'endAt', 'timestamptz'],
      ['shop_ids', 'shopIds', 'integer[]'],
      ['max_uses', 'maxUses', 'integer'],
      ['max_uses_per_customer', 'maxUsesPerCustomer', 'integer'],
    ],
  },
  redirects: {
    table: 'redirects',
    chunk: 5000,
    columns: [
      ['id', 'id', 'integer'],
      ['shop_id', 'shopId', 'integer'],
      ['source', 'source', 'text'],
      ['target', 'target', 'text'],
      ['status_code', 'statusCode', 'integer'],
    ],
  },
  navigationTrees: {
    table: 'navigation_trees',
    chunk: 100,
    columns: [
      ['id', 'id', 'integer'],
      ['shop_id', 'shopId', 'integer'],
      ['key', 'key', 'text'],
      ['name', 'name', 'text'],
      ['items', 'items', 'jsonb'],
    ],
  },
};

/** Tables in the order their foreign keys allow. */
export const catalogTables = Object.keys(loads) as (keyof CatalogRows)[];

/**
 * `insert … select … from jsonb_to_recordset($1)`: one statement and one round trip per chunk, the
 * rows passed as one JSON document whose keys are the row fields. A jsonb parameter crosses PGlite
 * and node-postgres alike (db.ts), and PostgreSQL turns JSON arrays into `integer[]` columns itself.
 */
function insertStatement<Row>(load: TableLoad<Row>): string {
  const targets = load.columns.map(([column]) => column).join(', ');
  const values = load.columns.map(([, field]) => `r."${field}"`).join(', ');
  const record = load.columns.map(([, field, type]) => `"${field}" ${type}`).join(', ');
  return `insert into ${load.table} (${targets}) select ${values} from jsonb_to_recordset($1::jsonb) as r(${record})`;
}

async function insertRows<Row>(tx: Queryable, load: TableLoad<Row>, rows: readonly Row[]): Promise<void> {
  const sql = insertStatement(load);
  for (let start = 0; start < rows.length; start += load.chunk) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + load.chunk))]);
  }
}

/**
 * Writes a generated catalogue into empty catalogue tables, table by table in foreign-key order.
 * Run it inside a transaction (`tx`): a failure halfway must leave no half catalogue behind.
 */
export async function insertCatalog(
  tx: Queryable,
  rows: CatalogRows,
  onTable?: (table: keyof CatalogRows) => void,
): Promise<void> {
  for (const key of catalogTables) {
    onTable?.(key);
    await insertRows(tx, loads[key] as TableLoad<unknown>, rows[key]);
  }
}
