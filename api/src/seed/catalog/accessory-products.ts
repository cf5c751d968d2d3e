import { languageCodes } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import type { eyeCareProductTypes, MerchKind } from '@lumen/domain';
import type { ImageView } from '../../commerce/catalog/catalog-rows.ts';
import { booleanTrue, eyeCareProductTypeLabels, merchKindLabels } from './attribute-labels.ts';
import { brandDefinitions, brandsOf } from './brands.ts';
import type { BrandDefinition } from './brands.ts';
import type { CategoryTree } from './category-tree.ts';
import { frenchOf } from './eyewear-texts.ts';
import type { ProductDraft, ProductTexts, VariantDraft } from './product-factory.ts';
import type { Random } from './random.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

type CareType = (typeof eyeCareProductTypes)[number];

interface CareConfig {
  category: string;
  /** Bottle sizes in ml; none for cloths and cases. */
  volumes: readonly number[];
  /** Euro cents for the smallest size. */
  cents: number;
  sentences: Texts;
}

const care: Record<CareType, CareConfig> = {
  all_in_one_solution: {
    category: 'Care|LensCare',
    volumes: [60, 100, 360],
    cents: 695,
    sentences: texts(
      'Die Kombilösung reinigt, desinfiziert und spült weiche Kontaktlinsen in einem Schritt. Sie eignet sich auch für Silikon-Hydrogel-Linsen.',
      'Cette solution multifonction nettoie, désinfecte et rince les lentilles souples en une seule étape. Elle convient aussi aux lentilles en silicone-hydrogel.',
      'La soluzione unica pulisce, disinfetta e risciacqua le lenti morbide in un solo passaggio. È adatta anche alle lenti in silicone idrogel.',
      'Płyn uniwersalny czyści, dezynfekuje i płucze miękkie soczewki w jednym kroku. Nadaje się także do soczewek silikonowo-hydrożelowych.',
      'Víceúčelový roztok čistí, dezinfikuje a oplachuje měkké čočky v jednom kroku. Hodí se i pro silikon-hydrogelové čočky.',
    ),
  },
  peroxide_solution: {
    category: 'Care|LensCare',
    volumes: [360],
    cents: 1495,
    sentences: texts(
      'Die Peroxidlösung desinfiziert Kontaktlinsen besonders gründlich und ohne Konservierungsmittel. Nach sechs Stunden im Behälter ist sie neutralisiert.',
      'La solution au peroxyde désinfecte les lentilles en profondeur, sans conservateurs. Elle est neutralisée après six heures dans l’étui.',
      'La soluzione al perossido disinfetta a fondo le lenti, senza conservanti. Dopo sei ore nel contenitore è neutralizzata.',
      'Płyn z nadtlenkiem dokładnie dezynfekuje soczewki bez konserwantów. Po sześciu godzinach w pojemniku ulega neutralizacji.',
      'Peroxidový roztok důkladně dezinfikuje čočky bez konzervačních látek. Po šesti hodinách v pouzdře je zneutralizován.',
    ),
  },
  saline_solution: {
    category: 'Care|LensCare',
    volumes: [360],
    cents: 595,
    sentences: texts(
      'Die sterile Kochsalzlösung spült Kontaktlinsen vor dem Einsetzen ab. Sie eignet sich auch für Peroxid-Systeme.',
      'La solution saline stérile rince les lentilles avant la pose. Elle convient aussi aux systèmes au peroxyde.',
      'La soluzione salina sterile risciacqua le lenti prima dell’applicazione. È adatta anche ai sistemi al perossido.',
      'Sterylna sól fizjologiczna służy do płukania soczewek przed założeniem. Sprawdzi się także w systemach z nadtlenkiem.',
      'Sterilní fyziologický roztok slouží k oplachování čoček před nasazením. Hodí se i k peroxidovým systémům.',
    ),
  },
  eye_drops: {
    category: 'Care|EyeDrops',
    volumes: [10, 15],
    cents: 895,
    sentences: texts(
      'Die Augentropfen befeuchten trockene und müde Augen. Sie sind mit Kontaktlinsen verträglich.',
      'Ces gouttes hydratent les yeux secs et fatigués. Elles sont compatibles avec le port de lentilles.',
      'Le gocce idratano gli occhi secchi e affaticati. Sono compatibili con le lenti a contatto.',
      'Krople nawilżają suche i zmęczone oczy. Można je stosować z soczewkami kontaktowymi.',
      'Kapky zvlhčují suché a unavené oči. Jsou vhodné i při nošení kontaktních čoček.',
    ),
  },
  cleaning_spray: {
    category: 'Care|GlassesCare',
    volumes: [30, 60],
    cents: 495,
    sentences: texts(
      'Das Reinigungsspray entfernt Fingerabdrücke und Staub schonend von allen Brillengläsern. Es ist für entspiegelte Gläser geeignet.',
      'Le spray nettoyant élimine en douceur traces de doigts et poussière sur tous les verres. Il convient aux verres antireflets.',
      'Lo spray detergente rimuove delicatamente impronte e polvere da tutte le lenti. È adatto alle lenti antiriflesso.',
      'Spray delikatnie usuwa odciski palców i kurz ze wszystkich soczewek okularowych. Nadaje się do soczewek z powłoką antyrefleksyjną.',
      'Čisticí sprej šetrně odstraní otisky prstů a prach ze všech brýlových skel. Je vhodný i pro skla s antireflexní úpravou.',
    ),
  },
  cleaning_cloth: {
    category: 'Care|GlassesCare',
    volumes: [],
    cents: 395,
    sentences: texts(
      'Das Mikrofasertuch reinigt Brillengläser streifenfrei und ohne Zusatzmittel. Es ist bei 40\u00a0°C waschbar.',
      'Le chiffon microfibre nettoie les verres sans traces ni produit. Il est lavable à 40\u00a0°C.',
      'Il panno in microfibra pulisce le lenti senza aloni né detergenti. È lavabile a 40\u00a0°C.',
      'Ściereczka z mikrofibry czyści soczewki bez smug i bez dodatkowych środków. Można ją prać w 40\u00a0°C.',
      'Hadřík z mikrovlákna čistí skla beze šmouh a bez čisticích prostředků. Lze jej prát na 40\u00a0°C.',
    ),
  },
  lens_case: {
    category: 'Care|LensCare',
    volumes: [],
    cents: 295,
    sentences: texts(
      'Der Kontaktlinsenbehälter mit Markierung für links und rechts schützt Ihre Linsen über Nacht. Er sollte monatlich ersetzt werden.',
      'L’étui à lentilles, marqué gauche et droite, protège vos lentilles pendant la nuit. Il est conseillé de le remplacer chaque mois.',
      'Il portalenti con indicazione destra e sinistra protegge le lenti durante la notte. Si consiglia di sostituirlo ogni mese.',
      'Pojemnik z oznaczeniem lewej i prawej strony chroni soczewki przez noc. Warto wymieniać go co miesiąc.',
      'Pouzdro s označením levé a pravé strany chrání čočky přes noc. Doporučujeme ho měsíčně vyměňovat.',
    ),
  },
};

