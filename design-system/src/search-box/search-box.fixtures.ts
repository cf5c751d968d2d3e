import { formatPrice, type PriceFormatting } from '@lumen/domain';
import type {
  SearchBoxProps,
  SearchCategorySuggestion,
  SearchFallback,
  SearchNavigationSuggestion,
  SearchProductSuggestion,
  SearchSuggestionItem,
} from './search-box.tsx';

/*
 * Suggestions and fallback content of four shops for the stories, with prices formatted by the
 * domain as each shop shows them.
 */

export type SearchLanguage = 'de' | 'fr' | 'pl' | 'cs';

const shops: Record<SearchLanguage, PriceFormatting> = {
  de: { locale: 'de-DE', currency: 'EUR' },
  fr: { locale: 'fr-CH', currency: 'CHF' },
  pl: { locale: 'pl-PL', currency: 'PLN' },
  cs: { locale: 'cs-CZ', currency: 'CZK' },
};

/** A frame drawn as an SVG data URL, so that stories show a product image without a network. */
export function frameImage(colour: string, shape: 'round' | 'square' | 'aviator' = 'square'): string {
  const lens = {
    round: '<circle cx="30" cy="32" r="17"/><circle cx="90" cy="32" r="17"/>',
    square:
      '<rect x="11" y="18" width="38" height="28" rx="6"/><rect x="71" y="18" width="38" height="28" rx="6"/>',
    aviator:
      '<path d="M12 20h36c2 14-4 26-18 26S10 34 12 20Z"/><path d="M72 20h36c2 14-4 26-18 26S70 34 72 20Z"/>',
  }[shape];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 64"><g fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="round">${lens}<path d="M49 28c4-5 18-5 22 0"/><path d="M11 24 3 20M109 24l8-4"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function product(
  language: SearchLanguage,
  id: string,
  brand: string,
  label: string,
  cents: number,
  href: string,
  image: string,
): SearchProductSuggestion {
  return {
    type: 'product',
    id,
    brand,
    label,
    href,
    price: formatPrice(cents, shops[language]),
    imageSrc: image,
  };
}

function category(id: string, label: string, href: string, productCount: number): SearchCategorySuggestion {
  return { type: 'category', id, label, href, productCount };
}

function page(id: string, label: string, href: string): SearchNavigationSuggestion {
  return { type: 'navigationItem', id, label, href };
}

/** Suggestions for the term "ray" (German) or its equivalent, deliberately out of type order. */
export const suggestionsByLanguage: Record<
  SearchLanguage,
  { term: string; suggestions: SearchSuggestionItem[] }
> = {
  de: {
    term: 'ray',
    suggestions: [
      category('c1', 'Sonnenbrillen: Ray-Ban', '/sonnenbrillen/?brand=12', 124),
      product(
        'de',
        'p1',
        'Ray-Ban',
        'RB2140 Wayfarer Schwarz',
        15900,
        '/p/rb2140-wayfarer-schwarz-101/',
        frameImage('#17212b'),
      ),
      product(
        'de',
        'p2',
        'Ray-Ban',
        'RB3025 Aviator Gold',
        16900,
        '/p/rb3025-aviator-gold-102/',
        frameImage('#a07a2c', 'aviator'),
      ),
      product(
        'de',
        'p3',
        'Ray-Ban',
        'RX5154 Clubmaster Havanna',
        13900,
        '/p/rx5154-clubmaster-havanna-103/',
        frameImage('#7a4a21'),
      ),
      category('c2', 'Brillen: Ray-Ban', '/brillen/?brand=12', 86),
      page('n1', 'Ray-Ban Markenwelt', '/marken/ray-ban/'),
    ],
  },
  fr: {
    term: 'ray',
    suggestions: [
      product(
        'fr',
        'p1',
        'Ray-Ban',
        'RB2140 Wayfarer noir',
        17900,
        '/p/rb2140-wayfarer-noir-101/',
        frameImage('#17212b'),
      ),
      product(
        'fr',
        'p2',
        'Ray-Ban',
        'RB3025 Aviator doré',
        18900,
        '/p/rb3025-aviator-dore-102/',
        frameImage('#a07a2c', 'aviator'),
      ),
      category('c1', 'Lunettes de soleil : Ray-Ban', '/lunettes-de-soleil/?brand=12', 118),
      category('c2', 'Lunettes : Ray-Ban', '/lunettes/?brand=12', 74),
      page('n1', 'L’univers Ray-Ban', '/marques/ray-ban/'),
    ],
  },
  pl: {
    term: 'ray',
    suggestions: [
      product(
        'pl',
        'p1',
        'Ray-Ban',
        'RB2140 Wayfarer czarne',
        69900,
        '/p/rb2140-wayfarer-czarne-101/',
        frameImage('#17212b'),
      ),
      product(
        'pl',
        'p2',
        'Ray-Ban',
        'RB3025 Aviator złote',
        74900,
        '/p/rb3025-aviator-zlote-102/',
        frameImage('#a07a2c', 'aviator'),
      ),
      category('c1', 'Okulary przeciwsłoneczne: Ray-Ban', '/okulary-przeciwsloneczne/?brand=12', 97),
      page('n1', 'Świat marki Ray-Ban', '/marki/ray-ban/'),
    ],
  },
  cs: {
    term: 'ray',
    suggestions: [
      product(
        'cs',
        'p1',
        'Ray-Ban',
        'RB2140 Wayfarer černé',
        389000,
        '/p/rb2140-wayfarer-cerne-101/',
        frameImage('#17212b'),
      ),
      category('c1', 'Sluneční brýle: Ray-Ban', '/slunecni-bryle/?brand=12', 88),
      category('c2', 'Brýle: Ray-Ban', '/bryle/?brand=12', 52),
      page('n1', 'Svět značky Ray-Ban', '/znacky/ray-ban/'),
    ],
  },
};

