import type { ProductCategoryKind, ProductType } from '@lumen/domain';
import { frameColors, lensBaseColors } from '@lumen/domain';
import type {
  AttributeGroupRow,
  AttributeValueRow,
  AttributeValues,
  BrandRow,
  CatalogRows,
  CategoryRow,
  NavigationItemRow,
  NavigationTreeRow,
  ProductRow,
  SalesStatus,
  Translations,
  VariantPriceRow,
  VariantRow,
} from '../catalog/catalog-rows.ts';

/**
 * A small, real-looking catalogue for search tests: frames, sunglasses, reading glasses, contact
 * lenses, care products and accessories of well-known brands and the house brand, with names and
 * labels in German, French, Italian, Polish and Czech. A few rows exist to be left out: an
 * offline product, an inactive one, products sold in one market only, a hidden category.
 */

type Texts = [de: string, fr: string, it: string, pl: string, cs: string];
const t = ([de, fr, it, pl, cs]: Texts): Translations => ({ de, fr, it, pl, cs });
const same = (text: string): Translations => t([text, text, text, text, text]);

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const slugs = (names: Translations): Translations => ({
  de: slugOf(names.de),
  fr: slugOf(names.fr ?? names.de),
  it: slugOf(names.it ?? names.de),
  pl: slugOf(names.pl ?? names.de),
  cs: slugOf(names.cs ?? names.de),
});

