/**
 * §5: attribute values that mean "yes" in our languages and in data: 1, ja (de), true, ano (cs),
 * tak (pl), oui (fr), si (it). We also accept sì, the correct Italian spelling, because Italian
 * editors type it; the unaccented si stays accepted as §5 lists it.
 */
export const truthyAttributeValues = ['1', 'ja', 'true', 'ano', 'tak', 'oui', 'si', 'sì'] as const;

const truthy: ReadonlySet<string> = new Set(truthyAttributeValues);

/**
 * Whether a product attribute value counts as true (§5): one of `truthyAttributeValues`, trimmed
 * and ignoring case (`' JA '`, `'Oui'`, `'SÌ'`). A boolean `true` or the number 1 from JSON count
 * too; anything else, including missing values, is false.
 */
export function isTruthyAttributeValue(value: string | number | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (value == null) return false;
  return truthy.has(value.trim().normalize('NFC').toLowerCase());
}
