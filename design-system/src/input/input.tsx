import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The box of a one-line text control. With adornments the box is a wrapper around a bare <input>,
 * so its state variants are written twice: on the element itself (aria-invalid:, disabled:) and
 * for the input inside (has-...). Select's trigger draws the same box.
 */
export const inputVariants = cva(
  [
    'flex w-full min-w-0 items-center rounded-md border border-border-strong bg-surface text-foreground',
    'transition-colors duration-fast ease-standard placeholder:text-foreground-muted',
    'has-[[aria-invalid=true]]:border-danger aria-invalid:border-danger',
    // Disabled fields are greyed by colour, not opacity, so their text and adornments stay readable (axe contrast).
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-foreground-muted',
    'has-disabled:cursor-not-allowed has-disabled:bg-surface-muted has-disabled:text-foreground-muted',
    // The wrapper shows the focus ring of the input inside it.
    'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
  ],
  {
    variants: {
      size: {
        // 16 px text on phones: iOS zooms into smaller inputs.
        sm: 'h-9 gap-2 px-3 text-base sm:text-sm [&_svg]:size-4',
        md: 'h-11 gap-2 px-3.5 text-base [&_svg]:size-5',
        lg: 'h-13 gap-2.5 px-4 text-lg [&_svg]:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of `Input`: a native input's props (without the numeric `size`), the box size and adornments. */
export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants> & {
    /** Shown before the text: an icon or a prefix ("CHF"). Decorative: the label must say what it says. */
    startAdornment?: ReactNode;
    /** Shown after the text: a unit ("dpt"), an icon or a small button (clear, show password). */
    endAdornment?: ReactNode;
  };

/** A text input. Inside a `Field` it takes its id, description, invalid, required and disabled state from there. */
export function Input({
  className,
  size,
  startAdornment,
  endAdornment,
  type = 'text',
  disabled,
  required,
  ...props
}: InputProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  const hasAdornment = startAdornment !== undefined || endAdornment !== undefined;

  const input = (
    <input
      data-slot="input"
      type={type}
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={
        hasAdornment
          ? 'h-full w-0 min-w-0 flex-1 bg-transparent outline-none placeholder:text-foreground-muted disabled:cursor-not-allowed'
          : cn(inputVariants({ size }), className)
      }
      {...controlProps}
    />
  );

  if (!hasAdornment) return input;

  return (
    <div data-slot="input-group" className={cn(inputVariants({ size }), className)}>
      {startAdornment !== undefined && (
        <span
          data-slot="input-adornment"
          data-position="start"
          className="flex shrink-0 items-center text-foreground-muted"
        >
          {startAdornment}
        </span>
      )}
      {input}
      {endAdornment !== undefined && (
        <span
          data-slot="input-adornment"
          data-position="end"
          className="flex shrink-0 items-center text-foreground-muted"
        >
          {endAdornment}
        </span>
      )}
    </div>
  );
}
