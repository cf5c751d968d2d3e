import type { MainNavigationItem } from './main-navigation.tsx';

/*
 * Navigation trees of four shops for the header's stories: the glasses item has more than 10
 * children (two flyout columns, §2), the sunglasses item fewer (one column), and a few items have a
 * third level for the side navigation to drill into.
 */

export type NavigationLanguage = 'de' | 'fr' | 'pl' | 'cs';

function leaves(base: string, labels: readonly [string, string][]): MainNavigationItem[] {
  return labels.map(([slug, label]) => ({ label, href: `${base}${slug}/` }));
}

const germanTree: MainNavigationItem[] = [
  {
    id: 'brillen',
    label: 'Brillen',
    href: '/brillen/',
    overviewLabel: 'Alle Brillen',
    children: [
      {
        label: 'Damenbrillen',
        href: '/brillen/damen/',
        overviewLabel: 'Alle Damenbrillen',
        children: leaves('/brillen/damen/', [
          ['vollrand', 'Vollrandbrillen'],
          ['halbrand', 'Halbrandbrillen'],
          ['randlos', 'Randlose Brillen'],
        ]),
      },
      ...leaves('/brillen/', [
        ['herren', 'Herrenbrillen'],
        ['kinder', 'Kinderbrillen'],
        ['gleitsicht', 'Gleitsichtbrillen'],
        ['arbeitsplatz', 'Arbeitsplatzbrillen'],
        ['sport', 'Sportbrillen'],
        ['lesebrillen', 'Lesebrillen'],
        ['blaulichtfilter', 'Brillen mit Blaulichtfilter'],
        ['titan', 'Titanbrillen'],
        ['randlos', 'Randlose Brillen'],
        ['vollrand', 'Vollrandbrillen'],
        ['halbrand', 'Halbrandbrillen'],
        ['marken', 'Alle Marken'],
      ]),
    ],
  },
  {
    id: 'sonnenbrillen',
    label: 'Sonnenbrillen',
    href: '/sonnenbrillen/',
    overviewLabel: 'Alle Sonnenbrillen',
    children: leaves('/sonnenbrillen/', [
      ['damen', 'Damen-Sonnenbrillen'],
      ['herren', 'Herren-Sonnenbrillen'],
      ['kinder', 'Kinder-Sonnenbrillen'],
      ['mit-sehstaerke', 'Sonnenbrillen mit Sehstärke'],
      ['polarisiert', 'Polarisierte Sonnenbrillen'],
      ['sport', 'Sport-Sonnenbrillen'],
    ]),
  },
  {
    id: 'kontaktlinsen',
    label: 'Kontaktlinsen',
    href: '/kontaktlinsen/',
    overviewLabel: 'Alle Kontaktlinsen',
    children: leaves('/kontaktlinsen/', [
      ['tageslinsen', 'Tageslinsen'],
      ['monatslinsen', 'Monatslinsen'],
      ['torisch', 'Torische Kontaktlinsen'],
      ['multifokal', 'Multifokale Kontaktlinsen'],
      ['pflegemittel', 'Pflegemittel'],
    ]),
  },
  {
    id: 'hoerakustik',
    label: 'Hörakustik',
    href: '/hoerakustik/',
    overviewLabel: 'Alles zur Hörakustik',
    children: leaves('/hoerakustik/', [
      ['zubehoer', 'Hörgeräte-Zubehör'],
      ['batterien', 'Hörgeräte-Batterien'],
      ['hoertest', 'Online-Hörtest'],
    ]),
  },
  { id: 'angebote', label: 'Angebote', href: '/angebote/' },
];

