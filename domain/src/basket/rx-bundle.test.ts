import { describe, expect, it } from 'vitest';
import { rpcContract } from '../rpc/rpc-contract.ts';
import { isRxBundleComplete } from './prescription.ts';
import { configuratorChoiceOfGroup, frameOnlyItem, incompleteRxGroups, rxBundleItems } from './rx-bundle.ts';
import type { RxBundleInput } from './rx-bundle.ts';

const option = (variantId: number, name: string, priceWithTax: number) => ({
  productId: variantId - 400_000,
  variantId,
  name,
  referenceKey: `LO-RX-${variantId}`,
  priceWithTax,
});

const input: RxBundleInput = {
  groupId: 'rx-4f1c',
  frame: { variantId: 310_001, productType: 'correctional-glasses' },
  currencyCode: 'EUR',
  values: {
    right: { sphere: -2.75, cylinder: -0.5, axis: 90, pd: 31.5 },
    left: { sphere: -2.25, cylinder: null, pd: 32 },
  },
  options: {
    rx_lens_types: option(500_001, 'Einstärkengläser', 3895),
    rx_lens_quality_index: option(500_008, 'Extra dünne Gläser 1,67', 9900),
    rx_tinting_types: option(500_012, 'Blaulichtfilter', 2895),
    rx_services: option(500_017, 'Service-Paket', 0),
  },
  labels: {
    prescriptionType: 'Art der Brille',
    prescriptionTypeValue: 'Brille mit Sehstärke',
    rx_lens_types: 'Glasart',
    rx_lens_quality_index: 'Glasstärke',
    rx_tinting_types: 'Tönung',
    rx_services: 'Service',
  },
};

const addItems = rpcContract.addItemsToBasket.payload;

describe('§3/§5 prescription glasses as one item group', () => {
  const items = rxBundleItems(input);

  it('the frame is the main item with the values and a line per choice; four required sub-items follow', () => {
    expect(items.map((item) => [item.variantId, item.itemGroup])).toEqual([
      [310_001, { id: 'rx-4f1c', isMainItem: true, isRequired: true }],
      [500_001, { id: 'rx-4f1c', isMainItem: false, isRequired: true }],
      [500_008, { id: 'rx-4f1c', isMainItem: false, isRequired: true }],
      [500_012, { id: 'rx-4f1c', isMainItem: false, isRequired: true }],
      [500_017, { id: 'rx-4f1c', isMainItem: false, isRequired: true }],
    ]);
    expect(items[0]!.customData?.prescriptionValues).toEqual(input.values);
    expect(
      items[0]!.customData?.configurationItems?.map((line) => [
        line.masterKey,
        line.referenceKey,
        line.value,
      ]),
    ).toEqual([
      ['prescription-type', 'type_ei', 'Brille mit Sehstärke'],
      ['rx_lens_types', 'LO-RX-500001', 'Einstärkengläser'],
      ['rx_lens_quality_index', 'LO-RX-500008', 'Extra dünne Gläser 1,67'],
      ['rx_tinting_types', 'LO-RX-500012', 'Blaulichtfilter'],
      ['rx_services', 'LO-RX-500017', 'Service-Paket'],
    ]);
    expect(items.slice(1).map((item) => item.customData)).toEqual([
      { rxSubItemInfo: { masterKey: 'rx_lens_types' }, hideSubItem: true },
      { rxSubItemInfo: { masterKey: 'rx_lens_quality_index' }, hideSubItem: true },
      { rxSubItemInfo: { masterKey: 'rx_tinting_types' }, hideSubItem: true },
      { rxSubItemInfo: { masterKey: 'rx_services' }, hideSubItem: true },
    ]);
    expect(items[2]!.displayData?.name?.value).toBe('Extra dünne Gläser 1,67');
  });

  it('is a payload the addItemsToBasket call accepts, and complete by the §5 rule', () => {
    expect(addItems.safeParse({ items }).success).toBe(true);
    expect(incompleteRxGroups(items)).toEqual([]);
    const asBasket = items.map((item, index) => ({
      key: String(index),
      itemGroup: item.itemGroup,
      product: { masterKey: '' },
      customData: item.customData,
    }));
    expect(isRxBundleComplete(asBasket[0]!, asBasket)).toBe(true);
  });

  it.each([
    ['without the tinting', 3],
    ['without the free service', 4],
    ['without the lenses', 1],
  ])('§5 a group %s is incomplete', (_case, dropped) => {
    expect(incompleteRxGroups(items.filter((_item, index) => index !== dropped))).toEqual(['rx-4f1c']);
  });

  it('§5 a frame-only order (type_ei without a left sphere) and a frame without a prescription need no lenses', () => {
    const [main] = rxBundleItems({ ...input, values: { right: {}, left: {} } });
    expect(incompleteRxGroups([main!])).toEqual([]);
    const frame = frameOnlyItem({
      frame: input.frame,
      labels: { prescriptionType: 'Art der Brille', prescriptionTypeValue: 'Nur die Fassung' },
    });
    expect(frame.customData).toMatchObject({ frameOrder: true });
    expect(frame.customData?.configurationItems?.[0]).toMatchObject({ referenceKey: 'type_none' });
    expect(incompleteRxGroups([frame])).toEqual([]);
    expect(addItems.safeParse({ items: [frame] }).success).toBe(true);
  });

  it('§4 a frame sent for home try-on is a frame alone of type home_try_on', () => {
    const frame = frameOnlyItem({
      frame: input.frame,
      type: 'home_try_on',
      labels: { prescriptionType: 'Art der Brille', prescriptionTypeValue: 'Zu Hause anprobieren' },
    });
    expect(frame.customData?.configurationItems?.[0]).toMatchObject({
      referenceKey: 'home_try_on',
      value: 'Zu Hause anprobieren',
    });
    expect(incompleteRxGroups([frame])).toEqual([]);
  });

  it('two groups are checked apart: the complete one passes, the other is named', () => {
    const other = rxBundleItems({ ...input, groupId: 'rx-9a2b' }).slice(0, 3);
    expect(incompleteRxGroups([...items, ...other])).toEqual(['rx-9a2b']);
  });
});

