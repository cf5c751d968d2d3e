import type { FacePhotoSpec } from './face-photo.ts';

/**
 * The try-on's test faces (`npm run faces:draw` writes them to `e2e/faces/photos/`): one per face
 * shape of the §2 icon set that the outline rule can tell apart, with pupil distances from a narrow
 * to a wide adult's, at the distances a laptop's camera sees a face, one of them tilted, and the
 * oval face once more with a card held to the forehead.
 */
const oval: FacePhotoSpec = {
  name: 'oval',
  shape: 'oval',
  face: { length: 190, forehead: 128, cheekbones: 140, jaw: 118 },
  pdMm: 63,
  pxPerMm: 1.45,
  rollDeg: 0,
  skin: '#e0ac8a',
  hair: '#3b2a1e',
  iris: '#5a3b22',
};

export const facePhotos: readonly FacePhotoSpec[] = [
  oval,
  {
    name: 'round',
    shape: 'round',
    face: { length: 176, forehead: 136, cheekbones: 146, jaw: 126 },
    pdMm: 60,
    pxPerMm: 1.6,
    rollDeg: 0,
    skin: '#c98f6b',
    hair: '#1f1a17',
    iris: '#3d2616',
  },
  {
    name: 'square',
    shape: 'square',
    face: { length: 172, forehead: 138, cheekbones: 144, jaw: 136 },
    pdMm: 66,
    pxPerMm: 1.5,
    rollDeg: 0,
    skin: '#edc3a5',
    hair: '#8a6a45',
    iris: '#4f6b7a',
  },
  {
    name: 'long',
    shape: 'long',
    face: { length: 200, forehead: 122, cheekbones: 130, jaw: 114 },
    pdMm: 61,
    pxPerMm: 1.35,
    rollDeg: 0,
    skin: '#a8714f',
    hair: '#151210',
    iris: '#2e1d12',
  },
  {
    name: 'heart-tilted',
    shape: 'heart',
    face: { length: 186, forehead: 142, cheekbones: 140, jaw: 112 },
    pdMm: 64,
    pxPerMm: 1.5,
    rollDeg: 8,
    skin: '#e3b596',
    hair: '#5a3a22',
    iris: '#557a4a',
  },
  { ...oval, name: 'oval-card', card: true },
];
