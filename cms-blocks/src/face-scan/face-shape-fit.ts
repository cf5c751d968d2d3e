import { frameShapes, type FaceShape, type FrameShape } from '@lumen/domain';

/*
 * Which frame shapes suit which face shapes: a frame should contrast with the face (angular frames
 * for round faces, round frames for angular ones, deep frames for long faces). The catalogue holds
 * the same knowledge per product, as the `faceShape` attribute of frames, which the seed draws
 * from this very table (api/src/db/seed/catalog/eyewear-texts.ts `suitingFaceShapes`). It belongs
 * in the domain, shared by both; until it moves there, this copy must stay equal to the seed's.
 */
const suitingFaceShapes: Readonly<Record<FrameShape, readonly FaceShape[]>> = {
  round: ['square', 'long', 'diamond'],
  oval: ['square', 'heart', 'diamond'],
  rectangular: ['round', 'oval', 'heart'],
  square: ['round', 'oval', 'long'],
  cat_eye: ['heart', 'diamond', 'oval'],
  aviator: ['square', 'heart', 'oval'],
  browline: ['oval', 'round', 'heart'],
  butterfly: ['heart', 'long', 'square'],
  hexagonal: ['oval', 'round', 'long'],
  panto: ['square', 'heart', 'diamond'],
};

/** The frame shapes that suit a face shape, in the catalogue's order of frame shapes. */
export function frameShapesSuiting(face: FaceShape): FrameShape[] {
  return frameShapes.filter((frame) => suitingFaceShapes[frame].includes(face));
}
