import { describe, expect, it } from 'vitest';
import { faceShapes, frameShapes } from './attribute-vocabulary.ts';
import { frameShapesSuiting, suitingFaceShapes } from './face-shape-fit.ts';

describe('§2 face shapes: the frame shapes that suit a face shape', () => {
  it.for([
    { face: 'oval', frames: ['rectangular', 'square', 'cat_eye', 'aviator', 'browline', 'hexagonal'] },
    { face: 'round', frames: ['rectangular', 'square', 'browline', 'hexagonal'] },
    { face: 'square', frames: ['round', 'oval', 'aviator', 'butterfly', 'panto'] },
    {
      face: 'heart',
      frames: ['oval', 'rectangular', 'cat_eye', 'aviator', 'browline', 'butterfly', 'panto'],
    },
    { face: 'long', frames: ['round', 'square', 'butterfly', 'hexagonal'] },
    { face: 'diamond', frames: ['round', 'oval', 'cat_eye', 'panto'] },
  ] as const)('a $face face suits $frames', ({ face, frames }) => {
    expect(frameShapesSuiting(face)).toEqual(frames);
  });

  it('every face shape has frames and every frame shape suits some face', () => {
    const suited = new Set(faceShapes.flatMap((face) => frameShapesSuiting(face)));
    expect(faceShapes.every((face) => frameShapesSuiting(face).length > 0)).toBe(true);
    expect([...suited].sort()).toEqual([...frameShapes].sort());
  });

  it('a frame shape suits the face shapes it names, and no face shape twice', () => {
    for (const frame of frameShapes) {
      const faces = suitingFaceShapes[frame];
      expect(new Set(faces).size).toBe(faces.length);
      for (const face of faces) expect(frameShapesSuiting(face)).toContain(frame);
    }
  });
});
