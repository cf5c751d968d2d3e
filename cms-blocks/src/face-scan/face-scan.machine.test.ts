import { describe, expect, it } from 'vitest';
import {
  canUseCamera,
  estimateFaceShape,
  initialFaceGuides,
  initialFaceScanState,
  isCameraWanted,
  transition,
  type FaceScanEvent,
  type FaceScanState,
} from './face-scan.machine.ts';

function run(events: FaceScanEvent[], from: FaceScanState = initialFaceScanState): FaceScanState {
  return events.reduce(transition, from);
}

const toCamera: FaceScanEvent[] = [{ type: 'startCamera', supported: true }, { type: 'cameraStarted' }];

describe('§2 face scan: the face shape from the guides (an estimate)', () => {
  it.for([
    { name: 'the starting guides', guides: initialFaceGuides, shape: 'oval' },
    {
      name: 'a face much longer than wide',
      guides: { foreheadWidth: 46, cheekboneWidth: 50, jawWidth: 44, faceLength: 62 },
      shape: 'long',
    },
    {
      name: 'wide cheekbones over a narrow forehead and jaw',
      guides: { foreheadWidth: 42, cheekboneWidth: 56, jawWidth: 42, faceLength: 60 },
      shape: 'diamond',
    },
    {
      name: 'a wide forehead over a narrow jaw',
      guides: { foreheadWidth: 56, cheekboneWidth: 54, jawWidth: 40, faceLength: 55 },
      shape: 'heart',
    },
    {
      name: 'a short face with a strong jaw',
      guides: { foreheadWidth: 54, cheekboneWidth: 56, jawWidth: 54, faceLength: 50 },
      shape: 'square',
    },
    {
      name: 'a short face with a soft jaw',
      guides: { foreheadWidth: 52, cheekboneWidth: 56, jawWidth: 46, faceLength: 50 },
      shape: 'round',
    },
    // Boundaries: a length-to-width of exactly 1.5 is long; just below 1.25 counts as short.
    {
      name: 'exactly one and a half times as long as wide',
      guides: { foreheadWidth: 50, cheekboneWidth: 50, jawWidth: 48, faceLength: 56.25 },
      shape: 'long',
    },
    {
      name: 'length just under 1.25 widths with a strong jaw',
      guides: { foreheadWidth: 50, cheekboneWidth: 50, jawWidth: 45, faceLength: 46.8 },
      shape: 'square',
    },
    {
      name: 'length of 1.25 widths',
      guides: { foreheadWidth: 50, cheekboneWidth: 50, jawWidth: 45, faceLength: 46.875 },
      shape: 'oval',
    },
  ] as const)('$name reads as $shape', ({ guides, shape }) => {
    expect(estimateFaceShape(guides)).toBe(shape);
  });
});

