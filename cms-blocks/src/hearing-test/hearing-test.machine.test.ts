import { describe, expect, it } from 'vitest';
import {
  classifyEar,
  comfortableLevel,
  initialHearingTestState,
  newThresholdTrack,
  respond,
  summarize,
  testFrequencies,
  testProgress,
  thresholdSearch,
  toneOf,
  transition,
  volumeStep,
  volumeSteps,
  type EarThresholds,
  type HearingTestEvent,
  type HearingTestState,
  type Threshold,
  type ThresholdTrack,
} from './hearing-test.machine.ts';

/** Runs one threshold search with the given answers; the levels presented and the threshold found. */
function search(answers: readonly boolean[]) {
  let track: ThresholdTrack = newThresholdTrack;
  const levels: number[] = [];
  for (const heard of answers) {
    levels.push(track.level);
    const step = respond(track, heard);
    if (step.done) return { levels, threshold: step.threshold };
    track = step.track;
  }
  return { levels, threshold: 'unfinished' as const };
}

/** Runs one threshold search for a listener who hears every tone at `hearingLevel` or louder. */
function searchFor(hearingLevel: number) {
  let track: ThresholdTrack = newThresholdTrack;
  const levels: number[] = [];
  for (;;) {
    levels.push(track.level);
    const step = respond(track, track.level >= hearingLevel);
    if (step.done) return { levels, threshold: step.threshold };
    track = step.track;
  }
}

const H = true;
const N = false;

describe('§2 hearing test: the threshold search (simplified Hughson-Westlake)', () => {
  it.for([
    {
      name: 'down 10 while heard, up 5 while not, done when one level is heard twice on the way up',
      answers: [H, H, H, H, N, N, H, N, N, H],
      levels: [40, 30, 20, 10, 0, 5, 10, 0, 5, 10],
      threshold: 10,
    },
    {
      name: 'a level heard on the way down does not count, only on the way up',
      answers: [H, N, H, N, H],
      levels: [40, 30, 35, 25, 30],
      threshold: 'unfinished',
    },
    {
      name: 'heard twice on the way up, but not at once: the second ascent confirms',
      answers: [H, N, H, N, N, H],
      levels: [40, 30, 35, 25, 30, 35],
      threshold: 35,
    },
    {
      name: 'heard at the quietest level ends the search there',
      answers: [H, H, H, H, H, H],
      levels: [40, 30, 20, 10, 0, -10],
      threshold: thresholdSearch.minLevel,
    },
    {
      name: 'not heard at the loudest level ends the search with no response',
      answers: [N, N, N, N, N, N, N, N],
      levels: [40, 45, 50, 55, 60, 65, 70, 75],
      threshold: null,
    },
  ] as const)('$name', ({ answers, levels, threshold }) => {
    expect(search(answers)).toEqual({ levels, threshold });
  });

  it('ends a search that never settles after 20 tones with the quietest level heard on the way up', () => {
    // Heard and not heard by turns: 40 h, 30 n, 35 h(↑), 25 n, 30 h(↑), 20 n, 25 h(↑) … each level
    // is heard once on the way up and none twice, down to -5 dB.
    const answers = Array.from({ length: 40 }, (_, index) => index % 2 === 0);
    const result = search(answers);
    expect(result.levels).toHaveLength(thresholdSearch.maxPresentations);
    expect(result.threshold).toBe(-5);
  });

  it.for([
    [-20, -10],
    [-10, -10],
    [0, 0],
    [3, 5],
    [10, 10],
    [37, 40],
    [40, 40],
    [52, 55],
    [75, 75],
    [76, null],
    [120, null],
  ] as const)('a listener hearing from %s dB gets the threshold %s', ([hearingLevel, threshold]) => {
    const result = searchFor(hearingLevel);
    expect(result.threshold).toBe(threshold);
    expect(result.levels.length).toBeLessThanOrEqual(thresholdSearch.maxPresentations);
  });
});

