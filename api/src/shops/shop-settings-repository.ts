import { ShopCustomDataSchema, ShopFeatureFlagsSchema, findShopByCode } from '@lumen/domain';
import type { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import type { ShopSettings } from './shop-settings.ts';

interface ShopSettingsRow {
  shop_id: number;
  code: string;
  google_tag_id: string | null;
  cookie_domain: string | null;
  cms_base_folder: string;
  online_shop_enabled: boolean;
  order_return_portal: 'DEFAULT' | 'SEVEN_SENDERS';
  order_return_portal_domain: string;
  benefits_portal_url: string | null;
  delivery_estimates_product_type: string;
  intl_locale_overwrite: string | null;
  feature_flags: unknown;
  custom_data: unknown;
}

/** jsonb columns are edited by hand in operations; a broken one must fail loudly, not half-work. */
function parseJsonColumn<T>(schema: z.ZodType<T>, value: unknown, column: string, shopId: number): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `shop_settings.${column} of shop ${shopId} does not match its schema: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

function toShopSettings(row: ShopSettingsRow): ShopSettings {
  const identity = findShopByCode(row.code);
  if (!identity || identity.shopId !== row.shop_id) {
    throw new Error(
      `shop_settings row ${row.shop_id} has code ${row.code}, which the shop table does not pair with it`,
    );
  }
  return {
    shopId: row.shop_id,
    code: identity.code,
    googleTagId: row.google_tag_id,
    cookieDomain: row.cookie_domain,
    cmsBaseFolder: row.cms_base_folder,
    onlineShopEnabled: row.online_shop_enabled,
    orderReturnPortal: { portal: row.order_return_portal, domain: row.order_return_portal_domain },
    benefitsPortalUrl: row.benefits_portal_url,
    deliveryEstimatesProductType: row.delivery_estimates_product_type,
    intlLocaleOverwrite: row.intl_locale_overwrite,
    featureFlags: parseJsonColumn(ShopFeatureFlagsSchema, row.feature_flags, 'feature_flags', row.shop_id),
    customData: parseJsonColumn(ShopCustomDataSchema, row.custom_data, 'custom_data', row.shop_id),
  };
}

export async function findShopSettings(db: Queryable, shopId: number): Promise<ShopSettings | undefined> {
  const { rows } = await db.query<ShopSettingsRow>(
    `select shop_id, code, google_tag_id, cookie_domain, cms_base_folder, online_shop_enabled,
            order_return_portal, order_return_portal_domain, benefits_portal_url,
            delivery_estimates_product_type, intl_locale_overwrite, feature_flags, custom_data
       from shop_settings
      where shop_id = $1`,
    [shopId],
  );
  return rows[0] ? toShopSettings(rows[0]) : undefined;
}

/** Inserts the settings of shops that have none; existing rows (edited in operations) stay. */
export async function insertMissingShopSettings(
  db: Queryable,
  settings: readonly ShopSettings[],
): Promise<string[]> {
  const inserted: string[] = [];
  for (const shop of settings) {
    const { rows } = await db.query<{ code: string }>(
      `insert into shop_settings (
         shop_id, code, google_tag_id, cookie_domain, cms_base_folder, online_shop_enabled,
         order_return_portal, order_return_portal_domain, benefits_portal_url,
         delivery_estimates_product_type, intl_locale_overwrite, feature_flags, custom_data)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
       on conflict (shop_id) do nothing
       returning code`,
      [
        shop.shopId,
        shop.code,
        shop.googleTagId,
        shop.cookieDomain,
        shop.cmsBaseFolder,
        shop.onlineShopEnabled,
        shop.orderReturnPortal.portal,
        shop.orderReturnPortal.domain,
        shop.benefitsPortalUrl,
        shop.deliveryEstimatesProductType,
        shop.intlLocaleOverwrite,
        JSON.stringify(shop.featureFlags),
        JSON.stringify(shop.customData),
      ],
    );
    inserted.push(...rows.map((row) => row.code));
  }
  return inserted;
}

/**
 * The origins of the shops' benefits portals, for the pages' frame-src: read when the server
 * starts, so a portal set in operations is framed after the next start.
 */
export async function benefitsPortalOrigins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ url: string }>(
    `select distinct benefits_portal_url as url from shop_settings where benefits_portal_url is not null`,
  );
  return [...new Set(rows.map((row) => new URL(row.url).origin))].sort();
}
