/**
 * The attribute vocabulary of the catalogue: the group keys products and variants carry in
 * `attributes` and the value keys each group allows. The seed generator writes these keys, the
 * projection turns them into SCAYLE attribute groups with labels in the shop's language, the image
 * renderer draws from them and search indexes their labels. Labels live in `attribute_values`.
 *
 * Keys named in §3 keep their spec name (frameColor, lensBaseColor, numberOfLenses, shopSize,
 * colorDetail, contactLensType, eyeCareProductType, wearingTime); the others (frameShape, rimType,
 * frameMaterial, faceShape, headWidth, frameWidth ...) are the ones the §2 icon sets and filters need.
 */

/** Frame colours with the swatch the colour icon set and the image renderer use. */
export const frameColors = {
  black: '#1d1d1f',
  havana: '#6b3e1f',
  tortoise: '#8a5a2b',
  brown: '#5b3a24',
  gold: '#c9a640',
  silver: '#b8bcc2',
  gunmetal: '#54585e',
  grey: '#8e9196',
  blue: '#1f4e8c',
  navy: '#1b2a4a',
  green: '#2e6b45',
  red: '#a32632',
  burgundy: '#6d1f2e',
  pink: '#d98fa6',
  purple: '#6a3f8c',
  white: '#f2f2f0',
  transparent: '#dfe6ea',
  beige: '#d6c2a1',
} as const;
export type FrameColor = keyof typeof frameColors;

/** Lens tints of sunglasses (lensBaseColor, §3). */
export const lensBaseColors = {
  grey: '#3c3f44',
  brown: '#6b4a2e',
  green: '#3f5a3a',
  blue: '#2f4f7a',
  rose: '#b5737f',
  yellow: '#c9a93a',
  mirrored_silver: '#9aa3ad',
  mirrored_blue: '#3f7fbf',
  gradient_grey: '#5e6166',
} as const;
export type LensBaseColor = keyof typeof lensBaseColors;

/** Frame shapes (§2 icon set "frame shapes"). */
export const frameShapes = [
  'round',
  'oval',
  'rectangular',
  'square',
  'cat_eye',
  'aviator',
  'browline',
  'butterfly',
  'hexagonal',
  'panto',
] as const;
export type FrameShape = (typeof frameShapes)[number];

/**
 * Rim types (§2 icon set "rim types"). §5 names rimless, nylor, inline_grooves (German randlos,
 * gerillt) as the frames whose lowest lens index tier is dropped.
 */
export const rimTypes = ['full_rim', 'nylor', 'rimless', 'inline_grooves'] as const;
export type RimType = (typeof rimTypes)[number];

export const frameMaterials = [
  'acetate',
  'metal',
  'titanium',
  'stainless_steel',
  'tr90',
  'wood',
  'carbon',
] as const;
export type FrameMaterial = (typeof frameMaterials)[number];

/** Face shapes a frame suits (§2 icon set "face shapes"). */
export const faceShapes = ['oval', 'round', 'square', 'heart', 'long', 'diamond'] as const;
export type FaceShape = (typeof faceShapes)[number];

/** Head widths (§2 icon set "head widths"), derived from the frame width. */
export const headWidths = ['narrow', 'medium', 'wide'] as const;
export type HeadWidth = (typeof headWidths)[number];

/** Who a frame is made for (the `gender` attribute of frames; not a customer's gender). */
export const frameGenders = ['women', 'men', 'unisex', 'kids'] as const;

/** §3 shopSize of frames. */
export const shopSizes = ['S', 'M', 'L'] as const;

export const colorDetails = ['matte', 'glossy', 'gradient', 'two_tone', 'pattern'] as const;

/** §3 contactLensType. */
export const contactLensTypes = ['spherical', 'toric', 'multifocal', 'coloured'] as const;

/** §3 wearingTime of contact lenses. */
export const wearingTimes = ['daily', 'two_weekly', 'monthly'] as const;

/** §3 eyeCareProductType of care products. */
export const eyeCareProductTypes = [
  'all_in_one_solution',
  'peroxide_solution',
  'saline_solution',
  'eye_drops',
  'cleaning_spray',
  'cleaning_cloth',
  'lens_case',
] as const;

/** Kinds of merchandise (the image renderer draws one picture per kind). */
export const merchKinds = [
  'glasses_case',
  'glasses_chain',
  'tote_bag',
  'cap',
  'hearing_aid_battery',
  'hearing_aid_case',
] as const;
export type MerchKind = (typeof merchKinds)[number];

/**
 * Attribute group keys. Groups with a value list refer to `attribute_values.value`; measurement
 * groups hold numbers; free-text groups hold the string to show.
 */
export const attributeGroupKeys = {
  /** Value list groups. */
  listed: [
    'frameColor',
    'lensBaseColor',
    'frameShape',
    'rimType',
    'frameMaterial',
    'faceShape',
    'headWidth',
    'gender',
    'shopSize',
    'colorDetail',
    'contactLensType',
    'wearingTime',
    'eyeCareProductType',
    'merchKind',
    'packingTypeDescription',
  ],
  /** Numbers: millimetres, counts, millilitres. */
  measured: ['frameWidth', 'lensWidth', 'bridgeWidth', 'templeLength', 'numberOfLenses', 'volumeMl'],
  /** Shown as written. */
  freeText: ['manufacturerColorCode', 'size'],
  /**
   * §5 boolean words; badges read onlineExclusive, sustainable and premium (domain badgeAttributeKeys);
   * zeroTariff puts a frame in the zero-cost collection (prescription/zero-cost-frame).
   */
  boolean: ['onlineExclusive', 'sustainable', 'premium', 'blueLightFilter', 'polarized', 'zeroTariff'],
} as const;
