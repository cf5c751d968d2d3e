import { Alert, Button } from '@lumen/design-system';
import type { ShopIdentity } from '@lumen/domain';
import { useEffect, useId, useMemo, useRef, useState, type ComponentProps } from 'react';
import { MissingBlockDataNotice, useBlockData } from '../block-data/block-data-provider.tsx';
import { useBlockTexts, type BlockTexts } from '../i18n/block-texts.ts';
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
import { createWebAudioTonePlayer, type TonePlayer } from './tone-player.ts';
import { InteractiveSection } from '../interactive-section/interactive-section.tsx';

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3' } as const satisfies Record<HearingTestHeadingLevel, string>;
/** Headings of the steps, one level below the headline. */
const stepHeadingTags = { 1: 'h2', 2: 'h3', 3: 'h4' } as const satisfies Record<
  HearingTestHeadingLevel,
  string
>;
/** What the intro lists as needed, in order: keys of `hearingTest.intro.needs` in the block texts. */
const introNeeds = ['headphones', 'quietRoom', 'time'] as const;

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
 * Its texts are the `hearingTest` block texts of the page's language; its number format and booking
 * link follow the shop of the page's `BlockDataProvider`;
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
  const t = useBlockTexts('hearingTest');
  const formatNumber = useMemo(() => {
    const format = new Intl.NumberFormat(shop.locale);
    return (value: number) => format.format(value);
  }, [shop.locale]);
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

  const StepHeading = stepHeadingTags[headingLevel];
  const stepIndex = state.step === 'intro' ? 0 : numberedSteps.indexOf(state.step) + 1;

  return (
    <InteractiveSection
      slotName="hearing-test"
      frame="card"
      headline={headline}
      headingTag={headingTags[headingLevel]}
      width="3xl"
      data-step={state.step}
      className={className}
      {...props}
    >
      {state.step !== 'intro' && (
        <StepHeading
          ref={state.step === 'testing' ? undefined : focusHere}
          tabIndex={-1}
          data-slot="hearing-test-step"
          className="text-lg font-semibold"
        >
          {t('stepOf', {
            index: stepIndex,
            total: numberedSteps.length,
            name: t(`stepNames.${state.step}`),
          })}
        </StepHeading>
      )}
      <p role="status" data-slot="hearing-test-announcement" className="sr-only">
        {announcement(state, t, formatNumber)}
      </p>
      <StepView
        state={state}
        t={t}
        intro={intro}
        send={send}
        playAgain={playAgain}
        formatNumber={formatNumber}
        focusHere={focusHere}
      />
      {state.step === 'result' && (
        <HearingTestResultView
          result={state.result}
          formatNumber={formatNumber}
          bookingHref={hearingAppointmentHref(shop)}
          headingTag={partHeadingTags[headingLevel]}
          onSendResult={offerSending ? onSendResult : undefined}
        />
      )}
      {state.step !== 'intro' && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => send({ type: 'restart' })}>
          {t('restart')}
        </Button>
      )}
    </InteractiveSection>
  );
}

/** What the live region says: where the shopper is within a step (the step itself gets the focus). */
function announcement(
  state: HearingTestState,
  t: BlockTexts<'hearingTest'>,
  formatNumber: (value: number) => string,
) {
  switch (state.step) {
    case 'intro':
    case 'result':
      return '';
    case 'headphones':
      return t('headphones.checkOf', { index: state.channel === 'left' ? 1 : 2, total: 2 });
    case 'calibration': {
      const { index, total } = volumeStep(state.volume);
      return t('calibration.volume', { index, total });
    }
    case 'testing': {
      const { index, total } = testProgress(state);
      return t('testing.position', {
        ear: t(`ears.${state.ear}`),
        frequency: t('hertz', { value: formatNumber(state.frequency) }),
        index,
        total,
      });
    }
  }
}

type StepViewProps = {
  state: HearingTestState;
  t: BlockTexts<'hearingTest'>;
  intro: string | undefined;
  send: (event: HearingTestEvent) => void;
  playAgain: () => void;
  formatNumber: (value: number) => string;
  /** Marks where the focus goes when this step opens, if the step heading is not the place. */
  focusHere: (element: HTMLElement | null) => void;
};

