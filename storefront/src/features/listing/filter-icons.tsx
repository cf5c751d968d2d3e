import type { ReactNode } from 'react';
import {
  FaceShapeIcon,
  FrameShapeIcon,
  HeadWidthIcon,
  RimTypeIcon,
  faceShapeKeys,
  frameShapeKeys,
  headWidthKeys,
  rimTypeKeys,
} from '@lumen/design-system';
import type { FaceShape, FrameShape, HeadWidth, RimType } from '@lumen/design-system';

/*
 * The optical filters no other shop has (§2 icon sets): the seed's filter groups `faceShape`,
 * `frameShape`, `rimType` and `headWidth` (api seed attribute groups, answered by the commerce
 * filters endpoint under these slugs) show each value with its icon. This is the one place that
 * maps a filter group to its icon set.
 */

function includes<T extends string>(keys: readonly T[], key: string): key is T {
  return (keys as readonly string[]).includes(key);
}

const filterIconSets: Record<string, (key: string) => ReactNode> = {
  faceShape: (key) => (includes<FaceShape>(faceShapeKeys, key) ? <FaceShapeIcon shape={key} /> : undefined),
  frameShape: (key) =>
    includes<FrameShape>(frameShapeKeys, key) ? <FrameShapeIcon shape={key} /> : undefined,
  rimType: (key) => (includes<RimType>(rimTypeKeys, key) ? <RimTypeIcon rimType={key} /> : undefined),
  headWidth: (key) =>
    includes<HeadWidth>(headWidthKeys, key) ? <HeadWidthIcon headWidth={key} /> : undefined,
};

/** The icon of a filter value (`faceShape` `round`), or none for groups without an icon set. */
export function filterValueIcon(slug: string, key: string): ReactNode {
  return Object.hasOwn(filterIconSets, slug) ? filterIconSets[slug]!(key) : undefined;
}
