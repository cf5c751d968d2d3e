import { productCategories } from '@lumen/domain';
import type { ProductCategoryKind } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { frameColors, lensBaseColors } from '@lumen/domain';
import type { ProductImageRow, ProductRow } from '../commerce/catalog/catalog-rows.ts';
import { imageRow, productRow } from './image-subject.fixtures.ts';
import { imageSubjectOf, imageSubjectsByHash } from './image-subject.ts';
import type { ImageSubject } from './image-subject.ts';
import { skinTones, wearerAppearanceOf } from './wearer-appearance.ts';

function subjectOf(product: Partial<ProductRow>, image: Partial<ProductImageRow> = {}): ImageSubject {
  return imageSubjectOf(productRow(product), imageRow(image), 'Lumen');
}

function expectKind<K extends ImageSubject['kind']>(
  subject: ImageSubject,
  kind: K,
): Extract<ImageSubject, { kind: K }> {
  expect(subject.kind).toBe(kind);
  return subject as Extract<ImageSubject, { kind: K }>;
}

describe('imageSubjectOf: what a product image shows (§3 product categories)', () => {
  const drawnAs: Record<ProductCategoryKind, ImageSubject['kind']> = {
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

  it.each(productCategories.map((category) => [category, drawnAs[category]] as const))(
    '§3 category %s is drawn as %s',
    (category, kind) => {
      expect(subjectOf({ productCategory: category, productType: null }).kind).toBe(kind);
    },
  );

  it.each([
    ['contact-lens-pdp', 'contact-lens-box'],
    ['cleaning-fluid-pdp', 'care-product'],
    ['hearing-aids-merch-pdp', 'merch'],
    ['correctional-glasses', 'frame'],
  ] as const)('§3 without a category, product type %s is drawn as %s', (productType, kind) => {
    expect(subjectOf({ productCategory: null, productType }).kind).toBe(kind);
  });

  it.each([
    ['box', 'contact-lens-box'],
    ['bottle', 'care-product'],
    ['item', 'merch'],
    ['bust', 'frame'],
  ] as const)('without category and type, an image with view %s is drawn as %s', (view, kind) => {
    expect(subjectOf({ productCategory: null, productType: null }, { view }).kind).toBe(kind);
  });
});

describe('imageSubjectOf: frames', () => {
  it('draws the frame from its shape, rim type, colour swatch and the image view and background', () => {
    const frame = expectKind(
      subjectOf(
        {
          attributes: {
            frameShape: ['cat_eye'],
            rimType: ['nylor'],
            frameColor: ['burgundy'],
            frameMaterial: ['titanium'],
            colorDetail: ['matte'],
            lensWidth: [49],
            bridgeWidth: ['20'],
          },
        },
        { view: 'side', background: 'grey' },
      ),
      'frame',
    );
    expect(frame).toMatchObject({
      shape: 'cat_eye',
      rim: 'nylor',
      color: 'burgundy',
      colorHex: frameColors.burgundy,
      material: 'titanium',
      finish: 'matte',
      lensWidth: 49,
      bridgeWidth: 20,
      view: 'side',
      background: 'grey',
      lens: { kind: 'clear' },
    });
  });

  it('falls back to a plain black rectangular full-rim frame when attributes are missing or unknown', () => {
    const frame = expectKind(
      subjectOf({ attributes: { frameShape: ['trapezoid'], rimType: [], frameColor: [3] } }),
      'frame',
    );
    expect(frame).toMatchObject({
      shape: 'rectangular',
      rim: 'full_rim',
      color: 'black',
      lensWidth: 52,
      bridgeWidth: 18,
    });
  });

  it.each([
    ['front', 'front'],
    ['side', 'side'],
    ['model', 'model'],
    ['bust', 'bust'],
    ['box', 'front'],
    ['item', 'front'],
  ] as const)('§9 image view %s of a frame is drawn as the %s view', (view, drawn) => {
    expect(expectKind(subjectOf({}, { view }), 'frame').view).toBe(drawn);
  });

  it('§3 sunglasses take their lens tint from lensBaseColor, grey when it is missing', () => {
    const tinted = expectKind(
      subjectOf({ productCategory: 'sunglasses', attributes: { lensBaseColor: ['green'] } }),
      'frame',
    );
    expect(tinted.lens).toEqual({ kind: 'tinted', tint: 'green', hex: lensBaseColors.green });
    const untold = expectKind(subjectOf({ productCategory: 'sunglasses' }), 'frame');
    expect(untold.lens).toEqual({ kind: 'tinted', tint: 'grey', hex: lensBaseColors.grey });
  });

  it.each([
    [{ productCategory: 'blueLightBlocking' as const }, 'blue_light'],
    [{ attributes: { blueLightFilter: ['true'] } }, 'blue_light'],
    [{ attributes: { blueLightFilter: ['false'] } }, 'clear'],
    [{ productCategory: 'readingAidGlasses' as const }, 'clear'],
  ])('lenses of %o are %s', (product, kind) => {
    expect(expectKind(subjectOf(product), 'frame').lens.kind).toBe(kind);
  });

  it('the person wearing a frame depends on the product only, and varies between products', () => {
    const first = expectKind(subjectOf({ id: 12 }, { view: 'model' }), 'frame');
    const again = expectKind(subjectOf({ id: 12 }, { view: 'bust', hash: 'b'.repeat(32) }), 'frame');
    expect(again.wearer).toEqual(first.wearer);
    const tones = new Set(Array.from({ length: 40 }, (_, id) => wearerAppearanceOf(id).skin));
    expect(tones.size).toBe(skinTones.length);
  });
});

describe('imageSubjectOf: packaging and merchandise', () => {
  it('§3 a contact-lens box carries wearingTime, numberOfLenses and the product line without the brand', () => {
    const box = expectKind(
      subjectOf({
        productCategory: 'contactLenses',
        attributes: { wearingTime: ['monthly'], numberOfLenses: [3], contactLensType: ['toric'] },
        texts: { de: { name: 'Lumen Aqua Toric', description: '' } },
      }),
      'contact-lens-box',
    );
    expect(box).toMatchObject({
      brand: 'Lumen',
      line: 'Aqua Toric',
      wearingTime: 'monthly',
      numberOfLenses: 3,
      lensType: 'toric',
    });
  });

  it.each([
    ['daily', 30],
    ['two_weekly', 6],
    ['monthly', 6],
  ] as const)('a %s pack without numberOfLenses shows the usual %i lenses', (wearingTime, count) => {
    const box = expectKind(
      subjectOf({ productCategory: 'contactLenses', attributes: { wearingTime: [wearingTime] } }),
      'contact-lens-box',
    );
    expect(box.numberOfLenses).toBe(count);
  });

  it('§3 a care product carries eyeCareProductType and its volume', () => {
    const care = expectKind(
      subjectOf({
        productCategory: 'careproducts',
        attributes: { eyeCareProductType: ['eye_drops'], volumeMl: [10] },
      }),
      'care-product',
    );
    expect(care).toMatchObject({ careType: 'eye_drops', volumeMl: 10 });
  });

  it('merchandise is drawn by merchKind; hearing-aid merchandise defaults to a hearing-aid case', () => {
    const tote = expectKind(
      subjectOf({ productCategory: 'merch', attributes: { merchKind: ['tote_bag'] } }),
      'merch',
    );
    expect(tote.merchKind).toBe('tote_bag');
    const battery = expectKind(
      subjectOf({
        productCategory: 'hearingAidsMerch',
        attributes: { merchKind: ['hearing_aid_battery'], size: ['312'] },
      }),
      'merch',
    );
    expect(battery).toMatchObject({ merchKind: 'hearing_aid_battery', size: '312' });
    expect(expectKind(subjectOf({ productCategory: 'hearingAidsMerch' }), 'merch').merchKind).toBe(
      'hearing_aid_case',
    );
  });
});

describe('imageSubjectsByHash', () => {
  it('indexes every image of every product by hash, with its brand name', () => {
    const front = imageRow({ hash: '1'.repeat(32), view: 'front' });
    const bust = imageRow({ hash: '2'.repeat(32), view: 'bust' });
    const box = imageRow({ hash: '3'.repeat(64), view: 'box' });
    const subjects = imageSubjectsByHash(
      [
        productRow({ id: 1, brandId: 1, images: [front, bust] }),
        productRow({ id: 2, brandId: 2, productCategory: 'contactLenses', images: [box] }),
      ],
      [
        { id: 1, name: 'Lumen', slug: 'lumen', shopIds: null },
        { id: 2, name: 'Clarena', slug: 'clarena', shopIds: null },
      ],
    );
    expect([...subjects.keys()]).toEqual([front.hash, bust.hash, box.hash]);
    expect(subjects.get(bust.hash)).toMatchObject({ kind: 'frame', view: 'bust', brand: 'Lumen' });
    expect(subjects.get(box.hash)).toMatchObject({ kind: 'contact-lens-box', brand: 'Clarena' });
  });
});
