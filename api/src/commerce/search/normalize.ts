/**
 * The one normalisation search applies to what it indexes and to what shoppers type, so that both
 * sides meet however the word was spelled: lower case, `ß` as `ss`, letters without their marks
 * (`č` → `c`, `è` → `e`, `ř` → `r`), the letters NFD cannot take apart spelled out (`ł` → `l`,
 * `ø` → `o`), and German umlauts folded so that `für`, `fuer` and `fur` are one word.
 */

// Letters that carry no combining mark to strip: they are letters of their own in Unicode.
const spelledOut: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};
const spelledOutPattern = new RegExp(`[${Object.keys(spelledOut).join('')}]`, 'gu');
const combiningMarks = /\p{M}+/gu;
// A shopper without umlauts on the keyboard writes ae, oe, ue; one who ignores them writes a, o, u.
// Folding the digraph to the bare vowel makes all three spellings one. Words that merely contain
// the pair (`blue`, `Acuvue`) fold the same way on both sides, so they still find themselves.
const umlautDigraphs = /([aou])e+/g;

/** Normalises one word or a whole text; separators are left as they are. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(spelledOutPattern, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(umlautDigraphs, '$1');
}

const wordSeparators = /[^\p{L}\p{N}]+/u;

/** The words of a text as written, split at anything that is not a letter or a digit. */
export function splitWords(text: string): string[] {
  return text.split(wordSeparators).filter((word) => word.length > 0);
}

/** The normalised words of a text. */
export function normalizedWords(text: string): string[] {
  return splitWords(text).map(normalizeText);
}

/** A text as one normalised string without separators: `Ray-Ban` and `rayban` are the same key. */
export function compactKey(text: string): string {
  return normalizedWords(text).join('');
}
