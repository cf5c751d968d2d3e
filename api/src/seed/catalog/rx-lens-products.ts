import { languageCodes, parseLensIndexKey } from '@lumen/domain';
import type { LanguageCode, TintingType, lensIndexKeyTiers } from '@lumen/domain';
import { brandDefinitions } from './brands.ts';
import type { CategoryTree } from './category-tree.ts';
import type { ProductDraft, ProductTexts } from './product-factory.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

/*
 * The lens options of the prescription configurator (§3 Lens data, §9): ordinary products in the
 * hidden Rx category whose master keys are the four rx bundle keys of §5. Each has one variant, the
 * one a configuration item points at.
 */

interface LensOption {
  masterKey: 'rx_lens_types' | 'rx_lens_quality_index' | 'rx_tinting_types' | 'rx_services';
  /** The option's key: §9 index keys (`index_ch_compact`), tinting types, lens designs. */
  option: string;
  names: Texts;
  descriptions: Texts;
  euroCents: number;
  exactCents?: boolean;
  customData?: Record<string, unknown>;
}

const lensTypes: LensOption[] = [
  {
    masterKey: 'rx_lens_types',
    option: 'single_vision',
    euroCents: 3900,
    names: texts(
      'Einstärkengläser',
      'Verres unifocaux',
      'Lenti monofocali',
      'Soczewki jednoogniskowe',
      'Jednoohniskové čočky',
    ),
    descriptions: texts(
      'Einstärkengläser korrigieren eine Sehstärke für die Ferne oder für die Nähe. Für die meisten Brillen sind sie die richtige Wahl.',
      'Les verres unifocaux corrigent une seule distance de vision, de loin ou de près. Ils conviennent à la plupart des porteurs de lunettes.',
      'Le lenti monofocali correggono una sola distanza, da lontano o da vicino. Sono la scelta giusta per la maggior parte di chi porta gli occhiali.',
      'Soczewki jednoogniskowe korygują wzrok do dali albo do bliży. To właściwy wybór dla większości osób noszących okulary.',
      'Jednoohniskové čočky korigují vidění do dálky, nebo na blízko. Jsou správnou volbou pro většinu nositelů brýlí.',
    ),
  },
  {
    masterKey: 'rx_lens_types',
    option: 'varifocal',
    euroCents: 18900,
    names: texts(
      'Gleitsichtgläser',
      'Verres progressifs',
      'Lenti progressive',
      'Soczewki progresywne',
      'Progresivní čočky',
    ),
    descriptions: texts(
      'Gleitsichtgläser bieten scharfes Sehen in allen Entfernungen ohne sichtbare Trennkante. Ideal ab etwa 45 Jahren, wenn das Lesen schwerer fällt.',
      'Les verres progressifs offrent une vision nette à toutes les distances, sans ligne de séparation visible. Idéal à partir de 45 ans environ, quand la lecture devient difficile.',
      'Le lenti progressive offrono una visione nitida a tutte le distanze, senza linee di separazione visibili. Ideali a partire dai 45 anni circa, quando leggere diventa faticoso.',
      'Soczewki progresywne zapewniają ostre widzenie na każdą odległość bez widocznej linii podziału. Idealne od około 45. roku życia, gdy czytanie sprawia trudność.',
      'Progresivní čočky zajišťují ostré vidění na všechny vzdálenosti bez viditelného přechodu. Ideální zhruba od 45 let, kdy začne být čtení obtížnější.',
    ),
  },
  {
    masterKey: 'rx_lens_types',
    option: 'office',
    euroCents: 12900,
    names: texts(
      'Arbeitsplatzgläser',
      'Verres de bureau',
      'Lenti per ufficio',
      'Soczewki biurowe',
      'Kancelářské čočky',
    ),
    descriptions: texts(
      'Arbeitsplatzgläser sind für Entfernungen zwischen Bildschirm und Raum optimiert. Sie entlasten Nacken und Augen im Büro.',
      'Les verres de bureau sont conçus pour voir net de l’écran jusqu’au fond de la pièce. Ils soulagent la nuque et les yeux au travail.',
      'Le lenti per ufficio sono ottimizzate per le distanze tra schermo e ambiente. Riducono l’affaticamento di collo e occhi al lavoro.',
      'Soczewki biurowe zapewniają ostre widzenie na odległość od ekranu po całe pomieszczenie. Odciążają kark i oczy w pracy.',
      'Kancelářské čočky jsou optimalizované pro vzdálenosti od monitoru po místnost. Ulevují šíji i očím při práci.',
    ),
  },
];

