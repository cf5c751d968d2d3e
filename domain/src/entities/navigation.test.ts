import { describe, expect, it } from 'vitest';
import { navigationItem } from './entity-samples.fixtures.ts';
import { NavigationItemSchema, NavigationTreeItemSchema, NavigationTreeSchema } from './navigation.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { sdkNavigationTree } from './wire-samples.fixtures.ts';

const [categoryItem, linkItem] = sdkNavigationTree.items;
const pageItem = categoryItem?.children[0];

describe('§3 navigation trees as the Storefront API sends them (navigation/trees)', () => {
  it.each([
    ['a category link', categoryItem],
    ['a page link', pageItem],
    ['an individual link', linkItem],
    ['an external link (the deprecated name)', { ...linkItem, type: 'external' }],
    ['a category link without resolved category', { ...categoryItem, category: undefined }],
    ['a category link whose category is null', { ...categoryItem, category: null }],
  ])('%s is accepted as it came', (_case, item) => {
    expect(NavigationTreeItemSchema.parse(item)).toEqual(item);
  });

  it('drops filter presets of kinds the shop does not know', () => {
    const item = { ...categoryItem, filters: [{ type: undefined }] };
    expect(NavigationTreeItemSchema.parse(item)).toEqual({ ...item, filters: [] });
  });

  it.each([
    ['an unknown item type', { ...pageItem, type: 'teaser' }, ['type']],
    ['a page link without page', { ...pageItem, page: undefined }, ['page']],
    [
      'a link without url',
      { ...linkItem, options: { url: '', isOpenInNewWindow: false } },
      ['options', 'url'],
    ],
    [
      'a link without new-window flag',
      { ...linkItem, options: { url: 'https://x.example/' } },
      ['options', 'isOpenInNewWindow'],
    ],
    ['a category link without category id', { ...categoryItem, categoryId: undefined }, ['categoryId']],
    ['§5 an unreadable visibleFrom', { ...pageItem, visibleFrom: 'next week' }, ['visibleFrom']],
    ['§5 a missing visibleTo (null means always)', { ...pageItem, visibleTo: undefined }, ['visibleTo']],
    ['no children list', { ...pageItem, children: undefined }, ['children']],
    ['an asset that is not a text', { ...pageItem, assets: { teaser: 1 } }, ['assets', 'teaser']],
    [
      'a broken grandchild',
      { ...categoryItem, children: [{ ...pageItem, children: [{ ...pageItem, id: 0 }] }] },
      ['children', 0, 'children', 0, 'id'],
    ],
  ])('an item with %s is refused', (_case, item, path) => {
    expect(refusalPath(NavigationTreeItemSchema, item)).toEqual(path);
  });

  it('a tree needs a key and its items', () => {
    expect(refusalPath(NavigationTreeSchema, { ...sdkNavigationTree, key: '' })).toEqual(['key']);
    expect(
      refusalPath(NavigationTreeSchema, { ...sdkNavigationTree, items: [{ ...pageItem, name: 5 }] }),
    ).toEqual(['items', 0, 'name']);
  });
});

describe('§3 Navigation item (label, slug, children, depth, visibleFrom, visibleTo)', () => {
  const [child] = navigationItem.children;

  it('parses as written, children nested', () => {
    expect(NavigationItemSchema.parse(navigationItem)).toEqual(navigationItem);
  });

  it.each([
    ['an empty label', { ...navigationItem, label: '' }, ['label']],
    ['a negative depth', { ...navigationItem, depth: -1 }, ['depth']],
    ['a fractional depth', { ...navigationItem, depth: 0.5 }, ['depth']],
    ['§5 an unreadable visibleTo', { ...navigationItem, visibleTo: '31.12.2025' }, ['visibleTo']],
    ['no slug', { ...navigationItem, slug: undefined }, ['slug']],
    ['a broken child', { ...navigationItem, children: [{ ...child, label: '' }] }, ['children', 0, 'label']],
    ['no children list', { ...navigationItem, children: undefined }, ['children']],
  ])('an item with %s is refused', (_case, item, path) => {
    expect(refusalPath(NavigationItemSchema, item)).toEqual(path);
  });
});
