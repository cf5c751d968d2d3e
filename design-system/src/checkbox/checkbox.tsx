import { cva, type VariantProps } from 'class-variance-authority';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { CheckIcon } from '../icons/icons.tsx';
import { MinusIcon } from '../icons/form-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A checkbox (Radix Checkbox: a button with role="checkbox", toggled by Space and click, not by
 * Enter). `checked="indeterminate"` shows a dash, for a "select all" over a partly chosen list.
 * Its label, help and error come from a horizontal `Field`.
 */

export const checkboxVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center border-2 border-border-strong bg-surface text-accent-foreground',
    'transition-colors duration-fast ease-standard',
    'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
    'data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent',
    'aria-invalid:border-danger',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        // As tall as a field label's line, so that a horizontal field lines up without offsets.
        md: 'size-5 rounded-sm [&_svg]:size-4',
        lg: 'size-6 rounded-sm [&_svg]:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of `Checkbox`: Radix Checkbox root props and the box size. */
export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants>;

/** Inside a `Field` it takes its id, description, invalid, required and disabled state from there. */
export function Checkbox({ className, size, disabled, required, ...props }: CheckboxProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={cn(checkboxVariants({ size }), className)}
      {...controlProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group/checkbox-indicator flex items-center justify-center"
      >
        <CheckIcon strokeWidth={2.5} className="group-data-[state=indeterminate]/checkbox-indicator:hidden" />
        <MinusIcon
          strokeWidth={2.5}
          className="hidden group-data-[state=indeterminate]/checkbox-indicator:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
