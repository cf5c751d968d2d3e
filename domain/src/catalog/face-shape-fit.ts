import { frameShapes } from './attribute-vocabulary.ts';
import type { FaceShape, FrameShape } from './attribute-vocabulary.ts';

/**
 * Which face shapes a frame shape suits, best first (§2 icon set "face shapes"): a frame should
 * contrast with the face (angular frames for round faces, round frames for angular ones, deep
 * frames for long faces). The catalogue's `faceShape` attribute of frames is drawn from it (the
 * seed), and the face scan names the frame shapes that suit the face it measured.
 */
export const suitingFaceShapes: Readonly<Record<FrameShape, readonly FaceShape[]>> = {
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
