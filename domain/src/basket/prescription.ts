import type { ConfigurationItem } from '../entities/configuration-item.ts';
import type { ConfiguratorStep } from '../prescription/configurator-steps.ts';
import { PrescriptionTypeSchema } from '../prescription/prescription-type.ts';
import type { PrescriptionType } from '../prescription/prescription-type.ts';

/**
 * The configurator's first step (§2 "Prescription Type") is kept like every plain configurator
 * choice: as a configuration item in the main item's customData whose masterKey is the step key.
 * Its referenceKey holds the type (type_ei...); a line that stored the type as its value is read too.
 */
export const prescriptionTypeStepKey = 'prescription-type' satisfies ConfiguratorStep;

/** The configuration item that keeps the prescription type chosen; `name` is the step's shown label. */
export function prescriptionTypeItem(
  type: PrescriptionType,
  name: string = prescriptionTypeStepKey,
): ConfigurationItem {
  return {
    id: prescriptionTypeStepKey,
    name,
    value: type,
    editable: false,
    masterKey: prescriptionTypeStepKey,
    referenceKey: type,
    product: null,
    variant: null,
    price: null,
  };
}

/** §5: the master keys of the four sub-items that make a prescription bundle complete. */
export const rxBundleMasterKeys = [
  'rx_tinting_types',
  'rx_lens_quality_index',
  'rx_lens_types',
  'rx_services',
] as const;

/** What the prescription rules read of a basket item (SCAYLE `BasketItem` names, §3 customData). */
export interface PrescriptionBasketItem {
  key: string;
  itemGroup?: { id: string; isMainItem: boolean } | null | undefined;
  product: { masterKey: string };
  customData?:
    | {
        configurationItems?:
          | readonly { masterKey: string; referenceKey?: string | null | undefined; value?: unknown }[]
          | null
          | undefined;
        prescriptionValues?:
          { left?: { sphere?: number | string | null | undefined } | null | undefined } | null | undefined;
        /** Which rx part a sub-item is; when absent, the product's own master key says it. */
        rxSubItemInfo?: { masterKey: string } | null | undefined;
      }
    | null
    | undefined;
}

/** The prescription type an item was configured with, if it was. */
export function prescriptionTypeOf(
  item: Pick<PrescriptionBasketItem, 'customData'>,
): PrescriptionType | undefined {
  const line = item.customData?.configurationItems?.find(
    (candidate) => candidate.masterKey === prescriptionTypeStepKey,
  );
  if (!line) return undefined;
  const fromKey = PrescriptionTypeSchema.safeParse(line.referenceKey);
  if (fromKey.success) return fromKey.data;
  const fromValue = PrescriptionTypeSchema.safeParse(line.value);
  return fromValue.success ? fromValue.data : undefined;
}

/** The main item of an item's group: the item itself when it is ungrouped or the main item. */
export function mainItemOf<T extends PrescriptionBasketItem>(item: T, items: readonly T[]): T | undefined {
  const group = item.itemGroup;
  if (!group || group.isMainItem) return item;
  return items.find((candidate) => candidate.itemGroup?.id === group.id && candidate.itemGroup.isMainItem);
}

function hasLeftSphere(item: PrescriptionBasketItem): boolean {
  const sphere = item.customData?.prescriptionValues?.left?.sphere;
  // A sphere of 0 (plano) is a value; only a missing or blank one is not.
  return sphere !== undefined && sphere !== null && String(sphere).trim() !== '';
}

/**
 * §5 frame-only order: the item's main item was configured as prescription glasses (type_ei) but
 * carries no left sphere, so only the frame is ordered (the lenses follow in a branch).
 */
export function isFrameOnlyOrder<T extends PrescriptionBasketItem>(item: T, items: readonly T[]): boolean {
  const main = mainItemOf(item, items);
  return main !== undefined && prescriptionTypeOf(main) === 'type_ei' && !hasLeftSphere(main);
}

/** Prescription glasses need their lenses: a main item of type_ei with values, not a frame-only order. */
export function needsRxBundle<T extends PrescriptionBasketItem>(main: T, items: readonly T[]): boolean {
  return prescriptionTypeOf(main) === 'type_ei' && !isFrameOnlyOrder(main, items);
}

/**
 * Whether an item belongs to prescription glasses made to the customer's values (any member of a
 * group whose frame needs its lenses): it ships when the lab has made them, not from stock.
 */
export function isMadeToMeasure<T extends PrescriptionBasketItem>(item: T, items: readonly T[]): boolean {
  const main = mainItemOf(item, items);
  return main !== undefined && needsRxBundle(main, items);
}

/** Which rx part a sub-item is: its `rxSubItemInfo`, else its product's master key. */
export function rxMasterKeyOf(item: PrescriptionBasketItem): string {
  return item.customData?.rxSubItemInfo?.masterKey ?? item.product.masterKey;
}

/**
 * §5 rx bundle complete: the item's main item has sub-items (same item group, not main) with each
 * of the four master keys of `rxBundleMasterKeys`.
 */
export function isRxBundleComplete<T extends PrescriptionBasketItem>(item: T, items: readonly T[]): boolean {
  const main = mainItemOf(item, items);
  const groupId = main?.itemGroup?.id;
  if (groupId === undefined) return false;
  const subItemKeys = new Set(
    items
      .filter((candidate) => candidate.itemGroup?.id === groupId && !candidate.itemGroup.isMainItem)
      .map(rxMasterKeyOf),
  );
  return rxBundleMasterKeys.every((masterKey) => subItemKeys.has(masterKey));
}
