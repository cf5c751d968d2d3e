import type { FaceShape, HeadWidth } from '../catalog/attribute-vocabulary.ts';
import { headWidthOfFrameWidth } from '../catalog/frame-fit.ts';
import { prescriptionValueRanges } from '../prescription/prescription-values.ts';
import {
  distance,
  faceLengthPoints,
  irisOf,
  noseBridgePoint,
  outlinePairs,
  pointOf,
  type FaceMesh,
} from './face-landmarks.ts';

/*
 * What a face's landmarks tell an optician, in millimetres: the scale comes from the irises (their
 * visible diameter is about the same in every adult) or from a card of known width held to the
 * forehead; every figure carries how uncertain it is, because a shopper's PD must never look more
 * exact than it is.
 */

/** The mean visible iris diameter of adults (horizontal visible iris diameter, HVID). */
export const irisDiameterMm = 11.7;

/** How much the iris diameter varies between adults (one standard deviation). */
export const irisDiameterSpreadMm = 0.5;

/** A payment card's width (ISO/IEC 7810 ID-1): the reference a shopper holds to the forehead. */
export const cardWidthMm = 85.6;

/** How far a landmark or an edge found in a picture may be off, in pixels. */
export const landmarkErrorPx = 1;

/**
 * How far the model's pupil centres are off, relative to their distance (one standard deviation):
 * on the test faces of known PD (`e2e/faces/`) the distance came out up to 6 % short, whatever the
 * ruler, because an eye's centre was placed a few pixels towards the nose.
 */
export const pupilCentreSpread = 0.035;

/**
 * Millimetres per pixel at the face's distance, and how uncertain that is relative to itself (one
 * standard deviation).
 */
export interface FaceScale {
  mmPerPx: number;
  relativeUncertainty: number;
  reference: 'iris' | 'card';
}

/** Relative uncertainties that do not depend on each other add as a root sum of squares. */
function combined(...relative: number[]): number {
  return Math.sqrt(relative.reduce((sum, value) => sum + value * value, 0));
}

/**
 * The scale from both irises: their mean diameter is 11.7 mm. Uncertain by the spread between
 * people and by a pixel of the iris rim, which matters more the smaller the face is in the picture.
 */
export function scaleFromIrises(mesh: FaceMesh): FaceScale {
  const diameterPx = (irisOf(mesh, 'right').diameterPx + irisOf(mesh, 'left').diameterPx) / 2;
  return {
    mmPerPx: irisDiameterMm / diameterPx,
    relativeUncertainty: combined(irisDiameterSpreadMm / irisDiameterMm, landmarkErrorPx / diameterPx),
    reference: 'iris',
  };
}

/** The scale from a card's width in the picture: exact but for the edges' pixel. */
export function scaleFromCard(cardWidthPx: number): FaceScale {
  return {
    mmPerPx: cardWidthMm / cardWidthPx,
    relativeUncertainty: landmarkErrorPx / cardWidthPx,
    reference: 'card',
  };
}

/** The pupil distance: per eye from the nose bridge (as the configurator asks for it) and in all. */
export interface PupilDistance {
  rightMm: number;
  leftMm: number;
  totalMm: number;
  /**
   * Plus or minus this much on the whole PD: two standard deviations, so that 19 measurements in
   * 20 lie within it. What a shopper is told must hold, not flatter.
   */
  uncertaintyMm: number;
}

/** A millimetre value in the configurator's steps (half millimetres). */
function roundToPdStep(mm: number): number {
  const { step } = prescriptionValueRanges.pd;
  return Math.round(mm / step) * step;
}

/**
 * The PD from the irises' centres, which sit over the pupils when the shopper looks into the
 * camera. Each eye's part is its distance from the nose bridge, across the line between the eyes.
 */
