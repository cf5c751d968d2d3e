import type {
  colorDetails,
  contactLensTypes,
  eyeCareProductTypes,
  faceShapes,
  frameMaterials,
  frameShapes,
  frameGenders,
  headWidths,
  merchKinds,
  rimTypes,
  wearingTimes,
} from '@lumen/domain';
import { attributeGroupKeys, frameColors, lensBaseColors, shopSizes } from '@lumen/domain';
import type {
  AttributeGroupRow,
  AttributeValueRow,
  FilterType,
} from '../../commerce/catalog/catalog-rows.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

/**
 * Pack sizes of contact lenses and care products. The vocabulary lists the group without values;
 * these are the seed's, named by what is in the box.
 */
export type PackingType =
  'pack_3' | 'pack_6' | 'pack_12' | 'pack_30' | 'pack_90' | 'pack_180' | 'single' | 'twin_pack';

const lensPack = (count: number): Texts =>
  texts(
    `${count}er-Packung`,
    `Boîte de ${count}`,
    `Confezione da ${count}`,
    `Opakowanie ${count} szt.`,
    `Balení ${count} ks`,
  );

const packingLabels: Record<PackingType, Texts> = {
  pack_3: lensPack(3),
  pack_6: lensPack(6),
  pack_12: lensPack(12),
  pack_30: lensPack(30),
  pack_90: lensPack(90),
  pack_180: lensPack(180),
  single: texts('Einzelpackung', 'Unité', 'Confezione singola', 'Opakowanie pojedyncze', 'Jednotlivé balení'),
  twin_pack: texts('Doppelpack', 'Lot de 2', 'Confezione doppia', 'Dwupak', 'Dvojbalení'),
};

export const frameColorLabels: Record<keyof typeof frameColors, Texts> = {
  black: texts('Schwarz', 'Noir', 'Nero', 'Czarny', 'Černá'),
  havana: texts('Havanna', 'Havane', 'Avana', 'Hawana', 'Havana'),
  tortoise: texts('Schildpatt', 'Écaille', 'Tartarugato', 'Szylkret', 'Želvovina'),
  brown: texts('Braun', 'Marron', 'Marrone', 'Brązowy', 'Hnědá'),
  gold: texts('Gold', 'Doré', 'Oro', 'Złoty', 'Zlatá'),
  silver: texts('Silber', 'Argenté', 'Argento', 'Srebrny', 'Stříbrná'),
  gunmetal: texts('Gunmetal', 'Gun métal', 'Canna di fucile', 'Grafitowy', 'Antracitová'),
  grey: texts('Grau', 'Gris', 'Grigio', 'Szary', 'Šedá'),
  blue: texts('Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá'),
  navy: texts('Dunkelblau', 'Bleu marine', 'Blu navy', 'Granatowy', 'Tmavě modrá'),
  green: texts('Grün', 'Vert', 'Verde', 'Zielony', 'Zelená'),
  red: texts('Rot', 'Rouge', 'Rosso', 'Czerwony', 'Červená'),
  burgundy: texts('Bordeaux', 'Bordeaux', 'Bordeaux', 'Bordowy', 'Vínová'),
  pink: texts('Rosa', 'Rose', 'Rosa', 'Różowy', 'Růžová'),
  purple: texts('Lila', 'Violet', 'Viola', 'Fioletowy', 'Fialová'),
  white: texts('Weiß', 'Blanc', 'Bianco', 'Biały', 'Bílá'),
  transparent: texts('Transparent', 'Transparent', 'Trasparente', 'Przezroczysty', 'Průhledná'),
  beige: texts('Beige', 'Beige', 'Beige', 'Beżowy', 'Béžová'),
};

export const lensBaseColorLabels: Record<keyof typeof lensBaseColors, Texts> = {
  grey: texts('Grau', 'Gris', 'Grigio', 'Szary', 'Šedá'),
  brown: texts('Braun', 'Marron', 'Marrone', 'Brązowy', 'Hnědá'),
  green: texts('Grün', 'Vert', 'Verde', 'Zielony', 'Zelená'),
  blue: texts('Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá'),
  rose: texts('Rosé', 'Rosé', 'Rosa', 'Różowy', 'Růžová'),
  yellow: texts('Gelb', 'Jaune', 'Giallo', 'Żółty', 'Žlutá'),
  mirrored_silver: texts(
    'Silber verspiegelt',
    'Miroir argenté',
    'Specchiato argento',
    'Lustrzany srebrny',
    'Zrcadlová stříbrná',
  ),
  mirrored_blue: texts(
    'Blau verspiegelt',
    'Miroir bleu',
    'Specchiato blu',
    'Lustrzany niebieski',
    'Zrcadlová modrá',
  ),
  gradient_grey: texts(
    'Grau mit Verlauf',
    'Gris dégradé',
    'Grigio sfumato',
    'Szary gradientowy',
    'Šedá s přechodem',
  ),
};