describe('the basket’s "edit prescription": the configuration a group holds', () => {
  const values = { right: { sphere: -2, pd: 31 }, left: { sphere: -1.75, pd: 31 } };
  /** The group as the basket holds it: each payload item a line, the option's product id its variant's. */
  const linesOf = (groupId: string) =>
    rxBundleItems({ ...input, groupId, values }).map((item, index) => ({
      key: `${groupId}-${index}`,
      ...(item.itemGroup && { itemGroup: item.itemGroup }),
      customData: item.customData ?? {},
      variant: { id: item.variantId },
      product: { id: item.variantId * 10, masterKey: 'm' },
    }));

  it('gives the type, the values (to confirm again) and each chosen option’s product', () => {
    const items = [...linesOf('a'), ...linesOf('b')];
    expect(configuratorChoiceOfGroup(items, 'b')).toEqual({
      frameVariantId: input.frame.variantId,
      choice: {
        type: 'type_ei',
        source: 'enter',
        values,
        valuesConfirmed: false,
        lensTypeId: input.options.rx_lens_types.variantId * 10,
        qualityId: input.options.rx_lens_quality_index.variantId * 10,
        tintId: input.options.rx_tinting_types.variantId * 10,
      },
    });
  });

  it('has nothing to edit in an unknown group or a frame ordered alone', () => {
    expect(configuratorChoiceOfGroup(linesOf('a'), 'z')).toBeUndefined();
    const alone = frameOnlyItem({ frame: input.frame, labels: input.labels });
    const line = {
      key: 'f',
      itemGroup: { id: 'f', isMainItem: true, isRequired: true },
      customData: alone.customData ?? {},
      variant: { id: alone.variantId },
      product: { id: 1, masterKey: 'frame' },
    };
    expect(configuratorChoiceOfGroup([line], 'f')).toBeUndefined();
  });
});