const merch: Record<MerchKind, { cents: readonly number[]; sentences: Texts }> = {
  glasses_case: {
    cents: [995, 1495, 1995],
    sentences: texts(
      'Das Hartschalenetui schützt Ihre Brille zuverlässig vor Druck und Kratzern. Innen ist es mit weichem Samt ausgekleidet.',
      'L’étui rigide protège vos lunettes des chocs et des rayures. Son intérieur est doublé de velours doux.',
      'L’astuccio rigido protegge gli occhiali da urti e graffi. L’interno è rivestito di morbido velluto.',
      'Twarde etui chroni okulary przed naciskiem i zarysowaniami. Wnętrze wyłożono miękkim welurem.',
      'Pevné pouzdro spolehlivě chrání brýle před tlakem a poškrábáním. Uvnitř je vystlané jemným sametem.',
    ),
  },
  glasses_chain: {
    cents: [995, 1495, 1995],
    sentences: texts(
      'Mit der Brillenkette haben Sie Ihre Brille immer griffbereit. Die Silikonschlaufen passen an fast jeden Bügel.',
      'Avec cette chaînette, vos lunettes restent toujours à portée de main. Les attaches en silicone s’adaptent à presque toutes les branches.',
      'Con la catenella gli occhiali sono sempre a portata di mano. Gli anelli in silicone si adattano a quasi tutte le aste.',
      'Dzięki łańcuszkowi okulary są zawsze pod ręką. Silikonowe pętelki pasują do niemal każdych zauszników.',
      'S řetízkem máte brýle vždy po ruce. Silikonová očka se hodí na téměř všechny stranice.',
    ),
  },
  tote_bag: {
    cents: [1295, 1495],
    sentences: texts(
      'Die Stofftasche aus Bio-Baumwolle bietet Platz für den Einkauf und mehr. Sie ist bei 30\u00a0°C waschbar.',
      'Ce sac en coton bio offre de la place pour vos courses et plus encore. Il est lavable à 30\u00a0°C.',
      'La borsa in cotone biologico ha spazio per la spesa e molto altro. È lavabile a 30\u00a0°C.',
      'Torba z bawełny organicznej zmieści zakupy i nie tylko. Można ją prać w 30\u00a0°C.',
      'Taška z biobavlny pojme nákup i mnohem víc. Lze ji prát na 30\u00a0°C.',
    ),
  },
  cap: {
    cents: [1995, 2495],
    sentences: texts(
      'Die Kappe schützt an sonnigen Tagen zusätzlich die Augen. Der Verschluss lässt sich stufenlos verstellen.',
      'La casquette protège aussi vos yeux les jours de soleil. Sa fermeture se règle facilement.',
      'Il cappellino protegge anche gli occhi nelle giornate di sole. La chiusura è regolabile.',
      'Czapka z daszkiem dodatkowo chroni oczy w słoneczne dni. Zapięcie ma płynną regulację.',
      'Kšiltovka za slunečných dnů chrání i oči. Zapínání je plynule nastavitelné.',
    ),
  },
  hearing_aid_battery: {
    cents: [495, 595],
    sentences: texts(
      'Die Zink-Luft-Batterien versorgen Hörgeräte lange und gleichmäßig mit Energie. Eine Packung enthält sechs Batterien.',
      'Les piles zinc-air alimentent les appareils auditifs longtemps et de façon régulière. Un paquet contient six piles.',
      'Le batterie zinco-aria alimentano gli apparecchi acustici in modo costante e duraturo. Una confezione contiene sei batterie.',
      'Baterie cynkowo-powietrzne zapewniają aparatom słuchowym długą i stabilną pracę. Opakowanie zawiera sześć baterii.',
      'Zinkovzdušné baterie dodávají sluchadlům dlouhodobě stabilní energii. Balení obsahuje šest baterií.',
    ),
  },
  hearing_aid_case: {
    cents: [1495, 1995, 2995],
    sentences: texts(
      'Das Etui bewahrt Hörgeräte sicher und trocken auf. Ein Trockenkissen im Deckel nimmt Feuchtigkeit auf.',
      'L’étui conserve les appareils auditifs en sécurité et au sec. Un coussinet déshydratant dans le couvercle absorbe l’humidité.',
      'La custodia conserva gli apparecchi acustici al sicuro e all’asciutto. Un cuscinetto essiccante nel coperchio assorbe l’umidità.',
      'Etui bezpiecznie przechowuje aparaty słuchowe w suchym miejscu. Wkład osuszający w pokrywce pochłania wilgoć.',
      'Pouzdro uchovává sluchadla v bezpečí a suchu. Vysoušecí polštářek ve víčku pohlcuje vlhkost.',
    ),
  },
};