const frameShapeLabels: Record<(typeof frameShapes)[number], Texts> = {
  round: texts('Rund', 'Ronde', 'Rotonda', 'Okrągłe', 'Kulaté'),
  oval: texts('Oval', 'Ovale', 'Ovale', 'Owalne', 'Oválné'),
  rectangular: texts('Rechteckig', 'Rectangulaire', 'Rettangolare', 'Prostokątne', 'Obdélníkové'),
  square: texts('Eckig', 'Carrée', 'Squadrata', 'Kwadratowe', 'Hranaté'),
  cat_eye: texts('Cat-Eye', 'Œil de chat', 'Cat-eye', 'Kocie oko', 'Kočičí oči'),
  aviator: texts('Pilot', 'Aviateur', 'Aviator', 'Pilotki', 'Pilotky'),
  browline: texts('Browline', 'Browline', 'Browline', 'Browline', 'Browline'),
  butterfly: texts('Butterfly', 'Papillon', 'Farfalla', 'Motylkowe', 'Motýlí'),
  hexagonal: texts('Sechseckig', 'Hexagonale', 'Esagonale', 'Sześciokątne', 'Šestiúhelníkové'),
  panto: texts('Panto', 'Panto', 'Panto', 'Panto', 'Panto'),
};

const rimTypeLabels: Record<(typeof rimTypes)[number], Texts> = {
  full_rim: texts('Vollrand', 'Cerclée', 'Montatura intera', 'Pełnoramkowe', 'Celoobroučkové'),
  nylor: texts('Nylor', 'Nylor', 'Nylor', 'Żyłkowe (nylor)', 'Silonové (nylor)'),
  rimless: texts('Randlos', 'Percée', 'Senza montatura', 'Bezramkowe', 'Bezobroučkové'),
  inline_grooves: texts('Gerillt', 'Rainurée', 'Scanalata', 'Rowkowane', 'Drážkované'),
};

const frameMaterialLabels: Record<(typeof frameMaterials)[number], Texts> = {
  acetate: texts('Acetat', 'Acétate', 'Acetato', 'Acetat', 'Acetát'),
  metal: texts('Metall', 'Métal', 'Metallo', 'Metal', 'Kov'),
  titanium: texts('Titan', 'Titane', 'Titanio', 'Tytan', 'Titan'),
  stainless_steel: texts(
    'Edelstahl',
    'Acier inoxydable',
    'Acciaio inossidabile',
    'Stal nierdzewna',
    'Nerezová ocel',
  ),
  tr90: texts('TR90', 'TR90', 'TR90', 'TR90', 'TR90'),
  wood: texts('Holz', 'Bois', 'Legno', 'Drewno', 'Dřevo'),
  carbon: texts('Carbon', 'Carbone', 'Carbonio', 'Karbon', 'Karbon'),
};

const faceShapeLabels: Record<(typeof faceShapes)[number], Texts> = {
  oval: texts('Oval', 'Ovale', 'Ovale', 'Owalna', 'Oválný'),
  round: texts('Rund', 'Rond', 'Rotondo', 'Okrągła', 'Kulatý'),
  square: texts('Eckig', 'Carré', 'Squadrato', 'Kwadratowa', 'Hranatý'),
  heart: texts('Herzförmig', 'En cœur', 'A cuore', 'W kształcie serca', 'Srdcovitý'),
  long: texts('Länglich', 'Allongé', 'Allungato', 'Podłużna', 'Protáhlý'),
  diamond: texts('Rautenförmig', 'Diamant', 'A diamante', 'Diamentowa', 'Diamantový'),
};

const headWidthLabels: Record<(typeof headWidths)[number], Texts> = {
  narrow: texts('Schmal', 'Étroite', 'Stretta', 'Wąska', 'Úzká'),
  medium: texts('Mittel', 'Moyenne', 'Media', 'Średnia', 'Střední'),
  wide: texts('Breit', 'Large', 'Larga', 'Szeroka', 'Široká'),
};

