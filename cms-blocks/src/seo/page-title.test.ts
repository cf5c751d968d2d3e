import { describe, expect, it } from 'vitest';
import { pageTitle, pageTitleLength } from './page-title.ts';

describe('§9 page title length thresholds 22, 29, 50: the page title', () => {
  it.for([
    // Up to 29 characters the site name is added.
    ['Sehtest', 'Lumen Optik', 'Sehtest | Lumen Optik'],
    ['Kontaktlinsen im Abonnement', 'Lumen Optik', 'Kontaktlinsen im Abonnement | Lumen Optik'],
    ['Okulary korekcyjne dla dzieci', 'Lumen Optyk', 'Okulary korekcyjne dla dzieci | Lumen Optyk'], // 29
    // From 30 characters the title stands alone.
    ['Okulary korekcyjne dla dzieci.', 'Lumen Optyk', 'Okulary korekcyjne dla dzieci.'], // 30
    ['Gleitsichtbrillen zum Aktionspreis', 'Lumen Optik', 'Gleitsichtbrillen zum Aktionspreis'],
    // Longer than 50: kept whole, never cut.
    [
      'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen',
      'Lumen Optik',
      'Brillen, Sonnenbrillen und Kontaktlinsen online bestellen',
    ],
    // A title that names the site already (the seeded titles do) is kept.
    [
      'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik',
      'Lumen Optik',
      'Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik',
    ],
    ['Impressum | lumen optik', 'Lumen Optik', 'Impressum | lumen optik'],
    // A site name so long that the whole would pass 50 is left out.
    ['Kontaktlinsen', 'Lumen Optik Augenoptik und Hörakustik AG', 'Kontaktlinsen'],
    // Letters outside ASCII count once each.
    ['Úvodní stránka', 'Lumen Optika', 'Úvodní stránka | Lumen Optika'],
    ['  Filialen   in Wien ', 'Lumen Optik', 'Filialen in Wien | Lumen Optik'],
    ['', 'Lumen Optik', 'Lumen Optik'],
    ['   ', 'Lumen Optyk', 'Lumen Optyk'],
  ] as const)('"%s" with %s → "%s"', ([title, siteName, expected]) => {
    expect(pageTitle(title, siteName)).toBe(expected);
  });
});

describe('§9 page title length thresholds 22, 29, 50: how a title measures up', () => {
  it.for([
    ['Sehtest | Lumen Optik', 'too-short'], // 21
    ['Sehtest | Lumen Optika', 'fits'], // 22
    ['Brillen, Sonnenbrillen und Kontaktlinsen | Lumen', 'fits'], // 48
    ['Brillen, Sonnenbrillen und Kontaktlinsen | LumenOp', 'fits'], // 50
    ['Brillen, Sonnenbrillen und Kontaktlinsen | Lumen Optik', 'too-long'], // 54
    ['Zásady ochrany osobních údajů | Lumen Optika', 'fits'],
  ] as const)('"%s" is %s', ([title, length]) => {
    expect(pageTitleLength(title)).toBe(length);
  });
});
