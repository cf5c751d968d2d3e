import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';

export const textareaVariants = cva(
  [
    'block min-h-24 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3.5 py-2.5',
    'text-base text-foreground placeholder:text-foreground-muted',
    'transition-colors duration-fast ease-standard',
    'aria-invalid:border-danger',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-50',
  ],
  {
    variants: {
      resize: {
        // The user drags the height.
        vertical: 'resize-y',
        // The box grows with its text, up to a limit, and scrolls beyond it.
        auto: 'field-sizing-content max-h-80 resize-none',
      },
    },
    defaultVariants: { resize: 'vertical' },
  },
);

/** Props of `Textarea`: a native textarea's props and how its height follows the text. */
export type TextareaProps = ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

/** A multi-line text input. Inside a `Field` it takes its id, description, invalid, required and disabled state from there. */
export function Textarea({ className, resize, disabled, required, ...props }: TextareaProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={cn(textareaVariants({ resize }), className)}
      {...controlProps}
    />
  );
}
