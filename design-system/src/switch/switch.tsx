import { cva, type VariantProps } from 'class-variance-authority';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';

/*
 * An on/off setting that takes effect at once (Radix Switch: a button with role="switch", toggled
 * by Space, Enter and click). Its label and help come from a horizontal `Field`.
 */

export const switchVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
    'transition-colors duration-normal ease-standard motion-reduce:transition-none',
    // The off track is the control outline colour: 3:1 against the page (WCAG 1.4.11).
    'bg-border-strong data-[state=checked]:bg-accent',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        md: 'h-6 w-11',
        lg: 'h-7 w-13',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of `Switch`: Radix Switch root props and the track size. */
export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof switchVariants>;

/** Inside a `Field` it takes its id, description, invalid, required and disabled state from there. */
export function Switch({ className, size, disabled, required, ...props }: SwitchProps) {
  const field = useField();
  const controlProps = useFieldControl(props);
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={cn(switchVariants({ size }), className)}
      {...controlProps}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block aspect-square h-full rounded-full bg-surface shadow-sm',
          'transition-transform duration-normal ease-standard motion-reduce:transition-none',
          // The thumb is as wide as half the track's inside, so one own width is the whole way.
          'translate-x-0 data-[state=checked]:translate-x-full',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