// Attribute groups and their labelled values.
const groupDefinitions: [key: string, labels: Texts, values: Record<string, Texts>][] = [
  [
    'frameColor',
    ['Rahmenfarbe', 'Couleur de la monture', 'Colore montatura', 'Kolor oprawki', 'Barva obrub'],
    {
      black: ['Schwarz', 'Noir', 'Nero', 'Czarny', 'Černá'],
      havana: ['Havanna', 'Havane', 'Avana', 'Hawana', 'Havana'],
      tortoise: ['Schildpatt', 'Écaille', 'Tartarugato', 'Szylkret', 'Želvovina'],
      brown: ['Braun', 'Marron', 'Marrone', 'Brązowy', 'Hnědá'],
      gold: ['Gold', 'Doré', 'Oro', 'Złoty', 'Zlatá'],
      silver: ['Silber', 'Argenté', 'Argento', 'Srebrny', 'Stříbrná'],
      gunmetal: ['Gunmetal', 'Gris acier', 'Canna di fucile', 'Grafitowy', 'Grafitová'],
      grey: ['Grau', 'Gris', 'Grigio', 'Szary', 'Šedá'],
      blue: ['Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá'],
      navy: ['Dunkelblau', 'Bleu marine', 'Blu navy', 'Granatowy', 'Tmavě modrá'],
      green: ['Grün', 'Vert', 'Verde', 'Zielony', 'Zelená'],
      red: ['Rot', 'Rouge', 'Rosso', 'Czerwony', 'Červená'],
      burgundy: ['Bordeaux', 'Bordeaux', 'Bordeaux', 'Bordowy', 'Vínová'],
      pink: ['Rosa', 'Rose', 'Rosa', 'Różowy', 'Růžová'],
      purple: ['Lila', 'Violet', 'Viola', 'Fioletowy', 'Fialová'],
      white: ['Weiß', 'Blanc', 'Bianco', 'Biały', 'Bílá'],
      transparent: ['Transparent', 'Transparent', 'Trasparente', 'Przezroczysty', 'Průhledná'],
      beige: ['Beige', 'Beige', 'Beige', 'Beżowy', 'Béžová'],
    },
  ],
  [
    'lensBaseColor',
    ['Glasfarbe', 'Couleur des verres', 'Colore lenti', 'Kolor soczewek', 'Barva skel'],
    {
      grey: ['Grau', 'Gris', 'Grigio', 'Szary', 'Šedá'],
      brown: ['Braun', 'Marron', 'Marrone', 'Brązowy', 'Hnědá'],
      green: ['Grün', 'Vert', 'Verde', 'Zielony', 'Zelená'],
      blue: ['Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá'],
      rose: ['Rosé', 'Rosé', 'Rosato', 'Różowy', 'Růžová'],
      yellow: ['Gelb', 'Jaune', 'Giallo', 'Żółty', 'Žlutá'],
      mirrored_silver: [
        'Silber verspiegelt',
        'Miroir argenté',
        'Specchiato argento',
        'Lustrzane srebrne',
        'Zrcadlová stříbrná',
      ],
      mirrored_blue: [
        'Blau verspiegelt',
        'Miroir bleu',
        'Specchiato blu',
        'Lustrzane niebieskie',
        'Zrcadlová modrá',
      ],
      gradient_grey: [
        'Grau mit Verlauf',
        'Gris dégradé',
        'Grigio sfumato',
        'Szary cieniowany',
        'Šedá s přechodem',
      ],
    },
  ],
  [
    'frameShape',
    ['Form', 'Forme', 'Forma', 'Kształt', 'Tvar'],
    {
      round: ['Rund', 'Ronde', 'Rotonda', 'Okrągłe', 'Kulaté'],
      oval: ['Oval', 'Ovale', 'Ovale', 'Owalne', 'Oválné'],
      rectangular: ['Rechteckig', 'Rectangulaire', 'Rettangolare', 'Prostokątne', 'Obdélníkové'],
      square: ['Eckig', 'Carrée', 'Squadrata', 'Kwadratowe', 'Hranaté'],
      cat_eye: ['Cat-Eye', 'Œil de chat', 'Cat-eye', 'Kocie oko', 'Kočičí oko'],
      aviator: ['Pilotenbrille', 'Aviateur', 'Aviator', 'Pilotki', 'Pilotky'],
      browline: ['Browline', 'Browline', 'Browline', 'Browline', 'Browline'],
      butterfly: ['Butterfly', 'Papillon', 'Farfalla', 'Motylkowe', 'Motýlí'],
      hexagonal: ['Sechseckig', 'Hexagonale', 'Esagonale', 'Sześciokątne', 'Šestiúhelníkové'],
      panto: ['Panto', 'Pantos', 'Panto', 'Panto', 'Panto'],
    },
  ],
  [
    'rimType',
    ['Randart', 'Type de monture', 'Tipo di montatura', 'Rodzaj oprawki', 'Typ obrub'],
    {
      full_rim: ['Vollrand', 'Cerclée', 'Montatura intera', 'Pełna oprawka', 'Celoobrubové'],
      nylor: ['Nylor', 'Nylor', 'Nylor', 'Żyłkowe', 'Silonové'],
      rimless: ['Randlos', 'Percée', 'Glasant', 'Bezramkowe', 'Bezobrubové'],
    },
  ],
  [
    'frameMaterial',
    ['Material', 'Matériau', 'Materiale', 'Materiał', 'Materiál'],
    {
      acetate: ['Acetat', 'Acétate', 'Acetato', 'Acetat', 'Acetát'],
      metal: ['Metall', 'Métal', 'Metallo', 'Metal', 'Kov'],
      titanium: ['Titan', 'Titane', 'Titanio', 'Tytan', 'Titan'],
      stainless_steel: [
        'Edelstahl',
        'Acier inoxydable',
        'Acciaio inossidabile',
        'Stal nierdzewna',
        'Nerezová ocel',
      ],
      tr90: ['TR90', 'TR90', 'TR90', 'TR90', 'TR90'],
      wood: ['Holz', 'Bois', 'Legno', 'Drewno', 'Dřevo'],
    },
  ],
  [
    'gender',
    ['Für', 'Pour', 'Per', 'Dla', 'Pro'],
    {
      women: ['Damen', 'Femme', 'Donna', 'Damskie', 'Dámské'],
      men: ['Herren', 'Homme', 'Uomo', 'Męskie', 'Pánské'],
      unisex: ['Unisex', 'Unisexe', 'Unisex', 'Unisex', 'Unisex'],
      kids: ['Kinder', 'Enfant', 'Bambini', 'Dziecięce', 'Dětské'],
    },
  ],
  [
    'contactLensType',
    ['Linsentyp', 'Type de lentille', 'Tipo di lente', 'Rodzaj soczewki', 'Typ čočky'],
    {
      spherical: ['Sphärisch', 'Sphérique', 'Sferica', 'Sferyczne', 'Sférické'],
      toric: ['Torisch', 'Torique', 'Torica', 'Toryczne', 'Torické'],
      multifocal: ['Multifokal', 'Multifocale', 'Multifocale', 'Wieloogniskowe', 'Multifokální'],
      coloured: ['Farbig', 'Colorées', 'Colorate', 'Kolorowe', 'Barevné'],
    },
  ],
  [
    'wearingTime',
    ['Tragedauer', 'Durée de port', 'Durata', 'Okres noszenia', 'Doba nošení'],
    {
      daily: ['Tageslinsen', 'Journalières', 'Giornaliere', 'Jednodniowe', 'Jednodenní'],
      two_weekly: ['2-Wochen-Linsen', 'Bimensuelles', 'Quindicinali', 'Dwutygodniowe', 'Čtrnáctidenní'],
      monthly: ['Monatslinsen', 'Mensuelles', 'Mensili', 'Miesięczne', 'Měsíční'],
    },
  ],
  [
    'eyeCareProductType',
    ['Pflegeart', 'Type de soin', 'Tipo di prodotto', 'Rodzaj produktu', 'Typ přípravku'],
    {
      all_in_one_solution: [
        'All-in-One-Lösung',
        'Solution multifonction',
        'Soluzione unica',
        'Płyn uniwersalny',
        'Víceúčelový roztok',
      ],
      peroxide_solution: [
        'Peroxidlösung',
        'Solution au peroxyde',
        'Soluzione al perossido',
        'Płyn z nadtlenkiem',
        'Peroxidový roztok',
      ],
      saline_solution: [
        'Kochsalzlösung',
        'Solution saline',
        'Soluzione salina',
        'Sól fizjologiczna',
        'Fyziologický roztok',
      ],
      eye_drops: ['Augentropfen', 'Gouttes pour les yeux', 'Gocce oculari', 'Krople do oczu', 'Oční kapky'],
      cleaning_spray: [
        'Reinigungsspray',
        'Spray nettoyant',
        'Spray detergente',
        'Spray czyszczący',
        'Čisticí sprej',
      ],
      cleaning_cloth: [
        'Putztuch',
        'Chiffon de nettoyage',
        'Panno di pulizia',
        'Ściereczka',
        'Čisticí utěrka',
      ],
      lens_case: [
        'Linsenbehälter',
        'Étui à lentilles',
        'Portalenti',
        'Pojemnik na soczewki',
        'Pouzdro na čočky',
      ],
    },
  ],
  [
    'merchKind',
    ['Art', 'Type', 'Tipo', 'Rodzaj', 'Druh'],
    {
      glasses_case: ['Brillenetui', 'Étui à lunettes', 'Astuccio', 'Etui', 'Pouzdro'],
      glasses_chain: ['Brillenkette', 'Chaîne à lunettes', 'Catenella', 'Łańcuszek', 'Řetízek'],
      tote_bag: ['Tasche', 'Sac', 'Borsa', 'Torba', 'Taška'],
      hearing_aid_battery: [
        'Hörgerätebatterie',
        'Pile auditive',
        'Batteria acustica',
        'Bateria słuchowa',
        'Baterie',
      ],
    },
  ],
  ['polarized', ['Polarisiert', 'Polarisé', 'Polarizzato', 'Polaryzacja', 'Polarizační'], {}],
  [
    'blueLightFilter',
    [
      'Blaulichtfilter',
      'Filtre lumière bleue',
      'Filtro luce blu',
      'Filtr światła niebieskiego',
      'Filtr modrého světla',
    ],
    {},
  ],
  ['sustainable', ['Nachhaltig', 'Durable', 'Sostenibile', 'Zrównoważony', 'Udržitelné'], {}],
];

const hexes: Record<string, Record<string, string>> = {
  frameColor: frameColors,
  lensBaseColor: lensBaseColors,
};

const attributeGroups: AttributeGroupRow[] = groupDefinitions.map(([key, labels, values], index) => ({
  id: index + 1,
  key,
  type: null,
  multiSelect: false,
  filterType: Object.keys(values).length === 0 ? 'boolean' : 'attributes',
  filterPosition: index + 1,
  labels: t(labels),
}));

const attributeValues: AttributeValueRow[] = groupDefinitions.flatMap(([key, , values], groupIndex) =>
  Object.entries(values).map(([value, labels], position) => ({
    id: (groupIndex + 1) * 100 + position + 1,
    groupId: groupIndex + 1,
    value,
    labels: t(labels),
    hex: hexes[key]?.[value] ?? null,
    position,
  })),
);

const germanShops = [1001, 1002, 1003, 1007];

