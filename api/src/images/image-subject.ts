import type { ImageBackground, ProductCategoryKind } from '@lumen/domain';
import {
  colorDetails,
  contactLensTypes,
  eyeCareProductTypes,
  frameColors,
  frameMaterials,
  frameShapes,
  lensBaseColors,
  merchKinds,
  rimTypes,
  wearingTimes,
} from '@lumen/domain';
import type { FrameColor, FrameMaterial, FrameShape, LensBaseColor, MerchKind, RimType } from '@lumen/domain';
import type {
  AttributeValues,
  BrandRow,
  ProductImageRow,
  ProductRow,
} from '../commerce/catalog/catalog-rows.ts';
import { wearerAppearanceOf } from './wearer-appearance.ts';
import type { WearerAppearance } from './wearer-appearance.ts';

export type FrameView = 'front' | 'side' | 'model' | 'bust';
type ColorDetail = (typeof colorDetails)[number];
export type ContactLensType = (typeof contactLensTypes)[number];
export type WearingTime = (typeof wearingTimes)[number];
export type EyeCareProductType = (typeof eyeCareProductTypes)[number];

/** What the lenses of a frame look like: clear, with a blue-light coating, or a sunglass tint. */
type LensLook =
  { kind: 'clear' } | { kind: 'blue_light' } | { kind: 'tinted'; tint: LensBaseColor; hex: string };

/** Glasses of every kind (prescription, sun, reading, smart): a frame drawn from its attributes. */
export interface FrameSubject {
  kind: 'frame';
  productId: number;
  brand: string;
  category: ProductCategoryKind;
  view: FrameView;
  background: ImageBackground;
  shape: FrameShape;
  rim: RimType;
  material: FrameMaterial;
  color: FrameColor;
  colorHex: string;
  finish: ColorDetail;
  lens: LensLook;
  /** Millimetres, as the frame is measured (the drawing keeps the proportions). */
  lensWidth: number;
  bridgeWidth: number;
  /** Who wears it in the model and bust views. */
  wearer: WearerAppearance;
}

export interface ContactLensBoxSubject {
  kind: 'contact-lens-box';
  productId: number;
  brand: string;
  /** The product line as printed on the box: the product name without the brand. */
  line: string;
  background: ImageBackground;
  wearingTime: WearingTime;
  numberOfLenses: number;
  lensType: ContactLensType;
}

export interface CareProductSubject {
  kind: 'care-product';
  productId: number;
  brand: string;
  line: string;
  background: ImageBackground;
  careType: EyeCareProductType;
  volumeMl: number | null;
}

export interface MerchSubject {
  kind: 'merch';
  productId: number;
  brand: string;
  background: ImageBackground;
  merchKind: MerchKind;
  colorHex: string;
  /** The printed size of hearing-aid batteries (`312`), which also picks the tab colour. */
  size: string | null;
}

/** The drawing input of one product image: everything the renderer draws, nothing it looks up. */
export type ImageSubject = FrameSubject | ContactLensBoxSubject | CareProductSubject | MerchSubject;

type SubjectKind = ImageSubject['kind'];

const kindByCategory: Record<ProductCategoryKind, SubjectKind> = {
  glasses: 'frame',
  sunglasses: 'frame',
  readyMadeGlasses: 'frame',
  readingAidGlasses: 'frame',
  smartglasses: 'frame',
  blueLightBlocking: 'frame',
  contactLenses: 'contact-lens-box',
  careproducts: 'care-product',
  merch: 'merch',
  hearingAidsMerch: 'merch',
};

const kindByProductType: Record<NonNullable<ProductRow['productType']>, SubjectKind> = {
  'glasses-pdp': 'frame',
  'correctional-glasses': 'frame',
  'contact-lens-pdp': 'contact-lens-box',
  'cleaning-fluid-pdp': 'care-product',
  'merch-pdp': 'merch',
  'hearing-aids-merch-pdp': 'merch',
};

const kindByView: Record<ProductImageRow['view'], SubjectKind> = {
  front: 'frame',
  side: 'frame',
  model: 'frame',
  bust: 'frame',
  box: 'contact-lens-box',
  bottle: 'care-product',
  item: 'merch',
};

// The category decides; older rows without one still carry a product type, and the image's own
// view is the last hint.
function subjectKindOf(product: ProductRow, image: ProductImageRow): SubjectKind {
  if (product.productCategory) return kindByCategory[product.productCategory];
  if (product.productType) return kindByProductType[product.productType];
  return kindByView[image.view];
}

function listed<T extends string>(
  attributes: AttributeValues,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = attributes[key]?.find(
    (candidate): candidate is T =>
      typeof candidate === 'string' && (allowed as readonly string[]).includes(candidate),
  );
  return value ?? fallback;
}

