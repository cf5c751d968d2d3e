import type { LensData } from '../entities/lens-data.ts';
import type { Product, ProductType } from '../entities/product.ts';
import type { ShopFeatureFlags } from '../shops/shop-schema.ts';
import type { ValidationMessage } from '../validation/validation-message.ts';
import { configuratorSteps } from './configurator-steps.ts';
import type { ConfiguratorStep } from './configurator-steps.ts';
import { allowedLensIndexTiers, parseLensIndexKey } from './lens-index.ts';
import type { LensIndexTier } from './lens-index.ts';
import type { PrescriptionType } from './prescription-type.ts';
import { EyePrescriptionValuesSchema } from './prescription-values.ts';
import type { PrescriptionValues } from './prescription-values.ts';
import { TintingTypeSchema } from './tinting-types.ts';
import type { TintingType } from './tinting-types.ts';

/**
 * The steps a prescription type goes through (§2 order). Glasses made to the shopper's values take
 * all seven; the frame alone (type_none) and home try-on need no values and no lenses, so they go
 * from the type straight to the summary; an eye test (appointment) leaves the configurator for the
 * booking, so it has no step after the type.
 */
export function configuratorStepsFor(type: PrescriptionType | undefined): ConfiguratorStep[] {
  switch (type) {
    case 'type_ei':
      return [...configuratorSteps];
    case 'type_none':
    case 'home_try_on':
      return ['prescription-type', 'summary'];
    case 'appointment':
    case undefined:
      return ['prescription-type'];
  }
}

/**
 * How the shopper gives the values: typed from the optician's prescription, one kept in the
 * wallet, or read from a photo of the prescription (and then checked, as typed ones are).
 */
export type PrescriptionSource = 'enter' | 'wallet' | 'photo';

/** What the shopper has chosen so far; every field stays unset until its step is answered. */
export interface ConfiguratorChoice {
  type?: PrescriptionType | undefined;
  source?: PrescriptionSource | undefined;
  values: PrescriptionValues;
  /** The shopper confirmed the values as the optician will read them. */
  valuesConfirmed: boolean;
  /** The product ids of the rx options chosen. */
  lensTypeId?: number | undefined;
  qualityId?: number | undefined;
  tintId?: number | undefined;
}

export const emptyConfiguratorChoice: ConfiguratorChoice = {
  values: { right: {}, left: {} },
  valuesConfirmed: false,
};

/**
 * Whether the values are enough to make lenses: the ranges and the §3 rules (a cylinder needs its
 * axis, a prism its base), and for each eye a sphere (0 is one) and a pupil distance, without
 * which no lens can be centred. The first problem found, or undefined.
 */
export function prescriptionValuesProblem(
  values: PrescriptionValues,
): { eye: 'right' | 'left'; field: string; message: ValidationMessage } | undefined {
  // Right first, as opticians write a prescription and the form shows it.
  for (const eye of ['right', 'left'] as const) {
    const parsed = EyePrescriptionValuesSchema.safeParse(values[eye]);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0]!;
    const params = (issue as { params?: Record<string, string | number> }).params;
    return {
      eye,
      field: String(issue.path[0]),
      message: { key: issue.message as ValidationMessage['key'], ...(params && { params }) },
    };
  }
  for (const eye of ['right', 'left'] as const) {
    if (values[eye].sphere == null) {
      return { eye, field: 'sphere', message: { key: 'validation.prescription.sphereRequired' } };
    }
  }
  for (const eye of ['right', 'left'] as const) {
    if (values[eye].pd == null) {
      return { eye, field: 'pd', message: { key: 'validation.prescription.pdRequired' } };
    }
  }
  return undefined;
}

/** The rx option key a lens product carries (§9 keys: single_vision, index_ch_compact, clear...). */
export function rxOptionOf(product: Pick<Product, 'customData'>): string | undefined {
  const option = (product.customData as { rxOption?: unknown } | undefined)?.rxOption;
  return typeof option === 'string' ? option : undefined;
}

/**
 * The lens types the catalogue keys (§9 names none): single vision, and two that correct near and
 * far in one lens.
 */
export const lensTypeKeys = ['single_vision', 'varifocal', 'office'] as const;
export type LensTypeKey = (typeof lensTypeKeys)[number];
const knownLensTypes: ReadonlySet<string> = new Set(lensTypeKeys);

