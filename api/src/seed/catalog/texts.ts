import type { LanguageCode } from '@lumen/domain';

/** A text in every shop language; the seed writes all five so no shop falls back to German. */
export type Texts = Record<LanguageCode, string>;

export function texts(de: string, fr: string, it: string, pl: string, cs: string): Texts {
  return { de, fr, it, pl, cs };
}

/** Lowercase for use inside a sentence, except in German, where nouns keep their capital. */
export function inSentence(label: string, language: LanguageCode): string {
  return language === 'de' ? label : label.toLocaleLowerCase(language);
}
