import type { Tone } from './tone-player.ts';

/*
 * The hearing test's steps as a pure state machine: intro → headphone check (left, then right) →
 * a comfortable volume → for each ear and frequency a threshold search → result. The component
 * renders the state and sends the shopper's answers as events; which tone to play is read from
 * the state too. Nothing here touches the DOM or the audio device.
 *
 * This is a screening, not an audiogram. Consumer headphones are not calibrated, so levels are
 * not dB HL: they are dB on a screening scale anchored at the volume the shopper calls
 * comfortable, which we take as 60 dB (comfortable listening for normal hearing sits around 60
 * dB HL). A tone at level L is played `L - 60` dB relative to that volume.
 */

export const ears = ['left', 'right'] as const;
export type Ear = (typeof ears)[number];

/**
 * The frequencies tested, in test order: 1000 Hz first (the easiest to hear, so the shopper learns
 * the task on it), then upwards, and 500 Hz last, the order of manual audiometry.
 */
export const testFrequencies = [1000, 2000, 4000, 8000, 500] as const;
export type TestFrequency = (typeof testFrequencies)[number];

/** The test's frequencies from low to high, the order a result is shown in. */
export const resultFrequencies: readonly TestFrequency[] = [...testFrequencies].sort((a, b) => a - b);

/**
 * The threshold search, a simplified Hughson-Westlake: start clearly audible, 10 dB down after
 * "heard", 5 dB up after "not heard"; the threshold is the first level heard twice on the way up.
 * A tone heard at the quietest level ends the search there; one not heard at the loudest ends it
 * with no response. `maxPresentations` ends a search that never settles.
 */
export const thresholdSearch = {
  startLevel: 40,
  stepDown: 10,
  stepUp: 5,
  minLevel: -10,
  maxLevel: 75,
  heardToConfirm: 2,
  maxPresentations: 20,
} as const;

/** The screening level the comfortable volume stands for. */
export const comfortableLevel = 60;

/** The volume steps of the comfortable-volume step, in dB below full scale. */
export const volumeSteps = { min: -55, max: -15, step: 5, initial: -35 } as const;

/** Tones of the headphone check and the comfortable-volume step. */
const referenceFrequency = 1000;

/** The state of one frequency's threshold search. */
export type ThresholdTrack = {
  /** The level of the tone being presented, on the screening scale. */
  readonly level: number;
  /** The tone follows a "not heard": hearing it counts towards the threshold. */
  readonly ascending: boolean;
  /** How often each level was heard on the way up. */
  readonly heardOnAscent: Readonly<Record<number, number>>;
  /** Tones presented so far at this frequency. */
  readonly presentations: number;
};

/** A threshold on the screening scale, or `null`: not heard even at the loudest level. */
export type Threshold = number | null;

export type EarThresholds = Readonly<Record<TestFrequency, Threshold>>;

export const hearingCategories = ['normal', 'mild', 'moderate', 'specialist'] as const;
/** The screening's verdict for an ear, from best to worst. */
export type HearingCategory = (typeof hearingCategories)[number];

export type EarResult = {
  readonly thresholds: EarThresholds;
  /** The mean threshold over 500, 1000, 2000 and 4000 Hz (the WHO's four-frequency average). */
  readonly average: number;
  readonly category: HearingCategory;
};

/** What the test found: each ear's thresholds and category, and the overall verdict. */
export type HearingTestResult = {
  readonly left: EarResult;
  readonly right: EarResult;
  /** The worse ear's category. */
  readonly category: HearingCategory;
  /** The two ears' averages differ by `asymmetryDb` or more: a specialist should look. */
  readonly asymmetric: boolean;
  /** The verdict: the worse ear's category, or `specialist` when the ears differ that much. */
  readonly overall: HearingCategory;
};

/**
 * The screening's categories, after the WHO's grades of hearing loss (World report on hearing,
 * 2021) on the four-frequency average: below 20 dB normal, 20 to below 35 mild, 35 to below 50
 * moderate, 50 or more (or any tone not heard at all) a case for a specialist. A difference of
 * 15 dB between the ears is a reason to see a specialist whatever the grades.
 */
const categoryLimits = { mild: 20, moderate: 35, specialist: 50 } as const;
const asymmetryDb = 15;
const averagedFrequencies = [500, 1000, 2000, 4000] as const satisfies readonly TestFrequency[];

type ChannelProblem = 'wrong-side' | 'not-heard';

