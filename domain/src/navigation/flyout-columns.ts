/** §2/§9: a flyout shows its children in two columns when it has more than 10. */
export const flyoutTwoColumnThreshold = 10;

/** §2: how many columns a flyout with `childCount` children uses. */
export function flyoutColumnCount(childCount: number): 1 | 2 {
  return childCount > flyoutTwoColumnThreshold ? 2 : 1;
}

/**
 * §2: the children split into their columns, in reading order down the first column then the
 * second; the first column takes the extra child of an odd count.
 */
export function flyoutColumns<T>(children: readonly T[]): T[][] {
  if (flyoutColumnCount(children.length) === 1) return [[...children]];
  const split = Math.ceil(children.length / 2);
  return [children.slice(0, split), children.slice(split)];
}
