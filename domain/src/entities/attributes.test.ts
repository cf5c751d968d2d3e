import { describe, expect, it } from 'vitest';
import { AdvancedAttributesSchema, AttributeGroupSchema, AttributesSchema } from './attributes.ts';
import { refusalPath } from './schema-checks.fixtures.ts';

const single = {
  id: 2,
  key: 'brand',
  label: 'Marke',
  type: null,
  multiSelect: false,
  values: { id: 9001, label: 'Ray-Ban', value: 'ray-ban' },
};
const multi = {
  id: 3,
  key: 'frameColor',
  label: 'Farbe',
  type: 'color',
  multiSelect: true,
  values: [{ label: 'Schwarz' }],
};

describe('§3 attribute groups (attributes: Record<key, { id, key, label, type, multiSelect, values }>)', () => {
  it.each([
    ['a single-value group', single],
    ['a multi-value group', multi],
    ['a group without id', { ...single, id: null }],
    ['a value with label only', { ...single, values: { label: 'Ray-Ban' } }],
    ['an empty multi-value group', { ...multi, values: [] }],
  ])('%s is accepted as it came', (_case, group) => {
    expect(AttributeGroupSchema.parse(group)).toEqual(group);
  });

  it.each([
    ['a single-value group holding a list', { ...single, values: [{ label: 'Ray-Ban' }] }, ['values']],
    ['a multi-value group holding one value', { ...multi, values: { label: 'Schwarz' } }, ['values']],
    ['a value without label', { ...single, values: { id: 1 } }, ['values', 'label']],
    ['a value with a fractional id', { ...single, values: { label: 'x', id: 1.5 } }, ['values', 'id']],
    ['a value with a numeric value', { ...single, values: { label: 'x', value: 1 } }, ['values', 'value']],
    ['an empty key', { ...single, key: '' }, ['key']],
    ['a fractional group id', { ...single, id: 2.5 }, ['id']],
    ['a numeric type', { ...single, type: 5 }, ['type']],
    ['no multiSelect flag', { ...single, multiSelect: undefined }, ['multiSelect']],
  ])('%s is refused at %j', (_case, group, path) => {
    expect(refusalPath(AttributeGroupSchema, group)).toEqual(path);
  });

  it('a product attribute map is keyed by group key and refuses a broken group under its key', () => {
    expect(AttributesSchema.parse({ brand: single, frameColor: multi })).toEqual({
      brand: single,
      frameColor: multi,
    });
    expect(refusalPath(AttributesSchema, { brand: { ...single, label: 1 } })).toEqual(['brand', 'label']);
  });
});

describe('§3 advanced attributes', () => {
  const advanced = {
    id: null,
    key: 'lensGeometry',
    label: 'Glasgeometrie',
    type: null,
    values: [
      {
        fieldSet: [[{ width: 50, unit: 'mm', note: null }]],
        groupSet: [{ fieldSet: [], groupSet: [{ fieldSet: [[{ depth: 3 }]], groupSet: [] }] }],
      },
    ],
  };

  it('nests field sets in group sets to any depth', () => {
    expect(AdvancedAttributesSchema.parse({ lensGeometry: advanced })).toEqual({ lensGeometry: advanced });
  });

  it.each([
    [
      'a cell holding an object',
      [[{ width: { mm: 50 } }]],
      ['lensGeometry', 'values', 0, 'fieldSet', 0, 0, 'width'],
    ],
    ['a field set that is not a table', [{ width: 50 }], ['lensGeometry', 'values', 0, 'fieldSet', 0]],
  ])('%s is refused', (_case, fieldSet, path) => {
    const broken = { ...advanced, values: [{ fieldSet, groupSet: [] }] };
    expect(refusalPath(AdvancedAttributesSchema, { lensGeometry: broken })).toEqual(path);
  });

  it('a broken nested group set is refused where it is', () => {
    const broken = {
      ...advanced,
      values: [{ fieldSet: [], groupSet: [{ fieldSet: [], groupSet: [{ fieldSet: 'x', groupSet: [] }] }] }],
    };
    expect(refusalPath(AdvancedAttributesSchema, { lensGeometry: broken })).toEqual([
      'lensGeometry',
      'values',
      0,
      'groupSet',
      0,
      'groupSet',
      0,
      'fieldSet',
    ]);
  });

  it('an advanced attribute needs a key', () => {
    expect(refusalPath(AdvancedAttributesSchema, { x: { ...advanced, key: '' } })).toEqual(['x', 'key']);
  });
});
