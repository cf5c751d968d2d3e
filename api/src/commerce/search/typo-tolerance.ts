/**
 * How many typos a typed word may carry and still mean a word: none below 4 letters (`rot` must
 * not find `rosa`), then one in five letters (`fuzzy 0.2`), as the index's fuzzy search allows.
 */
export const fuzziness = 0.2;
export const minimumFuzzyLength = 4;

export function allowedTypos(word: string): number {
  return word.length < minimumFuzzyLength ? 0 : Math.round(word.length * fuzziness);
}

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos between a typed word and a known word (both normalised), or undefined when too many. */
export function typosBetween(typed: string, known: string): number | undefined {
  if (typed === known) return 0;
  const allowed = allowedTypos(typed);
  if (allowed === 0) return undefined;
  const distance = editDistance(typed, known, allowed);
  return distance <= allowed ? distance : undefined;
}
