import { TagManagerIdSchema } from './shop-schema.ts';

/**
 * The short code of a language tag, `fr-CH` → `fr`, `FR_ch` → `fr`: what §5 compares a selected
 * language by.
 */
export function shortLanguageCode(tag: string): string {
  return tag.trim().split(/[-_]/, 1)[0]!.toLowerCase();
}

/**
 * §5: the shop language a selected language stands for, compared by short code (`fr-CH` and `fr`
 * both select the shop's `fr`), or undefined when the shop does not offer it. Works on the Shop's
 * `languages` or any list of language codes.
 */
export function findShopLanguage<L extends { code: string }>(
  languages: readonly L[],
  selected: string,
): L | undefined {
  const wanted = shortLanguageCode(selected);
  if (wanted === '') return undefined;
  return languages.find((language) => shortLanguageCode(language.code) === wanted);
}

/** §5: a selected language must be a shop language (compared by short code). */
export function isShopLanguage(languages: readonly { code: string }[], selected: string): boolean {
  return findShopLanguage(languages, selected) !== undefined;
}

/** §5: a tag manager id is GTM- or G- followed by uppercase letters and digits (`GTM-LUMEN4`, `G-9X2B`). */
export function isValidTagManagerId(value: unknown): value is string {
  return TagManagerIdSchema.safeParse(value).success;
}