function thresholds(values: Partial<Record<(typeof testFrequencies)[number], Threshold>>, rest: Threshold) {
  return Object.fromEntries(
    testFrequencies.map((frequency) => [frequency, frequency in values ? values[frequency] : rest]),
  ) as EarThresholds;
}

describe('§2 hearing test: an ear’s category (screening, after the WHO grades)', () => {
  it.for([
    { name: 'all tones heard at 10 dB', ear: thresholds({}, 10), average: 10, category: 'normal' },
    {
      name: 'an average just below 20 dB',
      ear: thresholds({ 500: 15 }, 20),
      average: 18.75,
      category: 'normal',
    },
    { name: 'an average of exactly 20 dB', ear: thresholds({}, 20), average: 20, category: 'mild' },
    { name: 'an average of 30 dB', ear: thresholds({ 4000: 45 }, 25), average: 30, category: 'mild' },
    { name: 'an average of exactly 35 dB', ear: thresholds({}, 35), average: 35, category: 'moderate' },
    {
      name: 'an average of 45 dB',
      ear: thresholds({ 500: 40, 1000: 40 }, 50),
      average: 45,
      category: 'moderate',
    },
    { name: 'an average of exactly 50 dB', ear: thresholds({}, 50), average: 50, category: 'specialist' },
    {
      name: 'one tone not heard at all, however good the rest',
      ear: thresholds({ 8000: null }, 0),
      average: 0,
      category: 'specialist',
    },
    {
      name: 'high-frequency loss at 8000 Hz alone does not move the average',
      ear: thresholds({ 8000: 60 }, 5),
      average: 5,
      category: 'normal',
    },
    {
      name: 'no response at 1000 Hz counts as 80 dB in the average',
      ear: thresholds({ 1000: null }, 0),
      average: 20,
      category: 'specialist',
    },
  ] as const)('$name', ({ ear, average, category }) => {
    expect(classifyEar(ear)).toEqual({ thresholds: ear, average, category });
  });

  it.for([
    {
      name: 'both ears normal',
      left: 10,
      right: 5,
      category: 'normal',
      asymmetric: false,
      overall: 'normal',
    },
    {
      name: 'one ear normal, one mild',
      left: 15,
      right: 25,
      category: 'mild',
      asymmetric: false,
      overall: 'mild',
    },
    {
      name: 'the worse ear decides',
      left: 30,
      right: 40,
      category: 'moderate',
      asymmetric: false,
      overall: 'moderate',
    },
    {
      name: 'ears 15 dB apart, both normal',
      left: -5,
      right: 10,
      category: 'normal',
      asymmetric: true,
      overall: 'specialist',
    },
    {
      name: 'ears 15 dB apart, one mild',
      left: 25,
      right: 10,
      category: 'mild',
      asymmetric: true,
      overall: 'specialist',
    },
  ] as const)('$name: overall $overall', ({ left, right, category, asymmetric, overall }) => {
    const result = summarize({ left: thresholds({}, left), right: thresholds({}, right) });
    expect({ category: result.category, asymmetric: result.asymmetric, overall: result.overall }).toEqual({
      category,
      asymmetric,
      overall,
    });
  });
});

const testingStart: Extract<HearingTestState, { step: 'testing' }> = {
  step: 'testing',
  volume: volumeSteps.initial,
  ear: 'left',
  frequency: 1000,
  track: newThresholdTrack,
  thresholds: { left: {}, right: {} },
};

