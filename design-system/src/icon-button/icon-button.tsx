import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A square button showing only an icon. It is a `Button` (colours, states, loading, asChild come
 * from buttonVariants and Button's behaviour); this recipe only makes it square in Button's
 * heights. The `label` is its accessible name, in the DOM as visually hidden text so that it is
 * translated and found like any other text.
 */

export const iconButtonVariants = cva('p-0', {
  variants: {
    size: {
      sm: 'size-9 [&_svg]:size-4',
      md: 'size-11',
      lg: 'size-13 [&_svg]:size-6',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Props of `IconButton`: Button's props without the text variants, and the required accessible name. */
export type IconButtonProps = Omit<ButtonProps, 'size' | 'variant'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The look, as Button's (default `ghost`, the usual look of a bare icon); there is no "link" look. */
    variant?: Exclude<ButtonProps['variant'], 'link'>;
    /** Accessible name: what the button does ("Zur Merkliste hinzufügen", "Fermer"). Visually hidden. */
    label: string;
    /** The icon; with `asChild`, the one element (a link) that holds the icon. */
    children: ReactNode;
  };

export function IconButton({
  className,
  size,
  variant = 'ghost',
  label,
  asChild = false,
  children,
  ...props
}: IconButtonProps) {
  const hiddenLabel = <span className="sr-only">{label}</span>;
  // With asChild the label goes inside the slotted element, after its icon.
  const content =
    asChild && isValidElement<{ children?: ReactNode }>(children) ? (
      cloneElement(children, undefined, children.props.children, hiddenLabel)
    ) : (
      <>
        {children}
        {hiddenLabel}
      </>
    );

  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      asChild={asChild}
      className={cn(
        iconButtonVariants({ size }),
        // While loading, the spinner takes the icon's place.
        'data-loading:[&>svg:not([data-slot=button-spinner])]:hidden',
        className,
      )}
      {...props}
    >
      {content}
    </Button>
  );
}