/** Hearing-aid battery sizes, by the colour code printed on the tab. */
const batterySizes = ['10', '13', '312', '675'] as const;

const lineWords = [
  'Classic',
  'Sensitive',
  'Pure',
  'Fresh',
  'Plus',
  'Travel',
  'Soft',
  'Active',
  'Urban',
  'Nature',
];

function brandSentence(brand: string, language: LanguageCode): string {
  switch (language) {
    case 'de':
      return `Ein Produkt von ${brand}.`;
    case 'fr':
      return `Un produit ${frenchOf(brand)}.`;
    case 'it':
      return `Un prodotto di ${brand}.`;
    case 'pl':
      return `Produkt marki ${brand}.`;
    case 'cs':
      return `Výrobek značky ${brand}.`;
  }
}

function accessoryTexts(
  noun: Texts,
  line: string,
  suffix: string,
  sentences: Texts,
  brand: string,
): ProductTexts {
  return Object.fromEntries(
    languageCodes.map((language) => [
      language,
      {
        name: `${noun[language]} ${line}${suffix}`,
        description: `${sentences[language]} ${brandSentence(brand, language)}`,
      },
    ]),
  ) as ProductTexts;
}

const articleNumber = (brand: BrandDefinition, prefix: string, index: number) =>
  `${brand.code}-${prefix}${String(index + 1).padStart(4, '0')}`;

/**
 * Care products. The first is a travel-size solution that the gift promotion hands out, so it is
 * steady (always sellable).
 */
