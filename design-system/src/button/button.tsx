import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';
import { SpinnerIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap select-none',
    'transition-colors duration-fast ease-standard',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-accent text-accent-foreground hover:bg-accent-hover disabled:hover:bg-accent aria-disabled:hover:bg-accent',
        secondary:
          'border border-border-strong bg-surface text-foreground hover:bg-surface-muted disabled:hover:bg-surface',
        ghost: 'bg-transparent text-foreground hover:bg-surface-muted disabled:hover:bg-transparent',
        link: 'bg-transparent text-accent underline underline-offset-4 hover:text-accent-hover hover:decoration-2',
      },
      size: {
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        md: 'h-11 px-5 text-base',
        lg: 'h-13 px-7 text-lg',
        icon: 'size-11 p-0',
      },
    },
    compoundVariants: [
      // A link-styled button sits in running text: no box of its own.
      { variant: 'link', class: 'h-auto rounded-sm px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Props of `Button`: a native button's props, the recipe's variants, `asChild` and `loading`. */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's looks and behaviour instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and blocks activation; the label stays for screen readers. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const inactive = Boolean(disabled) || loading;

  // A slotted link cannot be `disabled`; it is marked aria-disabled and its clicks are swallowed.
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={asChild && inactive ? true : undefined}
      disabled={asChild ? undefined : inactive}
      type={asChild ? undefined : 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...props}
    >
      {loading && (
        <SpinnerIcon data-slot="button-spinner" className="animate-spin motion-reduce:animate-none" />
      )}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}
