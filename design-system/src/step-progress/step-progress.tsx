import { useId, type ComponentProps } from 'react';
import { CheckIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * Where the shopper is in a flow of several steps (the lens configurator's seven): a navigation
 * landmark around an ordered list whose current item carries `aria-current="step"`. With
 * `onStepSelect` the finished steps are buttons back to them; the steps ahead never are.
 *
 * From `md` up every step shows in a row, numbered or checked. Below `md` sighted users get a
 * summary instead (counter, current step, bar), and the list is visually hidden but stays in the
 * accessibility tree: the summary is `aria-hidden`, so a screen reader reads one list at every
 * width, not the same facts twice, and the current item carries the counter text for it. The list
 * is the one source for assistive technology, the summary a picture of it. The hidden list holds
 * the back buttons, so it shows itself while the keyboard focus is inside it: a focused control
 * is never invisible (WCAG 2.4.7), also at 400 % zoom, where a desktop window is this small layout.
 * The markers and steps share the look of `OrderProgress`; the behaviour (buttons, summary) is this
 * component's own, so they share no code.
 */

/** One step of the flow. */
export type StepProgressStep = {
  /** What `current` and `onStepSelect` speak of. */
  id: string;
  /** The step's name as shown ("Glastyp", "Sehwerte"). */
  label: string;
};

/** How a step is drawn: finished, the one the shopper is at, or still ahead. */
export type StepProgressStepState = 'complete' | 'current' | 'upcoming';

/** Props of `StepProgress`: the steps, the current one, the texts and the way back. */
export type StepProgressProps = Omit<ComponentProps<'nav'>, 'children' | 'aria-label'> & {
  steps: readonly StepProgressStep[];
  /** The id of the step the shopper is at; an id that is not among `steps` throws. */
  current: string;
  /** Accessible name of the navigation landmark ("Fortschritt", "Progression", "Postęp"). */
  label: string;
  /** The counter from the 1-based position and the number of steps (`(n, total) => \`Schritt ${n} von ${total}\``). */
  counter: (position: number, total: number) => string;
  /** Makes the finished steps buttons that call this with their id; the steps ahead are never buttons. */
  onStepSelect?: (id: string) => void;
  /** Read out with each finished step ("erledigt", "terminé"); visually the check mark says it. */
  completedLabel?: string;
};

function stepState(index: number, currentIndex: number): StepProgressStepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

// The marker and label, as a button or as text: one layout so that both line up with the connectors.
const stepContentClasses = cn(
  'flex w-full min-w-0 items-center gap-3 rounded-md p-1 text-start',
  // Seven columns leave little room: the sides give their padding to the labels.
  'md:flex-col md:items-center md:gap-2 md:px-0.5 md:text-center',
);

export function StepProgress({
  steps,
  current,
  label,
  counter,
  onStepSelect,
  completedLabel,
  className,
  ...props
}: StepProgressProps) {
  const id = useId();
  const currentIndex = steps.findIndex((step) => step.id === current);
  const currentStep = steps[currentIndex];
  if (!currentStep) throw new Error(`StepProgress: no step has the id "${current}".`);
  const total = steps.length;
  const position = currentIndex + 1;
  const counterText = counter(position, total);

  return (
    <nav
      data-slot="step-progress"
      aria-label={label}
      className={cn('flex w-full flex-col gap-4', className)}
      {...props}
    >
      <div data-slot="step-progress-summary" aria-hidden className="flex flex-col gap-1.5 md:hidden">
        <span data-slot="step-progress-counter" className="text-sm font-semibold text-foreground-muted">
          {counterText}
        </span>
        <span
          data-slot="step-progress-current-label"
          className="text-lg font-semibold wrap-break-word hyphens-auto text-foreground"
        >
          {currentStep.label}
        </span>
        <span data-slot="step-progress-bar" className="mt-1 block h-2 overflow-hidden rounded-full bg-border">
          <span
            data-slot="step-progress-bar-fill"
            className="block h-full rounded-full bg-accent transition-[width] duration-normal ease-standard motion-reduce:transition-none"
            style={{ width: `${(position / total) * 100}%` }}
          />
        </span>
      </div>
      <ol
        data-slot="step-progress-list"
        className={cn(
          // Below `md`: hidden but read out, and shown (as a column) while it holds the focus.
          // (max-md: a focus-within rule outweighs a plain `md:` one and would undo the row.)
          'sr-only max-md:focus-within:not-sr-only max-md:focus-within:flex max-md:focus-within:flex-col max-md:focus-within:gap-1',
          'md:not-sr-only md:flex md:flex-row md:items-start',
        )}
      >
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex);
          // Only a finished step leads back; the current and later ones are text.
          const select = state === 'complete' ? onStepSelect : undefined;
          const interactive = select !== undefined;
          const completedId = `${id}-completed-${index}`;
          const marker = (
            <span
              data-slot="step-progress-marker"
              aria-hidden
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums',
                'border-border-strong bg-surface text-foreground-muted',
                'group-data-[state=complete]/step:border-accent group-data-[state=complete]/step:bg-accent group-data-[state=complete]/step:text-accent-foreground',
                'group-data-[state=current]/step:border-accent group-data-[state=current]/step:bg-accent-subtle group-data-[state=current]/step:text-accent',
                '[&_svg]:size-4',
              )}
            >
              {state === 'complete' ? <CheckIcon strokeWidth={2.5} /> : index + 1}
            </span>
          );
          const stepLabel = (
            <span
              data-slot="step-progress-label"
              className={cn(
                // `anywhere`, not `break-word`: only it lets a long word ("Zusammenfassung") narrow a column of seven.
                'min-w-0 text-sm wrap-anywhere hyphens-auto text-foreground-muted',
                'group-data-[state=complete]/step:text-foreground',
                'group-data-[state=current]/step:font-semibold group-data-[state=current]/step:text-foreground',
                // A way back looks like a link: colour and underline, not colour alone.
                interactive &&
                  'text-accent underline decoration-1 underline-offset-4 group-hover/button:decoration-2 group-data-[state=complete]/step:text-accent',
              )}
            >
              {step.label}
              {state === 'complete' && completedLabel && !interactive && (
                <span className="sr-only">, {completedLabel}</span>
              )}
              {state === 'current' && <span className="sr-only">, {counterText}</span>}
            </span>
          );
          return (
            <li
              key={step.id}
              data-slot="step-progress-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="group/step relative flex min-w-0 md:flex-1 md:basis-0"
            >
              {index > 0 && (
                <span
                  data-slot="step-progress-connector"
                  data-reached={state !== 'upcoming' || undefined}
                  aria-hidden
                  className={cn(
                    'absolute hidden h-0.5 bg-border data-reached:bg-accent md:block',
                    // From the previous marker's right edge to this marker's left edge (equal columns),
                    // through the middle of the markers (below the content's 0.25 rem padding).
                    'top-[calc(1.25rem-1px)] right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)]',
                  )}
                />
              )}
              {select ? (
                <>
                  <button
                    type="button"
                    data-slot="step-progress-button"
                    aria-describedby={completedLabel ? completedId : undefined}
                    onClick={() => select(step.id)}
                    className={cn(
                      stepContentClasses,
                      'group/button min-h-11 cursor-pointer transition-colors duration-fast ease-standard hover:bg-surface-muted motion-reduce:transition-none',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    )}
                  >
                    {marker}
                    {stepLabel}
                  </button>
                  {completedLabel && (
                    <span id={completedId} className="sr-only">
                      {completedLabel}
                    </span>
                  )}
                </>
              ) : (
                <span data-slot="step-progress-text" className={stepContentClasses}>
                  {marker}
                  {stepLabel}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
