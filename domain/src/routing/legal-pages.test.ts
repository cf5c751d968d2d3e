import { describe, expect, it } from 'vitest';
import { languageCodes } from '../shops/shop-table.ts';
import type { LanguageCode } from '../shops/shop-table.ts';
import { legalPagePath, legalPageSlugs } from './legal-pages.ts';
import type { LegalPage } from './legal-pages.ts';

describe('§9 privacy and imprint URLs per locale', () => {
  it('§9 the privacy slugs are datenschutz, ochronadanych, ochrana-udaju, protectiondesdonnees, protezionedeidati', () => {
    expect(Object.values(legalPageSlugs.privacy).sort()).toEqual(
      ['datenschutz', 'ochronadanych', 'ochrana-udaju', 'protectiondesdonnees', 'protezionedeidati'].sort(),
    );
  });

  it.each<[LanguageCode, LegalPage, string]>([
    ['de', 'privacy', '/datenschutz/'],
    ['fr', 'privacy', '/protectiondesdonnees/'],
    ['it', 'privacy', '/protezionedeidati/'],
    ['pl', 'privacy', '/ochronadanych/'],
    ['cs', 'privacy', '/ochrana-udaju/'],
    ['de', 'imprint', '/impressum/'],
    ['fr', 'imprint', '/mentions-legales/'],
    ['it', 'imprint', '/note-legali/'],
    ['pl', 'imprint', '/nota-prawna/'],
    ['cs', 'imprint', '/pravni-informace/'],
  ])('%s %s → %s', (language, page, path) => {
    expect(legalPagePath(language, page)).toBe(path);
  });

  it.each(languageCodes)('%s has a path for every legal page, each with its own slug', (language) => {
    const paths = [legalPagePath(language, 'privacy'), legalPagePath(language, 'imprint')];
    expect(new Set(paths).size).toBe(2);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+\/$/);
  });
});