const brandNames: [id: number, name: string, shopIds?: number[]][] = [
  [1, 'Ray-Ban'],
  [2, 'Oakley'],
  [3, 'Persol'],
  [4, 'Prada'],
  [5, 'Gucci'],
  [6, 'Tom Ford'],
  [7, 'Carrera'],
  [8, 'Polaroid'],
  [9, 'Silhouette'],
  [10, 'Lindberg'],
  [11, "Marc O'Polo"],
  [12, 'Lumen Optik'],
  [13, 'Acuvue'],
  [14, 'Alcon'],
  [15, 'CooperVision'],
  [16, 'Bausch + Lomb'],
  [17, 'Hylo'],
  [18, 'Kuboraum', germanShops],
  [19, "Humphrey's Eyewear"],
];
const brands: BrandRow[] = brandNames.map(([id, name, shopIds]) => ({
  id,
  name,
  slug: slugOf(name),
  shopIds: shopIds ?? null,
}));
const brandIdByName = new Map(brands.map((brand) => [brand.name, brand.id]));

/** Category ids the tests name. */
export const categoryIds = {
  glasses: 1,
  womensGlasses: 11,
  mensGlasses: 12,
  kidsGlasses: 13,
  screenGlasses: 14,
  sunglasses: 2,
  womensSunglasses: 21,
  mensSunglasses: 22,
  polarizedSunglasses: 23,
  contactLenses: 3,
  dailyLenses: 31,
  monthlyLenses: 32,
  toricLenses: 33,
  colouredLenses: 34,
  twoWeeklyLenses: 35,
  care: 4,
  lensCare: 41,
  eyeDrops: 42,
  glassesCare: 43,
  accessories: 5,
  glassesCases: 51,
  glassesChains: 52,
  hearingAidAccessories: 53,
  readingGlasses: 6,
  shoppingFeed: 7,
  newArrivals: 8,
} as const;

const categoryDefinitions: [
  id: number,
  parentId: number | null,
  key: string,
  names: Texts,
  options?: Partial<CategoryRow>,
][] = [
  [1, null, 'Eyewear', ['Brillen', 'Lunettes', 'Occhiali', 'Okulary', 'Brýle']],
  [
    11,
    1,
    'Women',
    ['Damenbrillen', 'Lunettes femme', 'Occhiali da donna', 'Okulary damskie', 'Dámské brýle'],
  ],
  [12, 1, 'Men', ['Herrenbrillen', 'Lunettes homme', 'Occhiali da uomo', 'Okulary męskie', 'Pánské brýle']],
  [
    13,
    1,
    'Kids',
    ['Kinderbrillen', 'Lunettes enfant', 'Occhiali per bambini', 'Okulary dziecięce', 'Dětské brýle'],
  ],
  [
    14,
    1,
    'Screen',
    [
      'Bildschirmbrillen',
      'Lunettes pour écran',
      'Occhiali per computer',
      'Okulary do komputera',
      'Brýle na počítač',
    ],
  ],
  [
    2,
    null,
    'Sunglasses',
    ['Sonnenbrillen', 'Lunettes de soleil', 'Occhiali da sole', 'Okulary przeciwsłoneczne', 'Sluneční brýle'],
  ],
  [
    21,
    2,
    'Women',
    [
      'Damen-Sonnenbrillen',
      'Lunettes de soleil femme',
      'Occhiali da sole donna',
      'Damskie okulary przeciwsłoneczne',
      'Dámské sluneční brýle',
    ],
  ],
  [
    22,
    2,
    'Men',
    [
      'Herren-Sonnenbrillen',
      'Lunettes de soleil homme',
      'Occhiali da sole uomo',
      'Męskie okulary przeciwsłoneczne',
      'Pánské sluneční brýle',
    ],
  ],
  [
    23,
    2,
    'Polarized',
    [
      'Polarisierte Sonnenbrillen',
      'Lunettes de soleil polarisées',
      'Occhiali da sole polarizzati',
      'Okulary polaryzacyjne',
      'Polarizační sluneční brýle',
    ],
  ],
  [
    3,
    null,
    'ContactLenses',
    ['Kontaktlinsen', 'Lentilles de contact', 'Lenti a contatto', 'Soczewki kontaktowe', 'Kontaktní čočky'],
  ],
  [
    31,
    3,
    'Daily',
    [
      'Tageslinsen',
      'Lentilles journalières',
      'Lenti giornaliere',
      'Soczewki jednodniowe',
      'Jednodenní čočky',
    ],
  ],
  [
    32,
    3,
    'Monthly',
    ['Monatslinsen', 'Lentilles mensuelles', 'Lenti mensili', 'Soczewki miesięczne', 'Měsíční čočky'],
  ],
  [
    33,
    3,
    'Toric',
    ['Torische Linsen', 'Lentilles toriques', 'Lenti toriche', 'Soczewki toryczne', 'Torické čočky'],
  ],
  [
    34,
    3,
    'Coloured',
    ['Farbige Kontaktlinsen', 'Lentilles de couleur', 'Lenti colorate', 'Soczewki kolorowe', 'Barevné čočky'],
  ],
  [
    35,
    3,
    'TwoWeekly',
    [
      '2-Wochen-Linsen',
      'Lentilles bimensuelles',
      'Lenti quindicinali',
      'Soczewki dwutygodniowe',
      'Čtrnáctidenní čočky',
    ],
  ],
  [4, null, 'Care', ['Pflegemittel', 'Produits d’entretien', 'Prodotti per la cura', 'Pielęgnacja', 'Péče']],
  [
    41,
    4,
    'LensCare',
    [
      'Kontaktlinsenpflege',
      'Solutions pour lentilles',
      'Soluzioni per lenti',
      'Płyny do soczewek',
      'Roztoky na čočky',
    ],
  ],
  [
    42,
    4,
    'EyeDrops',
    ['Augentropfen', 'Gouttes pour les yeux', 'Gocce oculari', 'Krople do oczu', 'Oční kapky'],
  ],
  [
    43,
    4,
    'GlassesCare',
    [
      'Brillenpflege',
      'Entretien des lunettes',
      'Cura degli occhiali',
      'Pielęgnacja okularów',
      'Péče o brýle',
    ],
  ],
  [5, null, 'Accessories', ['Zubehör', 'Accessoires', 'Accessori', 'Akcesoria', 'Příslušenství']],
  [
    51,
    5,
    'Cases',
    ['Brillenetuis', 'Étuis à lunettes', 'Astucci per occhiali', 'Etui na okulary', 'Pouzdra na brýle'],
  ],
  [
    52,
    5,
    'Chains',
    [
      'Brillenketten',
      'Chaînes à lunettes',
      'Catenelle per occhiali',
      'Łańcuszki do okularów',
      'Řetízky na brýle',
    ],
  ],
  [
    53,
    5,
    'HearingAids',
    [
      'Hörgeräte-Zubehör',
      'Accessoires pour appareils auditifs',
      'Accessori per apparecchi acustici',
      'Akcesoria do aparatów słuchowych',
      'Příslušenství k naslouchadlům',
    ],
  ],
  [
    6,
    null,
    'Reading',
    ['Lesebrillen', 'Lunettes de lecture', 'Occhiali da lettura', 'Okulary do czytania', 'Brýle na čtení'],
  ],
  [
    7,
    null,
    'Feed',
    ['Google-Shopping-Feed', 'Flux Google Shopping', 'Feed Google Shopping', 'Feed Google', 'Feed Google'],
    { isHidden: true },
  ],
  [8, null, 'New', ['Neuheiten', 'Nouveautés', 'Novità', 'Nowości', 'Novinky'], { shopIds: [1001, 1002] }],
];

