import type { LanguageCode } from '@lumen/domain';
import {
  comfortableLevel,
  summarize,
  testFrequencies,
  type Ear,
  type EarThresholds,
  type HearingTestResult,
  type TestFrequency,
  type Threshold,
} from './hearing-test.machine.ts';
import type { HearingTestBlok } from './hearing-test.schema.ts';
import type { Tone, TonePlayer } from './tone-player.ts';

/*
 * Hearing test content as the content API delivers it, in every shop language, plus what stories
 * and tests need to run the test without sound: a player that records tones and a listener who
 * hears a tone from a given level on.
 */

export const hearingTestFixtures: Record<LanguageCode, HearingTestBlok> = {
  de: {
    _uid: '5b1c0e7a-2f4d-4a8b-9c3e-7d6f5a4b3c21',
    component: 'hearing_test',
    _editable:
      '<!--#storyblok#{"name": "hearing_test", "space": "287411", "uid": "5b1c0e7a-2f4d-4a8b-9c3e-7d6f5a4b3c21", "id": "531822977"}-->',
    headline: 'Online-Hörtest: Wie gut hören Sie?',
    intro:
      'Hören Sie Gespräche in lauter Umgebung schlechter als früher? Der kostenlose Hörtest zeigt in fünf Minuten, ob sich ein Termin bei unseren Hörakustikern lohnt.',
    heading_level: 'h1',
    offer_sending: true,
  },
  fr: {
    _uid: 'a7e3c9d1-6b2f-4e8a-b4c7-1d9e0f2a3b4c',
    component: 'hearing_test',
    headline: 'Test auditif en ligne\u00a0: comment entendez-vous\u00a0?',
    intro: '',
    heading_level: 'h1',
    offer_sending: true,
  },
  it: {
    _uid: 'c4d8e2f6-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
    component: 'hearing_test',
    headline: 'Test dell’udito online: quanto ci senti?',
    intro:
      'Ti capita di faticare a seguire una conversazione al ristorante? In cinque minuti il test gratuito ti mostra se vale la pena fissare un appuntamento con i nostri audioprotesisti.',
    heading_level: 'h2',
    offer_sending: false,
  },
  pl: {
    _uid: 'e9f1a2b3-c4d5-4e6f-a7b8-c9d0e1f2a3b4',
    component: 'hearing_test',
    headline: 'Internetowy test słuchu: jak dobrze słyszysz?',
    intro:
      'Coraz trudniej Ci zrozumieć rozmowę w hałasie? Bezpłatny test w pięć minut pokaże, czy warto umówić się do naszego protetyka słuchu.',
    offer_sending: true,
  },
  cs: {
    _uid: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
    component: 'hearing_test',
    headline: 'Online test sluchu: jak dobře slyšíte?',
    heading_level: '',
    offer_sending: true,
  },
};

/** A draft an editor has not finished: no headline, a heading level the block does not offer, "yes" for a checkbox. */
export const hearingTestDraftFixture = {
  _uid: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  component: 'hearing_test',
  headline: ' ',
  intro: 'Testen Sie Ihr Gehör.',
  heading_level: 'h5',
  offer_sending: 'yes',
};

/** A tone player that makes no sound and remembers what it was asked to play. */
export type RecordingTonePlayer = TonePlayer & {
  readonly played: Tone[];
  /** How often the tone was silenced. */
  readonly stops: () => number;
};

export function createRecordingTonePlayer(): RecordingTonePlayer {
  const played: Tone[] = [];
  let stops = 0;
  return {
    played,
    stops: () => stops,
    play(tone) {
      played.push(tone);
      return Promise.resolve();
    },
    stop() {
      stops += 1;
    },
    close: () => Promise.resolve(),
  };
}

/** How well a simulated listener hears: per ear and frequency, the quietest level heard. */
export type Hearing = Readonly<Record<Ear, Readonly<Record<TestFrequency, number>>>>;

/**
 * Whether a simulated listener hears a tone, read from the tone as played: its level on the
 * screening scale is its gain over the comfortable volume the listener chose, plus 60 dB.
 */
export function hearsTone(hearing: Hearing, comfortableVolume: number, tone: Tone): boolean {
  if (tone.channel === 'both') return true;
  const level = tone.gainDb - comfortableVolume + comfortableLevel;
  return level >= hearing[tone.channel][tone.frequency as TestFrequency];
}

export const goodHearing: Hearing = {
  left: { 500: 5, 1000: 0, 2000: 5, 4000: 10, 8000: 15 },
  right: { 500: 10, 1000: 5, 2000: 5, 4000: 15, 8000: 20 },
};

function ear(levels: Readonly<Partial<Record<TestFrequency, Threshold>>>, rest: Threshold): EarThresholds {
  return Object.fromEntries(
    testFrequencies.map((frequency) => [frequency, frequency in levels ? levels[frequency] : rest]),
  ) as EarThresholds;
}

/** Results of every kind, for the result stories. */
export const hearingTestResults = {
  normal: summarize({
    left: ear({ 4000: 15, 8000: 20 }, 5),
    right: ear({ 500: 10, 8000: 25 }, 10),
  }),
  mild: summarize({
    left: ear({ 4000: 35, 8000: 45 }, 20),
    right: ear({ 4000: 40, 8000: 50 }, 25),
  }),
  moderate: summarize({
    left: ear({ 500: 35, 1000: 40 }, 45),
    right: ear({ 500: 30, 1000: 35, 8000: 55 }, 40),
  }),
  specialistAsymmetric: summarize({
    left: ear({ 4000: 20, 8000: 30 }, 10),
    right: ear({ 4000: 65, 8000: null }, 45),
  }),
} satisfies Record<string, HearingTestResult>;
