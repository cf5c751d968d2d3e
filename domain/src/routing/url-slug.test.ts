import { describe, expect, it } from 'vitest';
import { isUrlSlug, toUrlSlug } from './url-slug.ts';

describe('§2 slugs: lowercase ASCII words joined by hyphens, with transliteration', () => {
  it.each([
    ['Ray-Ban Wayfarer', 'ray-ban-wayfarer'],
    // German writes umlauts and ß out
    ['Brillenträger Größe Übergröße', 'brillentraeger-groesse-uebergroesse'],
    ['ÄÖÜ', 'aeoeue'],
    ['Straße', 'strasse'],
    ['GROẞ', 'gross'],
    // already decomposed umlaut (u + U+0308) is written out too
    ['Mu\u0308ller', 'mueller'],
    // French and Italian lose their accents
    ["Lunettes d'été à l'œil", 'lunettes-d-ete-a-l-oeil'],
    ['Ça coûte', 'ca-coute'],
    ['Perché così', 'perche-cosi'],
    ['Ægis', 'aegis'],
    ['Søren', 'soren'],
    // Polish
    ['Łódź Żółć', 'lodz-zolc'],
    ['Kraków Gdańsk Świętokrzyskie', 'krakow-gdansk-swietokrzyskie'],
    // Czech
    ['Přehled čočky Říčany', 'prehled-cocky-ricany'],
    ['Ústí nad Labem ďábel ťuk ňadro', 'usti-nad-labem-dabel-tuk-nadro'],
    ['Đorđe', 'dorde'],
    // separators collapse and do not lead or trail
    ['  --Sonnen  Brille!! 2024 -- ', 'sonnen-brille-2024'],
    ['50/20 mm', '50-20-mm'],
    ['A_B', 'a-b'],
    ['★', ''],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(toUrlSlug(text)).toBe(slug);
  });

  it.each([
    ['brillen', true],
    ['ray-ban-4711', true],
    ['4711', true],
    ['', false],
    ['-brillen', false],
    ['brillen-', false],
    ['ray--ban', false],
    ['Brillen', false],
    ['brillen/x', false],
    ['brillen_x', false],
    ['brüllen', false],
  ])('%j is a slug: %s', (segment, expected) => {
    expect(isUrlSlug(segment)).toBe(expected);
  });
});