const categories: CategoryRow[] = categoryDefinitions.map(
  ([id, parentId, masterKey, names, options], position) => ({
    id,
    parentId,
    masterKey,
    position,
    isHidden: false,
    names: t(names),
    slugs: slugs(t(names)),
    properties: [],
    supportedFilters: [],
    shopIds: null,
    ...options,
  }),
);

interface ProductDefinition {
  ref: string;
  brand: string;
  name: string | Texts;
  kind: ProductCategoryKind;
  categories: number[];
  attributes: AttributeValues;
  status?: SalesStatus;
  active?: boolean;
  shopIds?: number[];
  sibling?: string;
}

const frame = (
  ref: string,
  brand: string,
  name: string | Texts,
  [colour, shape, material, gender]: [string, string, string, string],
  categoryList: number[],
  extra: Partial<ProductDefinition> & { more?: AttributeValues } = {},
): ProductDefinition => ({
  ref,
  brand,
  name,
  kind: 'glasses',
  categories: categoryList,
  attributes: {
    frameColor: [colour],
    frameShape: [shape],
    frameMaterial: [material],
    gender: [gender],
    ...extra.more,
  },
  ...extra,
});

const sun = (
  ref: string,
  brand: string,
  name: string | Texts,
  [colour, lens, shape, material, gender]: [string, string, string, string, string],
  categoryList: number[],
  extra: Partial<ProductDefinition> & { more?: AttributeValues } = {},
): ProductDefinition => ({
  ...frame(ref, brand, name, [colour, shape, material, gender], categoryList, extra),
  kind: 'sunglasses',
  attributes: {
    frameColor: [colour],
    lensBaseColor: [lens],
    frameShape: [shape],
    frameMaterial: [material],
    gender: [gender],
    ...extra.more,
  },
});

const lens = (
  ref: string,
  brand: string,
  name: string | Texts,
  [type, wearing]: [string, string],
  categoryList: number[],
): ProductDefinition => ({
  ref,
  brand,
  name,
  kind: 'contactLenses',
  categories: categoryList,
  attributes: { contactLensType: [type], wearingTime: [wearing] },
});

const care = (
  ref: string,
  brand: string,
  name: string | Texts,
  type: string,
  category: number,
): ProductDefinition => ({
  ref,
  brand,
  name,
  kind: 'careproducts',
  categories: [category],
  attributes: { eyeCareProductType: [type] },
});

const merch = (
  ref: string,
  name: Texts,
  kindOfMerch: string,
  category: number,
  kind: ProductCategoryKind = 'merch',
): ProductDefinition => ({
  ref,
  brand: 'Lumen Optik',
  name,
  kind,
  categories: [category],
  attributes: { merchKind: [kindOfMerch] },
});

const feed = categoryIds.shoppingFeed;