export type HearingTestState =
  | { readonly step: 'intro' }
  | {
      readonly step: 'headphones';
      /** The side the check tone plays on. */
      readonly channel: Ear;
      /** Why the last answer did not pass. */
      readonly problem?: ChannelProblem;
    }
  | { readonly step: 'calibration'; readonly volume: number }
  | {
      readonly step: 'testing';
      readonly volume: number;
      readonly ear: Ear;
      readonly frequency: TestFrequency;
      readonly track: ThresholdTrack;
      /** Thresholds found so far. */
      readonly thresholds: Readonly<Record<Ear, Readonly<Partial<Record<TestFrequency, Threshold>>>>>;
    }
  | { readonly step: 'result'; readonly result: HearingTestResult };

export type HearingTestStep = HearingTestState['step'];

export type HearingTestEvent =
  | { readonly type: 'start' }
  | { readonly type: 'answer-channel'; readonly heardOn: Ear | 'none' }
  | { readonly type: 'volume-up' }
  | { readonly type: 'volume-down' }
  | { readonly type: 'confirm-volume' }
  | { readonly type: 'heard' }
  | { readonly type: 'not-heard' }
  | { readonly type: 'restart' };

export const initialHearingTestState: HearingTestState = { step: 'intro' };

export const newThresholdTrack: ThresholdTrack = {
  level: thresholdSearch.startLevel,
  ascending: false,
  heardOnAscent: {},
  presentations: 0,
};

export type TrackStep =
  | { readonly done: false; readonly track: ThresholdTrack }
  | { readonly done: true; readonly threshold: Threshold };

/** The threshold search's next step after the shopper heard the tone, or did not. */
export function respond(track: ThresholdTrack, heard: boolean): TrackStep {
  const { stepDown, stepUp, minLevel, maxLevel, heardToConfirm, maxPresentations } = thresholdSearch;
  const { level } = track;
  const presentations = track.presentations + 1;
  let next: ThresholdTrack;
  if (heard) {
    if (level <= minLevel) return { done: true, threshold: minLevel };
    const heardOnAscent = track.ascending
      ? { ...track.heardOnAscent, [level]: (track.heardOnAscent[level] ?? 0) + 1 }
      : track.heardOnAscent;
    if ((heardOnAscent[level] ?? 0) >= heardToConfirm) return { done: true, threshold: level };
    next = { level: Math.max(level - stepDown, minLevel), ascending: false, heardOnAscent, presentations };
  } else {
    if (level >= maxLevel) return { done: true, threshold: null };
    next = {
      level: Math.min(level + stepUp, maxLevel),
      ascending: true,
      heardOnAscent: track.heardOnAscent,
      presentations,
    };
  }
  if (presentations >= maxPresentations) {
    // Answers that never settle: the quietest level heard on the way up is the best estimate.
    const heardLevels = Object.keys(next.heardOnAscent).map(Number);
    return { done: true, threshold: heardLevels.length > 0 ? Math.min(...heardLevels) : null };
  }
  return { done: false, track: next };
}

/** An ear's category from its thresholds (see `categoryLimits`). */
export function classifyEar(thresholds: EarThresholds): EarResult {
  // A tone not heard at all counts one step above the loudest level.
  const levels = averagedFrequencies.map(
    (frequency) => thresholds[frequency] ?? thresholdSearch.maxLevel + thresholdSearch.stepUp,
  );
  const average = levels.reduce((sum, level) => sum + level, 0) / levels.length;
  const noResponse = testFrequencies.some((frequency) => thresholds[frequency] === null);
  const category: HearingCategory =
    noResponse || average >= categoryLimits.specialist
      ? 'specialist'
      : average >= categoryLimits.moderate
        ? 'moderate'
        : average >= categoryLimits.mild
          ? 'mild'
          : 'normal';
  return { thresholds, average, category };
}

/** Both ears' results and the overall verdict. */
export function summarize(thresholds: Readonly<Record<Ear, EarThresholds>>): HearingTestResult {
  const left = classifyEar(thresholds.left);
  const right = classifyEar(thresholds.right);
  const asymmetric = Math.abs(left.average - right.average) >= asymmetryDb;
  const category =
    hearingCategories[
      Math.max(hearingCategories.indexOf(left.category), hearingCategories.indexOf(right.category))
    ]!;
  return { left, right, category, asymmetric, overall: asymmetric ? 'specialist' : category };
}

/** An ear's thresholds once every frequency was tested (a frequency never reached counts as not heard). */
function completeThresholds(found: Readonly<Partial<Record<TestFrequency, Threshold>>>): EarThresholds {
  return {
    500: found[500] ?? null,
    1000: found[1000] ?? null,
    2000: found[2000] ?? null,
    4000: found[4000] ?? null,
    8000: found[8000] ?? null,
  };
}

