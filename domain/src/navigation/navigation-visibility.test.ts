import { describe, expect, it } from 'vitest';
import { isVisibleAt, visibleNavigationTree } from './navigation-visibility.ts';
import type { VisibilityWindow } from './navigation-visibility.ts';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('§5 navigation item visibility', () => {
  it.each<[string, VisibilityWindow, boolean]>([
    ['no bounds', {}, true],
    ['null bounds', { visibleFrom: null, visibleTo: null }, true],
    ['empty bounds', { visibleFrom: '', visibleTo: '' }, true],
    ['started before', { visibleFrom: '2025-06-15T11:59:59.999Z' }, true],
    ['starts exactly now', { visibleFrom: '2025-06-15T12:00:00.000Z' }, true],
    ['starts a millisecond later', { visibleFrom: '2025-06-15T12:00:00.001Z' }, false],
    ['ends a millisecond later', { visibleTo: '2025-06-15T12:00:00.001Z' }, true],
    ['ends exactly now', { visibleTo: '2025-06-15T12:00:00.000Z' }, false],
    ['ended before', { visibleTo: '2025-06-15T11:59:59.999Z' }, false],
    ['inside the window', { visibleFrom: '2025-06-01T00:00:00Z', visibleTo: '2025-07-01T00:00:00Z' }, true],
    ['before the window', { visibleFrom: '2025-07-01T00:00:00Z', visibleTo: '2025-08-01T00:00:00Z' }, false],
    ['after the window', { visibleFrom: '2025-05-01T00:00:00Z', visibleTo: '2025-06-01T00:00:00Z' }, false],
    ['offset time zone', { visibleFrom: '2025-06-15T13:30:00+02:00' }, true],
    ['Date bounds', { visibleFrom: new Date('2025-06-01'), visibleTo: new Date('2025-07-01') }, true],
    ['Date bound ended', { visibleTo: new Date('2025-06-01') }, false],
    ['unreadable start', { visibleFrom: 'next monday' }, false],
    ['unreadable end', { visibleTo: 'soon' }, false],
    ['invalid Date', { visibleFrom: new Date(Number.NaN) }, false],
  ])('§5 visibleFrom/visibleTo: %s shows: %s', (_case, window, visible) => {
    expect(isVisibleAt(window, now)).toBe(visible);
  });

  it('§5 an invalid now is a programming error', () => {
    expect(() => isVisibleAt({}, new Date(Number.NaN))).toThrow('now is not a valid date');
  });

  // The shape of §3 Navigation item as far as visibility goes: bounds are ISO strings or null.
  type MenuItem = {
    label: string;
    visibleFrom: string | null;
    visibleTo: string | null;
    children: MenuItem[];
  };
  function item(
    label: string,
    window: { visibleFrom?: string; visibleTo?: string },
    children: MenuItem[] = [],
  ): MenuItem {
    return { label, visibleFrom: window.visibleFrom ?? null, visibleTo: window.visibleTo ?? null, children };
  }
  const ended = { visibleTo: '2025-06-01T00:00:00Z' };
  const upcoming = { visibleFrom: '2025-07-01T00:00:00Z' };
  const running = { visibleFrom: '2025-06-01T00:00:00Z' };

  it('§5 the tree keeps visible items with only their visible children, at every depth', () => {
    const tree = [
      item('Brillen', {}, [
        item('Damen', running, [item('Sale', ended), item('Neu', {})]),
        item('Herren', upcoming),
      ]),
      item('Sommer', ended, [item('Sonnenbrillen', {})]),
      item('Kontaktlinsen', {}),
    ];
    const visible = visibleNavigationTree(tree, now);
    expect(visible.map((entry) => entry.label)).toEqual(['Brillen', 'Kontaktlinsen']);
    expect(visible[0]?.children.map((entry) => entry.label)).toEqual(['Damen']);
    expect(visible[0]?.children[0]?.children.map((entry) => entry.label)).toEqual(['Neu']);
    expect(visible[1]?.children).toEqual([]);
  });

  it('§5 a hidden parent hides its children, even always-visible ones', () => {
    expect(visibleNavigationTree([item('Sommer', ended, [item('Sonnenbrillen', {})])], now)).toEqual([]);
  });

  it('§5 the input tree is not changed', () => {
    const tree = [item('Brillen', {}, [item('Sale', ended)])];
    visibleNavigationTree(tree, now);
    expect(tree[0]?.children).toHaveLength(1);
  });

  it('§5 items without a children list are kept as they are', () => {
    const leaf = { label: 'Service', visibleFrom: null };
    expect(visibleNavigationTree([leaf, { label: 'Alt', ...ended }], now)).toEqual([leaf]);
    expect(visibleNavigationTree([leaf], now)[0]).toBe(leaf);
  });
});