export function careDrafts(count: number, random: Random, tree: CategoryTree): ProductDraft[] {
  const types = Object.keys(care) as CareType[];
  return Array.from({ length: count }, (_, index) => {
    const gift = index === 0;
    const type = gift ? 'all_in_one_solution' : random.pick(types);
    const config = care[type];
    const brand = random.pick(brandsOf('care'));
    const volume = gift ? 60 : config.volumes.length > 0 ? random.pick(config.volumes) : null;
    const line = `${brand.name.split(' ')[0]} ${random.pick(lineWords)}`;
    const referenceKey = articleNumber(brand, 'CA', index);
    const euroCents = volume
      ? Math.round(config.cents * Math.sqrt(volume / (config.volumes[0] ?? volume)))
      : config.cents;
    const variants: VariantDraft[] = [
      { keySuffix: '-1', attributes: { packingTypeDescription: ['single'] }, euroCents },
    ];
    if (volume !== null && volume >= 100) {
      variants.push({
        keySuffix: '-2',
        attributes: { packingTypeDescription: ['twin_pack'] },
        euroCents: Math.round(euroCents * 1.8),
      });
    }
    return {
      masterKey: referenceKey,
      referenceKey,
      productType: 'cleaning-fluid-pdp',
      productCategory: 'careproducts',
      brandId: brand.id,
      shopIds: brand.shopIds,
      categoryIds: [tree.idOf(config.category)],
      siblingGroup: null,
      attributes: {
        eyeCareProductType: [type],
        ...(volume ? { volumeMl: [volume] } : {}),
        ...(random.chance(0.15) ? { sustainable: [booleanTrue] } : {}),
      },
      texts: accessoryTexts(
        eyeCareProductTypeLabels[type],
        line,
        volume ? ` ${volume} ml` : '',
        config.sentences,
        brand.name,
      ),
      imageViews: [volume ? 'bottle' : 'item'] satisfies ImageView[],
      customData: {},
      variants,
      steady: gift,
    };
  });
}

const houseBrand = brandDefinitions.find((brand) => brand.ranges.includes('house'))!;

/**
 * Shop merchandise. The first two are the gifts of promotions: the glasses case (running, so it is
 * steady) and a cap.
 */
export function merchDrafts(count: number, random: Random, tree: CategoryTree): ProductDraft[] {
  const kinds: MerchKind[] = ['glasses_case', 'glasses_chain', 'tote_bag', 'cap'];
  const gifts: MerchKind[] = ['glasses_case', 'cap'];
  return Array.from({ length: count }, (_, index) => {
    const gift = index === 0;
    const kind = gifts[index] ?? random.pick(kinds);
    const config = merch[kind];
    const referenceKey = articleNumber(houseBrand, 'ME', index);
    return {
      masterKey: referenceKey,
      referenceKey,
      productType: 'merch-pdp',
      productCategory: 'merch',
      brandId: houseBrand.id,
      shopIds: null,
      categoryIds: [tree.idOf('Merchandise')],
      siblingGroup: null,
      attributes: { merchKind: [kind], ...(random.chance(0.2) ? { sustainable: [booleanTrue] } : {}) },
      texts: accessoryTexts(
        merchKindLabels[kind],
        gift ? 'Classic' : random.pick(lineWords),
        '',
        config.sentences,
        houseBrand.name,
      ),
      imageViews: ['item'],
      customData: {},
      variants: [{ keySuffix: '-1', attributes: {}, euroCents: random.pick(config.cents) }],
      steady: gift,
    };
  });
}

/** Hearing-aid merchandise: batteries in every size, and cases. */
export function hearingDrafts(count: number, random: Random, tree: CategoryTree): ProductDraft[] {
  return Array.from({ length: count }, (_, index) => {
    const kind: MerchKind = random.chance(0.6) ? 'hearing_aid_battery' : 'hearing_aid_case';
    const config = merch[kind];
    const brand = random.pick(brandsOf('hearing'));
    const referenceKey = articleNumber(brand, 'HA', index);
    const euroCents = random.pick(config.cents);
    return {
      masterKey: referenceKey,
      referenceKey,
      productType: 'hearing-aids-merch-pdp',
      productCategory: 'hearingAidsMerch',
      brandId: brand.id,
      shopIds: brand.shopIds,
      categoryIds: [tree.idOf('HearingAidAccessories')],
      siblingGroup: null,
      attributes: { merchKind: [kind] },
      texts: accessoryTexts(
        merchKindLabels[kind],
        `${brand.name} ${random.pick(lineWords)}`,
        '',
        config.sentences,
        brand.name,
      ),
      imageViews: ['item'],
      customData: {},
      variants:
        kind === 'hearing_aid_battery'
          ? batterySizes.map((size) => ({ keySuffix: `-${size}`, attributes: { size: [size] }, euroCents }))
          : [{ keySuffix: '-1', attributes: {}, euroCents }],
    };
  });
}
