import { describe, expect, it } from 'vitest';
import { productTemplates } from '../routing/product-slug.ts';
import { productTypes } from '../entities/product.ts';
import {
  productPageLayout,
  productTemplateOfType,
  productTypeOf,
  productTypeOfTemplate,
} from './product-type.ts';

const withType = (values: unknown) =>
  ({ attributes: { productType: { values } } }) as Parameters<typeof productTypeOf>[0];

describe('§3 product type of a product', () => {
  it.each([
    [
      'the attribute’s value',
      withType({ label: 'Korrektionsbrille', value: 'correctional-glasses' }),
      'correctional-glasses',
    ],
    ['the label where no value is set', withType({ label: 'contact-lens-pdp' }), 'contact-lens-pdp'],
    [
      'the first of several values',
      withType([
        { label: 'x', value: 'merch-pdp' },
        { label: 'y', value: 'glasses-pdp' },
      ]),
      'merch-pdp',
    ],
    ['a type §3 does not name', withType({ label: 'x', value: 'rx-glasses-pdp' }), undefined],
    ['no attribute', { attributes: {} }, undefined],
    ['no attributes at all', {}, undefined],
  ])('%s', (_case, product, type) => {
    expect(productTypeOf(product)).toBe(type);
  });
});

describe('§2 product templates and §3 product types', () => {
  it('every template shows one type and every type has one template', () => {
    expect(Object.keys(productTypeOfTemplate).toSorted()).toEqual([...productTemplates].toSorted());
    expect(Object.values(productTypeOfTemplate).toSorted()).toEqual([...productTypes].toSorted());
  });

  it.each(productTypes)('%s → its template and back', (type) => {
    expect(productTypeOfTemplate[productTemplateOfType(type)]).toBe(type);
  });

  it.each([
    ['glasses-pdp', 'glasses'],
    ['correctional-glasses', 'glasses'],
    ['contact-lens-pdp', 'contact-lenses'],
    ['cleaning-fluid-pdp', 'care'],
    ['merch-pdp', 'merchandise'],
    ['hearing-aids-merch-pdp', 'merchandise'],
    [undefined, 'merchandise'],
  ] as const)('%s is shown with the %s layout', (type, layout) => {
    expect(productPageLayout(type)).toBe(layout);
  });
});
