import { Alert, Button, cn } from '@lumen/design-system';
import type { ShopIdentity } from '@lumen/domain';
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import {
  MissingBlockDataNotice,
  useBlockData,
  useBlockMessages,
} from '../block-data/block-data-provider.tsx';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import {
  hearingAppointmentHref,
  useHearingTestEnvironment,
  type HearingTestEnvironment,
} from './hearing-test-provider.tsx';
import { HearingTestResultView } from './hearing-test-result.tsx';
import {
  initialHearingTestState,
  numberedSteps,
  testProgress,
  toneOf,
  transition,
  volumeStep,
  volumeSteps,
  type HearingTestEvent,
  type HearingTestState,
} from './hearing-test.machine.ts';
import type { HearingTestContent, HearingTestHeadingLevel } from './hearing-test.schema.ts';
import { hearingTestTexts, type HearingTestTexts } from './hearing-test.texts.ts';
import { createWebAudioTonePlayer, type TonePlayer } from './tone-player.ts';

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3' } as const satisfies Record<HearingTestHeadingLevel, string>;
/** Headings of the steps, one level below the headline. */
const stepHeadingTags = { 1: 'h2', 2: 'h3', 3: 'h4' } as const satisfies Record<
  HearingTestHeadingLevel,
  string
>;
/** Headings inside a step (an ear's result, the send form), two levels below the headline. */
const partHeadingTags = { 1: 'h3', 2: 'h4', 3: 'h5' } as const satisfies Record<
  HearingTestHeadingLevel,
  string
>;

/**
 * Props of `HearingTest`: the parsed content (`HearingTestContentSchema`), editor attributes,
 * section attributes, and the page's tone player and send callback (`HearingTestProvider`), which
 * props override. `initialState` starts the test at a given step, for stories and tests.
 */
export type HearingTestProps = HearingTestContent &
  EditorAttributes &
  HearingTestEnvironment &
  Omit<ComponentProps<'section'>, keyof HearingTestContent | 'children'> & {
    initialState?: HearingTestState;
  };

/**
 * A screening hearing test in the browser: headphone check, a comfortable volume, a threshold
 * search per ear and frequency (500 to 8000 Hz), and a result with a link to book a hearing
 * appointment. The steps are `hearing-test.machine.ts`; this component renders them and plays the
 * tone of each new state. No result leaves the browser unless the shopper consents to sending it.
 * Its texts, number format and booking link follow the shop of the page's `BlockDataProvider`;
 * without one it renders nothing and reports it.
 */
export function HearingTest(props: HearingTestProps) {
  const shop = useBlockData()?.shop;
  if (!shop) return <MissingBlockDataNotice component="hearing_test" items={[{ kind: 'no-provider' }]} />;
  return <HearingTestFlow shop={shop} {...props} />;
}

