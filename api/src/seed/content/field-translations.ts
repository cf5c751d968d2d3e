import { translatedKey } from '../../content/content-space.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A block: its fields are translated one by one. Anything else (richtext, asset, link) is one field. */
const isBlock = (value: Json | undefined): value is JsonObject =>
  isObject(value) && typeof value['component'] === 'string' && typeof value['_uid'] === 'string';

const isBlockList = (value: Json | undefined): value is JsonObject[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isBlock(item));

function mergeBlock(base: JsonObject, translated: JsonObject, language: string, path: string): JsonObject {
  if (base['component'] !== translated['component'] || base['_uid'] !== translated['_uid']) {
    throw new Error(`${path}: the ${language} version has another block than the default one`);
  }
  const merged: JsonObject = {};
  for (const [field, value] of Object.entries(base)) {
    const other = translated[field];
    const at = `${path}.${field}`;
    if (isBlockList(value)) {
      if (!Array.isArray(other) || other.length !== value.length) {
        throw new Error(`${at}: the ${language} version has other blocks than the default one`);
      }
      merged[field] = value.map((block, index) =>
        mergeBlock(block, other[index] as JsonObject, language, `${at}[${index}]`),
      );
    } else if (isBlock(value)) {
      if (!isBlock(other)) throw new Error(`${at}: the ${language} version has no block here`);
      merged[field] = mergeBlock(value, other, language, at);
    } else {
      merged[field] = value;
      if (other !== undefined && JSON.stringify(other) !== JSON.stringify(value)) {
        merged[translatedKey(field, language)] = other;
      }
    }
  }
  for (const field of Object.keys(translated)) {
    if (!(field in base)) throw new Error(`${path}.${field}: only the ${language} version has this field`);
  }
  return merged;
}

/**
 * One content document in Storyblok's field-level translation form from the default-language
 * version and the versions of other languages: every field whose translation differs gets a
 * `field__i18n__{language}` twin. Blocks are matched by their uid, so every version must have the
 * same blocks (as Storyblok's editor does: blocks are shared, their fields translated).
 */
export function withFieldTranslations(
  base: JsonObject,
  translations: Record<string, JsonObject>,
): JsonObject {
  return Object.entries(translations).reduce(
    (merged, [language, translated]) =>
      mergeBlock(
        merged,
        translated,
        language,
        typeof base['component'] === 'string' ? base['component'] : 'content',
      ),
    base,
  );
}

export type { Json, JsonObject };