const genderLabels: Record<(typeof frameGenders)[number], Texts> = {
  women: texts('Damen', 'Femme', 'Donna', 'Damskie', 'Dámské'),
  men: texts('Herren', 'Homme', 'Uomo', 'Męskie', 'Pánské'),
  unisex: texts('Unisex', 'Unisexe', 'Unisex', 'Unisex', 'Unisex'),
  kids: texts('Kinder', 'Enfant', 'Bambini', 'Dziecięce', 'Dětské'),
};

const colorDetailLabels: Record<(typeof colorDetails)[number], Texts> = {
  matte: texts('Matt', 'Mat', 'Opaco', 'Matowe', 'Matný'),
  glossy: texts('Glänzend', 'Brillant', 'Lucido', 'Błyszczące', 'Lesklý'),
  gradient: texts('Farbverlauf', 'Dégradé', 'Sfumato', 'Gradient', 'Přechod'),
  two_tone: texts('Zweifarbig', 'Bicolore', 'Bicolore', 'Dwukolorowe', 'Dvoubarevný'),
  pattern: texts('Gemustert', 'Motif', 'Fantasia', 'Wzorzyste', 'Vzorovaný'),
};

const contactLensTypeLabels: Record<(typeof contactLensTypes)[number], Texts> = {
  spherical: texts('Sphärisch', 'Sphériques', 'Sferiche', 'Sferyczne', 'Sférické'),
  toric: texts('Torisch', 'Toriques', 'Toriche', 'Toryczne', 'Torické'),
  multifocal: texts('Multifokal', 'Multifocales', 'Multifocali', 'Multifokalne', 'Multifokální'),
  coloured: texts('Farbig', 'De couleur', 'Colorate', 'Kolorowe', 'Barevné'),
};

const wearingTimeLabels: Record<(typeof wearingTimes)[number], Texts> = {
  daily: texts('1 Tag', '1 jour', '1 giorno', '1 dzień', '1 den'),
  two_weekly: texts('2 Wochen', '2 semaines', '2 settimane', '2 tygodnie', '2 týdny'),
  monthly: texts('1 Monat', '1 mois', '1 mese', '1 miesiąc', '1 měsíc'),
};

export const eyeCareProductTypeLabels: Record<(typeof eyeCareProductTypes)[number], Texts> = {
  all_in_one_solution: texts(
    'Kombilösung',
    'Solution multifonction',
    'Soluzione unica',
    'Płyn uniwersalny',
    'Víceúčelový roztok',
  ),
  peroxide_solution: texts(
    'Peroxidlösung',
    'Solution au peroxyde',
    'Soluzione al perossido',
    'Płyn z nadtlenkiem',
    'Peroxidový roztok',
  ),
  saline_solution: texts(
    'Kochsalzlösung',
    'Solution saline',
    'Soluzione salina',
    'Sól fizjologiczna',
    'Fyziologický roztok',
  ),
  eye_drops: texts('Augentropfen', 'Gouttes oculaires', 'Gocce oculari', 'Krople do oczu', 'Oční kapky'),
  cleaning_spray: texts(
    'Brillenreinigungsspray',
    'Spray nettoyant pour lunettes',
    'Spray detergente per occhiali',
    'Spray do czyszczenia okularów',
    'Čisticí sprej na brýle',
  ),
  cleaning_cloth: texts(
    'Mikrofasertuch',
    'Chiffon microfibre',
    'Panno in microfibra',
    'Ściereczka z mikrofibry',
    'Hadřík z mikrovlákna',
  ),
  lens_case: texts(
    'Kontaktlinsenbehälter',
    'Étui pour lentilles',
    'Portalenti',
    'Pojemnik na soczewki',
    'Pouzdro na čočky',
  ),
};

export const merchKindLabels: Record<(typeof merchKinds)[number], Texts> = {
  glasses_case: texts(
    'Brillenetui',
    'Étui à lunettes',
    'Astuccio per occhiali',
    'Etui na okulary',
    'Pouzdro na brýle',
  ),
  glasses_chain: texts(
    'Brillenkette',
    'Chaînette à lunettes',
    'Catenella per occhiali',
    'Łańcuszek do okularów',
    'Řetízek na brýle',
  ),
  tote_bag: texts('Stofftasche', 'Sac en tissu', 'Borsa in tela', 'Torba bawełniana', 'Plátěná taška'),
  cap: texts('Kappe', 'Casquette', 'Cappellino', 'Czapka z daszkiem', 'Kšiltovka'),
  hearing_aid_battery: texts(
    'Hörgerätebatterien',
    'Piles pour appareils auditifs',
    'Batterie per apparecchi acustici',
    'Baterie do aparatów słuchowych',
    'Baterie do sluchadel',
  ),
  hearing_aid_case: texts(
    'Hörgeräteetui',
    'Étui pour appareils auditifs',
    'Custodia per apparecchi acustici',
    'Etui na aparaty słuchowe',
    'Pouzdro na sluchadla',
  ),
};