/** The products, in id order (the first has id 1). */
const productDefinitions: ProductDefinition[] = [
  // Frames.
  frame('RX5154-2000', 'Ray-Ban', 'RX5154 Clubmaster', ['black', 'browline', 'acetate', 'unisex'], [12], {
    sibling: 'rx5154',
  }),
  frame('RX5154-2372', 'Ray-Ban', 'RX5154 Clubmaster', ['havana', 'browline', 'acetate', 'unisex'], [12], {
    sibling: 'rx5154',
  }),
  frame('RX3447V-2500', 'Ray-Ban', 'RX3447V Round Metal Optics', ['gold', 'round', 'metal', 'women'], [11]),
  frame('RX7047-5196', 'Ray-Ban', 'RX7047', ['blue', 'rectangular', 'acetate', 'men'], [12]),
  frame('OX8046-0157', 'Oakley', 'OX8046 Airdrop', ['black', 'rectangular', 'tr90', 'men'], [12]),
  frame('OX3217-0153', 'Oakley', 'OX3217 Pitchman R', ['silver', 'round', 'titanium', 'men'], [12]),
  frame('PO3092V-24', 'Persol', 'PO3092V', ['havana', 'panto', 'acetate', 'men'], [12]),
  frame('PO3007V-95', 'Persol', 'PO3007V Vico', ['black', 'panto', 'acetate', 'men'], [12]),
  frame('PR17WV-1AB', 'Prada', 'PR 17WV', ['black', 'cat_eye', 'acetate', 'women'], [11]),
  frame('PR08WV-VYJ', 'Prada', 'PR 08WV', ['pink', 'square', 'acetate', 'women'], [11]),
  frame('GG0027O-002', 'Gucci', 'GG0027O', ['tortoise', 'square', 'acetate', 'women'], [11]),
  frame('GG1185O-001', 'Gucci', 'GG1185O', ['gold', 'cat_eye', 'metal', 'women'], [11]),
  frame('FT5634B-001', 'Tom Ford', 'FT5634-B Blue Block', ['black', 'square', 'acetate', 'men'], [12, 14], {
    more: { blueLightFilter: ['true'] },
  }),
  frame('FT5401-052', 'Tom Ford', 'FT5401', ['havana', 'round', 'acetate', 'men'], [12]),
  frame('SIL5529-7000', 'Silhouette', 'Momentum 5529', ['silver', 'rectangular', 'titanium', 'men'], [12], {
    more: { rimType: ['rimless'] },
  }),
  frame('SIL5540-7520', 'Silhouette', 'TMA Must 5540', ['gold', 'oval', 'titanium', 'women'], [11], {
    more: { rimType: ['rimless'] },
  }),
  frame('LB9704-U9', 'Lindberg', 'Strip Titanium 9704', ['silver', 'round', 'titanium', 'men'], [12]),
  frame('MOP503181-30', "Marc O'Polo", '503181', ['blue', 'oval', 'stainless_steel', 'women'], [11]),
  frame('MOP503200-50', "Marc O'Polo", '503200', ['red', 'cat_eye', 'acetate', 'women'], [11]),
  frame(
    'LUM-K100-BL',
    'Lumen Optik',
    [
      'Lumen Kinderbrille Flex',
      'Lumen Lunettes enfant Flex',
      'Lumen Occhiali per bambini Flex',
      'Lumen Okulary dziecięce Flex',
      'Lumen Dětské brýle Flex',
    ],
    ['blue', 'rectangular', 'tr90', 'kids'],
    [13],
  ),
  frame(
    'LUM-K110-PK',
    'Lumen Optik',
    [
      'Lumen Kinderbrille Mia',
      'Lumen Lunettes enfant Mia',
      'Lumen Occhiali per bambini Mia',
      'Lumen Okulary dziecięce Mia',
      'Lumen Dětské brýle Mia',
    ],
    ['pink', 'round', 'tr90', 'kids'],
    [13],
  ),
  frame(
    'LUM-H200-BR',
    'Lumen Optik',
    [
      'Lumen Holzbrille Eiche',
      'Lumen Lunettes en bois Chêne',
      'Lumen Occhiali in legno Rovere',
      'Lumen Okulary drewniane Dąb',
      'Lumen Dřevěné brýle Dub',
    ],
    ['brown', 'panto', 'wood', 'men'],
    [12],
    { more: { sustainable: ['true'] } },
  ),
  frame(
    'LUM-T300-GR',
    'Lumen Optik',
    [
      'Lumen Titanbrille Leicht',
      'Lumen Lunettes titane Légère',
      'Lumen Occhiali in titanio Leggera',
      'Lumen Okulary tytanowe Lekkie',
      'Lumen Titanové brýle Lehké',
    ],
    ['green', 'hexagonal', 'titanium', 'women'],
    [11],
  ),
  frame('CA8857-KJ1', 'Carrera', 'Carrera 8857', ['gunmetal', 'rectangular', 'metal', 'men'], [12]),
  frame('CA2043T-C9A', 'Carrera', 'Carrera 2043T', ['red', 'rectangular', 'acetate', 'kids'], [13]),

  // Sunglasses (all in the hidden shopping feed as well).
  sun(
    'RB3025-001',
    'Ray-Ban',
    'RB3025 Aviator Classic',
    ['gold', 'green', 'aviator', 'metal', 'unisex'],
    [22, feed],
    {
      sibling: 'rb3025',
    },
  ),
  sun(
    'RB3025-003',
    'Ray-Ban',
    'RB3025 Aviator Classic',
    ['silver', 'grey', 'aviator', 'metal', 'unisex'],
    [22, feed],
    {
      sibling: 'rb3025',
    },
  ),
  sun(
    'RB2140-901',
    'Ray-Ban',
    'RB2140 Wayfarer',
    ['black', 'green', 'square', 'acetate', 'unisex'],
    [22, feed],
  ),
  sun('RB4171-710', 'Ray-Ban', 'RB4171 Erika', ['havana', 'brown', 'round', 'acetate', 'women'], [21, feed]),
  sun(
    'RB3447-001',
    'Ray-Ban',
    'RB3447 Round Metal',
    ['gold', 'green', 'round', 'metal', 'women'],
    [21, feed],
  ),
  sun(
    'OO9208-92',
    'Oakley',
    'OO9208 Radar EV Path',
    ['black', 'mirrored_blue', 'rectangular', 'tr90', 'men'],
    [22, 23, feed],
    { more: { polarized: ['true'] } },
  ),
  sun('OO9102-D6', 'Oakley', 'OO9102 Holbrook', ['black', 'grey', 'square', 'tr90', 'men'], [22, 23, feed], {
    more: { polarized: ['true'] },
  }),
  sun('OO9013-24', 'Oakley', 'OO9013 Frogskins', ['white', 'blue', 'square', 'tr90', 'unisex'], [22, feed]),
  sun('PO0649-24', 'Persol', 'PO0649', ['havana', 'brown', 'aviator', 'acetate', 'men'], [22, feed]),
  sun('PO3019S-95', 'Persol', 'PO3019S', ['black', 'grey', 'panto', 'acetate', 'men'], [22, feed]),
  sun('PR17WS-1AB', 'Prada', 'PR 17WS Symbole', ['black', 'grey', 'cat_eye', 'acetate', 'women'], [21, feed]),
  sun('PR01VS-4AO', 'Prada', 'PR 01VS', ['white', 'grey', 'square', 'acetate', 'women'], [21, feed]),
  sun('GG0061S-001', 'Gucci', 'GG0061S', ['black', 'grey', 'cat_eye', 'acetate', 'women'], [21, feed]),
  sun('GG1076S-002', 'Gucci', 'GG1076S', ['tortoise', 'brown', 'square', 'acetate', 'women'], [21, feed]),
  sun(
    'FT0237-52N',
    'Tom Ford',
    'FT0237 Snowdon',
    ['havana', 'green', 'square', 'acetate', 'men'],
    [22, feed],
  ),
  sun(
    'FT0009-74Z',
    'Tom Ford',
    'FT0009 Whitney',
    ['burgundy', 'rose', 'butterfly', 'acetate', 'women'],
    [21, feed],
  ),
  sun(
    'CA1007S-807',
    'Carrera',
    'Carrera 1007/S',
    ['black', 'gradient_grey', 'aviator', 'metal', 'men'],
    [22, feed],
  ),
  sun('CAC65-PJP', 'Carrera', 'Champion 65', ['blue', 'blue', 'square', 'acetate', 'men'], [22, feed]),
  sun(
    'PLD2088S-807',
    'Polaroid',
    'PLD 2088/S',
    ['black', 'grey', 'rectangular', 'tr90', 'men'],
    [22, 23, feed],
    {
      more: { polarized: ['true'] },
    },
  ),
  sun(
    'PLD4097S-35J',
    'Polaroid',
    'PLD 4097/S',
    ['pink', 'brown', 'butterfly', 'tr90', 'women'],
    [21, 23, feed],
    {
      more: { polarized: ['true'] },
    },
  ),
  sun(
    'LUM-S400-BL',
    'Lumen Optik',
    [
      'Lumen Sonnenbrille Riviera',
      'Lumen Lunettes de soleil Riviera',
      'Lumen Occhiali da sole Riviera',
      'Lumen Okulary przeciwsłoneczne Riviera',
      'Lumen Sluneční brýle Riviera',
    ],
    ['blue', 'blue', 'oval', 'acetate', 'women'],
    [21, feed],
  ),
  sun(
    'LUM-S410-GN',
    'Lumen Optik',
    [
      'Lumen Kindersonnenbrille Delfin',
      'Lumen Lunettes de soleil enfant Dauphin',
      'Lumen Occhiali da sole per bambini Delfino',
      'Lumen Dziecięce okulary przeciwsłoneczne Delfin',
      'Lumen Dětské sluneční brýle Delfín',
    ],
    ['green', 'green', 'round', 'tr90', 'kids'],
    [2, feed],
  ),
  sun('KUB-Z1-BM', 'Kuboraum', 'Maske Z1', ['black', 'grey', 'square', 'acetate', 'unisex'], [22, feed], {
    shopIds: germanShops,
  }),

  // Reading and screen glasses.
  {
    ...frame(
      'LUM-L500-BK',
      'Lumen Optik',
      [
        'Lumen Lesebrille Classic',
        'Lumen Lunettes de lecture Classic',
        'Lumen Occhiali da lettura Classic',
        'Lumen Okulary do czytania Classic',
        'Lumen Brýle na čtení Classic',
      ],
      ['black', 'rectangular', 'acetate', 'unisex'],
      [6],
    ),
    kind: 'readingAidGlasses',
  },
  {
    ...frame(
      'LUM-L510-RD',
      'Lumen Optik',
      [
        'Lumen Lesebrille Faltbar',
        'Lumen Lunettes de lecture pliables',
        'Lumen Occhiali da lettura pieghevoli',
        'Lumen Okulary do czytania składane',
        'Lumen Skládací brýle na čtení',
      ],
      ['red', 'rectangular', 'metal', 'unisex'],
      [6],
    ),
    kind: 'readingAidGlasses',
  },
  {
    ...frame(
      'LUM-B600-TR',
      'Lumen Optik',
      [
        'Lumen Bildschirmbrille Blaulichtfilter',
        'Lumen Lunettes écran anti-lumière bleue',
        'Lumen Occhiali per computer luce blu',
        'Lumen Okulary do komputera z filtrem światła niebieskiego',
        'Lumen Brýle na počítač s filtrem modrého světla',
      ],
      ['transparent', 'square', 'tr90', 'unisex'],
      [14],
      { more: { blueLightFilter: ['true'] } },
    ),
    kind: 'blueLightBlocking',
  },

  // Contact lenses.
  lens('ACU-OAS-6', 'Acuvue', 'Acuvue Oasys', ['spherical', 'two_weekly'], [35]),
  lens('ACU-1DM-30', 'Acuvue', '1-Day Acuvue Moist', ['spherical', 'daily'], [31]),
  lens('ACU-O1DA-30', 'Acuvue', 'Acuvue Oasys 1-Day for Astigmatism', ['toric', 'daily'], [31, 33]),
  lens('ACU-1DD-30', 'Acuvue', '1-Day Acuvue Define', ['coloured', 'daily'], [31, 34]),
  lens('ALC-DT1-30', 'Alcon', 'Dailies Total1', ['spherical', 'daily'], [31]),
  lens('ALC-DACP-30', 'Alcon', 'Dailies AquaComfort Plus', ['spherical', 'daily'], [31]),
  lens('ALC-AOHG-6', 'Alcon', 'Air Optix plus HydraGlyde', ['spherical', 'monthly'], [32]),
  lens('ALC-AOC-2', 'Alcon', 'Air Optix Colors', ['coloured', 'monthly'], [32, 34]),
  lens('ALC-AOA-6', 'Alcon', 'Air Optix for Astigmatism', ['toric', 'monthly'], [32, 33]),
  lens('CV-BIO-6', 'CooperVision', 'Biofinity', ['spherical', 'monthly'], [32]),
  lens('CV-BIOT-6', 'CooperVision', 'Biofinity Toric', ['toric', 'monthly'], [32, 33]),
  lens('CV-MYD-30', 'CooperVision', 'MyDay', ['spherical', 'daily'], [31]),
  lens('CV-BIOMF-6', 'CooperVision', 'Biofinity Multifocal', ['multifocal', 'monthly'], [32]),
  lens('BL-BTOD-30', 'Bausch + Lomb', 'Biotrue ONEday', ['spherical', 'daily'], [31]),
  lens('BL-ULT-6', 'Bausch + Lomb', 'Ultra', ['spherical', 'monthly'], [32]),
  lens(
    'LUM-CL-M6',
    'Lumen Optik',
    [
      'Lumen Monatslinsen Comfort',
      'Lumen Lentilles mensuelles Comfort',
      'Lumen Lenti mensili Comfort',
      'Lumen Soczewki miesięczne Comfort',
      'Lumen Měsíční čočky Comfort',
    ],
    ['spherical', 'monthly'],
    [32],
  ),
  lens(
    'LUM-CL-D30',
    'Lumen Optik',
    [
      'Lumen Tageslinsen Aqua',
      'Lumen Lentilles journalières Aqua',
      'Lumen Lenti giornaliere Aqua',
      'Lumen Soczewki jednodniowe Aqua',
      'Lumen Jednodenní čočky Aqua',
    ],
    ['spherical', 'daily'],
    [31],
  ),

  // Care products.
  care('ALC-OFPM-300', 'Alcon', 'Opti-Free PureMoist', 'all_in_one_solution', 41),
  care('ALC-AOS-360', 'Alcon', 'AOSept Plus HydraGlyde', 'peroxide_solution', 41),
  care('BL-RENU-360', 'Bausch + Lomb', 'ReNu MultiPlus', 'all_in_one_solution', 41),
  care(
    'BL-BT-300',
    'Bausch + Lomb',
    [
      'Biotrue Kombilösung',
      'Biotrue Solution multifonction',
      'Biotrue Soluzione unica',
      'Biotrue Płyn uniwersalny',
      'Biotrue Víceúčelový roztok',
    ],
    'all_in_one_solution',
    41,
  ),
  care(
    'HY-COM-10',
    'Hylo',
    [
      'Hylo-Comod Augentropfen',
      'Hylo-Comod Gouttes pour les yeux',
      'Hylo-Comod Gocce oculari',
      'Hylo-Comod Krople do oczu',
      'Hylo-Comod Oční kapky',
    ],
    'eye_drops',
    42,
  ),
  care(
    'HY-FR-10',
    'Hylo',
    [
      'Hylo-Fresh Augentropfen',
      'Hylo-Fresh Gouttes pour les yeux',
      'Hylo-Fresh Gocce oculari',
      'Hylo-Fresh Krople do oczu',
      'Hylo-Fresh Oční kapky',
    ],
    'eye_drops',
    42,
  ),
  care(
    'LUM-NACL-360',
    'Lumen Optik',
    [
      'Lumen Kochsalzlösung',
      'Lumen Solution saline',
      'Lumen Soluzione salina',
      'Lumen Sól fizjologiczna',
      'Lumen Fyziologický roztok',
    ],
    'saline_solution',
    41,
  ),
  care(
    'LUM-RGP-SET',
    'Lumen Optik',
    [
      'Lumen Pflegeset für harte Linsen',
      'Lumen Kit d’entretien pour lentilles rigides',
      'Lumen Kit di cura per lenti rigide',
      'Lumen Zestaw do pielęgnacji soczewek twardych',
      'Lumen Sada pro péči o tvrdé čočky',
    ],
    'all_in_one_solution',
    41,
  ),
  care(
    'LUM-MF-01',
    'Lumen Optik',
    [
      'Lumen Brillenputztuch Mikrofaser',
      'Lumen Chiffon microfibre pour lunettes',
      'Lumen Panno in microfibra per occhiali',
      'Lumen Ściereczka z mikrofibry do okularów',
      'Lumen Utěrka z mikrovlákna na brýle',
    ],
    'cleaning_cloth',
    43,
  ),
  care(
    'LUM-SPR-30',
    'Lumen Optik',
    [
      'Lumen Brillenreinigungsspray',
      'Lumen Spray nettoyant pour lunettes',
      'Lumen Spray detergente per occhiali',
      'Lumen Spray do czyszczenia okularów',
      'Lumen Čisticí sprej na brýle',
    ],
    'cleaning_spray',
    43,
  ),
  care(
    'LUM-LC-01',
    'Lumen Optik',
    [
      'Lumen Linsenbehälter',
      'Lumen Étui à lentilles',
      'Lumen Portalenti',
      'Lumen Pojemnik na soczewki',
      'Lumen Pouzdro na čočky',
    ],
    'lens_case',
    41,
  ),

  // Accessories.
  merch(
    'LUM-ET-LE',
    [
      'Lumen Brillenetui Leder',
      'Lumen Étui à lunettes en cuir',
      'Lumen Astuccio per occhiali in pelle',
      'Lumen Skórzane etui na okulary',
      'Lumen Kožené pouzdro na brýle',
    ],
    'glasses_case',
    51,
  ),
  merch(
    'LUM-KE-PE',
    [
      'Lumen Brillenkette Perlen',
      'Lumen Chaîne à lunettes en perles',
      'Lumen Catenella per occhiali con perle',
      'Lumen Łańcuszek do okularów z perłami',
      'Lumen Řetízek na brýle s perlami',
    ],
    'glasses_chain',
    52,
  ),
  merch(
    'LUM-TB-01',
    [
      'Lumen Stofftasche',
      'Lumen Sac en tissu',
      'Lumen Borsa di tela',
      'Lumen Torba bawełniana',
      'Lumen Plátěná taška',
    ],
    'tote_bag',
    5,
  ),
  merch(
    'LUM-HB-312',
    [
      'Lumen Hörgerätebatterien Größe 312',
      'Lumen Piles pour appareils auditifs taille 312',
      'Lumen Batterie per apparecchi acustici misura 312',
      'Lumen Baterie do aparatów słuchowych rozmiar 312',
      'Lumen Baterie do naslouchadel velikost 312',
    ],
    'hearing_aid_battery',
    53,
    'hearingAidsMerch',
  ),

  // Rows search must leave out, or show in one market only.
  sun(
    'RB3016-W0365',
    'Ray-Ban',
    'RB3016 Clubmaster Classic',
    ['black', 'green', 'browline', 'acetate', 'unisex'],
    [22],
    {
      status: 'offline',
    },
  ),
  sun('OO9406-01', 'Oakley', 'OO9406 Sutro', ['black', 'grey', 'square', 'tr90', 'men'], [22], {
    active: false,
  }),
  frame(
    'LUM-CZ-PRG',
    'Lumen Optik',
    [
      'Lumen Brille Prag',
      'Lumen Lunettes Prague',
      'Lumen Occhiali Praga',
      'Lumen Okulary Praga',
      'Lumen Brýle Praha',
    ],
    ['black', 'round', 'acetate', 'unisex'],
    [12],
    { shopIds: [1009] },
  ),
  frame(
    'LUM-PL-KRK',
    'Lumen Optik',
    [
      'Lumen Brille Krakau',
      'Lumen Lunettes Cracovie',
      'Lumen Occhiali Cracovia',
      'Lumen Okulary Kraków',
      'Lumen Brýle Krakov',
    ],
    ['tortoise', 'square', 'acetate', 'women'],
    [11],
    { shopIds: [1008] },
  ),
];

