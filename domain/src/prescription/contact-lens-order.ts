import { z } from 'zod';
import type { GroupedItemPayload } from '../basket/rx-bundle.ts';
import { wearingTimes } from '../catalog/attribute-vocabulary.ts';
import { attributeValues } from '../catalog/product-attributes.ts';
import type { ProductAttributes } from '../catalog/product-attributes.ts';
import type { BasketItemCustomData } from '../entities/basket.ts';
import type { ProductType } from '../entities/product.ts';
import { subscriptionIntervalsInMonths } from '../subscriptions/subscription.ts';
import type { SubscriptionInterval, SubscriptionStart } from '../subscriptions/subscription.ts';
import type { ValidationMessage } from '../validation/validation-message.ts';
import type {
  EyePrescriptionValues,
  PrescriptionRangeField,
  PrescriptionValues,
} from './prescription-values.ts';
import { checkPrescriptionValue } from './prescription-values.ts';

/**
 * Contact lenses are made in a fixed set of parameters per lens, unlike spectacle lenses: a few
 * base curves and diameters, sphere powers in quarter dioptres (half dioptres beyond ±6), and for a
 * toric lens its cylinders and axes, for a multifocal its additions, for a coloured lens its
 * colours. §3 names the per-eye values (baseCurve, diameter, contactLensColor) but not where a
 * lens's choices come from: the catalogue carries them in the product's custom data
 * (`lensParameters`), so the page offers exactly what can be delivered and the api refuses the rest.
 */
export const contactLensColours = ['blue', 'green', 'hazel', 'grey', 'brown', 'honey'] as const;
export type ContactLensColour = (typeof contactLensColours)[number];

const PowerRangeSchema = z.object({ min: z.number(), max: z.number(), step: z.number().positive() });

export const ContactLensParametersSchema = z.object({
  sphere: z.array(PowerRangeSchema).min(1),
  baseCurves: z.array(z.number()).min(1),
  diameters: z.array(z.number()).min(1),
  cylinders: z.array(z.number()).min(1).optional(),
  /** Axes run from this step to 180° in this step (10: 10°, 20° … 180°). */
  axisStep: z.number().int().min(1).max(90).optional(),
  additions: z.array(z.number()).min(1).optional(),
  colours: z.array(z.enum(contactLensColours)).min(1).optional(),
});
export type ContactLensParameters = z.infer<typeof ContactLensParametersSchema>;

