import type { ShopIdentity } from '@lumen/domain';
import type { CampaignRow, TextLanguage } from './catalog-rows.ts';

/**
 * The key a shop's catalogue texts are stored under: de-ch reads Swiss German (`de-CH`), every
 * other shop its language. The seed writes `de-CH` only where Swiss spelling differs from German,
 * so a lookup falls back to the language and then to German.
 */
export function textLanguageOf(shop: Pick<ShopIdentity, 'language' | 'locale'>): TextLanguage {
  return shop.locale === 'de-CH' ? 'de-CH' : shop.language;
}

/** A catalogue text in the shop's own spelling: Swiss German, else the shop language, else German. */
export function localized<T>(
  texts: Partial<Record<TextLanguage, T>> & { de: T },
  shop: Pick<ShopIdentity, 'language' | 'locale'>,
): T {
  return texts[textLanguageOf(shop)] ?? texts[shop.language] ?? texts.de;
}

/** A campaign's name and description as the shop shows them (a row without languages: German). */
export function campaignTexts(
  row: Pick<CampaignRow, 'name' | 'description' | 'names' | 'descriptions'>,
  shop: Pick<ShopIdentity, 'language' | 'locale'>,
): { name: string; description: string } {
  const descriptions = row.descriptions ?? (row.description === null ? null : { de: row.description });
  return {
    name: localized(row.names ?? { de: row.name }, shop),
    description: descriptions ? localized(descriptions, shop) : '',
  };
}
