import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { MinusIcon } from '../icons/form-icons.tsx';
import { PlusIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A whole quantity between a minimum and a maximum (basket lines, contact lens boxes): − and +
 * buttons around a spin button that takes typing and the arrow keys. A button at its bound is
 * aria-disabled rather than disabled, so that the focus stays on it when the last press reaches
 * the bound. Changes made with the buttons are announced in a polite live region, since the focus
 * is then not on the value.
 */
export const quantityStepperVariants = cva(
  [
    'inline-flex w-fit items-center rounded-md border border-border-strong bg-surface text-foreground',
    // The parts fade themselves when disabled; the box only greys.
    'has-disabled:cursor-not-allowed has-disabled:bg-surface-muted',
    'has-[[aria-invalid=true]]:border-danger',
  ],
  {
    variants: {
      size: {
        sm: 'h-9',
        md: 'h-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// The buttons fill the box's height inside its 1 px border.
const partSize = {
  sm: { button: 'size-8.5 [&_svg]:size-4', input: 'w-10' },
  md: { button: 'size-10.5 [&_svg]:size-5', input: 'w-12' },
} as const;

/** Props of `QuantityStepper`: the value (controlled or not), its bounds and every label. */
export type QuantityStepperProps = Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children' | 'aria-label'
> &
  VariantProps<typeof quantityStepperVariants> & {
    /** The quantity, when the page holds it. */
    value?: number;
    /** The first quantity, when the stepper holds it; the minimum by default. */
    defaultValue?: number;
    /** Called with the new quantity, already kept within min and max. */
    onValueChange?: (value: number) => void;
    /** The smallest quantity (default 1). */
    min?: number;
    /** The largest quantity, such as the available stock (default 99). */
    max?: number;
    disabled?: boolean;
    /** The spin button's name when no `Field` label names it ("Menge", "Quantité", "Ilość"). */
    label?: string;
    /** Name of the − button ("Menge verringern"). */
    decrementLabel: string;
    /** Name of the + button ("Menge erhöhen"). */
    incrementLabel: string;
    /** What the live region says after a button changed the quantity (`(n) => \`Menge: ${n}\``). */
    announce?: (value: number) => string;
    /** The input's name, for a plain form submit. */
    name?: string;
  };

export function QuantityStepper({
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max = 99,
  disabled,
  label,
  decrementLabel,
  incrementLabel,
  announce,
  name,
  size,
  className,
  ...props
}: QuantityStepperProps) {
  const field = useField();
  const inputProps = useFieldControl({});
  const isDisabled = disabled ?? field?.disabled ?? false;
  const clamp = (quantity: number) => Math.min(max, Math.max(min, Math.trunc(quantity)));

  const [quantity, setQuantity] = useControllableState({
    prop: value,
    defaultProp: clamp(defaultValue ?? min),
    onChange: onValueChange,
    caller: 'QuantityStepper',
  });
  const current = clamp(quantity);
  // What is typed, until it is committed on Enter or blur; null while the input shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function commit(next: number): number {
    const clamped = clamp(next);
    if (clamped !== current) {
      setQuantity(clamped);
    }
    return clamped;
  }

  function step(delta: number) {
    if (isDisabled) return;
    setDraft(null);
    const next = commit(current + delta);
    if (next !== current && announce) setAnnouncement(announce(next));
  }

  function commitDraft() {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') commit(Number(draft));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setDraft(event.target.value.replace(/\D/g, ''));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const targets: Record<string, number> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      PageUp: current + 10,
      PageDown: current - 10,
      Home: min,
      End: max,
    };
    if (event.key === 'Enter') {
      commitDraft();
      return;
    }
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setDraft(null);
    commit(target);
  }

  const parts = partSize[size ?? 'md'];
  const atMin = current <= min;
  const atMax = current >= max;

  return (
    <div
      data-slot="quantity-stepper"
      data-disabled={isDisabled || undefined}
      className={cn(quantityStepperVariants({ size }), className)}
      {...props}
    >
      <IconButton
        data-slot="quantity-stepper-button"
        data-direction="decrement"
        label={decrementLabel}
        size="sm"
        disabled={isDisabled}
        aria-disabled={!isDisabled && atMin ? true : undefined}
        onClick={() => step(-1)}
        className={cn('rounded-r-none', parts.button)}
      >
        <MinusIcon />
      </IconButton>
      <input
        data-slot="quantity-stepper-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        name={name}
        disabled={isDisabled}
        value={draft ?? String(current)}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={commitDraft}
        className={cn(
          'h-full min-w-0 border-x border-border bg-transparent text-center text-base font-semibold tabular-nums',
          'focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-50',
          parts.input,
        )}
        {...inputProps}
      />
      <IconButton
        data-slot="quantity-stepper-button"
        data-direction="increment"
        label={incrementLabel}
        size="sm"
        disabled={isDisabled}
        aria-disabled={!isDisabled && atMax ? true : undefined}
        onClick={() => step(1)}
        className={cn('rounded-l-none', parts.button)}
      >
        <PlusIcon />
      </IconButton>
      <span data-slot="quantity-stepper-status" role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
