import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { ChevronDownIcon } from '../icons/form-icons.tsx';
import { inputVariants } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A choice from a long list of values (a prescription's 161 spheres, 181 axes) as the browser's own
 * `<select>`, drawn like `Input`: the phone opens its wheel picker, a desktop browser its list with
 * typeahead, and a screen reader knows it as a combo box without any scripting. Use `Select` for a
 * few options that need to look their part.
 */

/** Props of `NativeSelect`: a native select's props (without the numeric `size`) and the box size. */
export type NativeSelectProps = Omit<ComponentProps<'select'>, 'size'> & VariantProps<typeof inputVariants>;

/** Inside a `Field` it takes its id, label, description, invalid, required and disabled state from there. */
export function NativeSelect({ className, size, disabled, required, children, ...props }: NativeSelectProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <span data-slot="native-select" className="relative flex w-full">
      <select
        disabled={disabled ?? field?.disabled}
        required={required ?? field?.required}
        className={cn(
          inputVariants({ size }),
          'cursor-pointer appearance-none pr-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        {...controlProps}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-foreground-muted"
      />
    </span>
  );
}
