import { languageCodes } from '@lumen/domain';
import type { ProductType, frameGenders } from '@lumen/domain';
import { frameColors, headWidthOfFrameWidth, lensBaseColors, suitingFaceShapes } from '@lumen/domain';
import type {
  colorDetails,
  FrameColor,
  FrameMaterial,
  FrameShape,
  LensBaseColor,
  RimType,
} from '@lumen/domain';
import type { AttributeValues, ImageView } from '../../commerce/catalog/catalog-rows.ts';
import { booleanTrue } from './attribute-labels.ts';
import { brandsOf } from './brands.ts';
import type { BrandDefinition, BrandRange } from './brands.ts';
import type { CategoryTree } from './category-tree.ts';
import { eyewearNouns, frameDescription } from './eyewear-texts.ts';
import type { EyewearKind } from './eyewear-texts.ts';
import type { ProductDraft, ProductTexts, VariantDraft } from './product-factory.ts';
import type { Random } from './random.ts';

type Weights<T> = readonly (readonly [T, number])[];
type Gender = (typeof frameGenders)[number];

interface KindConfig {
  productType: ProductType;
  brandRange: BrandRange;
  /** Listed under Women, Men and Kids of this category; else in the category itself. */
  categoryPath: string;
  byAudience: boolean;
  /** List prices in euros a model may have. */
  prices: readonly number[];
  shapes: Weights<FrameShape>;
  materials: Weights<FrameMaterial>;
  rims: Weights<RimType>;
}

const everydayShapes: Weights<FrameShape> = [
  ['rectangular', 20],
  ['round', 15],
  ['square', 15],
  ['panto', 12],
  ['oval', 10],
  ['cat_eye', 8],
  ['browline', 6],
  ['hexagonal', 5],
  ['aviator', 5],
  ['butterfly', 4],
];
const sunShapes: Weights<FrameShape> = [
  ['aviator', 15],
  ['square', 15],
  ['round', 12],
  ['cat_eye', 12],
  ['butterfly', 10],
  ['rectangular', 10],
  ['panto', 8],
  ['oval', 8],
  ['hexagonal', 5],
  ['browline', 5],
];
const opticalMaterials: Weights<FrameMaterial> = [
  ['acetate', 35],
  ['metal', 20],
  ['titanium', 15],
  ['stainless_steel', 10],
  ['tr90', 12],
  ['wood', 4],
  ['carbon', 4],
];
const plainMaterials: Weights<FrameMaterial> = [
  ['acetate', 40],
  ['tr90', 35],
  ['metal', 25],
];
const opticalRims: Weights<RimType> = [
  ['full_rim', 70],
  ['nylor', 12],
  ['rimless', 10],
  ['inline_grooves', 8],
];
const fullRims: Weights<RimType> = [
  ['full_rim', 92],
  ['nylor', 8],
];

const kinds: Record<EyewearKind, KindConfig> = {
  glasses: {
    productType: 'correctional-glasses',
    brandRange: 'frames',
    categoryPath: 'Eyewear|Frames',
    byAudience: true,
    prices: [49, 59, 69, 79, 89, 99, 109, 119, 129, 139, 149, 169, 179, 199, 229, 249, 279, 299, 349],
    shapes: everydayShapes,
    materials: opticalMaterials,
    rims: opticalRims,
  },
  sunglasses: {
    productType: 'glasses-pdp',
    brandRange: 'sunglasses',
    categoryPath: 'Eyewear|Sunglasses',
    byAudience: true,
    prices: [39, 49, 59, 69, 79, 89, 99, 119, 129, 149, 169, 189, 219, 249],
    shapes: sunShapes,
    materials: opticalMaterials,
    rims: fullRims,
  },
  readyMadeGlasses: {
    productType: 'glasses-pdp',
    brandRange: 'readers',
    categoryPath: 'Eyewear|ReadyMadeGlasses',
    byAudience: false,
    prices: [19, 24, 29, 34, 39, 49],
    shapes: everydayShapes,
    materials: plainMaterials,
    rims: fullRims,
  },
  readingAidGlasses: {
    productType: 'glasses-pdp',
    brandRange: 'readers',
    categoryPath: 'Eyewear|ReadingGlasses',
    byAudience: false,
    prices: [15, 20, 25, 30, 39],
    shapes: everydayShapes,
    materials: plainMaterials,
    rims: fullRims,
  },
  blueLightBlocking: {
    productType: 'glasses-pdp',
    brandRange: 'frames',
    categoryPath: 'Eyewear|BlueLightGlasses',
    byAudience: false,
    prices: [29, 39, 49, 59, 69],
    shapes: everydayShapes,
    materials: plainMaterials,
    rims: fullRims,
  },
  smartglasses: {
    productType: 'glasses-pdp',
    brandRange: 'smart',
    categoryPath: 'Eyewear|SmartGlasses',
    byAudience: false,
    prices: [199, 249, 299, 349, 399],
    shapes: [
      ['rectangular', 40],
      ['square', 30],
      ['panto', 30],
    ],
    materials: [
      ['tr90', 60],
      ['acetate', 40],
    ],
    rims: [['full_rim', 1]],
  },
};

