import { describe, expect, it } from 'vitest';
import { ProductTemplateSchema, parseProductSlug, productSlug, productTemplates } from './product-slug.ts';
import type { ProductSlugParts, ProductSlugRead } from './product-slug.ts';

describe('§2 product slug: name, variant, colour, lens count and packing type, then the product id', () => {
  it.each<[ProductSlugParts, string]>([
    [{ name: 'Ray-Ban Wayfarer', productId: 4711 }, 'ray-ban-wayfarer-4711'],
    [
      {
        name: 'Acuvue Oasys',
        variant: '1-Day',
        colour: 'Klar',
        lensCount: 30,
        packingType: 'Blister',
        productId: 9,
      },
      'acuvue-oasys-1-day-klar-30-blister-9',
    ],
    [{ name: 'Lumen Größe', colour: 'Grün', productId: 12 }, 'lumen-groesse-gruen-12'],
    [{ name: 'Okulary', colour: 'Złoty', productId: 12 }, 'okulary-zloty-12'],
    [{ name: 'Brýle', colour: 'Černá', productId: 12 }, 'bryle-cerna-12'],
    [{ name: 'Lentilles', lensCount: '6 lentilles', productId: 3 }, 'lentilles-6-lentilles-3'],
    [{ name: 'Lenses', lensCount: 0, productId: 3 }, 'lenses-0-3'],
    // parts that slugify to nothing, or are empty, are left out
    [{ name: 'Kappe', variant: '', colour: '★', productId: 5 }, 'kappe-5'],
    [{ name: '★', productId: 5 }, '5'],
    [{ name: 'X', productId: 1 }, 'x-1'],
    [{ name: 'X', productId: Number.MAX_SAFE_INTEGER }, `x-${Number.MAX_SAFE_INTEGER}`],
  ])('%j → %s', (parts, slug) => {
    expect(productSlug(parts)).toBe(slug);
    expect(parseProductSlug(slug)).toEqual({ ok: true, productId: parts.productId });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the product id %s', (productId) => {
    expect(() => productSlug({ name: 'Brille', productId })).toThrow(
      `A product id is a positive whole number, got ${productId}`,
    );
  });

  it.each<[string, ProductSlugRead]>([
    ['ray-ban-4711', { ok: true, productId: 4711 }],
    ['4711', { ok: true, productId: 4711 }],
    ['1', { ok: true, productId: 1 }],
    ['ray-ban-2024-1', { ok: true, productId: 1 }],
    ['sonnenbrille', { ok: false, reason: 'no-product-id' }],
    ['sonnenbrille-0', { ok: false, reason: 'no-product-id' }],
    ['sonnenbrille-0471', { ok: false, reason: 'no-product-id' }],
    ['sonnenbrille-12a', { ok: false, reason: 'no-product-id' }],
    ['sonnenbrille-4e2', { ok: false, reason: 'no-product-id' }],
    ['brille-9007199254740992', { ok: false, reason: 'no-product-id' }],
    ['brille-9007199254740991', { ok: true, productId: 9007199254740991 }],
    ['glasses-pdp', { ok: false, reason: 'no-product-id' }],
    ['', { ok: false, reason: 'malformed' }],
    ['Ray-Ban-4711', { ok: false, reason: 'malformed' }],
    ['ray-ban-4711-', { ok: false, reason: 'malformed' }],
    ['ray--4711', { ok: false, reason: 'malformed' }],
    ['ray ban 4711', { ok: false, reason: 'malformed' }],
  ])('§2 %j reads as %j', (slug, read) => {
    expect(parseProductSlug(slug)).toEqual(read);
  });
});

describe('§2 product page templates by type', () => {
  it('are the six of §2', () => {
    expect(productTemplates).toEqual([
      'merch-pdp',
      'glasses-pdp',
      'rx-glasses-pdp',
      'contact-lens-pdp',
      'cleaning-fluid-pdp',
      'hearing-aids-merch-pdp',
    ]);
    expect(ProductTemplateSchema.safeParse('correctional-glasses').success).toBe(false);
  });
});