describe('§2 face scan: walking the steps', () => {
  it.for<{ name: string; events: FaceScanEvent[]; state: FaceScanState }>([
    { name: 'starts with the explanation', events: [], state: { status: 'start' } },
    {
      name: 'starting the camera asks the browser (the permission prompt)',
      events: [{ type: 'startCamera', supported: true }],
      state: { status: 'requesting' },
    },
    {
      name: 'a granted camera shows the guides',
      events: toCamera,
      state: { status: 'camera', guides: initialFaceGuides },
    },
    {
      name: 'a browser without camera access goes straight to choosing by hand',
      events: [{ type: 'startCamera', supported: false }],
      state: { status: 'manual', selected: undefined, problem: 'unsupported', missingChoice: false },
    },
    {
      name: 'a refused permission leads to choosing by hand, saying why',
      events: [
        { type: 'startCamera', supported: true },
        { type: 'cameraFailed', problem: 'denied' },
      ],
      state: { status: 'manual', selected: undefined, problem: 'denied', missingChoice: false },
    },
    {
      name: 'no camera leads to choosing by hand, saying why',
      events: [
        { type: 'startCamera', supported: true },
        { type: 'cameraFailed', problem: 'no-camera' },
      ],
      state: { status: 'manual', selected: undefined, problem: 'no-camera', missingChoice: false },
    },
    {
      name: 'a camera failing while filming leads to choosing by hand',
      events: [...toCamera, { type: 'cameraFailed', problem: 'unavailable' }],
      state: { status: 'manual', selected: undefined, problem: 'unavailable', missingChoice: false },
    },
    {
      name: 'a guide moves to the value set',
      events: [...toCamera, { type: 'adjustGuide', guide: 'jawWidth', value: 50 }],
      state: { status: 'camera', guides: { ...initialFaceGuides, jawWidth: 50 } },
    },
    {
      name: 'a guide stays within its range and on its step',
      events: [
        ...toCamera,
        { type: 'adjustGuide', guide: 'faceLength', value: 120 },
        { type: 'adjustGuide', guide: 'foreheadWidth', value: 12 },
        { type: 'adjustGuide', guide: 'cheekboneWidth', value: 55.4 },
      ],
      state: {
        status: 'camera',
        guides: { ...initialFaceGuides, faceLength: 90, foreheadWidth: 30, cheekboneWidth: 55 },
      },
    },
    {
      name: 'estimating from the guides gives the result',
      events: [...toCamera, { type: 'adjustGuide', guide: 'faceLength', value: 70 }, { type: 'estimate' }],
      state: { status: 'result', shape: 'long', source: 'estimate' },
    },
    {
      name: 'the shopper may choose by hand while the browser asks',
      events: [{ type: 'startCamera', supported: true }, { type: 'chooseManually' }],
      state: { status: 'manual', selected: undefined, problem: undefined, missingChoice: false },
    },
    {
      name: 'confirming without a choice asks for one',
      events: [{ type: 'chooseManually' }, { type: 'confirmShape' }],
      state: { status: 'manual', selected: undefined, problem: undefined, missingChoice: true },
    },
    {
      name: 'a choice clears the error',
      events: [{ type: 'chooseManually' }, { type: 'confirmShape' }, { type: 'selectShape', shape: 'heart' }],
      state: { status: 'manual', selected: 'heart', problem: undefined, missingChoice: false },
    },
    {
      name: 'a confirmed choice gives the result',
      events: [
        { type: 'chooseManually' },
        { type: 'selectShape', shape: 'square' },
        { type: 'confirmShape' },
      ],
      state: { status: 'result', shape: 'square', source: 'choice' },
    },
    {
      name: 'trying the camera again after a refusal asks again',
      events: [
        { type: 'startCamera', supported: true },
        { type: 'cameraFailed', problem: 'denied' },
        { type: 'startCamera', supported: true },
      ],
      state: { status: 'requesting' },
    },
    {
      name: 'restart from a result begins again',
      events: [
        { type: 'chooseManually' },
        { type: 'selectShape', shape: 'oval' },
        { type: 'confirmShape' },
        { type: 'restart' },
      ],
      state: { status: 'start' },
    },
  ])('$name', ({ events, state }) => {
    expect(run(events)).toEqual(state);
  });

  it.for<{ name: string; events: FaceScanEvent[]; event: FaceScanEvent }>([
    {
      name: 'a late camera after choosing by hand',
      events: [{ type: 'startCamera', supported: true }, { type: 'chooseManually' }],
      event: { type: 'cameraStarted' },
    },
    {
      name: 'a late failure after choosing by hand',
      events: [{ type: 'startCamera', supported: true }, { type: 'chooseManually' }],
      event: { type: 'cameraFailed', problem: 'denied' },
    },
    {
      name: 'moving a guide without the camera',
      events: [],
      event: { type: 'adjustGuide', guide: 'jawWidth', value: 50 },
    },
    {
      name: 'a guide set to what it is',
      events: toCamera,
      event: { type: 'adjustGuide', guide: 'jawWidth', value: initialFaceGuides.jawWidth },
    },
    {
      name: 'a guide set to no number',
      events: toCamera,
      event: { type: 'adjustGuide', guide: 'jawWidth', value: Number.NaN },
    },
    { name: 'estimating without the camera', events: [], event: { type: 'estimate' } },
    {
      name: 'choosing a shape outside the manual step',
      events: toCamera,
      event: { type: 'selectShape', shape: 'round' },
    },
    {
      name: 'starting the camera while it films',
      events: toCamera,
      event: { type: 'startCamera', supported: true },
    },
    { name: 'restart at the start', events: [], event: { type: 'restart' } },
  ])('ignores $name (same state)', ({ events, event }) => {
    const state = run(events);
    expect(transition(state, event)).toBe(state);
  });

  it.for<{ name: string; events: FaceScanEvent[]; wanted: boolean; offered: boolean }>([
    { name: 'at the start', events: [], wanted: false, offered: false },
    {
      name: 'while the browser asks',
      events: [{ type: 'startCamera', supported: true }],
      wanted: true,
      offered: false,
    },
    { name: 'while filming', events: toCamera, wanted: true, offered: false },
    { name: 'on the result', events: [...toCamera, { type: 'estimate' }], wanted: false, offered: false },
    {
      name: 'choosing by hand by preference',
      events: [{ type: 'chooseManually' }],
      wanted: false,
      offered: true,
    },
    {
      name: 'choosing by hand after a refusal',
      events: [
        { type: 'startCamera', supported: true },
        { type: 'cameraFailed', problem: 'denied' },
      ],
      wanted: false,
      offered: true,
    },
    {
      name: 'choosing by hand without camera access',
      events: [{ type: 'startCamera', supported: false }],
      wanted: false,
      offered: false,
    },
  ])('$name the camera is wanted: $wanted, offered again: $offered', ({ events, wanted, offered }) => {
    const state = run(events);
    expect(isCameraWanted(state)).toBe(wanted);
    expect(canUseCamera(state)).toBe(offered);
  });
});