/** The three §9 tiers as the shop names them, and the sentence that says what each is for. */
const indexBases: Record<
  keyof typeof lensIndexKeyTiers,
  { names: Texts; first: Texts; second: Texts; euroCents: number }
> = {
  index_cr: {
    euroCents: 1900,
    names: texts(
      'Kunststoffgläser 1,5',
      'Verres organiques 1,5',
      'Lenti organiche 1,5',
      'Soczewki organiczne 1,5',
      'Plastové čočky 1,5',
    ),
    first: texts(
      'Bewährte Kunststoffgläser mit Index 1,5 für schwache Sehstärken.',
      'Verres organiques éprouvés d’indice 1,5 pour les faibles corrections.',
      'Lenti organiche affidabili con indice 1,5, per correzioni leggere.',
      'Sprawdzone soczewki organiczne o indeksie 1,5 przy niewielkich wadach wzroku.',
      'Osvědčené plastové čočky s indexem 1,5 pro slabé dioptrie.',
    ),
    second: texts(
      'Mit Hartschicht und Entspiegelung.',
      'Avec durcissement et traitement antireflet.',
      'Con trattamento indurente e antiriflesso.',
      'Z utwardzeniem i powłoką antyrefleksyjną.',
      'S tvrzením a antireflexní úpravou.',
    ),
  },
  index_ch: {
    euroCents: 4900,
    names: texts(
      'Dünne Gläser 1,6',
      'Verres amincis 1,6',
      'Lenti assottigliate 1,6',
      'Soczewki cienkie 1,6',
      'Ztenčené čočky 1,6',
    ),
    first: texts(
      'Dünnere und leichtere Gläser mit Index 1,6 für mittlere Sehstärken.',
      'Des verres plus fins et plus légers d’indice 1,6 pour les corrections moyennes.',
      'Lenti più sottili e leggere con indice 1,6 per correzioni medie.',
      'Cieńsze i lżejsze soczewki o indeksie 1,6 przy średnich wadach wzroku.',
      'Tenčí a lehčí čočky s indexem 1,6 pro střední dioptrie.',
    ),
    second: texts(
      'Mit Hartschicht und Super-Entspiegelung.',
      'Avec durcissement et traitement antireflet haute performance.',
      'Con trattamento indurente e antiriflesso avanzato.',
      'Z utwardzeniem i zaawansowaną powłoką antyrefleksyjną.',
      'S tvrzením a špičkovou antireflexní úpravou.',
    ),
  },
  index_ad: {
    euroCents: 9900,
    names: texts(
      'Extradünne Gläser 1,67',
      'Verres extra-fins 1,67',
      'Lenti extra sottili 1,67',
      'Soczewki bardzo cienkie 1,67',
      'Extra tenké čočky 1,67',
    ),
    first: texts(
      'Extradünne Gläser mit Index 1,67 für starke Sehstärken ab ±2,5 Dioptrien.',
      'Verres extra-fins d’indice 1,67 pour les fortes corrections à partir de ±2,5 dioptries.',
      'Lenti extra sottili con indice 1,67 per correzioni forti a partire da ±2,5 diottrie.',
      'Bardzo cienkie soczewki o indeksie 1,67 przy dużych wadach wzroku, od ±2,5 dioptrii.',
      'Extra tenké čočky s indexem 1,67 pro silné dioptrie od ±2,5.',
    ),
    second: texts(
      'Mit Hartschicht, Super-Entspiegelung und Lotuseffekt.',
      'Avec durcissement, antireflet haute performance et effet perlant.',
      'Con trattamento indurente, antiriflesso avanzato ed effetto idrorepellente.',
      'Z utwardzeniem, zaawansowanym antyrefleksem i efektem hydrofobowym.',
      'S tvrzením, špičkovým antireflexem a hydrofobní úpravou.',
    ),
  },
  index_ax: {
    euroCents: 12900,
    names: texts(
      'Extradünne Premium-Gläser 1,67',
      'Verres extra-fins Premium 1,67',
      'Lenti extra sottili Premium 1,67',
      'Soczewki bardzo cienkie Premium 1,67',
      'Extra tenké čočky Premium 1,67',
    ),
    first: texts(
      'Unsere dünnsten Gläser mit Index 1,67 und asphärischem Design.',
      'Nos verres les plus fins, d’indice 1,67 et de design asphérique.',
      'Le nostre lenti più sottili, con indice 1,67 e design asferico.',
      'Nasze najcieńsze soczewki o indeksie 1,67 i konstrukcji asferycznej.',
      'Naše nejtenčí čočky s indexem 1,67 a asférickým designem.',
    ),
    second: texts(
      'Sie wirken flacher und verzerren am Rand weniger.',
      'Ils paraissent plus plats et déforment moins en bordure.',
      'Appaiono più piatte e distorcono meno ai bordi.',
      'Są bardziej płaskie i mniej zniekształcają na brzegach.',
      'Působí plošeji a na okrajích méně zkreslují.',
    ),
  },
};

