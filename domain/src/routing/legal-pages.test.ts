import { describe, expect, it } from 'vitest';
import { languageCodes, shops } from '../shops/shop-table.ts';
import type { LanguageCode } from '../shops/shop-table.ts';
import { legalPagePath, legalPageSlugs, legalPages } from './legal-pages.ts';
import type { LegalPage } from './legal-pages.ts';
import { matchRoute } from './route-table.ts';

describe('§9 privacy, imprint and terms URLs per locale', () => {
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
    ['de', 'terms', '/agb/'],
    ['fr', 'terms', '/conditions-generales/'],
    ['it', 'terms', '/condizioni-generali/'],
    ['pl', 'terms', '/regulamin/'],
    ['cs', 'terms', '/obchodni-podminky/'],
  ])('%s %s → %s', (language, page, path) => {
    expect(legalPagePath(language, page)).toBe(path);
  });

  it.each(languageCodes)('%s has a path for every legal page, each with its own slug', (language) => {
    const paths = legalPages.map((page) => legalPagePath(language, page));
    expect(new Set(paths).size).toBe(legalPages.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+\/$/);
  });

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: no route of the app claims a legal page’s path, so the content page answers it',
    (_code, shop) => {
      for (const page of legalPages) {
        const matched = matchRoute(shop, legalPagePath(shop.language, page));
        expect(matched.ok && matched.route.routeId, page).toBe('category');
      }
    },
  );
});