export function pupilDistanceOf(mesh: FaceMesh, scale: FaceScale): PupilDistance {
  const right = irisOf(mesh, 'right').centre;
  const left = irisOf(mesh, 'left').centre;
  const bridge = pointOf(mesh, noseBridgePoint);
  const between = distance(right, left);
  // The bridge's position along the line from the right pupil to the left one.
  const along =
    ((bridge.x - right.x) * (left.x - right.x) + (bridge.y - right.y) * (left.y - right.y)) / between;
  const share = Math.min(Math.max(along / between, 0), 1);
  const totalMm = between * scale.mmPerPx;
  const rightMm = roundToPdStep(totalMm * share);
  // Each eye rounded on its own could add up to half a millimetre more than the whole.
  return {
    rightMm,
    leftMm: roundToPdStep(totalMm) - rightMm,
    totalMm: roundToPdStep(totalMm),
    uncertaintyMm: roundToPdStep(
      Math.max(
        2 * totalMm * combined(scale.relativeUncertainty, landmarkErrorPx / between, pupilCentreSpread),
        0.5,
      ),
    ),
  };
}

/** The face's widths and length, in millimetres. */
export interface FaceProportions {
  foreheadMm: number;
  templesMm: number;
  cheekbonesMm: number;
  jawMm: number;
  /** Hairline to chin, estimated: the mesh ends below the hairline. */
  lengthMm: number;
}

/**
 * The mesh reaches the upper forehead, not the hairline that a face's length is measured from: an
 * average adult face (about 18.5 cm from hairline to chin) is about a fifth longer than its mesh.
 */
export const meshToFaceLength = 1.2;

export function faceProportionsOf(mesh: FaceMesh, scale: FaceScale): FaceProportions {
  const widthOf = ([right, left]: readonly [number, number]) =>
    distance(pointOf(mesh, right), pointOf(mesh, left)) * scale.mmPerPx;
  const [top, chin] = faceLengthPoints;
  return {
    foreheadMm: widthOf(outlinePairs.forehead),
    templesMm: widthOf(outlinePairs.temples),
    cheekbonesMm: widthOf(outlinePairs.cheekbones),
    jawMm: widthOf(outlinePairs.jaw),
    lengthMm: distance(pointOf(mesh, top), pointOf(mesh, chin)) * scale.mmPerPx * meshToFaceLength,
  };
}

/** Three widths and the length of a face, in one unit: landmarks measure them, a shopper fits guides. */
export interface FaceOutline {
  forehead: number;
  cheekbones: number;
  jaw: number;
  length: number;
}

/**
 * The face shape (§2 icon set) by the rules opticians teach: a face much longer than wide is long;
 * cheekbones clearly wider than forehead and jaw make a diamond; a forehead clearly wider than the
 * jaw a heart; a face about as long as wide is square with a strong jaw, else round; everything
 * between is oval.
 */
export function faceShapeOfOutline({ forehead, cheekbones, jaw, length }: FaceOutline): FaceShape {
  const lengthToWidth = length / Math.max(forehead, cheekbones, jaw);
  if (lengthToWidth >= 1.5) return 'long';
  if (cheekbones >= forehead * 1.1 && cheekbones >= jaw * 1.1) return 'diamond';
  if (forehead >= jaw * 1.2) return 'heart';
  if (lengthToWidth < 1.25) return jaw >= cheekbones * 0.9 ? 'square' : 'round';
  return 'oval';
}

/**
 * The head width (§2 icon set) of a face: a frame fits when it is about as wide as the face at the
 * temples, so the temples' width is read on the frame widths' scale (§5 minimum by head width).
 */
export function headWidthOfFace(proportions: Pick<FaceProportions, 'templesMm'>): HeadWidth {
  return headWidthOfFrameWidth(proportions.templesMm);
}

/** Everything the face scan and the try-on show about a face. */
export interface FaceMeasurement {
  scale: FaceScale;
  pupilDistance: PupilDistance;
  proportions: FaceProportions;
  faceShape: FaceShape;
  headWidth: HeadWidth;
}

export function measureFace(mesh: FaceMesh, scale: FaceScale = scaleFromIrises(mesh)): FaceMeasurement {
  const proportions = faceProportionsOf(mesh, scale);
  return {
    scale,
    pupilDistance: pupilDistanceOf(mesh, scale),
    proportions,
    faceShape: faceShapeOfOutline({
      forehead: proportions.foreheadMm,
      cheekbones: proportions.cheekbonesMm,
      jaw: proportions.jawMm,
      length: proportions.lengthMm,
    }),
    headWidth: headWidthOfFace(proportions),
  };
}