/** Fallback content, each list one longer than the flyout shows (§2: 6 products, 3 and 3). */
export const fallbackByLanguage: Record<SearchLanguage, SearchFallback> = {
  de: {
    newestProducts: [
      product(
        'de',
        'f1',
        'Lumen Optik',
        'Linea 01 Titan Silber',
        8900,
        '/p/linea-01-titan-silber-201/',
        frameImage('#7a838c', 'round'),
      ),
      product(
        'de',
        'f2',
        'Oakley',
        'Holbrook Schwarz matt',
        15900,
        '/p/holbrook-matt-schwarz-202/',
        frameImage('#17212b'),
      ),
      product(
        'de',
        'f3',
        'Tom Ford',
        'FT5401 Havanna',
        29900,
        '/p/ft5401-havanna-203/',
        frameImage('#7a4a21'),
      ),
      product(
        'de',
        'f4',
        'Lumen Optik',
        'Kids 12 Blau',
        4900,
        '/p/kids-12-blau-204/',
        frameImage('#1d5fa6', 'round'),
      ),
      product(
        'de',
        'f5',
        'Persol',
        'PO3019S Aviator',
        21900,
        '/p/po3019s-aviator-205/',
        frameImage('#a07a2c', 'aviator'),
      ),
      product(
        'de',
        'f6',
        'Lumen Optik',
        'Tageslinsen Comfort 1-Day, 90 Stück',
        3990,
        '/p/comfort-1-day-90-206/',
        frameImage('#0d5c63', 'round'),
      ),
      product(
        'de',
        'f7',
        'Gucci',
        'GG0061S Schwarz',
        32900,
        '/p/gg0061s-schwarz-207/',
        frameImage('#17212b'),
      ),
    ],
    topCategories: [
      category('t1', 'Sonnenbrillen', '/sonnenbrillen/', 1240),
      category('t2', 'Gleitsichtbrillen', '/brillen/gleitsicht/', 860),
      category('t3', 'Tageslinsen', '/kontaktlinsen/tageslinsen/', 142),
      category('t4', 'Lesebrillen', '/brillen/lesebrillen/', 96),
    ],
    defaultPages: [
      page('d1', 'Filiale finden', '/niederlassungen/'),
      page('d2', 'Termin für einen Sehtest buchen', '/service/termin/'),
      page('d3', 'Bestellstatus abfragen', '/service/auftragsstatus/'),
      page('d4', 'Online-Hörtest', '/hoerakustik/hoertest/'),
    ],
  },
  fr: {
    newestProducts: [
      product(
        'fr',
        'f1',
        'Lumen Optik',
        'Linea 01 titane argent',
        9900,
        '/p/linea-01-titane-argent-201/',
        frameImage('#7a838c', 'round'),
      ),
      product(
        'fr',
        'f2',
        'Oakley',
        'Holbrook noir mat',
        17900,
        '/p/holbrook-noir-mat-202/',
        frameImage('#17212b'),
      ),
      product(
        'fr',
        'f3',
        'Tom Ford',
        'FT5401 écaille',
        32900,
        '/p/ft5401-ecaille-203/',
        frameImage('#7a4a21'),
      ),
    ],
    topCategories: [
      category('t1', 'Lunettes de soleil', '/lunettes-de-soleil/', 980),
      category('t2', 'Lunettes progressives', '/lunettes/progressives/', 640),
      category('t3', 'Lentilles journalières', '/lentilles-de-contact/journalieres/', 118),
    ],
    defaultPages: [
      page('d1', 'Trouver un magasin', '/succursales/'),
      page('d2', 'Prendre rendez-vous', '/service/rendez-vous/'),
      page('d3', 'Statut de la commande', '/service/statut/'),
    ],
  },
  pl: {
    newestProducts: [
      product(
        'pl',
        'f1',
        'Lumen Optyk',
        'Linea 01 tytan srebrne',
        39900,
        '/p/linea-01-tytan-srebrne-201/',
        frameImage('#7a838c', 'round'),
      ),
      product(
        'pl',
        'f2',
        'Oakley',
        'Holbrook czarne matowe',
        69900,
        '/p/holbrook-czarne-matowe-202/',
        frameImage('#17212b'),
      ),
    ],
    topCategories: [
      category('t1', 'Okulary przeciwsłoneczne', '/okulary-przeciwsloneczne/', 860),
      category('t2', 'Okulary progresywne', '/okulary/progresywne/', 420),
      category('t3', 'Soczewki jednodniowe', '/soczewki-kontaktowe/jednodniowe/', 96),
    ],
    defaultPages: [
      page('d1', 'Znajdź salon', '/salony/'),
      page('d2', 'Umów wizytę', '/uslugi/wizyta/'),
      page('d3', 'Status zamówienia', '/uslugi/status/'),
    ],
  },
  cs: {
    newestProducts: [
      product(
        'cs',
        'f1',
        'Lumen Optika',
        'Linea 01 titan stříbrné',
        219000,
        '/p/linea-01-titan-stribrne-201/',
        frameImage('#7a838c', 'round'),
      ),
      product(
        'cs',
        'f2',
        'Oakley',
        'Holbrook matně černé',
        389000,
        '/p/holbrook-matne-cerne-202/',
        frameImage('#17212b'),
      ),
    ],
    topCategories: [
      category('t1', 'Sluneční brýle', '/slunecni-bryle/', 740),
      category('t2', 'Progresivní brýle', '/bryle/progresivni/', 380),
      category('t3', 'Jednodenní čočky', '/kontaktni-cocky/jednodenni/', 84),
    ],
    defaultPages: [
      page('d1', 'Najít pobočku', '/pobocky/'),
      page('d2', 'Objednat se na vyšetření', '/sluzby/termin/'),
      page('d3', 'Přehled služeb', '/sluzby/'),
    ],
  },
};

