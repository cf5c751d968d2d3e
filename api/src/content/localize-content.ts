import { translatedKey, translationMarker } from './content-space.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An editor who left a translation empty means "as in the default language", as in Storyblok. */
function isTranslated(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * A content document as a language reads it (Storyblok's field-level translation): every field
 * takes its `__i18n__{language}` twin where the editor translated it and keeps its default value
 * otherwise; the translation fields themselves are dropped. Without a language, the defaults.
 */
export function localizeContent(content: unknown, language: string | undefined): Json {
  if (Array.isArray(content)) return content.map((item) => localizeContent(item, language));
  if (!isObject(content)) return content as Json;
  const localized: Record<string, Json> = {};
  for (const [field, value] of Object.entries(content)) {
    if (field.includes(translationMarker)) continue;
    const translated = language === undefined ? undefined : content[translatedKey(field, language)];
    localized[field] = localizeContent(isTranslated(translated) ? translated : value, language);
  }
  return localized;
}

/**
 * Draft content carries the visual editor's marker on every block (`_editable`, an HTML comment
 * naming the block, its space and story), so the editor can outline and open it.
 */
export function markEditable(content: Json, where: { spaceId: number; storyId: number }): Json {
  if (Array.isArray(content)) return content.map((item) => markEditable(item, where));
  if (!isObject(content)) return content;
  const marked: Record<string, Json> = {};
  for (const [field, value] of Object.entries(content)) marked[field] = markEditable(value, where);
  const { component, _uid: uid } = content;
  if (typeof component === 'string' && typeof uid === 'string') {
    const comment = { name: component, space: String(where.spaceId), uid, id: String(where.storyId) };
    marked['_editable'] = `<!--#storyblok#${JSON.stringify(comment)}-->`;
  }
  return marked;
}

export type { Json };