function StepView({ state, t, intro, send, playAgain, formatNumber, focusHere }: StepViewProps) {
  switch (state.step) {
    case 'intro':
      return (
        <div data-slot="hearing-test-intro" className="flex flex-col gap-4">
          <p className="max-w-prose text-lg">{intro ?? t('intro.text')}</p>
          <div>
            <p className="font-semibold">{t('intro.needsHeading')}</p>
            <ul className="list-disc ps-5">
              {introNeeds.map((need) => (
                <li key={need}>{t(`intro.needs.${need}`)}</li>
              ))}
            </ul>
          </div>
          <p className="max-w-prose text-sm">{t('intro.privacy')}</p>
          <p className="max-w-prose text-sm text-foreground-muted">{t('disclaimer')}</p>
          <Button ref={focusHere} size="lg" className="self-start" onClick={() => send({ type: 'start' })}>
            {t('intro.start')}
          </Button>
        </div>
      );
    case 'headphones':
      return (
        <HeadphoneCheck
          state={state}
          t={t}
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
          <p className="max-w-prose">{t('calibration.instruction')}</p>
          <div className="flex flex-wrap items-center gap-3">
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
            <Button
              variant="secondary"
              aria-disabled={atMin || undefined}
              onClick={() => send({ type: 'volume-down' })}
            >
              {t('calibration.quieter')}
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
              {t('calibration.louder')}
            </Button>
          </div>
          <p className="text-sm font-semibold" data-slot="hearing-test-volume">
            {t('calibration.volume', { index, total })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => send({ type: 'confirm-volume' })}>
              {t('calibration.confirm')}
            </Button>
          </div>
        </div>
      );
    }
    case 'testing': {
      const { index, total } = testProgress(state);
      const ear = t(`ears.${state.ear}`);
      const frequency = t('hertz', { value: formatNumber(state.frequency) });
      return (
        <div
          data-slot="hearing-test-testing"
          data-ear={state.ear}
          data-frequency={state.frequency}
          className="flex flex-col gap-4"
        >
          <p className="max-w-prose">{t('testing.instruction')}</p>
          <div className="flex flex-col gap-2 rounded-md bg-surface-muted p-4">
            <p className="text-lg font-semibold">
              {ear} · {frequency}
            </p>
            <div
              role="progressbar"
              aria-label={t('testing.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={index - 1}
              aria-valuetext={t('testing.position', { ear, frequency, index, total })}
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
              {t('testing.heard')}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => send({ type: 'not-heard' })}>
              {t('testing.notHeard')}
            </Button>
            <Button variant="ghost" size="lg" onClick={playAgain}>
              {t('testing.playAgain')}
            </Button>
          </div>
          <p className="max-w-prose text-sm text-foreground-muted">{t('testing.keyboardHint')}</p>
        </div>
      );
    }
    case 'result':
      return null;
  }
}

type HeadphoneCheckProps = {
  state: Extract<HearingTestState, { step: 'headphones' }>;
  t: BlockTexts<'hearingTest'>;
  onAnswer: (heardOn: 'left' | 'right' | 'none') => void;
  playAgain: () => void;
};

function HeadphoneCheck({ state, t, onAnswer, playAgain }: HeadphoneCheckProps) {
  const questionId = useId();
  const problem =
    state.problem === 'wrong-side'
      ? t(`headphones.wrongSide.${state.channel}`)
      : state.problem === 'not-heard'
        ? t('headphones.problems.not-heard')
        : undefined;
  return (
    <div data-slot="hearing-test-headphones" data-channel={state.channel} className="flex flex-col gap-4">
      <p className="max-w-prose">{t('headphones.instruction')}</p>
      {problem && <Alert kind="WARNING" description={problem} />}
      <p id={questionId} className="font-semibold">
        {t('headphones.question')}
      </p>
      <div role="group" aria-labelledby={questionId} className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onAnswer('left')}>
          {t('headphones.answers.left')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('right')}>
          {t('headphones.answers.right')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('none')}>
          {t('headphones.answers.none')}
        </Button>
      </div>
      <Button variant="ghost" className="self-start" onClick={playAgain}>
        {t('headphones.playAgain')}
      </Button>
    </div>
  );
}