describe('§2 hearing test: the steps', () => {
  it.for<{ name: string; state: HearingTestState; event: HearingTestEvent; next: HearingTestState }>([
    {
      name: 'starting opens the headphone check on the left',
      state: initialHearingTestState,
      event: { type: 'start' },
      next: { step: 'headphones', channel: 'left' },
    },
    {
      name: 'the tone heard on the left moves the check to the right',
      state: { step: 'headphones', channel: 'left' },
      event: { type: 'answer-channel', heardOn: 'left' },
      next: { step: 'headphones', channel: 'right' },
    },
    {
      name: 'the tone heard on the right passes the check: the volume comes next',
      state: { step: 'headphones', channel: 'right' },
      event: { type: 'answer-channel', heardOn: 'right' },
      next: { step: 'calibration', volume: volumeSteps.initial },
    },
    {
      name: 'the tone heard on the wrong side: headphones swapped',
      state: { step: 'headphones', channel: 'left' },
      event: { type: 'answer-channel', heardOn: 'right' },
      next: { step: 'headphones', channel: 'left', problem: 'wrong-side' },
    },
    {
      name: 'the tone not heard: headphones not connected or muted',
      state: { step: 'headphones', channel: 'right' },
      event: { type: 'answer-channel', heardOn: 'none' },
      next: { step: 'headphones', channel: 'right', problem: 'not-heard' },
    },
    {
      name: 'a right answer after a problem clears it',
      state: { step: 'headphones', channel: 'left', problem: 'wrong-side' },
      event: { type: 'answer-channel', heardOn: 'left' },
      next: { step: 'headphones', channel: 'right' },
    },
    {
      name: 'louder raises the volume by one step',
      state: { step: 'calibration', volume: -35 },
      event: { type: 'volume-up' },
      next: { step: 'calibration', volume: -30 },
    },
    {
      name: 'quieter lowers the volume by one step',
      state: { step: 'calibration', volume: -35 },
      event: { type: 'volume-down' },
      next: { step: 'calibration', volume: -40 },
    },
    {
      name: 'a comfortable volume starts the test: left ear, 1000 Hz, clearly audible',
      state: { step: 'calibration', volume: volumeSteps.initial },
      event: { type: 'confirm-volume' },
      next: testingStart,
    },
    {
      name: 'an answer moves the threshold search on',
      state: testingStart,
      event: { type: 'heard' },
      next: {
        ...testingStart,
        track: { level: 30, ascending: false, heardOnAscent: {}, presentations: 1 },
      },
    },
    {
      name: 'a threshold found moves on to the next frequency',
      state: {
        ...testingStart,
        track: { level: 10, ascending: true, heardOnAscent: { 10: 1 }, presentations: 9 },
      },
      event: { type: 'heard' },
      next: { ...testingStart, frequency: 2000, thresholds: { left: { 1000: 10 }, right: {} } },
    },
    {
      name: 'after the last frequency of the left ear, the right ear starts at 1000 Hz',
      state: {
        ...testingStart,
        frequency: 500,
        track: { level: 75, ascending: true, heardOnAscent: {}, presentations: 7 },
        thresholds: { left: { 1000: 10, 2000: 10, 4000: 15, 8000: 20 }, right: {} },
      },
      event: { type: 'not-heard' },
      next: {
        ...testingStart,
        ear: 'right',
        thresholds: { left: { 1000: 10, 2000: 10, 4000: 15, 8000: 20, 500: null }, right: {} },
      },
    },
    {
      name: 'restarting goes back to the intro from any step',
      state: testingStart,
      event: { type: 'restart' },
      next: initialHearingTestState,
    },
  ])('$name', ({ state, event, next }) => {
    expect(transition(state, event)).toEqual(next);
  });

  it.for<{ name: string; state: HearingTestState; event: HearingTestEvent }>([
    {
      name: 'an answer before the test has started',
      state: initialHearingTestState,
      event: { type: 'heard' },
    },
    { name: 'restarting on the intro', state: initialHearingTestState, event: { type: 'restart' } },
    {
      name: 'louder at the loudest volume',
      state: { step: 'calibration', volume: volumeSteps.max },
      event: { type: 'volume-up' },
    },
    {
      name: 'quieter at the quietest volume',
      state: { step: 'calibration', volume: volumeSteps.min },
      event: { type: 'volume-down' },
    },
    {
      name: 'a channel answer during the test',
      state: testingStart,
      event: { type: 'answer-channel', heardOn: 'left' },
    },
    {
      name: 'an answer on the result',
      state: { step: 'result', result: summarize({ left: thresholds({}, 10), right: thresholds({}, 10) }) },
      event: { type: 'heard' },
    },
  ])('ignores $name (the same state comes back)', ({ state, event }) => {
    expect(transition(state, event)).toBe(state);
  });

  it('runs a whole test for a listener and summarizes both ears', () => {
    const hearing = {
      left: { 500: 10, 1000: 5, 2000: 10, 4000: 20, 8000: 35 },
      right: { 500: 25, 1000: 30, 2000: 35, 4000: 50, 8000: 80 },
    } as const;
    let state = transition(initialHearingTestState, { type: 'start' });
    state = transition(state, { type: 'answer-channel', heardOn: 'left' });
    state = transition(state, { type: 'answer-channel', heardOn: 'right' });
    state = transition(state, { type: 'volume-up' });
    state = transition(state, { type: 'confirm-volume' });
    let tones = 0;
    while (state.step === 'testing') {
      tones += 1;
      const heard = state.track.level >= hearing[state.ear][state.frequency];
      state = transition(state, { type: heard ? 'heard' : 'not-heard' });
    }
    expect(state.step).toBe('result');
    if (state.step !== 'result') return;
    expect(state.result.left).toEqual({ thresholds: hearing.left, average: 11.25, category: 'normal' });
    expect(state.result.right).toEqual({
      thresholds: { ...hearing.right, 8000: null },
      average: 35,
      category: 'specialist',
    });
    expect(state.result).toMatchObject({ category: 'specialist', asymmetric: true, overall: 'specialist' });
    expect(tones).toBeLessThan(10 * thresholdSearch.maxPresentations);
  });
});

