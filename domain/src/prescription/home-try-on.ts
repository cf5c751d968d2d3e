import type { ProductAttributes } from '../catalog/product-attributes.ts';
import { productTypeOf } from '../catalog/product-type.ts';
import { prescriptionTypes } from './prescription-type.ts';
import { isZeroTariffFrame } from './zero-cost-frame.ts';
import type { PrescriptionType } from './prescription-type.ts';

/**
 * What decides home try-on (§5). The shop's switch is passed in because the Shop entity of §3
 * has no flag for it; the caller reads it from wherever the shop configures it.
 */
export interface HomeTryOnInput {
  /** The product is prescription glasses (a frame that takes prescription lenses). */
  isPrescriptionGlasses: boolean;
  /** The frame is a zero-tariff frame (free with the lenses). */
  isZeroTariff: boolean;
  shopEnablesHomeTryOn: boolean;
}

export type HomeTryOnResult =
  { ok: true } | { ok: false; reason: 'disabledInShop' | 'notPrescriptionGlasses' | 'zeroTariff' };

/** §5: home try-on only for prescription glasses that are not zero-tariff, in a shop that enables it. */
export function checkHomeTryOn(input: HomeTryOnInput): HomeTryOnResult {
  if (!input.shopEnablesHomeTryOn) return { ok: false, reason: 'disabledInShop' };
  if (!input.isPrescriptionGlasses) return { ok: false, reason: 'notPrescriptionGlasses' };
  if (input.isZeroTariff) return { ok: false, reason: 'zeroTariff' };
  return { ok: true };
}

/** §4 the prescription type choices to offer, in their order; home_try_on only where §5 allows it. */
export function availablePrescriptionTypes(input: HomeTryOnInput): PrescriptionType[] {
  const homeTryOn = checkHomeTryOn(input).ok;
  return prescriptionTypes.filter((type) => type !== 'home_try_on' || homeTryOn);
}

/** What §5 reads of a frame for home try-on: whether it is prescription glasses, and zero-tariff. */
export function homeTryOnFrame(product: {
  attributes?: ProductAttributes | null | undefined;
}): Pick<HomeTryOnInput, 'isPrescriptionGlasses' | 'isZeroTariff'> {
  return {
    isPrescriptionGlasses: productTypeOf(product) === 'correctional-glasses',
    isZeroTariff: isZeroTariffFrame(product),
  };
}