/** §9 key variants: what the name gains, the sentence that replaces the second, the price change. */
const indexVariants = {
  nocoat: {
    factor: 0.5,
    name: texts(
      ' ohne Entspiegelung',
      ' sans antireflet',
      ' senza antiriflesso',
      ' bez antyrefleksu',
      ' bez antireflexu',
    ),
    second: texts(
      'Ohne Entspiegelung und dafür besonders günstig.',
      'Sans traitement antireflet, et donc particulièrement avantageux.',
      'Senza trattamento antiriflesso, quindi particolarmente convenienti.',
      'Bez powłoki antyrefleksyjnej, dzięki czemu są wyjątkowo korzystne cenowo.',
      'Bez antireflexní úpravy, a proto mimořádně cenově výhodné.',
    ),
  },
  compact: {
    factor: 1.2,
    name: texts(' Kompakt', ' Compact', ' Compact', ' Compact', ' Compact'),
    second: texts(
      'Die Kompakt-Variante ist für kleine Fassungen berechnet.',
      'La version Compact est calculée pour les petites montures.',
      'La versione Compact è pensata per montature piccole.',
      'Wersja Compact jest zaprojektowana z myślą o małych oprawkach.',
      'Varianta Compact je určená pro malé obroučky.',
    ),
  },
  omnichannel: {
    factor: 1.15,
    name: texts(
      ' (online und in der Filiale)',
      ' (en ligne et en magasin)',
      ' (online e in negozio)',
      ' (online i w salonie)',
      ' (online i na pobočce)',
    ),
    second: texts(
      'Online bestellbar und in jeder Filiale anpassbar.',
      'À commander en ligne et à ajuster dans tous nos magasins.',
      'Ordinabili online e adattabili in tutti i nostri negozi.',
      'Do zamówienia online i dopasowania w każdym salonie.',
      'Lze objednat online a upravit na kterékoli pobočce.',
    ),
  },
} as const;

const indexKeys = [
  'index_cr',
  'index_cr_nocoat',
  'index_ch',
  'index_ch_compact',
  'index_ad',
  'index_ax',
  'index_ax_omnichannel',
];

function qualityIndexOption(key: string): LensOption {
  // The domain reads these keys; a key it cannot read would be a lens the configurator never offers.
  const parsed = parseLensIndexKey(key);
  if (!parsed) throw new Error(`${key} is not a §9 lens index key`);
  const base = indexBases[parsed.key];
  const variant = parsed.variants[0] ? indexVariants[parsed.variants[0]] : undefined;
  const build = (pick: (language: LanguageCode) => string) =>
    Object.fromEntries(languageCodes.map((language) => [language, pick(language)])) as Texts;
  return {
    masterKey: 'rx_lens_quality_index',
    option: key,
    euroCents: Math.round((base.euroCents * (variant?.factor ?? 1)) / 100) * 100,
    names: build((language) => `${base.names[language]}${variant?.name[language] ?? ''}`),
    descriptions: build((language) => `${base.first[language]} ${(variant ?? base).second[language]}`),
    customData: { lensIndex: parsed.tier },
  };
}