function startTesting(volume: number): HearingTestState {
  return {
    step: 'testing',
    volume,
    ear: ears[0],
    frequency: testFrequencies[0],
    track: newThresholdTrack,
    thresholds: { left: {}, right: {} },
  };
}

function answerTone(state: Extract<HearingTestState, { step: 'testing' }>, heard: boolean): HearingTestState {
  const step = respond(state.track, heard);
  if (!step.done) return { ...state, track: step.track };

  const thresholds = {
    ...state.thresholds,
    [state.ear]: { ...state.thresholds[state.ear], [state.frequency]: step.threshold },
  };
  const frequencyIndex = testFrequencies.indexOf(state.frequency);
  const nextFrequency = testFrequencies[frequencyIndex + 1];
  if (nextFrequency !== undefined) {
    return { ...state, frequency: nextFrequency, track: newThresholdTrack, thresholds };
  }
  const nextEar = ears[ears.indexOf(state.ear) + 1];
  if (nextEar !== undefined) {
    return { ...state, ear: nextEar, frequency: testFrequencies[0], track: newThresholdTrack, thresholds };
  }
  return {
    step: 'result',
    result: summarize({
      left: completeThresholds(thresholds.left),
      right: completeThresholds(thresholds.right),
    }),
  };
}

/**
 * The state after an event. An event the current step does not take leaves the state as it is
 * (the same object), so the caller can tell that nothing happened.
 */
export function transition(state: HearingTestState, event: HearingTestEvent): HearingTestState {
  if (event.type === 'restart') return state.step === 'intro' ? state : initialHearingTestState;
  switch (state.step) {
    case 'intro':
      return event.type === 'start' ? { step: 'headphones', channel: 'left' } : state;
    case 'headphones': {
      if (event.type !== 'answer-channel') return state;
      if (event.heardOn === state.channel) {
        return state.channel === 'left'
          ? { step: 'headphones', channel: 'right' }
          : { step: 'calibration', volume: volumeSteps.initial };
      }
      return {
        step: 'headphones',
        channel: state.channel,
        problem: event.heardOn === 'none' ? 'not-heard' : 'wrong-side',
      };
    }
    case 'calibration': {
      if (event.type === 'confirm-volume') return startTesting(state.volume);
      if (event.type !== 'volume-up' && event.type !== 'volume-down') return state;
      const change = event.type === 'volume-up' ? volumeSteps.step : -volumeSteps.step;
      const volume = Math.min(volumeSteps.max, Math.max(volumeSteps.min, state.volume + change));
      return volume === state.volume ? state : { step: 'calibration', volume };
    }
    case 'testing':
      return event.type === 'heard' || event.type === 'not-heard'
        ? answerTone(state, event.type === 'heard')
        : state;
    case 'result':
      return state;
  }
}

/** The tone a state plays, if any: on entering it and when the shopper asks to hear it again. */
export function toneOf(state: HearingTestState): Tone | undefined {
  switch (state.step) {
    case 'intro':
    case 'result':
      return undefined;
    case 'headphones':
      return { frequency: referenceFrequency, channel: state.channel, gainDb: volumeSteps.initial };
    case 'calibration':
      return { frequency: referenceFrequency, channel: 'both', gainDb: state.volume };
    case 'testing':
      return {
        frequency: state.frequency,
        channel: state.ear,
        gainDb: Math.min(0, state.volume + state.track.level - comfortableLevel),
      };
  }
}

/** The steps a shopper sees numbered ("step 2 of 4"), in order. */
export const numberedSteps = [
  'headphones',
  'calibration',
  'testing',
  'result',
] as const satisfies readonly Exclude<HearingTestStep, 'intro'>[];

/** Which of the ten ear-and-frequency searches is running (1-based), and how many there are. */
export function testProgress(state: Extract<HearingTestState, { step: 'testing' }>): {
  index: number;
  total: number;
} {
  const perEar = testFrequencies.length;
  return {
    index: ears.indexOf(state.ear) * perEar + testFrequencies.indexOf(state.frequency) + 1,
    total: ears.length * perEar,
  };
}

/** The volume step as the shopper sees it, 1 (quietest) to `total`. */
export function volumeStep(volume: number): { index: number; total: number } {
  return {
    index: (volume - volumeSteps.min) / volumeSteps.step + 1,
    total: (volumeSteps.max - volumeSteps.min) / volumeSteps.step + 1,
  };
}