type SearchBoxLabels = Pick<
  SearchBoxProps,
  | 'groupLabels'
  | 'fallbackLabels'
  | 'label'
  | 'placeholder'
  | 'submitLabel'
  | 'clearLabel'
  | 'emptyText'
  | 'loadingText'
>;

export const searchLabels: Record<SearchLanguage, SearchBoxLabels> = {
  de: {
    label: 'Suche',
    placeholder: 'Suchbegriff eingeben',
    submitLabel: 'Suchen',
    clearLabel: 'Suchbegriff löschen',
    emptyText: 'Keine Vorschläge gefunden. Drücken Sie die Eingabetaste, um alle Ergebnisse zu sehen.',
    loadingText: 'Vorschläge werden geladen …',
    groupLabels: { product: 'Produkte', category: 'Kategorien', navigationItem: 'Seiten' },
    fallbackLabels: {
      newestProducts: 'Neuheiten',
      topCategories: 'Beliebte Kategorien',
      defaultPages: 'Service',
    },
  },
  fr: {
    label: 'Recherche',
    placeholder: 'Rechercher un produit',
    submitLabel: 'Rechercher',
    clearLabel: 'Effacer la recherche',
    emptyText: 'Aucune suggestion. Appuyez sur Entrée pour voir tous les résultats.',
    loadingText: 'Chargement des suggestions…',
    groupLabels: { product: 'Produits', category: 'Catégories', navigationItem: 'Pages' },
    fallbackLabels: {
      newestProducts: 'Nouveautés',
      topCategories: 'Catégories populaires',
      defaultPages: 'Service',
    },
  },
  pl: {
    label: 'Szukaj',
    placeholder: 'Wpisz szukaną frazę',
    submitLabel: 'Szukaj',
    clearLabel: 'Wyczyść wyszukiwanie',
    emptyText: 'Brak podpowiedzi. Naciśnij Enter, aby zobaczyć wszystkie wyniki.',
    loadingText: 'Wczytywanie podpowiedzi…',
    groupLabels: { product: 'Produkty', category: 'Kategorie', navigationItem: 'Strony' },
    fallbackLabels: {
      newestProducts: 'Nowości',
      topCategories: 'Popularne kategorie',
      defaultPages: 'Obsługa',
    },
  },
  cs: {
    label: 'Hledat',
    placeholder: 'Zadejte hledaný výraz',
    submitLabel: 'Hledat',
    clearLabel: 'Vymazat hledání',
    emptyText: 'Žádné návrhy. Stiskněte Enter pro zobrazení všech výsledků.',
    loadingText: 'Načítání návrhů…',
    groupLabels: { product: 'Produkty', category: 'Kategorie', navigationItem: 'Stránky' },
    fallbackLabels: {
      newestProducts: 'Novinky',
      topCategories: 'Oblíbené kategorie',
      defaultPages: 'Služby',
    },
  },
};
