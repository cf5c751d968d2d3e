import {
  ArrowRightIcon,
  Button,
  ChevronLeftIcon,
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  FieldLabel,
  Link,
  RadioGroup,
  RadioGroupItem,
} from '@lumen/design-system';
import { useEffect, useId, useReducer, useRef, type ComponentProps, type FormEvent, type Ref } from 'react';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import {
  initialQuestionnaireState,
  isLastStep,
  questionnaireGraph,
  questionnaireProgress,
  transition,
  type QuestionnaireEvent,
  type QuestionnaireState,
} from './questionnaire.machine.ts';
import type { QuestionnaireContent } from './questionnaire.schema.ts';
import { InteractiveSection } from '../interactive-section/interactive-section.tsx';

type SectionProps = Omit<ComponentProps<'section'>, keyof QuestionnaireContent | 'children'>;

/**
 * Props of `Questionnaire`: the parsed content (`QuestionnaireContentSchema`), editor attributes
 * and section attributes. Its own texts are the `questionnaire` block texts of the page's language.
 */
export type QuestionnaireProps = QuestionnaireContent & EditorAttributes & SectionProps;

/**
 * A guided choice: one question per step, answers that branch to further steps or to a result,
 * and a result linking to filtered listings. Back returns to the previous step with its answer.
 */
export function Questionnaire(props: QuestionnaireProps) {
  // Content is parsed again on every render of the page; only a changed graph (an editor editing
  // the draft in preview) starts the questionnaire over.
  const shape = JSON.stringify([
    props.steps.map((step) => [step.key, step.answers.map((answer) => answer.next)]),
    props.results.map((result) => result.key),
  ]);
  return <QuestionnaireFlow key={shape} {...props} />;
}

function QuestionnaireFlow(props: QuestionnaireProps) {
  const [state, dispatch] = useReducer(transition, undefined, (): QuestionnaireState =>
    initialQuestionnaireState(questionnaireGraph(props.steps, props.results)),
  );
  return <QuestionnaireView {...props} state={state} onEvent={dispatch} />;
}

/** Props of `QuestionnaireView`: the content, the machine's state and where its events go. */
export type QuestionnaireViewProps = QuestionnaireProps & {
  state: QuestionnaireState;
  onEvent: (event: QuestionnaireEvent) => void;
};

/** Renders one state of the questionnaire; `Questionnaire` drives it with the machine. */
export function QuestionnaireView({
  headline,
  intro,
  steps,
  results,
  state,
  onEvent,
  className,
  ...props
}: QuestionnaireViewProps) {
  const { view, history } = state;
  const viewKey = view.kind === 'step' ? `step:${view.step}` : `result:${view.result}`;

  // The new step's heading takes the focus, so keyboard and screen reader users start reading
  // there; the first step does not, as the page was not asked to move.
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    viewHeadingRef.current?.focus();
  }, [viewKey]);

  return (
    <InteractiveSection
      slotName="questionnaire"
      headline={headline}
      text={intro}
      width="2xl"
      data-view={view.kind}
      className={className}
      {...props}
    >
      {view.kind === 'step' ? (
        <QuestionnaireStepForm
          step={steps.find((step) => step.key === view.step)}
          selected={view.selected}
          missingAnswer={view.missingAnswer}
          progress={questionnaireProgress(state)}
          last={isLastStep(state)}
          canGoBack={history.length > 0}
          headingRef={viewHeadingRef}
          onEvent={onEvent}
        />
      ) : (
        <QuestionnaireResultPanel
          result={results.find((result) => result.key === view.result)}
          headingRef={viewHeadingRef}
          onEvent={onEvent}
        />
      )}
    </InteractiveSection>
  );
}

type StepFormProps = {
  step: QuestionnaireContent['steps'][number] | undefined;
  selected: number | undefined;
  missingAnswer: boolean;
  progress: { current: number; total: number } | undefined;
  last: boolean;
  canGoBack: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onEvent: (event: QuestionnaireEvent) => void;
};