const productTypes: Record<ProductCategoryKind, ProductType> = {
  glasses: 'correctional-glasses',
  sunglasses: 'glasses-pdp',
  readingAidGlasses: 'glasses-pdp',
  readyMadeGlasses: 'glasses-pdp',
  blueLightBlocking: 'glasses-pdp',
  smartglasses: 'glasses-pdp',
  contactLenses: 'contact-lens-pdp',
  careproducts: 'cleaning-fluid-pdp',
  merch: 'merch-pdp',
  hearingAidsMerch: 'hearing-aids-merch-pdp',
};

const createdAt = '2025-03-01T08:00:00.000Z';

const products: ProductRow[] = productDefinitions.map((definition, index) => {
  const names: Translations =
    typeof definition.name === 'string' ? same(definition.name) : t(definition.name);
  const brandId = brandIdByName.get(definition.brand);
  if (brandId === undefined) throw new Error(`Fixture brand ${definition.brand} is missing`);
  return {
    id: index + 1,
    masterKey: definition.sibling ?? definition.ref,
    referenceKey: definition.ref,
    productType: productTypes[definition.kind],
    productCategory: definition.kind,
    brandId,
    categoryIds: definition.categories,
    siblingGroup: definition.sibling ?? null,
    attributes: definition.attributes,
    texts: {
      de: { name: names.de, description: `${definition.brand} ${names.de}` },
      fr: { name: names.fr ?? names.de, description: `${definition.brand} ${names.fr ?? names.de}` },
      it: { name: names.it ?? names.de, description: `${definition.brand} ${names.it ?? names.de}` },
      pl: { name: names.pl ?? names.de, description: `${definition.brand} ${names.pl ?? names.de}` },
      cs: { name: names.cs ?? names.de, description: `${definition.brand} ${names.cs ?? names.de}` },
    },
    images: [{ hash: `fixture-${definition.ref.toLowerCase()}`, view: 'front', background: 'white' }],
    salesStatus: definition.status ?? 'published',
    isActive: definition.active ?? true,
    shopIds: definition.shopIds ?? null,
    customData: {},
    createdAt,
    updatedAt: createdAt,
    firstLiveAt: createdAt,
  };
});

