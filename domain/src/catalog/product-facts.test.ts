import { describe, expect, it } from 'vitest';
import type { Attributes } from '../entities/attributes.ts';
import { productFacts } from './product-facts.ts';

const single = (key: string, label: string, value: string, valueLabel = value) => ({
  [key]: { id: 1, key, label, type: null, multiSelect: false as const, values: { label: valueLabel, value } },
});
const multi = (key: string, label: string, values: [string, string][]) => ({
  [key]: {
    id: 1,
    key,
    label,
    type: null,
    multiSelect: true as const,
    values: values.map(([value, valueLabel]) => ({ value, label: valueLabel })),
  },
});

const frame: Attributes = {
  ...single('name', 'Name', 'Brille Mats 2205'),
  ...single('frameWidth', 'Fassungsbreite', '139'),
  ...single('lensWidth', 'Glasbreite', '57'),
  ...single('frameMaterial', 'Material', 'acetate', 'Acetat'),
  ...multi('faceShape', 'Gesichtsform', [
    ['square', 'Eckig'],
    ['heart', 'Herzförmig'],
  ]),
  ...single('polarized', 'Polarisiert', 'true', 'Ja'),
  ...single('blueLightFilter', 'Blaulichtfilter', 'false', 'Nein'),
};

describe('the product page’s attribute table', () => {
  it.each([
    [
      'glasses: measurements in mm, material, face shapes, a yes attribute only when yes',
      frame,
      'glasses',
      [
        { key: 'frameWidth', label: 'Fassungsbreite', values: ['139'], unit: 'mm' },
        { key: 'lensWidth', label: 'Glasbreite', values: ['57'], unit: 'mm' },
        { key: 'frameMaterial', label: 'Material', values: ['Acetat'] },
        { key: 'polarized', label: 'Polarisiert', values: [], flag: true },
        { key: 'faceShape', label: 'Gesichtsform', values: ['Eckig', 'Herzförmig'] },
      ],
    ],
    [
      'contact lenses: type, wearing time, pack sizes',
      {
        ...single('contactLensType', 'Rodzaj soczewek', 'toric', 'Toryczne'),
        ...single('wearingTime', 'Okres noszenia', 'daily', 'Jednodniowe'),
        ...multi('numberOfLenses', 'Liczba soczewek', [
          ['30', '30'],
          ['90', '90'],
        ]),
      },
      'contact-lenses',
      [
        { key: 'contactLensType', label: 'Rodzaj soczewek', values: ['Toryczne'] },
        { key: 'wearingTime', label: 'Okres noszenia', values: ['Jednodniowe'] },
        { key: 'numberOfLenses', label: 'Liczba soczewek', values: ['30', '90'] },
      ],
    ],
    [
      'care: the glasses’ keys are not listed',
      { ...frame, ...single('volumeMl', 'Inhalt (ml)', '360') },
      'care',
      [{ key: 'volumeMl', label: 'Inhalt (ml)', values: ['360'] }],
    ],
    [
      'a group without a name or with an empty value is left out',
      { ...single('merchKind', '', 'cap', 'Kappe'), ...single('size', 'Maße', ' ', ' ') },
      'merchandise',
      [],
    ],
    ['no attributes', undefined, 'merchandise', []],
  ] as const)('%s', (_case, attributes, layout, facts) => {
    expect(productFacts(attributes === undefined ? {} : { attributes }, layout)).toEqual(facts);
  });
});
