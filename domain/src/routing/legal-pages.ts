import type { LanguageCode } from '../shops/shop-table.ts';

/**
 * The legal pages of every shop (§9: privacy and imprint URLs exist per locale), and the terms and
 * conditions with the right of withdrawal, which the checkout's terms checkbox links to.
 */
export const legalPages = ['privacy', 'imprint', 'terms'] as const;
export type LegalPage = (typeof legalPages)[number];

/**
 * Each legal page's slug by language: §9 names the privacy slugs; the imprint's and the terms' are
 * those of the content (the `impressum` and `agb` stories' translated slugs). Shops of one language
 * share them: de-ch and de-it link to `/datenschutz/` as de-de does.
 */
export const legalPageSlugs: Readonly<Record<LegalPage, Readonly<Record<LanguageCode, string>>>> = {
  privacy: {
    de: 'datenschutz',
    fr: 'protectiondesdonnees',
    it: 'protezionedeidati',
    pl: 'ochronadanych',
    cs: 'ochrana-udaju',
  },
  imprint: {
    de: 'impressum',
    fr: 'mentions-legales',
    it: 'note-legali',
    pl: 'nota-prawna',
    cs: 'pravni-informace',
  },
  terms: {
    de: 'agb',
    fr: 'conditions-generales',
    it: 'condizioni-generali',
    pl: 'regulamin',
    cs: 'obchodni-podminky',
  },
};

/** The shop path of a legal page in a language (§2: paths end with a slash): `/protectiondesdonnees/`. */
export function legalPagePath(language: LanguageCode, page: LegalPage): string {
  return `/${legalPageSlugs[page][language]}/`;
}