const booleanValueLabels = {
  true: texts('Ja', 'Oui', 'Sì', 'Tak', 'Ano'),
  false: texts('Nein', 'Non', 'No', 'Nie', 'Ne'),
};

/** The machine value a boolean attribute carries when set (one of the §5 words for true). */
export const booleanTrue = 'true';

type GroupKey =
  | (typeof attributeGroupKeys.listed)[number]
  | (typeof attributeGroupKeys.measured)[number]
  | (typeof attributeGroupKeys.freeText)[number]
  | (typeof attributeGroupKeys.boolean)[number];

interface GroupDefinition {
  labels: Texts;
  filterType: FilterType | null;
  multiSelect?: boolean;
  values?: Record<string, Texts>;
  hexes?: Record<string, string>;
}

const groupDefinitions: Record<GroupKey, GroupDefinition> = {
  frameColor: {
    labels: texts('Farbe', 'Couleur', 'Colore', 'Kolor', 'Barva'),
    filterType: 'attributes',
    values: frameColorLabels,
    hexes: frameColors,
  },
  lensBaseColor: {
    labels: texts('Glasfarbe', 'Couleur des verres', 'Colore delle lenti', 'Kolor soczewek', 'Barva skel'),
    filterType: 'attributes',
    values: lensBaseColorLabels,
    hexes: lensBaseColors,
  },
  frameShape: {
    labels: texts('Form', 'Forme', 'Forma', 'Kształt', 'Tvar'),
    filterType: 'attributes',
    values: frameShapeLabels,
  },
  rimType: {
    labels: texts('Rahmenart', 'Type de monture', 'Tipo di montatura', 'Rodzaj oprawki', 'Typ obroučky'),
    filterType: 'attributes',
    values: rimTypeLabels,
  },
  frameMaterial: {
    labels: texts('Material', 'Matériau', 'Materiale', 'Materiał', 'Materiál'),
    filterType: 'attributes',
    values: frameMaterialLabels,
  },
  faceShape: {
    labels: texts('Gesichtsform', 'Forme du visage', 'Forma del viso', 'Kształt twarzy', 'Tvar obličeje'),
    filterType: 'attributes',
    multiSelect: true,
    values: faceShapeLabels,
  },
  headWidth: {
    labels: texts('Kopfbreite', 'Largeur de tête', 'Larghezza della testa', 'Szerokość głowy', 'Šířka hlavy'),
    filterType: 'attributes',
    values: headWidthLabels,
  },
  gender: {
    labels: texts('Für', 'Pour', 'Genere', 'Dla kogo', 'Pro'),
    filterType: 'attributes',
    values: genderLabels,
  },
  shopSize: {
    labels: texts('Größe', 'Taille', 'Misura', 'Rozmiar', 'Velikost'),
    filterType: 'attributes',
    values: Object.fromEntries(shopSizes.map((size) => [size, texts(size, size, size, size, size)])),
  },
  colorDetail: {
    labels: texts('Oberfläche', 'Finition', 'Finitura', 'Wykończenie', 'Povrch'),
    filterType: null,
    values: colorDetailLabels,
  },
  contactLensType: {
    labels: texts('Linsentyp', 'Type de lentilles', 'Tipo di lenti', 'Rodzaj soczewek', 'Typ čoček'),
    filterType: 'attributes',
    values: contactLensTypeLabels,
  },
  wearingTime: {
    labels: texts('Tragedauer', 'Durée de port', 'Durata d’uso', 'Okres noszenia', 'Doba nošení'),
    filterType: 'attributes',
    values: wearingTimeLabels,
  },
  eyeCareProductType: {
    labels: texts('Produktart', 'Type de produit', 'Tipo di prodotto', 'Rodzaj produktu', 'Typ produktu'),
    filterType: 'attributes',
    values: eyeCareProductTypeLabels,
  },
  merchKind: {
    labels: texts('Artikel', 'Article', 'Articolo', 'Artykuł', 'Druh zboží'),
    filterType: 'attributes',
    values: merchKindLabels,
  },
  packingTypeDescription: {
    labels: texts('Packungsgröße', 'Conditionnement', 'Confezione', 'Opakowanie', 'Balení'),
    filterType: null,
    values: packingLabels,
  },
  frameWidth: {
    labels: texts(
      'Fassungsbreite',
      'Largeur de la monture',
      'Larghezza montatura',
      'Szerokość oprawki',
      'Šířka obroučky',
    ),
    filterType: 'range',
  },
  lensWidth: {
    labels: texts('Glasbreite', 'Largeur du verre', 'Larghezza lente', 'Szerokość soczewki', 'Šířka skla'),
    filterType: null,
  },
  bridgeWidth: {
    labels: texts('Stegbreite', 'Largeur du pont', 'Larghezza ponte', 'Szerokość mostka', 'Šířka můstku'),
    filterType: null,
  },
  templeLength: {
    labels: texts(
      'Bügellänge',
      'Longueur des branches',
      'Lunghezza aste',
      'Długość zauszników',
      'Délka stranic',
    ),
    filterType: null,
  },
  numberOfLenses: {
    labels: texts(
      'Anzahl Linsen',
      'Nombre de lentilles',
      'Numero di lenti',
      'Liczba soczewek',
      'Počet čoček',
    ),
    filterType: 'attributes',
    multiSelect: true,
  },
  volumeMl: {
    labels: texts('Inhalt (ml)', 'Contenance (ml)', 'Contenuto (ml)', 'Pojemność (ml)', 'Objem (ml)'),
    filterType: 'range',
  },
  manufacturerColorCode: {
    labels: texts('Farbcode', 'Code couleur', 'Codice colore', 'Kod koloru', 'Kód barvy'),
    filterType: null,
  },
  size: {
    labels: texts('Maße', 'Dimensions', 'Dimensioni', 'Wymiary', 'Rozměry'),
    filterType: null,
  },
  onlineExclusive: {
    labels: texts('Nur online', 'Exclusivité en ligne', 'Esclusiva online', 'Tylko online', 'Pouze online'),
    filterType: 'boolean',
    values: booleanValueLabels,
  },
  sustainable: {
    labels: texts('Nachhaltig', 'Durable', 'Sostenibile', 'Zrównoważony', 'Udržitelné'),
    filterType: 'boolean',
    values: booleanValueLabels,
  },
  premium: {
    labels: texts('Premium', 'Premium', 'Premium', 'Premium', 'Prémiové'),
    filterType: 'boolean',
    values: booleanValueLabels,
  },
  blueLightFilter: {
    labels: texts(
      'Blaulichtfilter',
      'Filtre lumière bleue',
      'Filtro luce blu',
      'Filtr światła niebieskiego',
      'Filtr modrého světla',
    ),
    filterType: 'boolean',
    values: booleanValueLabels,
  },
  polarized: {
    labels: texts('Polarisiert', 'Polarisé', 'Polarizzato', 'Polaryzacja', 'Polarizované'),
    filterType: 'boolean',
    values: booleanValueLabels,
  },
  // Not a filter: only a shop that offers zero-cost frames speaks of them (its product pages do).
  zeroTariff: {
    labels: texts(
      'Nulltarif',
      'Monture offerte',
      'Montatura in omaggio',
      'Oprawka gratis',
      'Obroučka zdarma',
    ),
    filterType: null,
    values: booleanValueLabels,
  },
};

