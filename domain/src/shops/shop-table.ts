/**
 * The nine shops of §1: one per country and language. The shop id is stable and is what the
 * storefront sends as `x-shop-id` (§7). Everything here is identity; operational settings
 * (feature flags, custom data) live in the database and are answered by getShopConfiguration.
 */
export const shopCodes = [
  'de-de',
  'de-at',
  'de-ch',
  'fr-ch',
  'it-ch',
  'it-it',
  'de-it',
  'pl-pl',
  'cs-cz',
] as const;
export type ShopCode = (typeof shopCodes)[number];

export const languageCodes = ['de', 'fr', 'it', 'pl', 'cs'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const currencyCodes = ['EUR', 'CHF', 'PLN', 'CZK'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/**
 * The six markets of §1 with their two- and three-letter country codes (DE-DEU ...), currency and
 * the time zone their branches, opening hours and "today" are read in.
 */
export const markets = {
  DE: { alpha3: 'DEU', currency: 'EUR', timeZone: 'Europe/Berlin' },
  AT: { alpha3: 'AUT', currency: 'EUR', timeZone: 'Europe/Vienna' },
  CH: { alpha3: 'CHE', currency: 'CHF', timeZone: 'Europe/Zurich' },
  IT: { alpha3: 'ITA', currency: 'EUR', timeZone: 'Europe/Rome' },
  PL: { alpha3: 'POL', currency: 'PLN', timeZone: 'Europe/Warsaw' },
  CZ: { alpha3: 'CZE', currency: 'CZK', timeZone: 'Europe/Prague' },
} as const satisfies Record<string, { alpha3: string; currency: CurrencyCode; timeZone: string }>;
export type CountryCode = keyof typeof markets;

export interface ShopIdentity {
  readonly shopId: number;
  readonly code: ShopCode;
  /** BCP 47 locale, as Intl and the `lang` attribute want it. */
  readonly locale: string;
  readonly language: LanguageCode;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly currencyFractionDigits: number;
}

/** Each language's own name for itself, as a language switcher shows it. */
export const languageLabels: Record<LanguageCode, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  cs: 'Čeština',
};

function shop(shopId: number, code: ShopCode): ShopIdentity {
  const [language, region] = code.split('-') as [LanguageCode, string];
  const country = region.toUpperCase() as CountryCode;
  return {
    shopId,
    code,
    locale: `${language}-${country}`,
    language,
    country,
    currency: markets[country].currency,
    // Prices are kept in cents in every currency (§3); CZK and PLN are shown with 2 decimals too (§9).
    currencyFractionDigits: 2,
  };
}

export const shops: readonly ShopIdentity[] = [
  shop(1001, 'de-de'),
  shop(1002, 'de-at'),
  shop(1003, 'de-ch'),
  shop(1004, 'fr-ch'),
  shop(1005, 'it-ch'),
  shop(1006, 'it-it'),
  shop(1007, 'de-it'),
  shop(1008, 'pl-pl'),
  shop(1009, 'cs-cz'),
];

/** Plain `localhost` and unknown hosts land here. */
export const defaultShopCode: ShopCode = 'de-de';

export function findShopById(shopId: number): ShopIdentity | undefined {
  return shops.find((candidate) => candidate.shopId === shopId);
}

export function findShopByCode(code: string): ShopIdentity | undefined {
  return shops.find((candidate) => candidate.code === code.toLowerCase());
}

export function getShopByCode(code: ShopCode): ShopIdentity {
  const found = findShopByCode(code);
  if (!found) throw new Error(`Shop table has no shop ${code}`);
  return found;
}

/**
 * The shops that share a market are the languages of one shop (§3 Shop.languages):
 * de-ch, fr-ch and it-ch are the Swiss shop in three languages; it-it and de-it the Italian one.
 */
export function marketSiblings(shopIdentity: ShopIdentity): ShopIdentity[] {
  return shops.filter((candidate) => candidate.country === shopIdentity.country);
}
