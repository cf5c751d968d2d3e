import type { LanguageCode } from '@lumen/domain';
import type { FrameMaterial, FrameShape, LensBaseColor, RimType } from '@lumen/domain';
import { frameColorLabels, lensBaseColorLabels } from './attribute-labels.ts';
import { inSentence, texts } from './texts.ts';
import type { Texts } from './texts.ts';

/** The eyewear product categories of §3 and how the shop names each kind of frame. */
export type EyewearKind =
  'glasses' | 'sunglasses' | 'readyMadeGlasses' | 'readingAidGlasses' | 'blueLightBlocking' | 'smartglasses';

export const eyewearNouns: Record<EyewearKind, Texts> = {
  glasses: texts('Brille', 'Lunettes de vue', 'Occhiali da vista', 'Okulary korekcyjne', 'Dioptrické brýle'),
  sunglasses: texts(
    'Sonnenbrille',
    'Lunettes de soleil',
    'Occhiali da sole',
    'Okulary przeciwsłoneczne',
    'Sluneční brýle',
  ),
  readyMadeGlasses: texts(
    'Fertigbrille',
    'Lunettes prémontées',
    'Occhiali premontati',
    'Okulary gotowe',
    'Hotové brýle',
  ),
  readingAidGlasses: texts(
    'Lesebrille',
    'Lunettes de lecture',
    'Occhiali da lettura',
    'Okulary do czytania',
    'Brýle na čtení',
  ),
  blueLightBlocking: texts(
    'Blaulichtfilter-Brille',
    'Lunettes anti-lumière bleue',
    'Occhiali anti luce blu',
    'Okulary z filtrem światła niebieskiego',
    'Brýle s filtrem modrého světla',
  ),
  smartglasses: texts(
    'Smart Glasses',
    'Lunettes connectées',
    'Occhiali smart',
    'Inteligentne okulary',
    'Chytré brýle',
  ),
};

/** The shape as the object of "combines … with a frame", declined for each language. */
const shapePhrases: Record<FrameShape, Texts> = {
  round: texts('eine runde Form', 'une forme ronde', 'una forma rotonda', 'okrągły kształt', 'kulatý tvar'),
  oval: texts('eine ovale Form', 'une forme ovale', 'una forma ovale', 'owalny kształt', 'oválný tvar'),
  rectangular: texts(
    'eine rechteckige Form',
    'une forme rectangulaire',
    'una forma rettangolare',
    'prostokątny kształt',
    'obdélníkový tvar',
  ),
  square: texts(
    'eine eckige Form',
    'une forme carrée',
    'una forma squadrata',
    'kwadratowy kształt',
    'hranatý tvar',
  ),
  cat_eye: texts(
    'eine Cat-Eye-Form',
    'une forme œil de chat',
    'una forma cat-eye',
    'kształt „kocie oko”',
    'tvar kočičích očí',
  ),
  aviator: texts(
    'die klassische Pilotenform',
    'la forme aviateur classique',
    'la classica forma a goccia',
    'klasyczny kształt pilotek',
    'klasický pilotní tvar',
  ),
  browline: texts(
    'eine Browline-Form',
    'une forme browline',
    'una forma browline',
    'kształt browline',
    'tvar browline',
  ),
  butterfly: texts(
    'eine Butterfly-Form',
    'une forme papillon',
    'una forma a farfalla',
    'kształt motyla',
    'motýlí tvar',
  ),
  hexagonal: texts(
    'eine sechseckige Form',
    'une forme hexagonale',
    'una forma esagonale',
    'sześciokątny kształt',
    'šestiúhelníkový tvar',
  ),
  panto: texts('eine Panto-Form', 'une forme pantos', 'una forma panto', 'kształt panto', 'tvar panto'),
};

/** The material after "made of": dative in German, genitive after z/ze in Polish and Czech. */
const materialPhrases: Record<FrameMaterial, Texts> = {
  acetate: texts('Acetat', 'acétate', 'acetato', 'z acetatu', 'z acetátu'),
  metal: texts('Metall', 'métal', 'metallo', 'z metalu', 'z kovu'),
  titanium: texts('Titan', 'titane', 'titanio', 'z tytanu', 'z titanu'),
  stainless_steel: texts(
    'Edelstahl',
    'acier inoxydable',
    'acciaio inossidabile',
    'ze stali nierdzewnej',
    'z nerezové oceli',
  ),
  tr90: texts('TR90', 'TR90', 'TR90', 'z TR90', 'z TR90'),
  wood: texts('Holz', 'bois', 'legno', 'z drewna', 'ze dřeva'),
  carbon: texts('Carbon', 'carbone', 'carbonio', 'z karbonu', 'z karbonu'),
};

