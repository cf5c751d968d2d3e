import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { FieldBoundary, useField, useFieldControl } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';

/*
 * One choice from a few visible options (Radix RadioGroup): Tab enters the group at the chosen
 * option, the arrow keys move and choose. The group is named by the surrounding `Field`'s label
 * (aria-labelledby); each item gets its label and description from a horizontal `Field` of its own.
 */

export const radioGroupVariants = cva('group/radio-group flex', {
  variants: {
    orientation: {
      vertical: 'flex-col gap-3',
      horizontal: 'flex-row flex-wrap gap-x-6 gap-y-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** Props of `RadioGroup`: Radix RadioGroup root props and the layout of its items. */
export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'orientation'> &
  VariantProps<typeof radioGroupVariants>;

/** Inside a `Field` it takes its name (the label), description, invalid, required and disabled state from there. */
export function RadioGroup({
  className,
  orientation,
  disabled,
  required,
  children,
  ...props
}: RadioGroupProps) {
  const field = useField();
  const controlProps = useFieldControl(props, { group: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      // The orientation is only drawn, not handed to Radix: with it Radix would ignore the other
      // pair of arrow keys, while the ARIA pattern moves through a radio group with all four.
      data-orientation={orientation ?? 'vertical'}
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...controlProps}
    >
      <FieldBoundary>{children}</FieldBoundary>
    </RadioGroupPrimitive.Root>
  );
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item>;

/** One option. In a horizontal `Field` it takes its id and description from there. */
export function RadioGroupItem({ className, disabled, ...props }: RadioGroupItemProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      disabled={disabled ?? field?.disabled}
      className={cn(
        'inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-border-strong bg-surface',
        'transition-colors duration-fast ease-standard',
        'data-[state=checked]:border-accent',
        'group-aria-invalid/radio-group:border-danger',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...controlProps}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="size-2.5 rounded-full bg-accent"
      />
    </RadioGroupPrimitive.Item>
  );
}
