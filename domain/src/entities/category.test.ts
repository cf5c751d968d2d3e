import { describe, expect, it } from 'vitest';
import { CategoryPropertySchema, CategorySchema, categoryMasterPath } from './category.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { sdkCategory } from './wire-samples.fixtures.ts';

const [child] = sdkCategory.children ?? [];

describe('§3 Category (id, path, name, slug, children, parentId, depth, properties)', () => {
  it('a root category has parentId 0 and may carry its parent chain and children', () => {
    const withParent = { ...child, parent: { ...sdkCategory, children: undefined } };
    expect(CategorySchema.parse(withParent).parent?.id).toBe(10);
    expect(CategorySchema.parse(sdkCategory).children?.[0]?.parentId).toBe(10);
  });

  it.each([
    ['a negative parent id', { ...sdkCategory, parentId: -1 }, ['parentId']],
    ['a fractional parent id', { ...sdkCategory, parentId: 0.5 }, ['parentId']],
    ['an id of 0', { ...sdkCategory, id: 0 }, ['id']],
    ['a negative depth', { ...sdkCategory, depth: -1 }, ['depth']],
    ['no hidden flag', { ...sdkCategory, isHidden: undefined }, ['isHidden']],
    ['a rootline id of 0', { ...sdkCategory, rootlineIds: [0] }, ['rootlineIds', 0]],
    ['no supported filters', { ...sdkCategory, supportedFilter: undefined }, ['supportedFilter']],
    [
      'a property without name',
      { ...sdkCategory, properties: [{ name: '', value: 1 }] },
      ['properties', 0, 'name'],
    ],
    ['a broken child', { ...sdkCategory, children: [{ ...child, slug: 5 }] }, ['children', 0, 'slug']],
    ['a broken parent', { ...child, parent: { ...sdkCategory, path: null } }, ['parent', 'path']],
    [
      'a sorting without smart key',
      { ...sdkCategory, productSorting: { customSortingKey: 'x' } },
      ['productSorting', 'smartSortingKey'],
    ],
    ['custom data that is a list', { ...sdkCategory, shopLevelCustomData: [] }, ['shopLevelCustomData']],
  ])('a category with %s is refused', (_case, value, path) => {
    expect(refusalPath(CategorySchema, value)).toEqual(path);
  });

  it.each([
    [{ name: 'teaser', value: 'Sommer' }, true],
    [{ name: 'sortOrder', value: 3 }, true],
    [{ name: 'teaser', value: null }, true],
    [{ name: 'teaser', value: true }, false],
    [{ name: 'teaser' }, false],
  ])('category property %j is accepted: %s', (value, accepted) => {
    expect(CategoryPropertySchema.safeParse(value).success).toBe(accepted);
  });
});

describe('§3 a category’s master path (shop-level custom data `masterPath`)', () => {
  it('reads the master path the category carries', () => {
    const frames = { ...sdkCategory, shopLevelCustomData: { masterPath: 'Master|Eyewear|Frames' } };
    expect(categoryMasterPath(CategorySchema.parse(frames))).toBe('Master|Eyewear|Frames');
  });

  it.each([
    ['no custom data', {}],
    ['an empty path', { masterPath: '' }],
    ['a path that is no string', { masterPath: ['Master', 'Eyewear'] }],
    ['another key only', { masterKey: 'Frames' }],
  ])('answers undefined for %s', (_case, shopLevelCustomData) => {
    expect(categoryMasterPath({ shopLevelCustomData })).toBeUndefined();
  });
});