const rimSentences: Record<RimType, Texts> = {
  full_rim: texts(
    'Der Vollrand fasst die Gläser sicher ein.',
    'Le cerclage complet maintient solidement les verres.',
    'Il cerchio completo tiene saldamente le lenti.',
    'Pełna oprawka pewnie trzyma soczewki.',
    'Celoobroučková konstrukce pevně drží skla.',
  ),
  nylor: texts(
    'Ein feiner Nylonfaden hält die Gläser und macht die Brille besonders leicht.',
    'Un fin fil de nylon maintient les verres et rend la monture particulièrement légère.',
    'Un sottile filo di nylon tiene le lenti e rende la montatura particolarmente leggera.',
    'Soczewki trzyma cienka żyłka nylonowa, dzięki czemu oprawka jest wyjątkowo lekka.',
    'Skla drží tenké nylonové vlákno, díky čemuž jsou brýle mimořádně lehké.',
  ),
  rimless: texts(
    'Die randlose Konstruktion wirkt nahezu unsichtbar.',
    'Sans cerclage, la monture se fait presque invisible.',
    'Senza cerchio, la montatura è quasi invisibile.',
    'Bez obwódki oprawka jest niemal niewidoczna.',
    'Bezobroučková konstrukce působí téměř neviditelně.',
  ),
  inline_grooves: texts(
    'Die Gläser sitzen in einer feinen Rille der Fassung.',
    'Les verres sont insérés dans une fine rainure de la monture.',
    'Le lenti sono inserite in una sottile scanalatura della montatura.',
    'Soczewki osadzone są w delikatnym rowku oprawki.',
    'Skla jsou usazena v jemné drážce obroučky.',
  ),
};

const useSentences: Record<Exclude<EyewearKind, 'sunglasses'>, Texts> = {
  glasses: texts(
    'Mit Korrektionsgläsern nach Ihren Werten begleitet Sie dieses Modell durch jeden Tag.',
    'Équipé de verres correcteurs adaptés à votre vue, ce modèle vous accompagne au quotidien.',
    'Con lenti correttive su misura per la tua vista, questo modello ti accompagna ogni giorno.',
    'Z soczewkami korekcyjnymi dopasowanymi do Twojego wzroku ten model sprawdzi się na co dzień.',
    'S dioptrickými skly podle vašich hodnot vás tento model doprovodí každý den.',
  ),
  readyMadeGlasses: texts(
    'Als Fertigbrille ist dieses Modell sofort einsatzbereit und ideal als Zweitbrille.',
    'Prêt à porter, ce modèle s’utilise immédiatement et fait une seconde paire idéale.',
    'Pronto all’uso, questo modello è ideale come secondo paio.',
    'Gotowy do noszenia model świetnie sprawdzi się jako druga para.',
    'Hotový model je ihned připraven k použití a ideální jako druhé brýle.',
  ),
  readingAidGlasses: texts(
    'Erhältlich in den Stärken +1,00 bis +3,00 Dioptrien für entspanntes Lesen.',
    'Disponible de +1,00 à +3,00 dioptries pour une lecture détendue.',
    'Disponibile da +1,00 a +3,00 diottrie per una lettura rilassata.',
    'Dostępny w mocach od +1,00 do +3,00 dioptrii, dla wygodnego czytania.',
    'K dispozici v dioptriích od +1,00 do +3,00 pro pohodlné čtení.',
  ),
  blueLightBlocking: texts(
    'Der Blaulichtfilter entlastet die Augen bei langer Arbeit am Bildschirm.',
    'Le filtre lumière bleue soulage les yeux lors d’un long travail sur écran.',
    'Il filtro luce blu riposa gli occhi durante le lunghe ore davanti al monitor.',
    'Filtr światła niebieskiego odciąża oczy podczas długiej pracy przy ekranie.',
    'Filtr modrého světla šetří oči při dlouhé práci u obrazovky.',
  ),
  smartglasses: texts(
    'Eingebaute Lautsprecher und Mikrofone machen Telefonate und Musik ohne Kopfhörer möglich.',
    'Les haut-parleurs et micros intégrés permettent d’appeler et d’écouter de la musique sans écouteurs.',
    'Altoparlanti e microfoni integrati permettono di telefonare e ascoltare musica senza auricolari.',
    'Wbudowane głośniki i mikrofony pozwalają rozmawiać i słuchać muzyki bez słuchawek.',
    'Vestavěné reproduktory a mikrofony umožňují telefonovat a poslouchat hudbu bez sluchátek.',
  ),
};

