import { isCancelledStatus, progressStep, type DeliveryStatus, type ProgressStep } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { CheckIcon, CloseIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The four steps of an order (§4: placed, handed over, on its way, done) as an ordered list. The
 * step comes from the order's delivery status through domain's `progressStep`; the cancelled group
 * (`isCancelledStatus`) stays on step 1 and is drawn as a stopped order rather than a fresh one.
 * The current step carries `aria-current="step"`.
 */

export const orderProgressVariants = cva('grid w-full', {
  variants: {
    orientation: {
      // Markers in a row with their labels below: fits four short labels at 375 px.
      horizontal: 'grid-cols-4 items-start',
      vertical: 'grid-cols-1 gap-0',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/** How a step is drawn: passed, the one the order is at, still ahead, or where a cancelled order stopped. */
export type OrderProgressStepState = 'complete' | 'current' | 'upcoming' | 'cancelled';

/** The four step labels, in order ("Bestellt", "An Filiale übergeben", "Unterwegs", "Zugestellt"). */
export type OrderProgressStepLabels = readonly [string, string, string, string];

/** Props of `OrderProgress`: the delivery status, the step labels and the list's name. */
export type OrderProgressProps = Omit<ComponentProps<'ol'>, 'children'> &
  VariantProps<typeof orderProgressVariants> & {
    /** The order's (derived) delivery status; domain's `orderStatus` gives it for a whole order. */
    status: DeliveryStatus;
    steps: OrderProgressStepLabels;
    /** Accessible name of the list ("Bestellfortschritt", "Postęp zamówienia"). */
    label: string;
    /** Shown under the first step when the status is in the cancelled group ("Storniert", "Annulée"). */
    cancelledLabel: string;
    /** Read out after each passed step ("erledigt", "terminé"); visually the check mark says it. */
    completedLabel?: string;
  };

function stepState(step: ProgressStep, current: ProgressStep, cancelled: boolean): OrderProgressStepState {
  if (cancelled) return step === 1 ? 'cancelled' : 'upcoming';
  if (step < current) return 'complete';
  return step === current ? 'current' : 'upcoming';
}

const stepNumbers = [1, 2, 3, 4] as const satisfies readonly ProgressStep[];

export function OrderProgress({
  status,
  steps,
  label,
  cancelledLabel,
  completedLabel,
  orientation,
  className,
  ...props
}: OrderProgressProps) {
  const current = progressStep(status);
  const cancelled = isCancelledStatus(status);
  const vertical = orientation === 'vertical';
  const states = stepNumbers.map((step) => stepState(step, current, cancelled));
  // A row draws each line before its marker, a column after it; the line is reached when the
  // step it leads to is.
  const hasConnector = (index: number) => (vertical ? index < stepNumbers.length - 1 : index > 0);
  const connectorReached = (index: number) => {
    const target = states[vertical ? index + 1 : index];
    return target === 'complete' || target === 'current';
  };

  return (
    <ol
      data-slot="order-progress"
      data-orientation={orientation ?? 'horizontal'}
      data-status={status}
      data-cancelled={cancelled || undefined}
      aria-label={label}
      className={cn(orderProgressVariants({ orientation }), className)}
      {...props}
    >
      {stepNumbers.map((step, index) => {
        const state = states[index] ?? 'upcoming';
        // The last step reached means the order is done: it shows a check like the passed ones.
        const done = state === 'complete' || (state === 'current' && step === stepNumbers.length);
        return (
          <li
            key={step}
            data-slot="order-progress-step"
            data-state={state}
            aria-current={state === 'current' || state === 'cancelled' ? 'step' : undefined}
            className={cn(
              'group/step relative flex min-w-0',
              vertical
                ? 'flex-row items-start gap-3 pb-6 last:pb-0'
                : 'flex-col items-center gap-2 px-1 text-center',
            )}
          >
            {hasConnector(index) && (
              <span
                data-slot="order-progress-connector"
                data-reached={connectorReached(index) || undefined}
                aria-hidden
                className={cn(
                  'absolute bg-border data-reached:bg-accent',
                  vertical
                    ? // Below this marker, down to the next step's marker.
                      'top-9 bottom-1 left-[calc(1rem-1px)] w-0.5'
                    : // From the previous marker's right edge to this marker's left edge (equal columns).
                      'top-[calc(1rem-1px)] right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-0.5',
                )}
              />
            )}
            <span
              data-slot="order-progress-marker"
              aria-hidden
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums',
                'border-border-strong bg-surface text-foreground-muted',
                'group-data-[state=complete]/step:border-accent group-data-[state=complete]/step:bg-accent group-data-[state=complete]/step:text-accent-foreground',
                'group-data-[state=current]/step:border-accent group-data-[state=current]/step:bg-accent-subtle group-data-[state=current]/step:text-accent',
                'group-data-[state=cancelled]/step:border-danger group-data-[state=cancelled]/step:bg-danger group-data-[state=cancelled]/step:text-danger-foreground',
                done &&
                  'group-data-[state=current]/step:bg-accent group-data-[state=current]/step:text-accent-foreground',
                '[&_svg]:size-4',
              )}
            >
              {state === 'cancelled' ? (
                <CloseIcon strokeWidth={2.5} />
              ) : done ? (
                <CheckIcon strokeWidth={2.5} />
              ) : (
                step
              )}
            </span>
            <span
              data-slot="order-progress-text"
              className={cn('flex min-w-0 flex-col gap-0.5', vertical ? 'pt-1' : 'items-center')}
            >
              <span
                data-slot="order-progress-label"
                className={cn(
                  'text-sm wrap-break-word hyphens-auto text-foreground-muted',
                  'group-data-[state=complete]/step:text-foreground',
                  'group-data-[state=current]/step:font-semibold group-data-[state=current]/step:text-foreground',
                  'group-data-[state=cancelled]/step:text-foreground',
                )}
              >
                {steps[index]}
                {state === 'complete' && completedLabel && (
                  <span className="sr-only">, {completedLabel}</span>
                )}
              </span>
              {state === 'cancelled' && (
                <span data-slot="order-progress-cancelled" className="text-sm font-semibold text-danger">
                  {cancelledLabel}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