function QuestionnaireStepForm({
  step,
  selected,
  missingAnswer,
  progress,
  last,
  canGoBack,
  headingRef,
  onEvent,
}: StepFormProps) {
  const t = useBlockTexts('questionnaire');
  const questionId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // The schema guarantees every step the machine reaches; nothing to show if it did not.
  if (!step) return null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onEvent({ type: 'next' });
    // The error is no live region: the focus goes to the group it describes (design system Field).
    if (selected === undefined) groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  }

  return (
    <form noValidate onSubmit={handleSubmit} data-slot="questionnaire-step" className="flex flex-col gap-5">
      {progress && (
        <div className="flex flex-col gap-2">
          <p data-slot="questionnaire-progress" className="text-sm font-semibold text-foreground-muted">
            {t('progress', { current: progress.current, total: progress.total })}
          </p>
          {/* The text above says it; the bar only draws it. */}
          <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted">
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${(progress.current / progress.total) * 100}%` }}
            />
          </div>
        </div>
      )}
      <Field className="gap-3">
        <h3
          ref={headingRef}
          id={questionId}
          tabIndex={-1}
          data-slot="questionnaire-question"
          className="text-xl font-semibold text-balance"
        >
          {step.question}
        </h3>
        {step.hint && <FieldDescription className="-mt-1">{step.hint}</FieldDescription>}
        <RadioGroup
          ref={groupRef}
          aria-labelledby={questionId}
          required
          value={selected === undefined ? '' : String(selected)}
          onValueChange={(value) => onEvent({ type: 'select', answer: Number(value) })}
        >
          {step.answers.map((answer, index) => (
            <Field
              key={index}
              orientation="horizontal"
              className="rounded-md border border-border p-4 has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent-subtle"
            >
              <RadioGroupItem value={String(index)} className="mt-0.5" />
              <FieldContent>
                <FieldLabel className="font-normal">{answer.label}</FieldLabel>
                {answer.description && <FieldDescription>{answer.description}</FieldDescription>}
              </FieldContent>
            </Field>
          ))}
        </RadioGroup>
        <FieldError>{missingAnswer && t('chooseAnswer')}</FieldError>
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {canGoBack ? (
          <Button variant="secondary" onClick={() => onEvent({ type: 'back' })}>
            <ChevronLeftIcon />
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">
          {last ? t('showResult') : t('next')}
          <ArrowRightIcon />
        </Button>
      </div>
    </form>
  );
}

type ResultPanelProps = {
  result: QuestionnaireContent['results'][number] | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onEvent: (event: QuestionnaireEvent) => void;
};

function QuestionnaireResultPanel({ result, headingRef, onEvent }: ResultPanelProps) {
  const t = useBlockTexts('questionnaire');
  if (!result) return null;
  return (
    <div data-slot="questionnaire-result" className="flex flex-col gap-5 rounded-lg bg-surface-muted p-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-accent">{t('resultLabel')}</p>
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-balance">
          {result.headline}
        </h3>
      </div>
      {result.text && <p>{result.text}</p>}
      <ul data-slot="questionnaire-recommendations" className="flex flex-col gap-3">
        {result.recommendations.map((recommendation, index) => (
          <li key={index} className="flex flex-col gap-1 rounded-md bg-surface p-4">
            <Link variant="standalone" href={recommendation.href}>
              {recommendation.label}
              <ArrowRightIcon className="size-4" />
            </Link>
            {recommendation.text && <p className="text-sm text-foreground-muted">{recommendation.text}</p>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onEvent({ type: 'back' })}>
          <ChevronLeftIcon />
          {t('back')}
        </Button>
        <Button variant="ghost" onClick={() => onEvent({ type: 'restart' })}>
          {t('restart')}
        </Button>
      </div>
    </div>
  );
}