const kidsSentence = texts(
  'Flexible Scharniere machen das Modell robust genug für den Kinderalltag.',
  'Des charnières flexibles le rendent assez robuste pour le quotidien des enfants.',
  'Le cerniere flessibili lo rendono abbastanza robusto per la vita di tutti i giorni dei bambini.',
  'Elastyczne zawiasy sprawiają, że model wytrzyma dziecięcą codzienność.',
  'Pružné panty jsou dost odolné pro každodenní dětské dovádění.',
);

const polarizedSentence = texts(
  'Polarisierte Gläser reduzieren störende Reflexionen auf Wasser und Straße.',
  'Les verres polarisés réduisent les reflets gênants sur l’eau et la route.',
  'Le lenti polarizzate riducono i riflessi fastidiosi su acqua e asfalto.',
  'Polaryzacja redukuje uciążliwe odblaski od wody i nawierzchni.',
  'Polarizace snižuje rušivé odlesky od vody a silnice.',
);

function lensSentence(lens: LensBaseColor, language: LanguageCode): string {
  const colour = inSentence(lensBaseColorLabels[lens][language], language);
  switch (language) {
    case 'de':
      return `Die Gläser (${colour}) bieten 100\u00a0% UV-Schutz (UV400).`;
    case 'fr':
      return `Les verres (${colour}) filtrent 100\u00a0% des UV (UV400).`;
    case 'it':
      return `Le lenti (${colour}) filtrano il 100% dei raggi UV (UV400).`;
    case 'pl':
      return `Soczewki (${colour}) filtrują 100% promieniowania UV (UV400).`;
    case 'cs':
      return `Skla (${colour}) filtrují 100\u00a0% UV záření (UV400).`;
  }
}

/** French elides "de" before a vowel or a mute h: "d’Atelier Lumière", "de Vista Milano". */
export function frenchOf(name: string): string {
  return /^[aeiouhâéèêîôû]/i.test(name) ? `d’${name}` : `de ${name}`;
}

function openingSentence(frame: FrameDescription, language: LanguageCode): string {
  const { model, brand } = frame;
  const shape = shapePhrases[frame.shape][language];
  const material = materialPhrases[frame.material][language];
  const colour = inSentence(frameColorLabels[frame.color][language], language);
  switch (language) {
    case 'de':
      return `Das Modell ${model} von ${brand} verbindet ${shape} mit einer Fassung aus ${material} in ${colour}.`;
    case 'fr':
      return `Le modèle ${model} ${frenchOf(brand)} associe ${shape} à une monture en ${material}, coloris ${colour}.`;
    case 'it':
      return `Il modello ${model} di ${brand} unisce ${shape} a una montatura in ${material}, colore ${colour}.`;
    case 'pl':
      return `Model ${model} marki ${brand} łączy ${shape} z oprawką ${material}, kolor: ${colour}.`;
    case 'cs':
      return `Model ${model} značky ${brand} spojuje ${shape} s obroučkou ${material}, barva: ${colour}.`;
  }
}

export interface FrameDescription {
  kind: EyewearKind;
  model: string;
  brand: string;
  shape: FrameShape;
  material: FrameMaterial;
  rim: RimType;
  color: keyof typeof frameColorLabels;
  kids: boolean;
  lens?: LensBaseColor;
  polarized?: boolean;
}

/** Three sentences: what the frame is, how it is built or what its lenses do, what it is for. */
export function frameDescription(frame: FrameDescription, language: LanguageCode): string {
  const sentences = [openingSentence(frame, language)];
  if (frame.kind === 'sunglasses') {
    sentences.push(lensSentence(frame.lens ?? 'grey', language));
    sentences.push((frame.polarized ? polarizedSentence : rimSentences[frame.rim])[language]);
  } else {
    sentences.push(rimSentences[frame.rim][language]);
    sentences.push((frame.kids ? kidsSentence : useSentences[frame.kind])[language]);
  }
  return sentences.join(' ');
}