/** A contact lens's parameters from its custom data; undefined for a product that has none. */
export function contactLensParametersOf(product: {
  customData: Record<string, unknown>;
}): ContactLensParameters | undefined {
  const parsed = ContactLensParametersSchema.safeParse(product.customData['lensParameters']);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the catalogue offers a product on the saving subscription (§1; its custom data says so). */
export function isSubscriptionEligible(product: { customData: Record<string, unknown> }): boolean {
  return product.customData['subscriptionEligible'] === true;
}

/** The per-eye values a contact lens is ordered with, in the order a prescription lists them. */
export const contactLensFields = [
  'sphere',
  'cylinder',
  'axis',
  'addition',
  'baseCurve',
  'diameter',
  'contactLensColor',
] as const;
export type ContactLensField = (typeof contactLensFields)[number];

/** The fields a lens asks for: power, base curve and diameter always; the rest by its kind. */
export function contactLensFieldsOf(parameters: ContactLensParameters): ContactLensField[] {
  return contactLensFields.filter((field) => {
    switch (field) {
      case 'cylinder':
      case 'axis':
        return parameters.cylinders !== undefined && parameters.axisStep !== undefined;
      case 'addition':
        return parameters.additions !== undefined;
      case 'contactLensColor':
        return parameters.colours !== undefined;
      case 'sphere':
      case 'baseCurve':
      case 'diameter':
        return true;
    }
  });
}

const rounded = (value: number) => Number(value.toFixed(2));

function powersOf(range: z.infer<typeof PowerRangeSchema>): number[] {
  const count = Math.round((range.max - range.min) / range.step);
  return Array.from({ length: count + 1 }, (_, index) => rounded(range.min + index * range.step));
}

/** The values a lens is made in for a numeric field, smallest first (empty: the lens has no such field). */
export function contactLensOptions(
  parameters: ContactLensParameters,
  field: Exclude<ContactLensField, 'contactLensColor'>,
): number[] {
  switch (field) {
    case 'sphere':
      return [...new Set(parameters.sphere.flatMap(powersOf))].sort((a, b) => a - b);
    case 'cylinder':
      return [...(parameters.cylinders ?? [])].sort((a, b) => a - b);
    case 'axis': {
      const step = parameters.axisStep;
      if (step === undefined) return [];
      return Array.from({ length: Math.floor(180 / step) }, (_, index) => (index + 1) * step);
    }
    case 'addition':
      return [...(parameters.additions ?? [])].sort((a, b) => a - b);
    case 'baseCurve':
      return [...parameters.baseCurves].sort((a, b) => a - b);
    case 'diameter':
      return [...parameters.diameters].sort((a, b) => a - b);
  }
}

/**
 * What the page preselects: a base curve or diameter the lens has only one of, and no power (a
 * power must come from the shopper's prescription).
 */
export function contactLensPreset(parameters: ContactLensParameters): EyePrescriptionValues {
  return {
    ...(parameters.baseCurves.length === 1 ? { baseCurve: parameters.baseCurves[0] } : {}),
    ...(parameters.diameters.length === 1 ? { diameter: parameters.diameters[0] } : {}),
  };
}

export type ContactLensEyeProblems = Partial<Record<keyof EyePrescriptionValues, ValidationMessage>>;

const notOffered: ValidationMessage = { key: 'validation.contactLens.notOffered' };
const required: ValidationMessage = { key: 'validation.required' };

/**
 * What is wrong with one eye's values for a lens, field by field: a field the lens asks for is
 * required and must be one of its values (a colour one of its colours); a value the lens does not
 * have a field for (a cylinder on a spherical lens) is refused, so nothing unmakeable is ordered.
 */
export function contactLensEyeProblems(
  parameters: ContactLensParameters,
  eye: EyePrescriptionValues,
): ContactLensEyeProblems {
  const asked = new Set(contactLensFieldsOf(parameters));
  const problems: ContactLensEyeProblems = {};
  for (const field of contactLensFields) {
    const value = eye[field];
    const given = value !== undefined && value !== null;
    if (!asked.has(field)) {
      if (given) problems[field] = notOffered;
      continue;
    }
    if (!given) {
      problems[field] = required;
      continue;
    }
    if (field === 'contactLensColor') {
      if (!parameters.colours?.some((colour) => colour === value)) problems[field] = notOffered;
      continue;
    }
    const number = Number(value);
    const range = checkPrescriptionValue(field satisfies PrescriptionRangeField, number);
    if (!range.ok) {
      problems[field] = range.message;
      continue;
    }
    if (!contactLensOptions(parameters, field).includes(rounded(number))) problems[field] = notOffered;
  }
  // Fields of spectacle lenses have no place on a contact lens.
  for (const field of ['pd', 'hpd', 'prism', 'prismBase'] as const) {
    if (eye[field] !== undefined && eye[field] !== null) problems[field] = notOffered;
  }
  return problems;
}

/** Packs one eye may get in one order: none (one eye only) up to a year's supply of small packs. */
export const maxPacksPerEye = 12;

/** §3 `subscriptionDefinition.subscriptionInterval` as the basket carries it: `3_months`. */
export function subscriptionIntervalKey(months: SubscriptionInterval): string {
  return `${months}_months`;
}

/** The interval of a basket item's subscription definition; undefined for an unknown key. */
export function subscriptionIntervalOfKey(key: string): SubscriptionInterval | undefined {
  return subscriptionIntervalsInMonths.find((months) => subscriptionIntervalKey(months) === key);
}

/** One eye of a contact-lens order: its values and how many packs. */
export interface ContactLensEyeOrder {
  values: EyePrescriptionValues;
  packs: number;
}

/** A contact-lens order as the product page builds it: both eyes and, optionally, a subscription. */
export interface ContactLensOrder {
  variantId: number;
  left: ContactLensEyeOrder;
  right: ContactLensEyeOrder;
  /** Deliver again every so many months (the saving subscription); null: once. */
  subscriptionMonths: SubscriptionInterval | null;
}

export type ContactLensOrderProblem = { path: string; message: ValidationMessage };

/**
 * Every reason a contact-lens order cannot be made, with the path of the field: each eye's values
 * (only for an eye that gets packs), packs from 0 to `maxPacksPerEye` per eye and at least one in
 * all, and a subscription only for a lens the catalogue offers on it.
 */
export function contactLensOrderProblems(
  parameters: ContactLensParameters,
  order: Omit<ContactLensOrder, 'variantId'>,
  subscriptionEligible: boolean,
): ContactLensOrderProblem[] {
  const problems: ContactLensOrderProblem[] = [];
  for (const side of ['right', 'left'] as const) {
    const eye = order[side];
    if (!Number.isInteger(eye.packs) || eye.packs < 0 || eye.packs > maxPacksPerEye) {
      problems.push({
        path: `${side}.packs`,
        message: { key: 'validation.contactLens.packs', params: { max: maxPacksPerEye } },
      });
      continue;
    }
    if (eye.packs === 0) continue;
    for (const [field, message] of Object.entries(contactLensEyeProblems(parameters, eye.values))) {
      problems.push({ path: `${side}.${field}`, message });
    }
  }
  if (order.left.packs + order.right.packs === 0) {
    problems.push({ path: 'packs', message: { key: 'validation.contactLens.noPacks' } });
  }
  if (order.subscriptionMonths !== null && !subscriptionEligible) {
    problems.push({ path: 'subscription', message: { key: 'validation.contactLens.noSubscription' } });
  }
  return problems;
}

const emptyEye: EyePrescriptionValues = {};

/**
 * §3 a contact-lens order as the basket takes it: one item group whose only item is the pack,
 * `quantity` the packs of both eyes, `customData.quantity` how many for each, the values of each
 * eye that gets packs, and the subscription with its interval. A new group per order, so the same
 * lens in other powers is another line and never merges with this one.
 */
export function contactLensBasketItem(
  order: ContactLensOrder,
  groupId: string,
  productType: ProductType = 'contact-lens-pdp',
): GroupedItemPayload {
  const valuesOf = (eye: ContactLensEyeOrder) => (eye.packs > 0 ? eye.values : emptyEye);
  const customData: BasketItemCustomData = {
    productType,
    quantity: { left: order.left.packs, right: order.right.packs },
    prescriptionValues: { left: valuesOf(order.left), right: valuesOf(order.right) },
  };
  if (order.subscriptionMonths !== null) {
    customData.subscription = true;
    customData.subscriptionDefinition = {
      subscriptionInterval: subscriptionIntervalKey(order.subscriptionMonths),
    };
  }
  return {
    variantId: order.variantId,
    quantity: order.left.packs + order.right.packs,
    itemGroup: { id: groupId, isMainItem: true, isRequired: true },
    customData,
  };
}

/** Whether a basket item or incoming item is a contact-lens order (it carries packs per eye). */
export function isContactLensOrderItem(item: {
  customData?: BasketItemCustomData | null | undefined;
}): boolean {
  return item.customData?.quantity !== undefined;
}

/**
 * The order a basket item (or an item about to be added) holds, read back from its custom data,
 * with every problem that makes it unfit: its packs per eye must add up to its quantity, and its
 * subscription interval must be one the shop delivers in.
 */
export function contactLensOrderOfItem(item: {
  variantId: number;
  quantity: number;
  customData?: BasketItemCustomData | null | undefined;
}): { order: ContactLensOrder; problems: ContactLensOrderProblem[] } | undefined {
  const data = item.customData;
  if (!data?.quantity) return undefined;
  const problems: ContactLensOrderProblem[] = [];
  if (data.quantity.left + data.quantity.right !== item.quantity) {
    problems.push({ path: 'quantity', message: { key: 'validation.contactLens.packsSum' } });
  }
  let subscriptionMonths: SubscriptionInterval | null = null;
  const intervalKey = data.subscriptionDefinition?.subscriptionInterval;
  if (data.subscription === true || intervalKey !== undefined) {
    const months = intervalKey === undefined ? undefined : subscriptionIntervalOfKey(intervalKey);
    if (months === undefined || data.subscription !== true) {
      problems.push({
        path: 'subscriptionDefinition',
        message: { key: 'validation.contactLens.interval' },
      });
    } else {
      subscriptionMonths = months;
    }
  }
  return {
    order: {
      variantId: item.variantId,
      left: { values: data.prescriptionValues?.left ?? emptyEye, packs: data.quantity.left },
      right: { values: data.prescriptionValues?.right ?? emptyEye, packs: data.quantity.right },
      subscriptionMonths,
    },
    problems,
  };
}

/**
 * The subscription a basket or order line starts, if it is on the saving subscription with an
 * interval the shop delivers in; with its packs and values per eye for lenses ordered per eye.
 */
export function subscriptionStartOf(line: {
  productId: number;
  variantId: number;
  quantity: number;
  customData?: BasketItemCustomData | null | undefined;
}): SubscriptionStart | undefined {
  const data = line.customData;
  if (data?.subscription !== true) return undefined;
  const key = data.subscriptionDefinition?.subscriptionInterval;
  const intervalMonths = key === undefined ? undefined : subscriptionIntervalOfKey(key);
  if (intervalMonths === undefined) return undefined;
  return {
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    intervalMonths,
    ...(data.quantity && { packsPerEye: data.quantity }),
    ...(data.quantity && data.prescriptionValues && { prescriptionValues: data.prescriptionValues }),
  };
}

/** The numeric values a contact-lens order holds for either eye, in prescription order (for its table). */
export function orderedContactLensFields(
  values: PrescriptionValues,
): Exclude<ContactLensField, 'contactLensColor'>[] {
  return (['sphere', 'cylinder', 'axis', 'addition', 'baseCurve', 'diameter'] as const).filter(
    (field) => values.right[field] != null || values.left[field] != null,
  );
}

/** Whether a basket needs a customer account to be ordered: a subscription is managed in one. */
export function needsCustomerAccount(
  items: readonly { customData?: BasketItemCustomData | null | undefined }[],
): boolean {
  return items.some((item) => item.customData?.subscription === true);
}

/**
 * The same lenses again, from an earlier order's line: the same pack with the same values and
 * packs per eye, delivered once (a subscription delivers by itself). Undefined for anything that
 * was not ordered per eye.
 */
export function contactLensReorder(item: {
  variant: { id: number };
  customData?: BasketItemCustomData | null | undefined;
}): ContactLensOrder | undefined {
  const packs = item.customData?.quantity;
  if (!packs) return undefined;
  const read = contactLensOrderOfItem({
    variantId: item.variant.id,
    quantity: packs.left + packs.right,
    customData: item.customData,
  });
  return read && { ...read.order, subscriptionMonths: null };
}

type WearingTime = (typeof wearingTimes)[number];

/** How a pack lasts: the lens's wearing time (§3 `wearingTime`) and the lenses in the pack (`numberOfLenses`). */
export function contactLensSupplyOf(
  product: { attributes?: ProductAttributes | null | undefined },
  variant: { attributes?: ProductAttributes | null | undefined },
): { wearingTime: WearingTime; lensesPerPack: number } | undefined {
  const wearingTime = wearingTimes.find(
    (time) => time === attributeValues(product.attributes, 'wearingTime')[0],
  );
  const lensesPerPack = Number(attributeValues(variant.attributes, 'numberOfLenses')[0]);
  if (!wearingTime || !Number.isInteger(lensesPerPack) || lensesPerPack < 1) return undefined;
  return { wearingTime, lensesPerPack };
}

const monthsPerLens: Record<WearingTime, number> = {
  // A daily lens lasts a day: a month of them is 30 (a pack of 30 lasts a month).
  daily: 1 / 30,
  two_weekly: 0.5,
  monthly: 1,
};

/** How many months an eye's packs last, one lens per eye at a time (rounded down to whole months). */
export function monthsOfSupply(wearingTime: WearingTime, lensesPerPack: number, packs: number): number {
  return Math.floor(lensesPerPack * packs * monthsPerLens[wearingTime] + 1e-9);
}

/**
 * How long an order lasts: the months of the eye that runs out first (an eye without packs is
 * not waited for); undefined when no eye gets any.
 */
export function orderSupplyMonths(
  wearingTime: WearingTime,
  lensesPerPack: number,
  packsPerEye: readonly number[],
): number | undefined {
  const ordered = packsPerEye.filter((packs) => packs > 0);
  if (ordered.length === 0) return undefined;
  return Math.min(...ordered.map((packs) => monthsOfSupply(wearingTime, lensesPerPack, packs)));
}

/**
 * The subscription interval an order suggests: the longest interval the eye that runs out first
 * covers, at least monthly. 3 packs of 30 daily lenses per eye last three months: quarterly.
 */
export function suggestedSubscriptionInterval(
  wearingTime: WearingTime,
  lensesPerPack: number,
  packsPerEye: readonly number[],
): SubscriptionInterval {
  const months = orderSupplyMonths(wearingTime, lensesPerPack, packsPerEye) ?? 0;
  return (
    subscriptionIntervalsInMonths.findLast((interval) => interval <= months) ??
    subscriptionIntervalsInMonths[0]
  );
}