const tintings: Record<TintingType, { euroCents: number; names: Texts; descriptions: Texts }> = {
  clear: {
    euroCents: 900,
    names: texts('Ungetönt', 'Verres clairs', 'Lenti trasparenti', 'Soczewki bezbarwne', 'Čiré čočky'),
    descriptions: texts(
      'Klare Gläser ohne Tönung für den Alltag. Die Standardwahl für jede Brille.',
      'Des verres clairs sans teinte pour le quotidien. Le choix standard pour toutes les lunettes.',
      'Lenti chiare senza colorazione per tutti i giorni. La scelta standard per ogni occhiale.',
      'Przejrzyste soczewki bez barwienia na co dzień. Standardowy wybór do każdych okularów.',
      'Čiré čočky bez zabarvení pro každý den. Standardní volba pro všechny brýle.',
    ),
  },
  blue_light_filter: {
    euroCents: 2900,
    names: texts(
      'Blaulichtfilter',
      'Filtre lumière bleue',
      'Filtro luce blu',
      'Filtr światła niebieskiego',
      'Filtr modrého světla',
    ),
    descriptions: texts(
      'Der Filter reduziert blaues Licht von Bildschirmen und LED-Lampen. Die Gläser bleiben dabei nahezu farblos.',
      'Le filtre réduit la lumière bleue des écrans et des LED. Les verres restent presque incolores.',
      'Il filtro riduce la luce blu di schermi e LED. Le lenti restano quasi incolori.',
      'Filtr ogranicza niebieskie światło z ekranów i diod LED. Soczewki pozostają prawie bezbarwne.',
      'Filtr snižuje modré světlo z obrazovek a LED osvětlení. Skla přitom zůstávají téměř bezbarvá.',
    ),
  },
  tinted: {
    euroCents: 2900,
    names: texts('Modetönung', 'Teinte mode', 'Colorazione moda', 'Barwienie modowe', 'Módní zabarvení'),
    descriptions: texts(
      'Eine leichte Tönung in Grau, Braun oder Grün setzt modische Akzente. Geeignet für Innenräume und bedeckte Tage.',
      'Une légère teinte grise, brune ou verte apporte une touche de style. Pour l’intérieur et les jours couverts.',
      'Una leggera colorazione grigia, marrone o verde aggiunge un tocco di stile. Adatta agli interni e alle giornate nuvolose.',
      'Delikatne barwienie na szaro, brązowo lub zielono dodaje stylu. Do wnętrz i na pochmurne dni.',
      'Jemné šedé, hnědé nebo zelené zabarvení dodá módní akcent. Vhodné do interiéru a na zamračené dny.',
    ),
  },
  sunglasses: {
    euroCents: 3900,
    names: texts(
      'Sonnenschutztönung',
      'Teinte solaire',
      'Colorazione da sole',
      'Barwienie przeciwsłoneczne',
      'Sluneční zabarvení',
    ),
    descriptions: texts(
      'Eine kräftige Tönung macht Ihre Brille zur Sonnenbrille mit 100\u00a0% UV-Schutz. Ideal für den Urlaub und für Autofahrten bei Tag.',
      'Une teinte soutenue transforme vos lunettes en lunettes de soleil avec 100\u00a0% de protection UV. Idéal en vacances et pour conduire de jour.',
      'Una colorazione intensa trasforma gli occhiali in occhiali da sole con protezione UV al 100%. Ideale in vacanza e alla guida di giorno.',
      'Intensywne barwienie zamienia okulary w przeciwsłoneczne ze 100% ochroną UV. Idealne na urlop i do jazdy w dzień.',
      'Sytější zabarvení promění brýle ve sluneční se 100% UV ochranou. Ideální na dovolenou a za volant ve dne.',
    ),
  },
  polarized: {
    euroCents: 6900,
    names: texts(
      'Polarisiert',
      'Verres polarisés',
      'Lenti polarizzate',
      'Soczewki polaryzacyjne',
      'Polarizační čočky',
    ),
    descriptions: texts(
      'Polarisierte Gläser filtern Reflexionen von Wasser, Schnee und nasser Straße. Für entspanntes Sehen bei starkem Sonnenlicht.',
      'Les verres polarisés filtrent les reflets de l’eau, de la neige et de la route mouillée. Pour une vision détendue en plein soleil.',
      'Le lenti polarizzate filtrano i riflessi di acqua, neve e strada bagnata. Per una visione rilassata in pieno sole.',
      'Soczewki polaryzacyjne filtrują odblaski od wody, śniegu i mokrej drogi. Zapewniają komfort widzenia w pełnym słońcu.',
      'Polarizační čočky filtrují odlesky od vody, sněhu a mokré silnice. Pro pohodlné vidění na prudkém slunci.',
    ),
  },
  transition: {
    euroCents: 8900,
    names: texts(
      'Selbsttönend',
      'Verres photochromiques',
      'Lenti fotocromatiche',
      'Soczewki fotochromowe',
      'Samozabarvovací čočky',
    ),
    descriptions: texts(
      'Selbsttönende Gläser dunkeln im Sonnenlicht ab und hellen in Innenräumen wieder auf. Eine Brille für drinnen und draußen.',
      'Les verres photochromiques foncent au soleil et s’éclaircissent à l’intérieur. Une seule paire pour dedans et dehors.',
      'Le lenti fotocromatiche si scuriscono al sole e tornano chiare negli ambienti interni. Un solo paio per dentro e fuori.',
      'Soczewki fotochromowe ciemnieją w słońcu i rozjaśniają się w pomieszczeniach. Jedna para na zewnątrz i do wnętrz.',
      'Samozabarvovací čočky na slunci ztmavnou a v interiéru se opět zesvětlí. Jedny brýle dovnitř i ven.',
    ),
  },
};

