import { n } from './svg.ts';
import type { Point } from './svg.ts';

/** A polygon corner and how round it is (the radius is shortened where an edge is too short). */
export interface Corner extends Point {
  r: number;
}

// A cubic Bézier with handles at 0.55 of the corner distance approximates a circular arc closely.
const arcHandle = 0.55;

function toward(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return {
    x: from.x + ((to.x - from.x) * distance) / length,
    y: from.y + ((to.y - from.y) * distance) / length,
  };
}

/** A closed path through a polygon whose corners are rounded by their own radius. */
export function roundedPolygon(corners: readonly Corner[]): string {
  const count = corners.length;
  const segments: string[] = [];
  corners.forEach((corner, index) => {
    const previous = corners[(index + count - 1) % count] ?? corner;
    const next = corners[(index + 1) % count] ?? corner;
    const limit = Math.min(
      Math.hypot(previous.x - corner.x, previous.y - corner.y) / 2,
      Math.hypot(next.x - corner.x, next.y - corner.y) / 2,
    );
    const radius = Math.min(corner.r, limit);
    const start = toward(corner, previous, radius);
    const end = toward(corner, next, radius);
    const handleStart = toward(start, corner, radius * arcHandle);
    const handleEnd = toward(end, corner, radius * arcHandle);
    segments.push(
      `${index === 0 ? 'M' : 'L'}${n(start.x)},${n(start.y)}`,
      `C${n(handleStart.x)},${n(handleStart.y)} ${n(handleEnd.x)},${n(handleEnd.y)} ${n(end.x)},${n(end.y)}`,
    );
  });
  return `${segments.join(' ')} Z`;
}

/** A closed path through an ellipse, as a path so that it can be mirrored and clipped like the others. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 1 ${n(cx + rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 1 ${n(cx - rx)},${n(cy)} Z`;
}

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedPath(points: readonly Point[], tension = 1): string {
  const count = points.length;
  const at = (index: number): Point => points[(index + count) % count] ?? { x: 0, y: 0 };
  const first = at(0);
  const segments = [`M${n(first.x)},${n(first.y)}`];
  for (let index = 0; index < count; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    const c1 = { x: p1.x + ((p2.x - p0.x) / 6) * tension, y: p1.y + ((p2.y - p0.y) / 6) * tension };
    const c2 = { x: p2.x - ((p3.x - p1.x) / 6) * tension, y: p2.y - ((p3.y - p1.y) / 6) * tension };
    segments.push(`C${n(c1.x)},${n(c1.y)} ${n(c2.x)},${n(c2.y)} ${n(p2.x)},${n(p2.y)}`);
  }
  return `${segments.join(' ')} Z`;
}