describe('§2 hearing test: the tone each step plays', () => {
  it.for<{ name: string; state: HearingTestState; tone: ReturnType<typeof toneOf> }>([
    { name: 'none on the intro', state: initialHearingTestState, tone: undefined },
    {
      name: 'the headphone check: 1000 Hz on one side at the starting volume',
      state: { step: 'headphones', channel: 'right', problem: 'not-heard' },
      tone: { frequency: 1000, channel: 'right', gainDb: volumeSteps.initial },
    },
    {
      name: 'the volume step: 1000 Hz on both ears at the chosen volume',
      state: { step: 'calibration', volume: -20 },
      tone: { frequency: 1000, channel: 'both', gainDb: -20 },
    },
    {
      name: 'a test tone: the level relative to the comfortable volume (40 dB is 20 dB quieter)',
      state: { ...testingStart, ear: 'right', frequency: 4000, volume: -30 },
      tone: { frequency: 4000, channel: 'right', gainDb: -30 + 40 - comfortableLevel },
    },
    {
      name: 'a test tone never louder than full scale',
      state: {
        ...testingStart,
        volume: volumeSteps.max + 20,
        track: { ...newThresholdTrack, level: thresholdSearch.maxLevel },
      },
      tone: { frequency: 1000, channel: 'left', gainDb: 0 },
    },
  ])('$name', ({ state, tone }) => {
    expect(toneOf(state)).toEqual(tone);
  });
});

describe('§2 hearing test: progress as the shopper sees it', () => {
  it.for([
    ['left', 1000, 1],
    ['left', 500, 5],
    ['right', 1000, 6],
    ['right', 500, 10],
  ] as const)('%s ear at %s Hz is search %s of 10', ([ear, frequency, index]) => {
    expect(testProgress({ ...testingStart, ear, frequency })).toEqual({
      index,
      total: 10,
    });
  });

  it.for([
    [volumeSteps.min, 1],
    [volumeSteps.initial, 5],
    [volumeSteps.max, 9],
  ] as const)('volume %s dB is step %s of 9', ([volume, index]) => {
    expect(volumeStep(volume)).toEqual({ index, total: 9 });
  });
});
