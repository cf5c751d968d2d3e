import { languageCodes } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import type { ContactLensParameters, contactLensTypes, wearingTimes } from '@lumen/domain';
import { booleanTrue } from './attribute-labels.ts';
import type { PackingType } from './attribute-labels.ts';
import { brandsOf } from './brands.ts';
import type { CategoryTree } from './category-tree.ts';
import type { ProductDraft, ProductTexts } from './product-factory.ts';
import type { Random } from './random.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

type LensType = (typeof contactLensTypes)[number];
type WearingTime = (typeof wearingTimes)[number];

const wearingNouns: Record<WearingTime, Texts> = {
  daily: texts(
    'Tageslinsen',
    'lentilles journalières',
    'lenti giornaliere',
    'soczewki jednodniowe',
    'jednodenní čočky',
  ),
  two_weekly: texts(
    'Zwei-Wochen-Linsen',
    'lentilles bimensuelles',
    'lenti quindicinali',
    'soczewki dwutygodniowe',
    'čtrnáctidenní čočky',
  ),
  monthly: texts(
    'Monatslinsen',
    'lentilles mensuelles',
    'lenti mensili',
    'soczewki miesięczne',
    'měsíční čočky',
  ),
};

const typeSentences: Record<LensType, Texts> = {
  spherical: texts(
    'Sie korrigieren Kurz- und Weitsichtigkeit.',
    'Elles corrigent la myopie et l’hypermétropie.',
    'Correggono miopia e ipermetropia.',
    'Korygują krótkowzroczność i nadwzroczność.',
    'Korigují krátkozrakost i dalekozrakost.',
  ),
  toric: texts(
    'Sie korrigieren zusätzlich eine Hornhautverkrümmung (Astigmatismus).',
    'Elles corrigent en outre l’astigmatisme.',
    'Correggono anche l’astigmatismo.',
    'Korygują również astygmatyzm.',
    'Korigují navíc astigmatismus.',
  ),
  multifocal: texts(
    'Sie ermöglichen scharfes Sehen in der Nähe und in der Ferne.',
    'Elles offrent une vision nette de près comme de loin.',
    'Garantiscono una visione nitida da vicino e da lontano.',
    'Zapewniają ostre widzenie z bliska i z daleka.',
    'Zajišťují ostré vidění na blízko i do dálky.',
  ),
  coloured: texts(
    'Sie verändern Ihre Augenfarbe auf natürliche Weise.',
    'Elles changent la couleur de vos yeux de façon naturelle.',
    'Cambiano il colore degli occhi in modo naturale.',
    'W naturalny sposób zmieniają kolor oczu.',
    'Přirozeně mění barvu očí.',
  ),
};

const wearingSentences: Record<WearingTime, Texts> = {
  daily: texts(
    'Jeden Tag ein frisches Paar, ganz ohne Pflegemittel.',
    'Une paire neuve chaque jour, sans produit d’entretien.',
    'Ogni giorno un paio nuovo, senza soluzioni per la manutenzione.',
    'Każdego dnia nowa para, bez płynów pielęgnacyjnych.',
    'Každý den nový pár, bez roztoků na péči.',
  ),
  two_weekly: texts(
    'Nach 14 Tagen Tragezeit werden sie ersetzt.',
    'Elles se remplacent après 14 jours de port.',
    'Si sostituiscono dopo 14 giorni di utilizzo.',
    'Wymienia się je po 14 dniach noszenia.',
    'Vyměňují se po 14 dnech nošení.',
  ),
  monthly: texts(
    'Bei täglicher Pflege können sie einen Monat lang getragen werden.',
    'Avec un entretien quotidien, elles se portent pendant un mois.',
    'Con una cura quotidiana si possono indossare per un mese.',
    'Przy codziennej pielęgnacji można je nosić przez miesiąc.',
    'Při každodenní péči je lze nosit jeden měsíc.',
  ),
};

