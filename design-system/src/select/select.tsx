import { cva, type VariantProps } from 'class-variance-authority';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useField, useFieldControl } from '../field/field.tsx';
import { CheckIcon } from '../icons/icons.tsx';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/form-icons.tsx';
import { inputVariants } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A single choice from a list (Radix Select): the trigger is a combobox that opens a listbox with
 * Enter, Space or the arrow keys, selects with Enter and types ahead. The trigger draws the same
 * box as `Input` (its recipe), so a form's text fields and selects line up.
 */

export const selectVariants = cva(
  [
    'relative z-50 min-w-32 overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-lg',
    'max-h-(--radix-select-content-available-height) origin-(--radix-select-content-transform-origin)',
    'motion-safe:data-[state=open]:animate-fade-in',
  ],
  {
    variants: {
      position: {
        // Below the trigger, at least as wide as it: predictable on a phone.
        popper: 'max-w-(--radix-select-content-available-width) min-w-(--radix-select-trigger-width)',
        // Over the trigger with the selected item on top of it, like a native select on macOS.
        'item-aligned': '',
      },
    },
    defaultVariants: { position: 'popper' },
  },
);

/** Props of `Select`: Radix Select root props. Inside a `Field` it takes `required` and `disabled` from there. */
export type SelectProps = ComponentProps<typeof SelectPrimitive.Root>;

export function Select({ disabled, required, ...props }: SelectProps) {
  const field = useField();
  return (
    <SelectPrimitive.Root
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      {...props}
    />
  );
}

/** Props of `SelectTrigger`: Radix trigger props and the box size shared with `Input`. */
export type SelectTriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> &
  Pick<VariantProps<typeof inputVariants>, 'size'>;

/** The combobox button. Inside a `Field` it takes its id, description and invalid state from there. */
export function SelectTrigger({ className, size, children, ...props }: SelectTriggerProps) {
  const controlProps = useFieldControl(props);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        inputVariants({ size }),
        'cursor-pointer justify-between text-left data-placeholder:text-foreground-muted',
        '[&>span]:min-w-0 [&>span]:truncate',
        className,
      )}
      {...controlProps}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon data-slot="select-icon" className="shrink-0 text-foreground-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** Props of `SelectValue`: the chosen item's text, or `placeholder` while nothing is chosen. */
export type SelectValueProps = ComponentProps<typeof SelectPrimitive.Value>;

export function SelectValue(props: SelectValueProps) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** Props of `SelectContent`: Radix content props; `position` picks the recipe's layout. */
export type SelectContentProps = ComponentProps<typeof SelectPrimitive.Content> &
  VariantProps<typeof selectVariants>;

export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: SelectContentProps) {
  const popper = position === 'popper';
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        // Only the popper takes an offset; Radix ignores it for item-aligned.
        sideOffset={popper ? sideOffset : undefined}
        className={cn(selectVariants({ position }), className)}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          data-slot="select-viewport"
          className={cn('p-1', popper && 'w-full min-w-(--radix-select-trigger-width) scroll-my-1')}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export type SelectGroupProps = ComponentProps<typeof SelectPrimitive.Group>;

/** Items under a `SelectLabel`, announced as a group. */
export function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export type SelectLabelProps = ComponentProps<typeof SelectPrimitive.Label>;

/** Heading of a `SelectGroup`; not selectable. */
export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 pt-2 pb-1 text-xs font-semibold text-foreground-muted', className)}
      {...props}
    />
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

/** One option; its children are the text shown in the trigger once chosen. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-11 w-full cursor-pointer items-center rounded-sm py-2 pr-9 pl-2.5 text-base outline-none select-none',
        'data-highlighted:bg-accent-subtle data-[state=checked]:font-semibold',
        'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText data-slot="select-item-text">{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator
        data-slot="select-item-indicator"
        className="absolute right-2.5 flex items-center text-accent"
      >
        <CheckIcon className="size-5" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export type SelectSeparatorProps = ComponentProps<typeof SelectPrimitive.Separator>;

export function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export type SelectScrollUpButtonProps = ComponentProps<typeof SelectPrimitive.ScrollUpButton>;

/** Shown by Radix only while the list is scrolled down; scrolls up on hover. */
export function SelectScrollUpButton({ className, ...props }: SelectScrollUpButtonProps) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn('flex h-7 cursor-default items-center justify-center text-foreground-muted', className)}
      {...props}
    >
      <ChevronUpIcon className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export type SelectScrollDownButtonProps = ComponentProps<typeof SelectPrimitive.ScrollDownButton>;

/** Shown by Radix only while more items lie below; scrolls down on hover. */
export function SelectScrollDownButton({ className, ...props }: SelectScrollDownButtonProps) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn('flex h-7 cursor-default items-center justify-center text-foreground-muted', className)}
      {...props}
    >
      <ChevronDownIcon className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}
