import type { ProductImageRow, ProductRow } from '../commerce/catalog/catalog-rows.ts';
import { frameColors } from '@lumen/domain';
import type {
  CareProductSubject,
  ContactLensBoxSubject,
  FrameSubject,
  MerchSubject,
} from './image-subject.ts';
import { wearerAppearanceOf } from './wearer-appearance.ts';

/** A catalogue product as the seed writes one, for tests of the subject mapping. */
export function productRow(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 4711,
    masterKey: 'LUM-4711',
    referenceKey: 'LUM-4711',
    productType: 'glasses-pdp',
    productCategory: 'glasses',
    brandId: 1,
    categoryIds: [],
    siblingGroup: null,
    attributes: {},
    texts: { de: { name: 'Lumen Aurora', description: 'Eine leichte Brille.' } },
    images: [imageRow()],
    salesStatus: 'published',
    isActive: true,
    shopIds: null,
    customData: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    firstLiveAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function imageRow(overrides: Partial<ProductImageRow> = {}): ProductImageRow {
  return { hash: 'a'.repeat(32), view: 'front', background: 'white', ...overrides };
}

export function frameSubject(overrides: Partial<FrameSubject> = {}): FrameSubject {
  return {
    kind: 'frame',
    productId: 7,
    brand: 'Lumen',
    category: 'glasses',
    view: 'front',
    background: 'white',
    shape: 'round',
    rim: 'full_rim',
    material: 'acetate',
    color: 'black',
    colorHex: frameColors.black,
    finish: 'glossy',
    lens: { kind: 'clear' },
    lensWidth: 52,
    bridgeWidth: 18,
    wearer: wearerAppearanceOf(7),
    ...overrides,
  };
}

export function contactLensBoxSubject(overrides: Partial<ContactLensBoxSubject> = {}): ContactLensBoxSubject {
  return {
    kind: 'contact-lens-box',
    productId: 8,
    brand: 'Lumen',
    line: 'Daily Comfort',
    background: 'white',
    wearingTime: 'daily',
    numberOfLenses: 30,
    lensType: 'spherical',
    ...overrides,
  };
}

export function careProductSubject(overrides: Partial<CareProductSubject> = {}): CareProductSubject {
  return {
    kind: 'care-product',
    productId: 9,
    brand: 'Lumen',
    line: 'Comfort Plus',
    background: 'white',
    careType: 'all_in_one_solution',
    volumeMl: 360,
    ...overrides,
  };
}

export function merchSubject(overrides: Partial<MerchSubject> = {}): MerchSubject {
  return {
    kind: 'merch',
    productId: 10,
    brand: 'Lumen Optik',
    background: 'white',
    merchKind: 'glasses_case',
    colorHex: frameColors.navy,
    size: null,
    ...overrides,
  };
}
