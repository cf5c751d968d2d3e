import { shops } from '@lumen/domain';
import type { CountryCode, LanguageCode, ShopCode, ShopIdentity } from '@lumen/domain';
import type { Db } from '../db/db.ts';
import { insertMissingShopSettings } from '../shops/shop-settings-repository.ts';
import type { ShopSettings } from '../shops/shop-settings.ts';

/** One tag manager container per market: the languages of a market share their tracking. */
const googleTagIds: Record<CountryCode, string> = {
  DE: 'GTM-LMN4DE7',
  AT: 'GTM-LMN4AT2',
  CH: 'GTM-LMN4CH9',
  IT: 'GTM-LMN4IT5',
  PL: 'GTM-LMN4PL3',
  CZ: 'GTM-LMN4CZ8',
};

/** Ids of the branches that take ROPO reservations (the `ropo` branches of seed/branches/). */
const ropoStores: Partial<Record<ShopCode, string[]>> = {
  'de-de': ['1101', '1102', '1103', '1104', '1105', '1106', '1107', '1108', '1110'],
  'de-at': ['1201', '1202', '1203'],
};

/** CMS slugs of the pages a navigation flyout shows when a category has no content of its own. */
const defaultContentPages: Record<LanguageCode, string[]> = {
  de: ['brillen-ratgeber', 'filialen', 'termin-buchen'],
  fr: ['conseils-lunettes', 'magasins', 'prendre-rendez-vous'],
  it: ['guida-occhiali', 'negozi', 'prenota-appuntamento'],
  pl: ['poradnik-okulary', 'salony', 'umow-wizyte'],
  cs: ['pruvodce-bryle', 'prodejny', 'objednat-termin'],
};

const returnPortalDomains: Record<CountryCode, string> = {
  DE: 'retouren.lumen-optik.de',
  AT: 'retouren.lumen-optik.at',
  // The Swiss shop returns through Seven Senders, who run customs for shipments into the EU.
  CH: 'lumen-optik-ch.returns.sevensenders.com',
  IT: 'resi.lumen-optik.it',
  PL: 'zwroty.lumen-optik.pl',
  CZ: 'vraceni.lumen-optik.cz',
};

/**
 * §7 the benefits portal: the partner that shows its offers on the German shop's confirmation page
 * (the market with the `monetization` flag).
 */
const benefitsPortalUrl = 'https://portal.lumen-vorteilswelt.de/embed/confirmation';

/** Where prescription glasses ship free (§3 `rxFreeShipping`); the shipping page says so there. */
export const rxFreeShippingCountries: readonly CountryCode[] = ['DE', 'AT'];

/**
 * Intl formats prices differently per language of one market (de-CH `1’234.50`, fr-CH
 * `1 234,50`); the Swiss shop shows one price format in all three languages, and the German
 * shop for Italy follows Italian number formatting.
 */
const intlLocaleOverwrites: Partial<Record<ShopCode, string>> = {
  'de-ch': 'de-CH',
  'fr-ch': 'de-CH',
  'it-ch': 'de-CH',
  'de-it': 'it-IT',
};

/** The settings a fresh database starts with; operations change them afterwards. */
export function defaultShopSettings(shop: ShopIdentity): ShopSettings {
  const dach = shop.country === 'DE' || shop.country === 'AT' || shop.country === 'CH';
  // The Czech shop sells no prescription glasses online yet: no lens configurator there.
  const rx = shop.code !== 'cs-cz';
  const stores = ropoStores[shop.code] ?? [];
  return {
    shopId: shop.shopId,
    code: shop.code,
    googleTagId: googleTagIds[shop.country],
    cookieDomain: null,
    cmsBaseFolder: shop.code,
    onlineShopEnabled: true,
    orderReturnPortal: {
      portal: shop.country === 'CH' ? 'SEVEN_SENDERS' : 'DEFAULT',
      domain: returnPortalDomains[shop.country],
    },
    benefitsPortalUrl: shop.country === 'DE' ? benefitsPortalUrl : null,
    deliveryEstimatesProductType: rx ? 'correctional-glasses' : 'glasses-pdp',
    intlLocaleOverwrite: intlLocaleOverwrites[shop.code] ?? null,
    featureFlags: {
      syte: dach,
      rxConfigurator: rx,
      subscription: dach,
      monetization: shop.country === 'DE',
      onlineShop: true,
      ddoa: shop.country === 'DE' || shop.country === 'AT',
      rxSunglasses: rx && dach,
    },
    customData: {
      correctionalGlasses: { enabled: rx },
      rxFreeShipping: { enabled: rxFreeShippingCountries.includes(shop.country) },
      zeroCostFrames: { enabled: shop.country === 'DE' },
      // Frames go out to try on at home where the chain also lets shoppers try on in its branches.
      homeTryOn: { enabled: shop.code === 'de-de' || shop.code === 'de-at', maxFrames: 4, trialDays: 7 },
      pdTool: { enabled: rx },
      ropo: {
        enabled: stores.length > 0,
        maxNumberOfArticles: stores.length > 0 ? 3 : 0,
        supportedStores: stores,
        categoryPath: 'Master|Eyewear|Frames',
      },
      navigationDefaultContents: { defaultContentPages: defaultContentPages[shop.language] },
    },
  };
}

/** Gives every shop of the shop table its settings row if it has none; returns the codes seeded. */
export async function seedShops(db: Db): Promise<string[]> {
  return db.transaction((tx) => insertMissingShopSettings(tx, shops.map(defaultShopSettings)));
}