const variants: VariantRow[] = products.map((product) => ({
  id: product.id * 10,
  productId: product.id,
  referenceKey: `${product.referenceKey}-V1`,
  attributes: {},
  stock: 12,
  sellableWithoutStock: false,
  createdAt,
  updatedAt: createdAt,
}));

const variantPrices: VariantPriceRow[] = variants.flatMap((variant) =>
  (
    [
      ['EUR', 14_900],
      ['CHF', 15_900],
      ['PLN', 64_900],
      ['CZK', 379_000],
    ] as const
  ).map(([currency, listPrice]) => ({
    variantId: variant.id,
    currency,
    listPrice,
    recommendedRetailPrice: null,
    salePercent: 0,
    lowestPriorPrice: null,
  })),
);

// Navigation labels per language; pages use the §2 localised paths.
const navigationTexts = {
  de: {
    glasses: 'Brillen',
    women: 'Damen',
    men: 'Herren',
    kids: 'Kinder',
    sun: 'Sonnenbrillen',
    lenses: 'Kontaktlinsen',
    branches: ['Filialen', '/niederlassungen/'],
    appointment: 'Termin buchen',
    sale: 'Sommer-Sale',
    hearing: 'Hörakustik',
    hearingTest: 'Online-Hörtest',
  },
  fr: {
    glasses: 'Lunettes',
    women: 'Femme',
    men: 'Homme',
    kids: 'Enfant',
    sun: 'Lunettes de soleil',
    lenses: 'Lentilles de contact',
    branches: ['Succursales', '/succursales/'],
    appointment: 'Prendre rendez-vous',
    sale: 'Soldes d’été',
    hearing: 'Audition',
    hearingTest: 'Test auditif en ligne',
  },
  it: {
    glasses: 'Occhiali',
    women: 'Donna',
    men: 'Uomo',
    kids: 'Bambini',
    sun: 'Occhiali da sole',
    lenses: 'Lenti a contatto',
    branches: ['Filiali', '/filiali/'],
    appointment: 'Prenota un appuntamento',
    sale: 'Saldi estivi',
    hearing: 'Udito',
    hearingTest: 'Test dell’udito online',
  },
  pl: {
    glasses: 'Okulary',
    women: 'Damskie',
    men: 'Męskie',
    kids: 'Dziecięce',
    sun: 'Okulary przeciwsłoneczne',
    lenses: 'Soczewki kontaktowe',
    branches: ['Salony', '/salony/'],
    appointment: 'Umów wizytę',
    sale: 'Letnia wyprzedaż',
    hearing: 'Słuch',
    hearingTest: 'Test słuchu online',
  },
  cs: {
    glasses: 'Brýle',
    women: 'Dámské',
    men: 'Pánské',
    kids: 'Dětské',
    sun: 'Sluneční brýle',
    lenses: 'Kontaktní čočky',
    branches: ['Pobočky', '/pobocky/'],
    appointment: 'Objednat termín',
    sale: 'Letní výprodej',
    hearing: 'Sluch',
    hearingTest: 'Online test sluchu',
  },
} as const;