function openingSentence(line: string, wearing: WearingTime, language: LanguageCode): string {
  const noun = wearingNouns[wearing][language];
  switch (language) {
    case 'de':
      return `Die ${noun} ${line} bestehen aus atmungsaktivem Silikon-Hydrogel.`;
    case 'fr':
      return `Les ${noun} ${line} sont fabriquées en silicone-hydrogel respirant.`;
    case 'it':
      return `Le ${noun} ${line} sono realizzate in silicone idrogel traspirante.`;
    case 'pl':
      return `${capitalise(noun)} ${line} wykonano z oddychającego silikonowego hydrożelu.`;
    case 'cs':
      return `${capitalise(noun)} ${line} jsou vyrobeny z prodyšného silikon-hydrogelu.`;
  }
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const linePrefixes: Record<WearingTime, string> = {
  daily: 'Daily',
  two_weekly: '2-Week',
  monthly: 'Monthly',
};
const lineWords = [
  'Comfort',
  'Air',
  'Moist',
  'Pure',
  'Flex',
  'Aqua',
  'Vision',
  'Hydro',
  'Silk',
  'Oxy',
] as const;
const lineSuffixes: Record<LensType, string> = {
  spherical: '',
  toric: ' Toric',
  multifocal: ' Multifocal',
  coloured: ' Colors',
};

/** Lenses per pack and the price per lens in euro cents, for each wearing time. */
const packs: Record<WearingTime, { counts: readonly number[]; centsPerLens: number }> = {
  daily: { counts: [30, 90, 180], centsPerLens: 83 },
  two_weekly: { counts: [6, 12], centsPerLens: 333 },
  monthly: { counts: [3, 6], centsPerLens: 665 },
};
const typeSurcharge: Record<LensType, number> = {
  spherical: 1,
  toric: 1.35,
  multifocal: 1.7,
  coloured: 1.25,
};
// Bigger packs are cheaper per lens.
const packDiscount = (position: number) => [1, 0.9, 0.85][position] ?? 0.85;

/*
 * What each lens is made in, as lens makers publish it: powers in quarter dioptres to ±6 and half
 * dioptres beyond; one or two base curves and one diameter per line (toric lenses are larger);
 * the usual toric cylinders in 10° axis steps, multifocal additions, and the colours of coloured
 * lenses. Chosen from the product's position, not drawn, so the rest of the catalogue stays as seeded.
 */
const sphereRanges: ContactLensParameters['sphere'] = [
  { min: -12, max: -6.5, step: 0.5 },
  { min: -6, max: 6, step: 0.25 },
  { min: 6.5, max: 8, step: 0.5 },
];
const baseCurveChoices = [[8.6], [8.4, 8.8], [8.5], [8.3, 8.7], [8.6, 9]] as const;
const colourChoices = [
  ['blue', 'green', 'hazel', 'grey'],
  ['blue', 'brown', 'honey'],
  ['green', 'grey', 'hazel', 'honey'],
] as const;

function lensParameters(type: LensType, position: number): ContactLensParameters {
  const baseCurves = [...(baseCurveChoices[position % baseCurveChoices.length] ?? [8.6])];
  switch (type) {
    case 'spherical':
      return { sphere: sphereRanges, baseCurves, diameters: [position % 2 === 0 ? 14.2 : 14] };
    case 'toric':
      return {
        sphere: sphereRanges.filter((range) => range.max <= 6),
        baseCurves,
        diameters: [14.5],
        cylinders: [-0.75, -1.25, -1.75, -2.25],
        axisStep: 10,
      };
    case 'multifocal':
      return {
        sphere: [{ min: -6, max: 6, step: 0.25 }],
        baseCurves,
        diameters: [14.2],
        additions: [1, 1.5, 2, 2.5],
      };
    case 'coloured':
      return {
        sphere: [{ min: -6, max: 0, step: 0.25 }],
        baseCurves: [8.6],
        diameters: [14.2],
        colours: [...(colourChoices[position % colourChoices.length] ?? ['blue'])],
      };
  }
}

const categoryOfWearing: Record<WearingTime, string> = {
  daily: 'ContactLenses|Daily',
  two_weekly: 'ContactLenses|TwoWeekly',
  monthly: 'ContactLenses|Monthly',
};

export function contactLensDrafts(count: number, random: Random, tree: CategoryTree): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  for (let index = 0; index < count; index += 1) {
    const brand = random.pick(brandsOf('lenses'));
    const wearing = random.weighted<WearingTime>([
      ['daily', 45],
      ['two_weekly', 15],
      ['monthly', 40],
    ]);
    const type = random.weighted<LensType>([
      ['spherical', 60],
      ['toric', 20],
      ['multifocal', 12],
      ['coloured', 8],
    ]);
    const line = `${brand.name.split(' ')[0]} ${linePrefixes[wearing]} ${random.pick(lineWords)}${lineSuffixes[type]}`;
    const pack = packs[wearing];
    const counts = pack.counts.slice(0, wearing === 'daily' ? random.int(2, 3) : 2);
    const categoryIds = [tree.idOf(categoryOfWearing[wearing])];
    if (type === 'toric') categoryIds.push(tree.idOf('ContactLenses|Toric'));
    if (type === 'coloured') categoryIds.push(tree.idOf('ContactLenses|Coloured'));
    const referenceKey = `${brand.code}-CL${String(index + 1).padStart(4, '0')}`;

    drafts.push({
      masterKey: referenceKey,
      referenceKey,
      productType: 'contact-lens-pdp',
      productCategory: 'contactLenses',
      brandId: brand.id,
      shopIds: brand.shopIds,
      categoryIds,
      siblingGroup: null,
      attributes: {
        contactLensType: [type],
        wearingTime: [wearing],
        numberOfLenses: [...counts],
        ...(random.chance(0.1) ? { onlineExclusive: [booleanTrue] } : {}),
      },
      texts: Object.fromEntries(
        languageCodes.map((language) => [
          language,
          {
            name: `${line} – ${wearingNouns[wearing][language]}`,
            description: [
              openingSentence(line, wearing, language),
              typeSentences[type][language],
              wearingSentences[wearing][language],
            ].join(' '),
          },
        ]),
      ) as ProductTexts,
      imageViews: ['box'],
      // The saving subscription (§1) delivers lenses at a chosen interval.
      customData: {
        subscriptionEligible: wearing !== 'two_weekly',
        lensParameters: lensParameters(type, index),
      },
      variants: counts.map((lenses, position) => ({
        keySuffix: `-${lenses}`,
        attributes: { numberOfLenses: [lenses], packingTypeDescription: [`pack_${lenses}` as PackingType] },
        euroCents: Math.round(lenses * pack.centsPerLens * typeSurcharge[type] * packDiscount(position)),
      })),
    });
  }
  return drafts;
}