const frenchTree: MainNavigationItem[] = [
  {
    id: 'lunettes',
    label: 'Lunettes',
    href: '/lunettes/',
    overviewLabel: 'Toutes les lunettes',
    children: [
      {
        label: 'Lunettes femme',
        href: '/lunettes/femme/',
        overviewLabel: 'Toutes les lunettes femme',
        children: leaves('/lunettes/femme/', [
          ['cerclees', 'Lunettes cerclées'],
          ['demi-cerclees', 'Lunettes demi-cerclées'],
          ['sans-monture', 'Lunettes sans monture'],
        ]),
      },
      ...leaves('/lunettes/', [
        ['homme', 'Lunettes homme'],
        ['enfant', 'Lunettes enfant'],
        ['progressives', 'Lunettes progressives'],
        ['ecran', 'Lunettes pour écran'],
        ['sport', 'Lunettes de sport'],
        ['lecture', 'Lunettes de lecture'],
        ['lumiere-bleue', 'Lunettes anti-lumière bleue'],
        ['titane', 'Lunettes en titane'],
        ['sans-monture', 'Lunettes sans monture'],
        ['cerclees', 'Lunettes cerclées'],
        ['marques', 'Toutes les marques'],
      ]),
    ],
  },
  {
    id: 'lunettes-de-soleil',
    label: 'Lunettes de soleil',
    href: '/lunettes-de-soleil/',
    overviewLabel: 'Toutes les lunettes de soleil',
    children: leaves('/lunettes-de-soleil/', [
      ['femme', 'Lunettes de soleil femme'],
      ['homme', 'Lunettes de soleil homme'],
      ['enfant', 'Lunettes de soleil enfant'],
      ['correctrices', 'Lunettes de soleil correctrices'],
      ['polarisees', 'Lunettes de soleil polarisées'],
    ]),
  },
  {
    id: 'lentilles',
    label: 'Lentilles de contact',
    href: '/lentilles-de-contact/',
    overviewLabel: 'Toutes les lentilles',
    children: leaves('/lentilles-de-contact/', [
      ['journalieres', 'Lentilles journalières'],
      ['mensuelles', 'Lentilles mensuelles'],
      ['toriques', 'Lentilles toriques'],
      ['entretien', "Produits d'entretien"],
    ]),
  },
  { id: 'audition', label: 'Audition', href: '/audition/' },
  { id: 'promotions', label: 'Promotions', href: '/promotions/' },
];

const polishTree: MainNavigationItem[] = [
  {
    id: 'okulary',
    label: 'Okulary',
    href: '/okulary/',
    overviewLabel: 'Wszystkie okulary',
    children: [
      {
        label: 'Okulary damskie',
        href: '/okulary/damskie/',
        overviewLabel: 'Wszystkie okulary damskie',
        children: leaves('/okulary/damskie/', [
          ['pelne', 'Oprawy pełne'],
          ['zylkowe', 'Oprawy żyłkowe'],
          ['bezramkowe', 'Oprawy bezramkowe'],
        ]),
      },
      ...leaves('/okulary/', [
        ['meskie', 'Okulary męskie'],
        ['dzieciece', 'Okulary dziecięce'],
        ['progresywne', 'Okulary progresywne'],
        ['do-komputera', 'Okulary do komputera'],
        ['sportowe', 'Okulary sportowe'],
        ['do-czytania', 'Okulary do czytania'],
        ['swiatlo-niebieskie', 'Okulary z filtrem światła niebieskiego'],
        ['tytanowe', 'Oprawy tytanowe'],
        ['bezramkowe', 'Oprawy bezramkowe'],
        ['pelne', 'Oprawy pełne'],
        ['marki', 'Wszystkie marki'],
      ]),
    ],
  },
  {
    id: 'okulary-przeciwsloneczne',
    label: 'Okulary przeciwsłoneczne',
    href: '/okulary-przeciwsloneczne/',
    overviewLabel: 'Wszystkie okulary przeciwsłoneczne',
    children: leaves('/okulary-przeciwsloneczne/', [
      ['damskie', 'Damskie'],
      ['meskie', 'Męskie'],
      ['dzieciece', 'Dziecięce'],
      ['korekcyjne', 'Korekcyjne'],
      ['polaryzacyjne', 'Polaryzacyjne'],
    ]),
  },
  {
    id: 'soczewki',
    label: 'Soczewki kontaktowe',
    href: '/soczewki-kontaktowe/',
    overviewLabel: 'Wszystkie soczewki',
    children: leaves('/soczewki-kontaktowe/', [
      ['jednodniowe', 'Soczewki jednodniowe'],
      ['miesieczne', 'Soczewki miesięczne'],
      ['toryczne', 'Soczewki toryczne'],
      ['plyny', 'Płyny do soczewek'],
    ]),
  },
  { id: 'promocje', label: 'Promocje', href: '/promocje/' },
];

