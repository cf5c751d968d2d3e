import { failedCheck } from './failed-check.ts';
import type { ValidationResult } from './validation-message.ts';

/**
 * §5 name separators: space, apostrophe, dot, hyphen and slash. The typographic apostrophe (’)
 * counts as an apostrophe because phone keyboards type it for O'Brien.
 */
export const nameSeparators = [' ', "'", '’', '.', '-', '/'] as const;

const separators: ReadonlySet<string> = new Set(nameSeparators);

// Tested on one character at a time. A letter of the Latin script: covers every accented letter of our nine shops (ä ß é ç ł ř ů ő …)
// and refuses Cyrillic, Greek, digits and symbols. Roman numerals are Latin script but no letter.
const latinLetter = /(?=\p{L})\p{Script=Latin}/u;

export type PersonNameFailure = 'characters' | 'separatorAtEdge' | 'separatorRun';

/**
 * §5 name (first or last name): Latin letters and the separators space, apostrophe, dot, hyphen
 * and slash; no two separators in a row; none at the start or end. The value is trimmed first
 * (a trailing space from autofill is not the customer's mistake) and normalised to NFC, so an é
 * typed as e plus a combining accent counts as a letter. An empty value passes; whether a name
 * is required is `checkRequired`'s decision.
 *
 * Taken literally, §5 refuses "St. John" (dot then space) and "Jr." (dot at the end).
 */
export function checkPersonName(value: string): ValidationResult<PersonNameFailure> {
  const chars = [...value.trim().normalize('NFC')];
  if (chars.length === 0) return { ok: true };
  if (chars.some((char) => !separators.has(char) && !latinLetter.test(char))) {
    return failedCheck('characters', 'validation.name.characters');
  }
  if (separators.has(chars[0]!) || separators.has(chars[chars.length - 1]!)) {
    return failedCheck('separatorAtEdge', 'validation.name.separatorAtEdge');
  }
  if (chars.slice(1).some((char, index) => separators.has(char) && separators.has(chars[index]!))) {
    return failedCheck('separatorRun', 'validation.name.separatorRun');
  }
  return { ok: true };
}
