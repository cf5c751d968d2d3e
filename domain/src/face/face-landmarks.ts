/*
 * The face-landmark topology the virtual try-on and the face scan read: MediaPipe's face mesh of
 * 468 points with the refined irises appended (478 points), in image pixels. Which model found
 * them does not matter here; only the indices do. "Right" and "left" are the person's own sides,
 * so the person's right eye is on the image's left in a photo that is not mirrored.
 */

/** A landmark in image pixels; `z` is the model's estimate of depth on the same scale, if given. */
export interface LandmarkPoint {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
}

/** The mesh with the irises: at least 478 points. */
export type FaceMesh = readonly LandmarkPoint[];

export const faceMeshPointCount = 478;

/**
 * The iris points of each eye: its centre, and the two points of its rim on the eye's horizontal
 * line (the iris's other two rim points are mostly hidden by the lids, and the 11.7 mm of an iris
 * are its horizontal visible diameter).
 */
export const irisPoints = {
  right: { centre: 473, rim: [474, 476] },
  left: { centre: 468, rim: [469, 471] },
} as const;

/** Points on the face's outline at the heights an optician compares, the person's right side first. */
export const outlinePairs = {
  /** The forehead's sides, above the brows. */
  forehead: [21, 251],
  /** The temples, at eye height: where a frame's temples pass. */
  temples: [127, 356],
  /** The cheekbones, the face's widest part in most faces. */
  cheekbones: [234, 454],
  /** The jaw's angles. */
  jaw: [58, 288],
} as const;

/** The top of the forehead the mesh reaches, and the chin. */
export const faceLengthPoints = [10, 152] as const;

/** The eyes' outer corners. */
export const eyeCornerPoints = { right: 33, left: 263 } as const;

/** The nose bridge between the eyes, where a frame's bridge sits. */
export const noseBridgePoint = 168;

export type FaceSide = keyof typeof irisPoints;

export function isFaceMesh(points: readonly LandmarkPoint[]): points is FaceMesh {
  return (
    points.length >= faceMeshPointCount &&
    points.every((point) => Number.isFinite(point.x) && Number.isFinite(point.y))
  );
}

export function distance(a: LandmarkPoint, b: LandmarkPoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: LandmarkPoint, b: LandmarkPoint): LandmarkPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The point at `index`; the mesh's length is checked by `isFaceMesh` before any measurement. */
export function pointOf(mesh: FaceMesh, index: number): LandmarkPoint {
  const point = mesh[index];
  if (!point) throw new RangeError(`The face mesh has no point ${index}`);
  return point;
}

/** An iris's centre and its horizontal diameter in pixels. */
export function irisOf(mesh: FaceMesh, side: FaceSide): { centre: LandmarkPoint; diameterPx: number } {
  const { centre, rim } = irisPoints[side];
  return {
    centre: pointOf(mesh, centre),
    diameterPx: distance(pointOf(mesh, rim[0]), pointOf(mesh, rim[1])),
  };
}