const czechTree: MainNavigationItem[] = [
  {
    id: 'bryle',
    label: 'Brýle',
    href: '/bryle/',
    overviewLabel: 'Všechny brýle',
    children: [
      {
        label: 'Dámské brýle',
        href: '/bryle/damske/',
        overviewLabel: 'Všechny dámské brýle',
        children: leaves('/bryle/damske/', [
          ['celoobrubove', 'Celoobroučkové brýle'],
          ['polorameckove', 'Poloobroučkové brýle'],
          ['bezramecko', 'Bezobroučkové brýle'],
        ]),
      },
      ...leaves('/bryle/', [
        ['panske', 'Pánské brýle'],
        ['detske', 'Dětské brýle'],
        ['progresivni', 'Progresivní brýle'],
        ['na-pocitac', 'Brýle na počítač'],
        ['sportovni', 'Sportovní brýle'],
        ['na-cteni', 'Brýle na čtení'],
        ['modre-svetlo', 'Brýle s filtrem modrého světla'],
        ['titanove', 'Titanové obroučky'],
        ['bezramecko', 'Bezobroučkové brýle'],
        ['celoobrubove', 'Celoobroučkové brýle'],
        ['znacky', 'Všechny značky'],
      ]),
    ],
  },
  {
    id: 'slunecni-bryle',
    label: 'Sluneční brýle',
    href: '/slunecni-bryle/',
    overviewLabel: 'Všechny sluneční brýle',
    children: leaves('/slunecni-bryle/', [
      ['damske', 'Dámské sluneční brýle'],
      ['panske', 'Pánské sluneční brýle'],
      ['detske', 'Dětské sluneční brýle'],
      ['dioptricke', 'Dioptrické sluneční brýle'],
      ['polarizacni', 'Polarizační sluneční brýle'],
    ]),
  },
  {
    id: 'kontaktni-cocky',
    label: 'Kontaktní čočky',
    href: '/kontaktni-cocky/',
    overviewLabel: 'Všechny kontaktní čočky',
    children: leaves('/kontaktni-cocky/', [
      ['jednodenni', 'Jednodenní čočky'],
      ['mesicni', 'Měsíční čočky'],
      ['toricke', 'Torické čočky'],
      ['roztoky', 'Roztoky a péče'],
    ]),
  },
  { id: 'akce', label: 'Akce', href: '/akce/' },
];

export const navigationTrees: Record<NavigationLanguage, MainNavigationItem[]> = {
  de: germanTree,
  fr: frenchTree,
  pl: polishTree,
  cs: czechTree,
};

/** The landmark's name and the side navigation's labels in each language. */
export const navigationLabels: Record<
  NavigationLanguage,
  { navigation: string; trigger: string; title: string; close: string; back: string }
> = {
  de: {
    navigation: 'Hauptnavigation',
    trigger: 'Menü öffnen',
    title: 'Menü',
    close: 'Schließen',
    back: 'Zurück',
  },
  fr: {
    navigation: 'Navigation principale',
    trigger: 'Ouvrir le menu',
    title: 'Menu',
    close: 'Fermer',
    back: 'Retour',
  },
  pl: {
    navigation: 'Nawigacja główna',
    trigger: 'Otwórz menu',
    title: 'Menu',
    close: 'Zamknij',
    back: 'Wstecz',
  },
  cs: {
    navigation: 'Hlavní navigace',
    trigger: 'Otevřít menu',
    title: 'Menu',
    close: 'Zavřít',
    back: 'Zpět',
  },
};