/** The summer sale link shows from June to August 2025 (§5 window). */
export const summerSaleWindow = {
  visibleFrom: '2025-06-01T00:00:00+02:00',
  visibleTo: '2025-09-01T00:00:00+02:00',
};

const item = (
  label: string,
  target: { slug?: string; categoryId?: number },
  children: NavigationItemRow[] = [],
  window = {},
) => ({
  label,
  ...target,
  children,
  ...window,
});

const shopLanguages: [shopId: number, language: keyof typeof navigationTexts][] = [
  [1001, 'de'],
  [1002, 'de'],
  [1003, 'de'],
  [1004, 'fr'],
  [1005, 'it'],
  [1006, 'it'],
  [1007, 'de'],
  [1008, 'pl'],
  [1009, 'cs'],
];

const navigationTrees: NavigationTreeRow[] = shopLanguages.map(([shopId, language]) => {
  const text = navigationTexts[language];
  return {
    id: shopId,
    shopId,
    key: 'main',
    name: 'Hauptnavigation',
    items: [
      item(text.glasses, { categoryId: 1 }, [
        item(text.women, { categoryId: 11 }),
        item(text.men, { categoryId: 12 }),
        item(text.kids, { categoryId: 13 }),
      ]),
      item(text.sun, { categoryId: 2 }),
      item(text.lenses, { categoryId: 3 }),
      item(text.branches[0], { slug: text.branches[1] }),
      item(text.appointment, { slug: `https://termine.lumen-optik.example/${language}/` }),
      item(text.sale, { slug: '/sale/' }, [], summerSaleWindow),
      // An area that closed: its still-open child must not show either.
      item(text.hearing, { slug: '/hoerakustik/' }, [item(text.hearingTest, { slug: '/hoertest/' })], {
        visibleTo: '2024-01-01T00:00:00Z',
      }),
    ],
  };
});

/** The fixture catalogue. A fresh copy each call, so a test may change it. */
export function searchFixtureRows(): CatalogRows {
  return structuredClone({
    attributeGroups,
    attributeValues,
    brands,
    categories,
    products,
    variants,
    variantPrices,
    campaigns: [],
    promotions: [],
    voucherCodes: [],
    redirects: [],
    navigationTrees,
  });
}

const productIdsByReference = new Map(products.map((product) => [product.referenceKey, product.id]));

/** The id of a fixture product by its reference key (tests name products by what a shopper would see). */
export function fixtureProductId(referenceKey: string): number {
  const id = productIdsByReference.get(referenceKey);
  if (id === undefined) throw new Error(`No fixture product ${referenceKey}`);
  return id;
}

export function fixtureBrandId(name: string): number {
  const id = brandIdByName.get(name);
  if (id === undefined) throw new Error(`No fixture brand ${name}`);
  return id;
}