const genders: Weights<Gender> = [
  ['women', 35],
  ['men', 35],
  ['unisex', 22],
  ['kids', 8],
];

const metalColors: readonly FrameColor[] = ['gold', 'silver', 'gunmetal', 'black', 'navy', 'brown'];
const plasticColors: Weights<FrameColor> = (Object.keys(frameColors) as FrameColor[])
  .filter((color) => color !== 'gold' && color !== 'silver' && color !== 'gunmetal')
  .map((color) => [color, color === 'black' || color === 'havana' || color === 'tortoise' ? 6 : 2] as const);

// First names as model names, as many frame makers do.
const modelWords = (
  'Aurora Liv Marlo Fjord Sienna Oskar Lina Emil Greta Matteo Nora Felix Ida Luca Mira Theo Elsa Hugo Maja ' +
  'Leon Carla Paul Ronja Jonas Vera Anton Clara Milan Zofia Tomas Livia Enzo Frida Otto Alba Nils Pia Bruno ' +
  'Eva Karl Lotta Mats Rosa Sven Tilda Aldo Bea Cosimo Dora Elio Fiona Gino Hanna Ivo Jana Kasia Lenz Marta ' +
  'Nico Olga Pavel Rita Stella Teo Ugo Viola Wanda Xaver Yara Zeno'
).split(' ');

const readingStrengths = ['+1.00', '+1.50', '+2.00', '+2.50', '+3.00'] as const;

export interface ModelCounter {
  /** The brand's next model number, so article numbers never repeat. */
  nextNumber(brand: BrandDefinition): number;
  /** Counts models across kinds: every second one has a model (worn) image, the others a bust. */
  nextIndex(): number;
}

export function createModelCounter(): ModelCounter {
  const numbers = new Map<number, number>();
  let index = 0;
  return {
    nextNumber: (brand) => {
      const number = numbers.get(brand.id) ?? 1001 + (brand.id % 7) * 300;
      numbers.set(brand.id, number + 1);
      return number;
    },
    nextIndex: () => (index += 1),
  };
}

interface FrameSize {
  lensWidth: number;
  bridgeWidth: number;
  templeLength: number;
  frameWidth: number;
}

function frameSize(random: Random, kids: boolean): FrameSize {
  const lensWidth = kids ? random.int(40, 46) : random.int(47, 57);
  const bridgeWidth = kids ? random.int(14, 17) : random.int(15, 21);
  const templeLength = kids ? random.pick([120, 125, 130]) : random.pick([135, 140, 145, 150]);
  return {
    lensWidth,
    bridgeWidth,
    templeLength,
    frameWidth: 2 * lensWidth + bridgeWidth + random.int(6, 12),
  };
}

const sizeLabel = (size: FrameSize) => `${size.lensWidth}-${size.bridgeWidth}-${size.templeLength}`;

/** §2 icon set "head widths", from the frame's width (the domain's rule, which the product page reads too). */
const headWidthOf = headWidthOfFrameWidth;

function shopSizeOf(frameWidth: number): 'S' | 'M' | 'L' {
  if (frameWidth < 132) return 'S';
  return frameWidth <= 141 ? 'M' : 'L';
}

export interface EyewearContext {
  random: Random;
  tree: CategoryTree;
  models: ModelCounter;
}

function categoriesOf(config: KindConfig, gender: Gender, tree: CategoryTree): number[] {
  if (!config.byAudience) return [tree.idOf(config.categoryPath)];
  const audiences = { women: ['Women'], men: ['Men'], unisex: ['Women', 'Men'], kids: ['Kids'] }[gender];
  return audiences.map((audience) => tree.idOf(`${config.categoryPath}|${audience}`));
}