function groupClass(key: GroupKey): string {
  for (const [groupType, keys] of Object.entries(attributeGroupKeys)) {
    if ((keys as readonly string[]).includes(key)) return groupType;
  }
  throw new Error(`Attribute group ${key} is in no class of the vocabulary`);
}

/**
 * Every group of the vocabulary with its values and labels. Ids follow the vocabulary's order, so
 * they stay put when a value is added at the end of a list.
 */
export function attributeRows(): { groups: AttributeGroupRow[]; values: AttributeValueRow[] } {
  const groups: AttributeGroupRow[] = [];
  const values: AttributeValueRow[] = [];
  let filterPosition = 0;
  const keys = Object.values(attributeGroupKeys).flat() as GroupKey[];
  keys.forEach((key, index) => {
    const definition = groupDefinitions[key];
    const groupId = index + 1;
    groups.push({
      id: groupId,
      key,
      type: groupClass(key),
      multiSelect: definition.multiSelect ?? false,
      filterType: definition.filterType,
      filterPosition: definition.filterType ? (filterPosition += 1) : null,
      labels: definition.labels,
    });
    Object.entries(definition.values ?? {}).forEach(([value, labels], position) => {
      values.push({
        id: groupId * 1000 + position + 1,
        groupId,
        value,
        labels,
        hex: definition.hexes?.[value] ?? null,
        position,
      });
    });
  });
  return { groups, values };
}
