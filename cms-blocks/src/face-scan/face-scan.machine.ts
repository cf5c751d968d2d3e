import {
  faceShapeOfOutline,
  type CameraProblem,
  type FaceMeasurement,
  type FaceShape,
  type HeadWidth,
  type PupilDistance,
} from '@lumen/domain';

/*
 * The face scan's step logic as a pure state machine: no React, no camera, no texts. Where the
 * page measures faces (the storefront's landmark model, on the device), the camera's frames are
 * measured and the result says so; otherwise the camera only shows the face behind an outline whose
 * guides the shopper fits, and the shape is honestly an estimate from their proportions. Either
 * way nothing of the camera's leaves the browser.
 */

/** The guides the shopper fits to the face: three widths and the length. */
export const faceGuideKeys = ['foreheadWidth', 'cheekboneWidth', 'jawWidth', 'faceLength'] as const;
export type FaceGuide = (typeof faceGuideKeys)[number];
export type FaceGuides = Readonly<Record<FaceGuide, number>>;

/**
 * The preview is 3 wide by 4 high. Widths are percentages of its width, the length a percentage
 * of its height; `previewAspect` turns the length into widths' units.
 */
export const previewAspect = 4 / 3;

export const faceGuideRanges: Readonly<Record<FaceGuide, { min: number; max: number; step: number }>> = {
  foreheadWidth: { min: 30, max: 80, step: 1 },
  cheekboneWidth: { min: 30, max: 80, step: 1 },
  jawWidth: { min: 30, max: 80, step: 1 },
  faceLength: { min: 40, max: 90, step: 1 },
};

/** Where the guides start: an average face at arm's length, which reads as oval. */
export const initialFaceGuides: FaceGuides = {
  foreheadWidth: 48,
  cheekboneWidth: 52,
  jawWidth: 42,
  faceLength: 52,
};

/**
 * The face shape the guides describe, by domain's rule for a face's outline (the same rule the
 * landmarks of the camera measure with). A rule of thumb on guides fitted by hand, not a measurement.
 */
export function estimateFaceShape(guides: FaceGuides): FaceShape {
  return faceShapeOfOutline({
    forehead: guides.foreheadWidth,
    cheekbones: guides.cheekboneWidth,
    jaw: guides.jawWidth,
    length: guides.faceLength * previewAspect,
  });
}

/**
 * How the result came about: measured from the camera's picture (on the device), estimated from
 * the guides, or chosen by the shopper.
 */
type FaceShapeSource = 'measurement' | 'estimate' | 'choice';

/** What a measurement adds to the face shape: the head width and the pupil distance. */
export type FaceScanMeasurement = { readonly headWidth: HeadWidth; readonly pupilDistance: PupilDistance };

export type FaceScanState =
  | { readonly status: 'start' }
  /** The browser is asking the shopper for the camera. */
  | { readonly status: 'requesting' }
  | { readonly status: 'camera'; readonly guides: FaceGuides }
  | {
      readonly status: 'manual';
      readonly selected: FaceShape | undefined;
      /** Why the shopper chooses by hand, when the camera failed. */
      readonly problem: CameraProblem | undefined;
      readonly missingChoice: boolean;
    }
  | {
      readonly status: 'result';
      readonly shape: FaceShape;
      readonly source: FaceShapeSource;
      readonly measurement?: FaceScanMeasurement;
    };

export type FaceScanEvent =
  /** `supported`: the browser offers camera access at all (a secure page with `mediaDevices`). */
  | { readonly type: 'startCamera'; readonly supported: boolean }
  | { readonly type: 'cameraStarted' }
  | { readonly type: 'cameraFailed'; readonly problem: CameraProblem }
  | { readonly type: 'adjustGuide'; readonly guide: FaceGuide; readonly value: number }
  | { readonly type: 'estimate' }
  /** The face measured from the camera's picture. */
  | { readonly type: 'measured'; readonly measurement: FaceMeasurement }
  | { readonly type: 'chooseManually' }
  | { readonly type: 'selectShape'; readonly shape: FaceShape }
  | { readonly type: 'confirmShape' }
  | { readonly type: 'restart' };

export const initialFaceScanState: FaceScanState = { status: 'start' };

function manual(problem?: CameraProblem): FaceScanState {
  return { status: 'manual', selected: undefined, problem, missingChoice: false };
}

function clampToGuide(guide: FaceGuide, value: number): number {
  const { min, max, step } = faceGuideRanges[guide];
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/**
 * The face scan's reducer. An event that does not apply in the current state (a late camera
 * answer after the shopper chose by hand, say) returns the state unchanged.
 */
export function transition(state: FaceScanState, event: FaceScanEvent): FaceScanState {
  switch (event.type) {
    case 'startCamera':
      if (state.status !== 'start' && state.status !== 'manual') return state;
      return event.supported ? { status: 'requesting' } : manual('unsupported');
    case 'cameraStarted':
      return state.status === 'requesting' ? { status: 'camera', guides: initialFaceGuides } : state;
    case 'cameraFailed':
      return state.status === 'requesting' || state.status === 'camera' ? manual(event.problem) : state;
    case 'adjustGuide': {
      if (state.status !== 'camera' || !Number.isFinite(event.value)) return state;
      const value = clampToGuide(event.guide, event.value);
      if (state.guides[event.guide] === value) return state;
      return { ...state, guides: { ...state.guides, [event.guide]: value } };
    }
    case 'estimate':
      return state.status === 'camera'
        ? { status: 'result', shape: estimateFaceShape(state.guides), source: 'estimate' }
        : state;
    case 'measured': {
      if (state.status !== 'camera') return state;
      const { faceShape, headWidth, pupilDistance } = event.measurement;
      return {
        status: 'result',
        shape: faceShape,
        source: 'measurement',
        measurement: { headWidth, pupilDistance },
      };
    }
    case 'chooseManually':
      return state.status === 'start' || state.status === 'requesting' || state.status === 'camera'
        ? manual()
        : state;
    case 'selectShape':
      return state.status === 'manual' ? { ...state, selected: event.shape, missingChoice: false } : state;
    case 'confirmShape':
      if (state.status !== 'manual') return state;
      return state.selected === undefined
        ? { ...state, missingChoice: true }
        : { status: 'result', shape: state.selected, source: 'choice' };
    case 'restart':
      return state.status === 'start' ? state : initialFaceScanState;
  }
}

/** Whether the camera should be running: while the browser asks for it and while it films. */
export function isCameraWanted(state: FaceScanState): boolean {
  return state.status === 'requesting' || state.status === 'camera';
}

/** Whether choosing by hand may offer the camera (again): not when the browser has no camera access at all. */
export function canUseCamera(state: FaceScanState): boolean {
  return state.status === 'manual' && state.problem !== 'unsupported';
}
