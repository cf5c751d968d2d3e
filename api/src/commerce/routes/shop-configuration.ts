import { markets, marketSiblings, standardVatRates } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import type { ShopConfiguration } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import { findShopSettings } from '../../shops/shop-settings-repository.ts';
import type { ShopSettings } from '../../shops/shop-settings.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const ShopConfigurationQuerySchema = z.object({ shopId: z.string().optional() }).strict();

/**
 * The SDK's `ShopConfiguration` of a shop. Country-level custom data is what all languages of a
 * market share (currency, VAT, languages); shop-level custom data is the shop's settings row as
 * operations keep it (feature flags, §3 custom data, tracking, return portal). `properties` are
 * deprecated by SCAYLE and carry only the shop's identity as strings.
 */
function toShopConfigurationAnswer(identity: ShopIdentity, settings: ShopSettings): ShopConfiguration {
  const { shopId: _shopId, code: _code, ...shopSettings } = settings;
  return {
    shopId: identity.shopId,
    name: `Lumen Optik ${identity.locale}`,
    country: identity.country,
    customData: {
      countryCode: `${identity.country}-${markets[identity.country].alpha3}`,
      currency: identity.currency,
      vatRate: standardVatRates[identity.country],
      languages: marketSiblings(identity).map((sibling) => sibling.language),
    },
    shopCustomData: { ...shopSettings },
    properties: [
      { key: 'code', value: identity.code },
      { key: 'locale', value: identity.locale },
      { key: 'language', value: identity.language },
      { key: 'currency', value: identity.currency },
    ],
  };
}

/** GET shop-configuration (§7): the asking shop's configuration from its identity and settings row. */
export function shopConfigurationRoutes(deps: { db: Queryable }): Router {
  const router = Router();

  router.get('/shop-configuration', async (req, res) => {
    parseRequestPart(ShopConfigurationQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const settings = await findShopSettings(deps.db, shop.shopId);
    // Every shop of the shop table is seeded at start; a missing row is a broken deployment.
    if (!settings) throw new Error(`Shop ${shop.code} (${shop.shopId}) has no shop_settings row`);
    res.json(toShopConfigurationAnswer(shop, settings));
  });

  return router;
}