/** The service every rx bundle carries (§5, §3 rxFreeServiceProduct): free of charge. */
const freeService: LensOption = {
  masterKey: 'rx_services',
  option: 'service',
  euroCents: 0,
  exactCents: true,
  names: texts(
    'Service-Paket',
    'Forfait service',
    'Pacchetto servizi',
    'Pakiet serwisowy',
    'Servisní balíček',
  ),
  descriptions: texts(
    'Zentrierung, Anpassung und Ultraschallreinigung in jeder Filiale. Dazu zwei Jahre Garantie auf Fassung und Gläser.',
    'Centrage, ajustement et nettoyage aux ultrasons dans tous nos magasins. Avec deux ans de garantie sur la monture et les verres.',
    'Centratura, regolazione e pulizia a ultrasuoni in ogni negozio. In più, due anni di garanzia su montatura e lenti.',
    'Centrowanie, dopasowanie i czyszczenie ultradźwiękowe w każdym salonie. Do tego dwa lata gwarancji na oprawkę i soczewki.',
    'Centrování, seřízení a ultrazvukové čištění na každé pobočce. K tomu dva roky záruky na obroučku i skla.',
  ),
};

const houseBrand = brandDefinitions.find((brand) => brand.ranges.includes('house'))!;

/** Every lens option, in configurator order. */
export function rxLensDrafts(tree: CategoryTree): ProductDraft[] {
  const options: LensOption[] = [
    ...lensTypes,
    ...indexKeys.map(qualityIndexOption),
    ...Object.entries(tintings).map(([option, tinting]) => ({
      masterKey: 'rx_tinting_types' as const,
      option,
      ...tinting,
    })),
    freeService,
  ];
  const rxCategory = tree.idOf('Rx');
  return options.map((lens) => {
    const referenceKey = `LO-RX-${lens.option.toUpperCase().replace(/_/g, '-')}`;
    return {
      masterKey: lens.masterKey,
      referenceKey,
      productType: null,
      productCategory: null,
      brandId: houseBrand.id,
      shopIds: null,
      categoryIds: [rxCategory],
      siblingGroup: null,
      attributes: {},
      texts: Object.fromEntries(
        languageCodes.map((language) => [
          language,
          { name: lens.names[language], description: lens.descriptions[language] },
        ]),
      ) as ProductTexts,
      imageViews: [],
      customData: { rxOption: lens.option, ...lens.customData },
      variants: [
        {
          keySuffix: '-1',
          attributes: {},
          euroCents: lens.euroCents,
          ...(lens.exactCents ? { exactCents: true } : {}),
        },
      ],
      steady: true,
    };
  });
}
