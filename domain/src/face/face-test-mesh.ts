import { faceMeshPointCount, irisPoints, type FaceMesh, type LandmarkPoint } from './face-landmarks.ts';

/** A face mesh for tests: the given points where named, the origin everywhere else. */
export function testMesh(points: Readonly<Record<number, LandmarkPoint>>): FaceMesh {
  return Array.from({ length: faceMeshPointCount }, (_, index) => points[index] ?? { x: 0, y: 0 });
}

/** An iris's centre and its horizontal rim, `diameter` across. */
export function irisAt(
  side: keyof typeof irisPoints,
  centre: LandmarkPoint,
  diameter: number,
): Record<number, LandmarkPoint> {
  const { centre: c, rim } = irisPoints[side];
  return {
    [c]: centre,
    [rim[0]]: { x: centre.x - diameter / 2, y: centre.y },
    [rim[1]]: { x: centre.x + diameter / 2, y: centre.y },
  };
}