/** `count` products of one eyewear kind, as models of two to four colours each. */
export function eyewearDrafts(kind: EyewearKind, count: number, context: EyewearContext): ProductDraft[] {
  const { random, tree } = context;
  const config = kinds[kind];
  const drafts: ProductDraft[] = [];
  while (drafts.length < count) {
    const gender: Gender = config.byAudience
      ? random.weighted(genders)
      : random.pick(['women', 'men', 'unisex'] as const);
    const kids = gender === 'kids';
    const brandPool = kids && random.chance(0.6) ? brandsOf('kids') : brandsOf(config.brandRange);
    const brand = random.pick(brandPool);
    const modelNumber = context.models.nextNumber(brand);
    const model = `${random.pick(modelWords)} ${modelNumber}`;
    const masterKey = `${brand.code}-${modelNumber}`;
    const shape = random.weighted(config.shapes);
    const material = random.weighted(config.materials);
    const metal = material === 'metal' || material === 'titanium' || material === 'stainless_steel';
    const rim = metal ? random.weighted(config.rims) : 'full_rim';
    const euros = kids ? Math.min(random.pick(config.prices), 99) : random.pick(config.prices);
    const sizes = [frameSize(random, kids)];
    if (kind === 'glasses' && random.chance(0.2)) {
      const main = sizes[0]!;
      const step = random.int(2, 3);
      sizes.push({ ...main, lensWidth: main.lensWidth + step, frameWidth: main.frameWidth + 2 * step });
    }
    const main = sizes[0]!;
    const faceShapes = suitingFaceShapes[shape].slice(0, random.int(2, 3));
    const siblingCount = Math.min(random.int(2, 4), count - drafts.length);
    const colors = metal
      ? random.sample(metalColors, siblingCount)
      : sampleWeighted(random, plasticColors, siblingCount);
    const colorCodes = random.sample(
      Array.from({ length: 40 }, (_, index) => `C${String(index + 1).padStart(2, '0')}`),
      siblingCount,
    );
    const modelIndex = context.models.nextIndex();
    const wornView: ImageView | null = random.chance(0.85) ? (modelIndex % 2 === 0 ? 'model' : 'bust') : null;
    const onlineExclusive = random.chance(0.08);
    const sustainable = random.chance(material === 'wood' || material === 'acetate' ? 0.18 : 0.04);
    const premium = random.chance(
      material === 'titanium' || material === 'carbon' || euros >= 200 ? 0.5 : 0.03,
    );
    const rxConfigurable = kind === 'glasses' || (kind === 'sunglasses' && random.chance(0.3));
    const virtualTryOn = random.chance(0.6);
    // About one plain frame model in nine is in the zero tariff; chosen by position, so that the
    // random draws of every other product stay as they were.
    const zeroTariff = kind === 'glasses' && !premium && modelIndex % 9 === 4;

    colors.forEach((color, siblingIndex) => {
      const lens: LensBaseColor | undefined =
        kind === 'sunglasses' ? random.pick(Object.keys(lensBaseColors) as LensBaseColor[]) : undefined;
      const polarized = kind === 'sunglasses' && random.chance(0.3);
      const colorCode = colorCodes[siblingIndex]!;
      const attributes: AttributeValues = {
        frameColor: [color],
        manufacturerColorCode: [colorCode],
        frameShape: [shape],
        rimType: [rim],
        frameMaterial: [material],
        faceShape: [...faceShapes],
        headWidth: [headWidthOf(main.frameWidth)],
        gender: [gender],
        shopSize: [shopSizeOf(main.frameWidth)],
        colorDetail: [colorDetailOf(random, color, metal)],
        frameWidth: [main.frameWidth],
        lensWidth: [main.lensWidth],
        bridgeWidth: [main.bridgeWidth],
        templeLength: [main.templeLength],
      };
      if (lens) attributes['lensBaseColor'] = [lens];
      if (polarized) attributes['polarized'] = [booleanTrue];
      if (kind === 'blueLightBlocking') attributes['blueLightFilter'] = [booleanTrue];
      if (onlineExclusive) attributes['onlineExclusive'] = [booleanTrue];
      if (sustainable) attributes['sustainable'] = [booleanTrue];
      if (premium) attributes['premium'] = [booleanTrue];
      if (zeroTariff) attributes['zeroTariff'] = [booleanTrue];

      const description = {
        kind,
        model,
        brand: brand.name,
        shape,
        material,
        rim,
        color,
        kids,
        lens,
        polarized,
      };
      const productTexts = Object.fromEntries(
        languageCodes.map((language) => [
          language,
          {
            name: `${eyewearNouns[kind][language]} ${model}`,
            description: frameDescription(description, language),
          },
        ]),
      ) as ProductTexts;

      const referenceKey = `${masterKey}-${colorCode}`;
      const variants: VariantDraft[] =
        kind === 'readingAidGlasses'
          ? readingStrengths.map((strength) => ({
              keySuffix: `-${strength.replace(/\D/g, '')}`,
              attributes: { size: [strength] },
              euroCents: euros * 100,
            }))
          : sizes.map((size) => ({
              keySuffix: `-${size.lensWidth}`,
              attributes: { size: [sizeLabel(size)] },
              // A larger size of one model costs the same; only the lens width changes.
              euroCents: euros * 100,
            }));

      drafts.push({
        masterKey,
        referenceKey,
        productType: config.productType,
        productCategory: kind,
        brandId: brand.id,
        shopIds: brand.shopIds,
        categoryIds: categoriesOf(config, gender, tree),
        siblingGroup: masterKey,
        attributes,
        texts: productTexts,
        imageViews: wornView ? ['front', 'side', wornView] : ['front', 'side'],
        customData: { rxConfigurable, virtualTryOn },
        variants,
      });
    });
  }
  return drafts;
}

function sampleWeighted<T>(random: Random, entries: Weights<T>, count: number): T[] {
  const chosen: T[] = [];
  let left = [...entries];
  while (chosen.length < count && left.length > 0) {
    const item = random.weighted(left);
    chosen.push(item);
    left = left.filter(([candidate]) => candidate !== item);
  }
  return chosen;
}

function colorDetailOf(random: Random, color: FrameColor, metal: boolean): (typeof colorDetails)[number] {
  if (metal) return random.pick(['matte', 'glossy'] as const);
  if (color === 'havana' || color === 'tortoise') return 'pattern';
  return random.weighted([
    ['glossy', 40],
    ['matte', 30],
    ['gradient', 15],
    ['two_tone', 15],
  ] as const);
}
