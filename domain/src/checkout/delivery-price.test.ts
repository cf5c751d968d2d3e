import { describe, expect, it } from 'vitest';
import { prescriptionTypeItem } from '../basket/prescription.ts';
import { deliveryFeeOf, freeDeliveryRemaining, holdsPrescriptionGlasses } from './delivery-price.ts';

const rxGlasses = { customData: { configurationItems: [prescriptionTypeItem('type_ei')] } };
const plainFrame = { customData: { configurationItems: [prescriptionTypeItem('type_none')] } };

describe('§3 delivery: the market threshold and Rx free shipping', () => {
  it.each([
    // country, items value, prescription glasses, rxFreeShipping enabled, fee
    ['DE', 4899, false, true, 495],
    ['DE', 4900, false, true, 0],
    ['DE', 1000, true, true, 0],
    ['DE', 1000, true, false, 495],
    ['AT', 4899, false, false, 595],
    ['CH', 5899, false, false, 790],
    ['CH', 5900, false, false, 0],
    ['CH', 1000, true, false, 790],
    ['IT', 4899, false, false, 590],
    ['PL', 19_899, false, false, 1499],
    ['PL', 19_900, false, false, 0],
    ['CZ', 118_999, false, false, 12_900],
    ['CZ', 119_000, false, false, 0],
  ] as const)('%s, items %i, Rx %s, Rx free shipping %s: delivery %i', (country, items, rx, enabled, fee) => {
    expect(deliveryFeeOf(country, { itemsWithTax: items, holdsPrescriptionGlasses: rx }, { enabled })).toBe(
      fee,
    );
  });

  it('counts glasses made to a prescription (type_ei), not a frame without one', () => {
    expect(holdsPrescriptionGlasses([plainFrame, rxGlasses])).toBe(true);
    expect(holdsPrescriptionGlasses([plainFrame, { customData: null }])).toBe(false);
    expect(holdsPrescriptionGlasses([])).toBe(false);
  });

  it('says how much is missing to free delivery, floored at 0', () => {
    expect(freeDeliveryRemaining('DE', 3000)).toBe(1900);
    expect(freeDeliveryRemaining('CH', 5900)).toBe(0);
    expect(freeDeliveryRemaining('PL', 25_000)).toBe(0);
  });
});
