import { describe, expect, it } from 'vitest';
import {
  faceShapeOfOutline,
  headWidthOfFace,
  irisDiameterMm,
  measureFace,
  pupilDistanceOf,
  scaleFromCard,
  scaleFromIrises,
  type FaceOutline,
} from './face-measurements.ts';
import { irisAt, testMesh } from './face-test-mesh.ts';
import { noseBridgePoint } from './face-landmarks.ts';

// §2 face scan and virtual try-on: a face measured from its landmarks, with the iris as the ruler.

/** Two irises `between` px apart at height 200, each `diameter` px, the bridge `bridgeX` px from the right one. */
function eyes(between: number, diameter: number, bridgeX = between / 2) {
  return testMesh({
    ...irisAt('right', { x: 100, y: 200 }, diameter),
    ...irisAt('left', { x: 100 + between, y: 200 }, diameter),
    [noseBridgePoint]: { x: 100 + bridgeX, y: 190 },
  });
}

describe('§2 the scale of a face from its irises (11.7 mm across)', () => {
  it.for([
    { diameter: 14, mmPerPx: irisDiameterMm / 14 },
    { diameter: 40, mmPerPx: irisDiameterMm / 40 },
  ])('an iris of $diameter px gives $mmPerPx mm per pixel', ({ diameter, mmPerPx }) => {
    expect(scaleFromIrises(eyes(100, diameter)).mmPerPx).toBeCloseTo(mmPerPx, 6);
  });

  it('is less certain the smaller the face is in the picture, never better than the spread between people', () => {
    const small = scaleFromIrises(eyes(80, 10)).relativeUncertainty;
    const large = scaleFromIrises(eyes(300, 40)).relativeUncertainty;
    expect(small).toBeGreaterThan(large);
    expect(large).toBeGreaterThan(0.5 / irisDiameterMm);
    expect(small).toBeCloseTo(Math.hypot(0.5 / irisDiameterMm, 1 / 10), 6);
  });

  it('a card of 85.6 mm held to the forehead is the more exact ruler', () => {
    const card = scaleFromCard(400);
    expect(card.mmPerPx).toBeCloseTo(85.6 / 400, 6);
    expect(card.relativeUncertainty).toBeLessThan(scaleFromIrises(eyes(300, 40)).relativeUncertainty);
  });
});

describe('§5 the pupil distance in the configurator’s half millimetres', () => {
  it.for([
    // 11.7 mm per 20 px: 0.585 mm/px; 106 px apart = 62.01 mm.
    { case: 'a symmetric face', between: 106, bridgeX: 53, total: 62, right: 31, left: 31 },
    {
      case: 'the bridge nearer the right pupil',
      between: 106,
      bridgeX: 50,
      total: 62,
      right: 29.5,
      left: 32.5,
    },
    { case: 'a child’s narrow eyes', between: 84, bridgeX: 42, total: 49, right: 24.5, left: 24.5 },
  ])('$case: $total mm ($right / $left)', ({ between, bridgeX, total, right, left }) => {
    const mesh = eyes(between, 20, bridgeX);
    const pd = pupilDistanceOf(mesh, scaleFromIrises(mesh));
    expect(pd).toMatchObject({ totalMm: total, rightMm: right, leftMm: left });
  });

  it('states its uncertainty for 19 measurements in 20: about ±9 mm with the iris as ruler, 4.5 mm with a card', () => {
    const mesh = eyes(106, 20);
    expect(pupilDistanceOf(mesh, scaleFromIrises(mesh)).uncertaintyMm).toBe(9.5);
    expect(pupilDistanceOf(mesh, scaleFromCard(146.3)).uncertaintyMm).toBe(4.5);
  });
});

describe('§2 face shapes from a face’s outline', () => {
  const outline = (forehead: number, cheekbones: number, jaw: number, length: number): FaceOutline => ({
    forehead,
    cheekbones,
    jaw,
    length,
  });
  it.for([
    { shape: 'oval', outline: outline(128, 140, 118, 190) },
    { shape: 'long', outline: outline(125, 132, 118, 200) },
    { shape: 'diamond', outline: outline(118, 142, 120, 195) },
    { shape: 'heart', outline: outline(140, 138, 112, 190) },
    { shape: 'square', outline: outline(135, 140, 132, 168) },
    { shape: 'round', outline: outline(132, 142, 124, 170) },
  ] as const)('$shape', ({ shape, outline }) => {
    expect(faceShapeOfOutline(outline)).toBe(shape);
  });
});

describe('§5 a face’s head width, on the frame widths’ scale', () => {
  it.for([
    { templesMm: 126, headWidth: 'narrow' },
    { templesMm: 136, headWidth: 'medium' },
    { templesMm: 148, headWidth: 'wide' },
  ] as const)('temples $templesMm mm: $headWidth', ({ templesMm, headWidth }) => {
    expect(headWidthOfFace({ templesMm })).toBe(headWidth);
  });
});

describe('measureFace', () => {
  it('measures with the irises unless a card’s scale is given', () => {
    const mesh = eyes(106, 20);
    expect(measureFace(mesh).scale.reference).toBe('iris');
    expect(measureFace(mesh, scaleFromCard(146.3)).scale.reference).toBe('card');
  });
});
