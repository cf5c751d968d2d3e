import { normalizeText } from './normalize.ts';
import { typosBetween } from './typo-tolerance.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * The shortest start of `word` whose normalised form begins with `typed`, in original letters:
 * typing `fu` marks `Fü` of `Für`, typing `gros` marks `Groß` of `Großformat`.
 */
function matchedStart(word: string, typed: string): string | undefined {
  if (!normalizeText(word).startsWith(typed)) return undefined;
  for (let length = 1; length <= word.length; length += 1) {
    const start = word.slice(0, length);
    if (normalizeText(start).startsWith(typed)) return start;
  }
  return word;
}

/**
 * The text as HTML with the parts the typed words matched in `<em>` (typeahead's `suggestion`,
 * `<em>Ray</em>-Ban in <em>Sonnen</em>brillen`): a whole word for an exact or misspelt match, the
 * start of a word for a prefix. Everything else is escaped.
 */
export function highlight(text: string, typedWords: readonly string[]): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    const index = match.index;
    html += escapeHtml(text.slice(last, index));
    last = index + word.length;
    const normalized = normalizeText(word);
    let marked: string | undefined;
    for (const typed of typedWords) {
      if (typed === '') continue;
      const start = matchedStart(word, typed);
      const candidate = start ?? (typosBetween(typed, normalized) === undefined ? undefined : word);
      if (candidate !== undefined && candidate.length > (marked?.length ?? 0)) marked = candidate;
    }
    html +=
      marked === undefined
        ? escapeHtml(word)
        : `<em>${escapeHtml(marked)}</em>${escapeHtml(word.slice(marked.length))}`;
  }
  return html + escapeHtml(text.slice(last));
}