function HearingTestFlow({
  shop,
  headline,
  intro,
  headingLevel = 2,
  offerSending,
  tonePlayer: tonePlayerProp,
  onSendResult: onSendResultProp,
  initialState = initialHearingTestState,
  className,
  ...props
}: HearingTestProps & { shop: ShopIdentity }) {
  const { tonePlayer, onSendResult } = useHearingTestEnvironment({
    ...(tonePlayerProp && { tonePlayer: tonePlayerProp }),
    ...(onSendResultProp && { onSendResult: onSendResultProp }),
  });
  const texts = useBlockMessages(hearingTestTexts);
  const formatNumber = useMemo(() => {
    const format = new Intl.NumberFormat(shop.locale);
    return (value: number) => format.format(value);
  }, [shop.locale]);
  const headingId = useId();
  const [state, setState] = useState(initialState);

  // The block's own Web Audio player, opened on the first tone; a player from the page is the page's.
  const ownPlayer = useRef<TonePlayer | null>(null);
  useEffect(() => {
    if (tonePlayer) return () => tonePlayer.stop();
    return () => {
      void ownPlayer.current?.close();
      ownPlayer.current = null;
    };
  }, [tonePlayer]);
  function player(): TonePlayer {
    if (tonePlayer) return tonePlayer;
    ownPlayer.current ??= createWebAudioTonePlayer();
    return ownPlayer.current;
  }

  // Each step change moves the focus to the step (its heading, or the answer to give), not on load.
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusHere = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    focusTarget.current?.focus();
  }, [state.step]);

  /** Sends an event; a state that changed plays its tone (from the click, which browsers require). */
  function send(event: HearingTestEvent) {
    const next = transition(state, event);
    if (next === state) return;
    setState(next);
    const tone = toneOf(next);
    if (tone) void player().play(tone);
    else (tonePlayer ?? ownPlayer.current)?.stop();
  }

  function playAgain() {
    const tone = toneOf(state);
    if (tone) void player().play(tone);
  }

  const Heading = headingTags[headingLevel];
  const StepHeading = stepHeadingTags[headingLevel];
  const stepIndex = state.step === 'intro' ? 0 : numberedSteps.indexOf(state.step) + 1;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="hearing-test"
      data-step={state.step}
      className={cn('mx-auto w-full max-w-3xl px-4 py-10 md:px-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-5 text-foreground md:p-8">
        <Heading
          id={headingId}
          data-slot="hearing-test-headline"
          className="text-2xl font-bold text-balance lg:text-3xl"
        >
          {headline}
        </Heading>
        {state.step !== 'intro' && (
          <StepHeading
            ref={state.step === 'testing' ? undefined : focusHere}
            tabIndex={-1}
            data-slot="hearing-test-step"
            className="text-lg font-semibold"
          >
            {texts.stepOf(stepIndex, numberedSteps.length, texts.stepNames[state.step])}
          </StepHeading>
        )}
        <p role="status" data-slot="hearing-test-announcement" className="sr-only">
          {announcement(state, texts, formatNumber)}
        </p>
        <StepView
          state={state}
          texts={texts}
          intro={intro}
          send={send}
          playAgain={playAgain}
          formatNumber={formatNumber}
          focusHere={focusHere}
        />
        {state.step === 'result' && (
          <HearingTestResultView
            result={state.result}
            texts={texts}
            formatNumber={formatNumber}
            bookingHref={hearingAppointmentHref(shop)}
            headingTag={partHeadingTags[headingLevel]}
            onSendResult={offerSending ? onSendResult : undefined}
          />
        )}
        {state.step !== 'intro' && (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => send({ type: 'restart' })}>
            {texts.restart}
          </Button>
        )}
      </div>
    </section>
  );
}

/** What the live region says: where the shopper is within a step (the step itself gets the focus). */
function announcement(
  state: HearingTestState,
  texts: HearingTestTexts,
  formatNumber: (value: number) => string,
) {
  switch (state.step) {
    case 'intro':
    case 'result':
      return '';
    case 'headphones':
      return texts.headphones.checkOf(state.channel === 'left' ? 1 : 2, 2);
    case 'calibration': {
      const { index, total } = volumeStep(state.volume);
      return texts.calibration.volume(index, total);
    }
    case 'testing': {
      const { index, total } = testProgress(state);
      return texts.testing.position(
        texts.ears[state.ear],
        texts.hertz(formatNumber(state.frequency)),
        index,
        total,
      );
    }
  }
}

type StepViewProps = {
  state: HearingTestState;
  texts: HearingTestTexts;
  intro: string | undefined;
  send: (event: HearingTestEvent) => void;
  playAgain: () => void;
  formatNumber: (value: number) => string;
  /** Marks where the focus goes when this step opens, if the step heading is not the place. */
  focusHere: (element: HTMLElement | null) => void;
};

