import type { LanguageCode, ProductCategoryKind } from '@lumen/domain';

/**
 * Words shoppers use for a kind of product although product names rarely carry them: nobody names
 * a frame "Brille", yet "brille" should find it. German gets the compounds it writes as one word
 * (`Sonnenbrille`) and their heads (`Brille`), since the index does not split compounds.
 */
export const productKindWords: Record<ProductCategoryKind, Record<LanguageCode, string>> = {
  glasses: {
    de: 'Brille Brillen Korrektionsbrille Brillenfassung',
    fr: 'lunettes de vue monture',
    it: 'occhiali da vista montatura',
    pl: 'okulary korekcyjne oprawki',
    cs: 'dioptrické brýle obruby',
  },
  sunglasses: {
    de: 'Sonnenbrille Sonnenbrillen Brille',
    fr: 'lunettes de soleil solaires',
    it: 'occhiali da sole',
    pl: 'okulary przeciwsłoneczne',
    cs: 'sluneční brýle',
  },
  contactLenses: {
    de: 'Kontaktlinsen Kontaktlinse Linsen',
    fr: 'lentilles de contact',
    it: 'lenti a contatto',
    pl: 'soczewki kontaktowe',
    cs: 'kontaktní čočky',
  },
  careproducts: {
    de: 'Pflegemittel Pflege',
    fr: 'produits d’entretien',
    it: 'prodotti per la cura',
    pl: 'pielęgnacja',
    cs: 'péče',
  },
  merch: {
    de: 'Zubehör Accessoires',
    fr: 'accessoires',
    it: 'accessori',
    pl: 'akcesoria',
    cs: 'příslušenství doplňky',
  },
  readyMadeGlasses: {
    de: 'Fertigbrille Lesebrille Brille',
    fr: 'lunettes prêtes à porter',
    it: 'occhiali premontati',
    pl: 'okulary gotowe',
    cs: 'hotové brýle',
  },
  readingAidGlasses: {
    de: 'Lesebrille Lesebrillen Lesehilfe Brille',
    fr: 'lunettes de lecture loupe',
    it: 'occhiali da lettura presbiopia',
    pl: 'okulary do czytania',
    cs: 'brýle na čtení',
  },
  hearingAidsMerch: {
    de: 'Hörgeräte Hörgerät Zubehör',
    fr: 'appareils auditifs',
    it: 'apparecchi acustici',
    pl: 'aparaty słuchowe',
    cs: 'naslouchadla',
  },
  smartglasses: {
    de: 'Smart Glasses Brille',
    fr: 'lunettes connectées',
    it: 'occhiali smart',
    pl: 'inteligentne okulary',
    cs: 'chytré brýle',
  },
  blueLightBlocking: {
    de: 'Bildschirmbrille Blaulichtfilter Brille',
    fr: 'lunettes écran lumière bleue',
    it: 'occhiali luce blu schermo',
    pl: 'okulary do komputera światło niebieskie',
    cs: 'brýle na počítač modré světlo',
  },
};

/**
 * Words too common to tell products apart (articles, prepositions). They are dropped from the
 * index and from queries of that language alike, so `lunettes de soleil` needs no `de` to match.
 * Only words no brand or model is named with are listed.
 */
export const stopWords: Record<LanguageCode, readonly string[]> = {
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'und', 'mit', 'von', 'im', 'in', 'zu', 'zum', 'zur'],
  fr: [
    'de',
    'des',
    'du',
    'la',
    'le',
    'les',
    'l',
    'd',
    'un',
    'une',
    'et',
    'en',
    'pour',
    'a',
    'au',
    'aux',
    'avec',
  ],
  it: [
    'di',
    'da',
    'del',
    'della',
    'dei',
    'delle',
    'il',
    'lo',
    'la',
    'i',
    'gli',
    'le',
    'e',
    'in',
    'per',
    'con',
    'a',
  ],
  pl: ['do', 'z', 'ze', 'na', 'w', 'dla', 'i', 'o'],
  cs: ['na', 'do', 's', 'se', 'z', 'ze', 'pro', 'k', 'v', 've', 'a', 'i', 'o'],
};