/** Lens types that correct near and far in one lens need the addition of the prescription. */
const lensTypesNeedingAddition: ReadonlySet<string> = new Set(['varifocal', 'office']);

/** §9 tints that make sunglasses: offered only where the shop sells prescription sunglasses (`rx.sunglasses`). */
const sunglassTints: ReadonlySet<TintingType> = new Set(['sunglasses', 'polarized']);

export type LensTypeOption = { product: Product; needsAddition: boolean; available: boolean };
export type QualityOption = { product: Product; tier: LensIndexTier; available: boolean };
export type TintOption = { product: Product; tint: TintingType };

export interface GlassOptions {
  lensTypes: LensTypeOption[];
  /** The quality tiers, thinnest last; `available` by the §5 index rule. */
  qualities: QualityOption[];
  tints: TintOption[];
  service: Product | null;
  /**
   * The lenses cannot be made online for these values: beyond what the online lab makes, or (§5)
   * no tier is left for this frame and this country. The shopper is sent to a branch instead.
   */
  branchOnly: boolean;
}

/**
 * What the online lens lab makes (§5 gives no limits; these are a lab's usual range for lenses
 * ordered without a fitting): sphere −10 to +8, cylinder to ±4, and no prism. Stronger or
 * prismatic lenses need an optician's measurement and are made to order in a branch.
 */
export const onlineLabLimits = { sphere: { min: -10, max: 8 }, cylinder: { min: -4, max: 4 } } as const;

/** Whether the online lab cannot make lenses for these values (see `onlineLabLimits`). */
export function beyondOnlineLab(values: PrescriptionValues): boolean {
  return [values.right, values.left].some((eye) => {
    const outside = (value: number | null | undefined, limits: { min: number; max: number }) =>
      value != null && (value < limits.min || value > limits.max);
    return (
      outside(eye.sphere, onlineLabLimits.sphere) ||
      outside(eye.cylinder, onlineLabLimits.cylinder) ||
      (eye.prism != null && eye.prism !== 0)
    );
  });
}

export interface GlassOptionsInput {
  values: PrescriptionValues;
  /** The frame's rim type attribute (`rimless`, `nylor`...). */
  frameType?: string | null | undefined;
  countryTiers?: readonly LensIndexTier[] | null | undefined;
  /** The shop's `rx.sunglasses` flag. */
  rxSunglasses: boolean;
}

/**
 * What the glass-type and extras steps offer for these values and this frame: every lens type
 * (one needing an addition only when both eyes have one), the quality tiers by the §5 index rule
 * (the spheres, the frame type, the country), and the tints the shop sells; values the online lab
 * cannot make offer no tier at all. Options whose key the domain does not know are left out rather
 * than guessed at.
 */
export function glassOptions(lensData: LensData, input: GlassOptionsInput): GlassOptions {
  const hasAddition = input.values.right.addition != null && input.values.left.addition != null;
  const allowed = allowedLensIndexTiers({
    spheres: { right: input.values.right.sphere, left: input.values.left.sphere },
    frameType: input.frameType,
    countryTiers: input.countryTiers,
  });
  const branchOnly = !allowed.ok || beyondOnlineLab(input.values);
  const allowedTiers: readonly LensIndexTier[] = allowed.ok && !branchOnly ? allowed.tiers : [];
  const lensTypes = lensData.rxLensTypes.flatMap((product): LensTypeOption[] => {
    const option = rxOptionOf(product);
    if (!option || !knownLensTypes.has(option)) return [];
    const needsAddition = lensTypesNeedingAddition.has(option);
    return [{ product, needsAddition, available: !needsAddition || hasAddition }];
  });
  const qualities = lensData.rxLensQualityIndex
    .flatMap((product): QualityOption[] => {
      const parsed = parseLensIndexKey(rxOptionOf(product) ?? '');
      return parsed ? [{ product, tier: parsed.tier, available: allowedTiers.includes(parsed.tier) }] : [];
    })
    .sort((a, b) => a.tier - b.tier || priceOf(a.product) - priceOf(b.product));
  const tints = lensData.rxTintingTypes.flatMap((product): TintOption[] => {
    const tint = TintingTypeSchema.safeParse(rxOptionOf(product));
    if (!tint.success || (sunglassTints.has(tint.data) && !input.rxSunglasses)) return [];
    return [{ product, tint: tint.data }];
  });
  return {
    lensTypes,
    qualities,
    tints,
    service: lensData.rxFreeServiceProduct,
    branchOnly,
  };
}

