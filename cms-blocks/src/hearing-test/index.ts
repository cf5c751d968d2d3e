export { HearingTest } from './hearing-test.tsx';
export type { HearingTestProps } from './hearing-test.tsx';
export { HearingTestContentSchema, hearingTestHeadingLevels } from './hearing-test.schema.ts';
export type { HearingTestBlok, HearingTestContent, HearingTestHeadingLevel } from './hearing-test.schema.ts';
export { HearingTestProvider, hearingAppointmentHref } from './hearing-test-provider.tsx';
export type { HearingTestEnvironment, HearingTestProviderProps } from './hearing-test-provider.tsx';
export { hearingCategories, testFrequencies } from './hearing-test.machine.ts';
export type {
  Ear,
  EarResult,
  HearingCategory,
  HearingTestEvent,
  HearingTestResult,
  HearingTestState,
  TestFrequency,
  Threshold,
} from './hearing-test.machine.ts';
export { createWebAudioTonePlayer } from './tone-player.ts';
export type { Tone, ToneChannel, TonePlayer } from './tone-player.ts';