function StepView({ state, texts, intro, send, playAgain, formatNumber, focusHere }: StepViewProps) {
  switch (state.step) {
    case 'intro':
      return (
        <div data-slot="hearing-test-intro" className="flex flex-col gap-4">
          <p className="max-w-prose text-lg">{intro ?? texts.intro.text}</p>
          <div>
            <p className="font-semibold">{texts.intro.needsHeading}</p>
            <ul className="list-disc ps-5">
              {texts.intro.needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </div>
          <p className="max-w-prose text-sm">{texts.intro.privacy}</p>
          <p className="max-w-prose text-sm text-foreground-muted">{texts.disclaimer}</p>
          <Button ref={focusHere} size="lg" className="self-start" onClick={() => send({ type: 'start' })}>
            {texts.intro.start}
          </Button>
        </div>
      );
    case 'headphones':
      return (
        <HeadphoneCheck
          state={state}
          texts={texts.headphones}
          onAnswer={(heardOn) => send({ type: 'answer-channel', heardOn })}
          playAgain={playAgain}
        />
      );
    case 'calibration': {
      const { index, total } = volumeStep(state.volume);
      const atMin = state.volume <= volumeSteps.min;
      const atMax = state.volume >= volumeSteps.max;
      return (
        <div data-slot="hearing-test-calibration" className="flex flex-col gap-4">
          <p className="max-w-prose">{texts.calibration.instruction}</p>
          <div className="flex flex-wrap items-center gap-3">
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
            <Button
              variant="secondary"
              aria-disabled={atMin || undefined}
              onClick={() => send({ type: 'volume-down' })}
            >
              {texts.calibration.quieter}
            </Button>
            <span aria-hidden className="flex h-8 items-end gap-1" data-slot="hearing-test-volume-meter">
              {Array.from({ length: total }, (_, step) => (
                <span
                  key={step}
                  data-filled={step < index || undefined}
                  className="w-2 rounded-sm bg-border data-filled:bg-accent"
                  style={{ height: `${((step + 1) / total) * 100}%` }}
                />
              ))}
            </span>
            <Button
              variant="secondary"
              aria-disabled={atMax || undefined}
              onClick={() => send({ type: 'volume-up' })}
            >
              {texts.calibration.louder}
            </Button>
          </div>
          <p className="text-sm font-semibold" data-slot="hearing-test-volume">
            {texts.calibration.volume(index, total)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => send({ type: 'confirm-volume' })}>
              {texts.calibration.confirm}
            </Button>
          </div>
        </div>
      );
    }
    case 'testing': {
      const { index, total } = testProgress(state);
      const ear = texts.ears[state.ear];
      const frequency = texts.hertz(formatNumber(state.frequency));
      return (
        <div
          data-slot="hearing-test-testing"
          data-ear={state.ear}
          data-frequency={state.frequency}
          className="flex flex-col gap-4"
        >
          <p className="max-w-prose">{texts.testing.instruction}</p>
          <div className="flex flex-col gap-2 rounded-md bg-surface-muted p-4">
            <p className="text-lg font-semibold">
              {ear} · {frequency}
            </p>
            <div
              role="progressbar"
              aria-label={texts.testing.progressLabel}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={index - 1}
              aria-valuetext={texts.testing.position(ear, frequency, index, total)}
              className="h-2 w-full overflow-hidden rounded-full bg-border"
            >
              <div
                className="h-full rounded-full bg-accent"
                style={{ width: `${((index - 1) / total) * 100}%` }}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button ref={focusHere} size="lg" onClick={() => send({ type: 'heard' })}>
              {texts.testing.heard}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => send({ type: 'not-heard' })}>
              {texts.testing.notHeard}
            </Button>
            <Button variant="ghost" size="lg" onClick={playAgain}>
              {texts.testing.playAgain}
            </Button>
          </div>
          <p className="max-w-prose text-sm text-foreground-muted">{texts.testing.keyboardHint}</p>
        </div>
      );
    }
    case 'result':
      return null;
  }
}

type HeadphoneCheckProps = {
  state: Extract<HearingTestState, { step: 'headphones' }>;
  texts: HearingTestTexts['headphones'];
  onAnswer: (heardOn: 'left' | 'right' | 'none') => void;
  playAgain: () => void;
};

function HeadphoneCheck({ state, texts, onAnswer, playAgain }: HeadphoneCheckProps) {
  const questionId = useId();
  const problem =
    state.problem === 'wrong-side'
      ? texts.wrongSide[state.channel]
      : state.problem === 'not-heard'
        ? texts.problems['not-heard']
        : undefined;
  return (
    <div data-slot="hearing-test-headphones" data-channel={state.channel} className="flex flex-col gap-4">
      <p className="max-w-prose">{texts.instruction}</p>
      {problem && <Alert kind="WARNING" description={problem} />}
      <p id={questionId} className="font-semibold">
        {texts.question}
      </p>
      <div role="group" aria-labelledby={questionId} className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onAnswer('left')}>
          {texts.answers.left}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('right')}>
          {texts.answers.right}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('none')}>
          {texts.answers.none}
        </Button>
      </div>
      <Button variant="ghost" className="self-start" onClick={playAgain}>
        {texts.playAgain}
      </Button>
    </div>
  );
}
