import { describe, expect, it } from 'vitest';
import { CategoryPropertySchema, CategorySchema } from './category.ts';
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
