/**
 * The shop's own content space. Its id appears in the visual editor's `_editable` comments and in
 * the editor-preview check; a real Storyblok space has its own (CONTENT_SPACE_ID).
 */
export const lumenContentSpace = { id: 310_427, name: 'Lumen Optik' } as const;

/** What a story answers as `lang` when no translation language was asked for. */
export const defaultLanguage = 'default';

/** `fr`, `de-ch`: the language codes a space may translate into. */
export const languageCodePattern = /^[a-z]{2}(-[a-z]{2})?$/;

/**
 * The content key of a translated field, as Storyblok's field-level translation stores it:
 * `headline__i18n__fr`, `headline__i18n__es_co` (a hyphen becomes an underscore).
 */
export function translatedKey(field: string, language: string): string {
  return `${field}__i18n__${language.replace('-', '_')}`;
}

export const translationMarker = '__i18n__';
