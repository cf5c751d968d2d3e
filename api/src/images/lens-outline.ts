import type { FrameShape } from '@lumen/domain';
import { ellipsePath, roundedPolygon, smoothClosedPath } from './geometry.ts';
import type { Point } from './svg.ts';

/**
 * The outline of one lens opening, drawn for the lens on the viewer's left (the wearer's right
 * eye): centred near 0,0, the temple side towards negative x, the nose side towards positive x.
 * The other lens is the same outline mirrored.
 */
export interface LensOutline {
  d: string;
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  /** Where the temple is hinged, on the outer edge. */
  hinge: Point;
  /** Where the bridge meets the lens, on the nose side. */
  bridge: Point;
}

/** Lens openings are drawn 360 units wide; heights follow the shape. */
export const lensDrawingWidth = 360;

function outline(d: string, bounds: LensOutline['bounds'], hinge: Point, bridge: Point): LensOutline {
  return { d, bounds, hinge, bridge };
}

const outlines: Record<FrameShape, LensOutline> = {
  round: outline(
    ellipsePath(0, 0, 170, 165),
    { minX: -170, maxX: 170, minY: -165, maxY: 165 },
    { x: -166, y: -40 },
    { x: 150, y: -78 },
  ),
  oval: outline(
    ellipsePath(0, 0, 180, 128),
    { minX: -180, maxX: 180, minY: -128, maxY: 128 },
    { x: -176, y: -30 },
    { x: 158, y: -62 },
  ),
  rectangular: outline(
    roundedPolygon([
      { x: -180, y: -112, r: 48 },
      { x: 180, y: -108, r: 44 },
      { x: 172, y: 104, r: 62 },
      { x: -172, y: 112, r: 70 },
    ]),
    { minX: -180, maxX: 180, minY: -112, maxY: 112 },
    { x: -180, y: -70 },
    { x: 180, y: -50 },
  ),
  square: outline(
    roundedPolygon([
      { x: -180, y: -152, r: 56 },
      { x: 180, y: -148, r: 52 },
      { x: 174, y: 148, r: 66 },
      { x: -174, y: 152, r: 72 },
    ]),
    { minX: -180, maxX: 180, minY: -152, maxY: 152 },
    { x: -180, y: -100 },
    { x: 179, y: -60 },
  ),
  cat_eye: outline(
    smoothClosedPath([
      { x: -214, y: -136 },
      { x: -140, y: -114 },
      { x: -20, y: -108 },
      { x: 100, y: -96 },
      { x: 170, y: -62 },
      { x: 182, y: 10 },
      { x: 150, y: 76 },
      { x: 60, y: 108 },
      { x: -50, y: 100 },
      { x: -140, y: 56 },
      { x: -186, y: -20 },
      { x: -200, y: -90 },
    ]),
    { minX: -214, maxX: 182, minY: -136, maxY: 110 },
    { x: -200, y: -100 },
    { x: 178, y: -40 },
  ),
  aviator: outline(
    smoothClosedPath([
      { x: -178, y: -116 },
      { x: -30, y: -128 },
      { x: 150, y: -122 },
      { x: 184, y: -60 },
      { x: 150, y: 70 },
      { x: 40, y: 160 },
      { x: -100, y: 142 },
      { x: -172, y: 50 },
      { x: -190, y: -60 },
    ]),
    { minX: -190, maxX: 184, minY: -128, maxY: 160 },
    { x: -186, y: -86 },
    { x: 176, y: -80 },
  ),
  browline: outline(
    roundedPolygon([
      { x: -182, y: -112, r: 36 },
      { x: 182, y: -112, r: 36 },
      { x: 170, y: 100, r: 150 },
      { x: -170, y: 100, r: 150 },
    ]),
    { minX: -182, maxX: 182, minY: -112, maxY: 100 },
    { x: -182, y: -80 },
    { x: 180, y: -60 },
  ),
  butterfly: outline(
    smoothClosedPath([
      { x: -200, y: -132 },
      { x: -40, y: -128 },
      { x: 130, y: -110 },
      { x: 182, y: -40 },
      { x: 160, y: 80 },
      { x: 60, y: 150 },
      { x: -100, y: 150 },
      { x: -196, y: 60 },
      { x: -214, y: -60 },
    ]),
    { minX: -214, maxX: 182, minY: -132, maxY: 150 },
    { x: -206, y: -96 },
    { x: 178, y: -60 },
  ),
  hexagonal: outline(
    roundedPolygon([
      { x: -186, y: -10, r: 26 },
      { x: -100, y: -140, r: 26 },
      { x: 100, y: -140, r: 26 },
      { x: 186, y: -10, r: 26 },
      { x: 100, y: 140, r: 26 },
      { x: -100, y: 140, r: 26 },
    ]),
    { minX: -186, maxX: 186, minY: -140, maxY: 140 },
    { x: -150, y: -66 },
    { x: 150, y: -66 },
  ),
  panto: outline(
    'M-172,-30 L-172,-86 C-172,-124 -150,-146 -110,-146 L110,-146 C150,-146 172,-124 172,-86 L172,-30 A172,172 0 0 1 -172,-30 Z',
    { minX: -172, maxX: 172, minY: -146, maxY: 142 },
    { x: -172, y: -86 },
    { x: 172, y: -80 },
  ),
};

export function lensOutlineOf(shape: FrameShape): LensOutline {
  return outlines[shape];
}
