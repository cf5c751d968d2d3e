/**
 * The part of a URL a name becomes (§2 product slugs, branch cities, category paths): lowercase
 * ASCII letters and digits in words joined by single hyphens, `ray-ban-wayfarer-schwarz`.
 */
export const urlSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a path segment is a well-formed slug (no uppercase, no doubled or outer hyphens). */
export function isUrlSlug(segment: string): boolean {
  return urlSlugPattern.test(segment);
}

/*
 * Letters that Unicode decomposition does not turn into a base letter plus an accent, or that
 * German writes out as two letters (Müller → mueller, not muller). Everything else with an accent
 * (é, č, ř, ą, ż, ů ...) loses the accent after NFD.
 */
const writtenOut: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};

/**
 * Turns a name into a URL slug with the transliteration the shop's five languages need:
 * `Brillenträger Größe` → `brillentraeger-groesse`, `Łódź` → `lodz`, `Přehled` → `prehled`,
 * `Lunettes d'été` → `lunettes-d-ete`. Anything that is not a letter or digit separates words.
 * A name with no letters or digits gives the empty string.
 */
export function toUrlSlug(text: string): string {
  // NFC first so that an already decomposed `u` + umlaut is found as `ü` and written out.
  return [...text.normalize('NFC').toLowerCase()]
    .map((char) => writtenOut[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