/** A lens option's price with tax: its first variant's (lens options come in one variant). */
export function priceOf(product: Pick<Product, 'variants'>): number {
  return product.variants?.[0]?.price.withTax ?? 0;
}

function chosen<T extends { product: Product }>(
  options: readonly T[],
  id: number | undefined,
  usable: (option: T) => boolean,
): boolean {
  return options.some((option) => option.product.id === id && usable(option));
}

/** Whether a step's answer is given and still valid (a change of values can void a later choice). */
export function isStepAnswered(
  step: ConfiguratorStep,
  choice: ConfiguratorChoice,
  options: GlassOptions | undefined,
): boolean {
  switch (step) {
    case 'prescription-type':
      return choice.type !== undefined && choice.type !== 'appointment';
    case 'prescription':
      return choice.source !== undefined;
    case 'prescription-values':
      return prescriptionValuesProblem(choice.values) === undefined;
    case 'confirm-prescription-values':
      return choice.valuesConfirmed;
    case 'glass-type':
      return (
        options !== undefined &&
        chosen(options.lensTypes, choice.lensTypeId, (option) => option.available) &&
        chosen(options.qualities, choice.qualityId, (option) => option.available)
      );
    case 'extras':
      return options !== undefined && chosen(options.tints, choice.tintId, () => true);
    case 'summary':
      return false;
  }
}

/**
 * The furthest step the shopper may be on: the first unanswered one of the type's steps. A reload or
 * a link to a later step than this lands here, never on a step whose earlier answers are missing.
 */
export function furthestConfiguratorStep(
  choice: ConfiguratorChoice,
  options: GlassOptions | undefined,
): ConfiguratorStep {
  const steps = configuratorStepsFor(choice.type);
  return steps.find((step) => !isStepAnswered(step, choice, options)) ?? steps.at(-1)!;
}

/** Whether `step` may be shown now: it is one of the type's steps and not beyond the furthest. */
export function mayShowConfiguratorStep(
  step: ConfiguratorStep,
  choice: ConfiguratorChoice,
  options: GlassOptions | undefined,
): boolean {
  const steps = configuratorStepsFor(choice.type);
  const index = steps.indexOf(step);
  return index !== -1 && index <= steps.indexOf(furthestConfiguratorStep(choice, options));
}

/** The type's step after `step`, undefined at its end. */
export function nextStepFor(type: PrescriptionType | undefined, step: ConfiguratorStep) {
  const steps = configuratorStepsFor(type);
  return steps[steps.indexOf(step) + 1];
}

/** The chosen rx option of a kind, when it is still among the options. */
export function chosenOption<T extends { product: Product }>(
  options: readonly T[] | undefined,
  id: number | undefined,
): T | undefined {
  return options?.find((option) => option.product.id === id);
}

/**
 * What the configured glasses cost while the shopper chooses: the frame and each chosen option
 * (with the free service) at the catalogue's price. Only prescription glasses carry options; the
 * basket prices everything again on the server.
 */
export function configuredCents(
  frameCents: number,
  choice: ConfiguratorChoice,
  options: GlassOptions | undefined,
): number {
  if (choice.type !== 'type_ei') return frameCents;
  const chosen = [
    chosenOption(options?.lensTypes, choice.lensTypeId)?.product,
    chosenOption(options?.qualities, choice.qualityId)?.product,
    chosenOption(options?.tints, choice.tintId)?.product,
    options?.service ?? undefined,
  ];
  return chosen.reduce((sum, product) => sum + (product ? priceOf(product) : 0), frameCents);
}

/**
 * Whether a product page offers the configurator: prescription glasses, in a shop whose
 * `rxConfigurator` flag is on (§3; the Czech shop sells no prescription glasses online yet).
 */
export function offersPrescriptionConfigurator(
  productType: ProductType | undefined,
  featureFlags: Pick<ShopFeatureFlags, 'rxConfigurator'>,
): boolean {
  return productType === 'correctional-glasses' && featureFlags.rxConfigurator;
}
