import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes, type LanguageCode } from '@lumen/domain';
import type de from './messages/de.json';

/**
 * The i18next namespace of the blocks' UI texts (buttons, labels, hints: not the editor's
 * content). The storefront loads it beside its own namespace for the shop's locale
 * (`loadBlockMessages`); Storybook gives each story an instance for its shop.
 */
export const blockTextsNamespace = 'cms-blocks';

/** German is the reference language: every language has its keys (the storefront's messages test). */
export type BlockMessages = typeof de;

/** A group of texts, one per block (`faceScan`, `productCard`…): the top-level keys of the files. */
export type BlockTextScope = keyof BlockMessages;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

// i18next picks `key_one`, `key_few`… by `count`; callers name the key without the suffix.
type WithoutPluralSuffix<K extends string> = K extends `${infer Key}_${'one' | 'other'}` ? Key : K;

/** A text's key within its scope, dot-separated (`start.heading`), plurals without suffix. */
export type BlockTextKey<S extends BlockTextScope> = WithoutPluralSuffix<Paths<BlockMessages[S]>>;

/** What a text interpolates (`{{provider}}`); `count` also picks the plural form. */
export type BlockTextValues = Readonly<Record<string, string | number>>;

/** Reads one scope's texts in the language of the page's i18next instance. */
export type BlockTexts<S extends BlockTextScope> = (key: BlockTextKey<S>, values?: BlockTextValues) => string;

/**
 * The texts of one block in the shop's language, from the i18next instance the page provides
 * (`I18nextProvider`): the storefront's for the shop's locale, a story's for its shop.
 */
export function useBlockTexts<S extends BlockTextScope>(scope: S): BlockTexts<S> {
  // Keys are checked by `BlockTextKey` against the German file; i18next's own key types need a global
  // declaration the storefront's namespace would share, so it sees plain strings here.
  const keyPrefix: string = scope;
  const { t } = useTranslation(blockTextsNamespace, { keyPrefix });
  return useCallback((key: string, values?: BlockTextValues) => t(key, { ...values }), [t]);
}

/** The language the texts are in (`de` for `de-CH`): for what is formatted beside them. */
export function useBlockTextsLanguage(): LanguageCode {
  const { i18n } = useTranslation(blockTextsNamespace);
  // Without an instance (no I18nextProvider above) react-i18next hands out an empty one.
  const locale: string | undefined = i18n.language;
  return languageCodes.find((code) => code === locale?.split('-')[0]) ?? 'de';
}
