import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { CheckIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { checkboxVariants } from './checkbox.tsx';

/*
 * A checkbox that is a real `<input type="checkbox">`, drawn like `Checkbox`. A plain form submits
 * it, and it toggles before scripts load or without them: the filter form of a listing that must
 * work as a GET form (§2 listing URLs). It has no indeterminate state; use `Checkbox` for that.
 */

/** Props of `NativeCheckbox`: the input's props (`name`, `value`, `checked`...) and the box size. */
export type NativeCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof checkboxVariants>;

const iconSize = { md: 'size-4', lg: 'size-5' } as const;

/** Inside a `Field` it takes its id, description, invalid, required and disabled state from there. */
export function NativeCheckbox({ className, size, disabled, required, ...props }: NativeCheckboxProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <span data-slot="native-checkbox" className="relative inline-flex shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        disabled={disabled ?? field?.disabled}
        required={required ?? field?.required}
        className={cn(
          checkboxVariants({ size }),
          'peer m-0 appearance-none checked:border-accent checked:bg-accent',
          className,
        )}
        {...controlProps}
      />
      <CheckIcon
        aria-hidden
        strokeWidth={2.5}
        className={cn(
          'pointer-events-none absolute inset-0 m-auto hidden text-accent-foreground peer-checked:block',
          iconSize[size ?? 'md'],
        )}
      />
    </span>
  );
}