function measured(attributes: AttributeValues, key: string): number | null {
  const value = attributes[key]?.[0];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

function freeText(attributes: AttributeValues, key: string): string | null {
  const value = attributes[key]?.[0];
  return value === undefined || value === '' ? null : String(value);
}

// Boolean attributes are written as words or numbers by different feeds.
function flagged(attributes: AttributeValues, key: string): boolean {
  return (attributes[key] ?? []).some((value) => ['true', 'yes', '1', 1].includes(value));
}

function lineOf(product: ProductRow, brandName: string): string {
  const name = product.texts.de.name.trim();
  return name.toLowerCase().startsWith(`${brandName.toLowerCase()} `)
    ? name.slice(brandName.length + 1).trim()
    : name;
}

const frameViews: readonly FrameView[] = ['front', 'side', 'model', 'bust'];

function lensLookOf(product: ProductRow): LensLook {
  const { attributes } = product;
  const tint = listed(attributes, 'lensBaseColor', Object.keys(lensBaseColors) as LensBaseColor[], 'grey');
  if (product.productCategory === 'sunglasses' || attributes['lensBaseColor']?.length) {
    return { kind: 'tinted', tint, hex: lensBaseColors[tint] };
  }
  if (product.productCategory === 'blueLightBlocking' || flagged(attributes, 'blueLightFilter')) {
    return { kind: 'blue_light' };
  }
  return { kind: 'clear' };
}

function frameSubjectOf(product: ProductRow, image: ProductImageRow, brand: string): FrameSubject {
  const { attributes } = product;
  const color = listed(attributes, 'frameColor', Object.keys(frameColors) as FrameColor[], 'black');
  return {
    kind: 'frame',
    productId: product.id,
    brand,
    category: product.productCategory ?? 'glasses',
    // A frame has no box or bottle shot: such a row is shown as the front view.
    view: (frameViews as readonly string[]).includes(image.view) ? (image.view as FrameView) : 'front',
    background: image.background,
    shape: listed(attributes, 'frameShape', frameShapes, 'rectangular'),
    rim: listed(attributes, 'rimType', rimTypes, 'full_rim'),
    material: listed(attributes, 'frameMaterial', frameMaterials, 'acetate'),
    color,
    colorHex: frameColors[color],
    finish: listed(attributes, 'colorDetail', colorDetails, 'glossy'),
    lens: lensLookOf(product),
    lensWidth: measured(attributes, 'lensWidth') ?? 52,
    bridgeWidth: measured(attributes, 'bridgeWidth') ?? 18,
    wearer: wearerAppearanceOf(product.id),
  };
}

// Day lenses come in 30s, the others in 6s, when the catalogue does not say.
const usualPackSize: Record<WearingTime, number> = { daily: 30, two_weekly: 6, monthly: 6 };

/**
 * What to draw for one image of a product: a frame (by category, frame shape, rim type, colour,
 * lens tint and the image's view), a contact-lens box, a care product or a piece of merchandise.
 * Missing attributes fall back to a plausible look rather than failing the image.
 */
export function imageSubjectOf(product: ProductRow, image: ProductImageRow, brandName: string): ImageSubject {
  const { attributes } = product;
  const kind = subjectKindOf(product, image);
  switch (kind) {
    case 'frame':
      return frameSubjectOf(product, image, brandName);
    case 'contact-lens-box': {
      const wearingTime = listed(attributes, 'wearingTime', wearingTimes, 'daily');
      return {
        kind,
        productId: product.id,
        brand: brandName,
        line: lineOf(product, brandName),
        background: image.background,
        wearingTime,
        numberOfLenses: Math.round(measured(attributes, 'numberOfLenses') ?? usualPackSize[wearingTime]),
        lensType: listed(attributes, 'contactLensType', contactLensTypes, 'spherical'),
      };
    }
    case 'care-product':
      return {
        kind,
        productId: product.id,
        brand: brandName,
        line: lineOf(product, brandName),
        background: image.background,
        careType: listed(attributes, 'eyeCareProductType', eyeCareProductTypes, 'all_in_one_solution'),
        volumeMl: measured(attributes, 'volumeMl'),
      };
    case 'merch': {
      const color = listed(attributes, 'frameColor', Object.keys(frameColors) as FrameColor[], 'navy');
      return {
        kind,
        productId: product.id,
        brand: brandName,
        background: image.background,
        merchKind: listed(
          attributes,
          'merchKind',
          merchKinds,
          product.productCategory === 'hearingAidsMerch' ? 'hearing_aid_case' : 'glasses_case',
        ),
        colorHex: frameColors[color],
        size: freeText(attributes, 'size'),
      };
    }
  }
}

/**
 * Every product image of the catalogue by its hash, ready to be the image router's `resolve`.
 * Products whose brand is missing are drawn without a brand name rather than left out.
 */
export function imageSubjectsByHash(
  products: readonly ProductRow[],
  brands: readonly BrandRow[],
): Map<string, ImageSubject> {
  const brandNames = new Map(brands.map((brand) => [brand.id, brand.name]));
  const subjects = new Map<string, ImageSubject>();
  for (const product of products) {
    for (const image of product.images) {
      subjects.set(image.hash, imageSubjectOf(product, image, brandNames.get(product.brandId) ?? ''));
    }
  }
  return subjects;
}
