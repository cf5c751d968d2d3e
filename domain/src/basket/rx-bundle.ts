import type { z } from 'zod';
import type { AddToBasketPayloadSchema } from '../entities/basket.ts';
import type { ConfigurationItem } from '../entities/configuration-item.ts';
import type { ProductType } from '../entities/product.ts';
import type { PrescriptionValues } from '../prescription/prescription-values.ts';
import type { BasketItem } from '../entities/basket.ts';
import type { ConfiguratorChoice } from '../prescription/configurator-flow.ts';
import type { PrescriptionType } from '../prescription/prescription-type.ts';
import { isRxBundleComplete, needsRxBundle, prescriptionTypeItem, rxMasterKeyOf } from './prescription.ts';
import type { PrescriptionBasketItem, rxBundleMasterKeys } from './prescription.ts';

/** An item as addItemsToBasket takes it in its list (the merge mode is the call's, not the item's). */
export type GroupedItemPayload = Omit<z.input<typeof AddToBasketPayloadSchema>, 'existingItemHandling'>;

/** The order a configuration shows its choices in: lenses, their thickness, tint, then the service. */
export const rxBundleChoiceOrder = [
  'rx_lens_types',
  'rx_lens_quality_index',
  'rx_tinting_types',
  'rx_services',
] as const satisfies readonly (typeof rxBundleMasterKeys)[number][];

/** One rx option the shopper chose (lens type, quality index, tinting, service), as the catalogue has it. */
export interface RxOptionChoice {
  productId: number;
  variantId: number;
  /** The option's name in the shop's language. */
  name: string;
  referenceKey: string;
  priceWithTax: number;
}

export type RxBundleMasterKey = (typeof rxBundleMasterKeys)[number];

export interface RxBundleInput {
  /** A new id per configuration: the same frame configured twice is two groups. */
  groupId: string;
  frame: { variantId: number; productType: ProductType };
  currencyCode: string;
  values: PrescriptionValues;
  /** The four options, one per master key of §5's complete bundle. */
  options: Record<RxBundleMasterKey, RxOptionChoice>;
  /** The translated names of the configuration lines: the type's, then each option's. */
  labels: { prescriptionType: string; prescriptionTypeValue: string } & Record<RxBundleMasterKey, string>;
}

function optionLine(
  masterKey: RxBundleMasterKey,
  option: RxOptionChoice,
  label: string,
  currencyCode: string,
): ConfigurationItem {
  return {
    id: masterKey,
    name: label,
    value: option.name,
    editable: true,
    masterKey,
    referenceKey: option.referenceKey,
    product: { id: option.productId, name: option.name },
    variant: { id: option.variantId },
    price: { withTax: option.priceWithTax, currencyCode },
  };
}

/**
 * §3/§5 prescription glasses as the basket takes them: one item group with the frame as its main
 * item, carrying the prescription values and a configuration line per choice, and the four
 * sub-items of a complete rx bundle (lens type, quality index, tinting, service), each folded into
 * the frame in lists. Every member is required: removing one removes the glasses.
 */
export function rxBundleItems(input: RxBundleInput): GroupedItemPayload[] {
  const { groupId, options, labels, currencyCode } = input;
  const typeLine = prescriptionTypeItem('type_ei', labels.prescriptionType);
  const main: GroupedItemPayload = {
    variantId: input.frame.variantId,
    quantity: 1,
    itemGroup: { id: groupId, isMainItem: true, isRequired: true },
    customData: {
      productType: input.frame.productType,
      prescriptionValues: input.values,
      configurationItems: [
        { ...typeLine, value: labels.prescriptionTypeValue },
        ...rxBundleChoiceOrder.map((masterKey) =>
          optionLine(masterKey, options[masterKey], labels[masterKey], currencyCode),
        ),
      ],
    },
  };
  const subItems = rxBundleChoiceOrder.map((masterKey): GroupedItemPayload => ({
    variantId: options[masterKey].variantId,
    quantity: 1,
    itemGroup: { id: groupId, isMainItem: false, isRequired: true },
    displayData: { name: { key: 'name', label: labels[masterKey], value: options[masterKey].name } },
    customData: { rxSubItemInfo: { masterKey }, hideSubItem: true },
  }));
  return [main, ...subItems];
}

/**
 * §4 type_none and home_try_on: the frame alone, without prescription lenses (`frameOrder`), still
 * marked with the type chosen so the basket and the order say how it was configured.
 */
export function frameOnlyItem(input: {
  frame: { variantId: number; productType: ProductType };
  /** The frame alone (§5 frame-only order, the default) or sent to be tried on at home. */
  type?: Extract<PrescriptionType, 'type_none' | 'home_try_on'> | undefined;
  labels: { prescriptionType: string; prescriptionTypeValue: string };
}): GroupedItemPayload {
  return {
    variantId: input.frame.variantId,
    quantity: 1,
    customData: {
      productType: input.frame.productType,
      frameOrder: true,
      configurationItems: [
        {
          ...prescriptionTypeItem(input.type ?? 'type_none', input.labels.prescriptionType),
          value: input.labels.prescriptionTypeValue,
        },
      ],
    },
  };
}

/** What the bundle check reads of an item being added: its group and custom data. */
export type IncomingRxItem = Pick<GroupedItemPayload, 'itemGroup' | 'customData'>;

/**
 * §5 applied to items about to be added together: every group whose main item is prescription
 * glasses with values (type_ei with a left sphere) must bring all four rx sub-items. Answers the
 * ids of the groups that do not, so the whole change can be refused before anything is written.
 */
export function incompleteRxGroups(items: readonly IncomingRxItem[]): string[] {
  const asBasketItems: PrescriptionBasketItem[] = items.map((item, index) => ({
    key: String(index),
    itemGroup: item.itemGroup ?? null,
    // An incoming sub-item says which part it is in rxSubItemInfo; no product is loaded yet.
    product: { masterKey: '' },
    customData: item.customData ?? null,
  }));
  const incomplete = new Set<string>();
  for (const item of asBasketItems) {
    const group = item.itemGroup;
    if (!group?.isMainItem) continue;
    if (needsRxBundle(item, asBasketItems) && !isRxBundleComplete(item, asBasketItems)) {
      incomplete.add(group.id);
    }
  }
  return [...incomplete];
}

/**
 * The basket's "edit prescription": the configuration an item group holds, as the configurator
 * starts from it. Only prescription glasses made to values (a type_ei main item with its lenses)
 * can be edited; the values come back unconfirmed, as the shopper must confirm what they change.
 * Answers the frame's variant too, so the page can tell the group is its frame's.
 */
export function configuratorChoiceOfGroup(
  items: readonly (Pick<BasketItem, 'key' | 'itemGroup' | 'customData'> & {
    variant: { id: number };
    product: { id: number; masterKey: string };
  })[],
  groupId: string,
): { choice: ConfiguratorChoice; frameVariantId: number } | undefined {
  const group = items.filter((item) => item.itemGroup?.id === groupId);
  const main = group.find((item) => item.itemGroup?.isMainItem);
  const values = main?.customData.prescriptionValues;
  if (!main || !values || !needsRxBundle(main, items)) return undefined;
  const optionId = (masterKey: RxBundleMasterKey) =>
    group.find((item) => item !== main && rxMasterKeyOf(item) === masterKey)?.product.id;
  return {
    frameVariantId: main.variant.id,
    choice: {
      type: 'type_ei',
      source: 'enter',
      values,
      valuesConfirmed: false,
      lensTypeId: optionId('rx_lens_types'),
      qualityId: optionId('rx_lens_quality_index'),
      tintId: optionId('rx_tinting_types'),
    },
  };
}
