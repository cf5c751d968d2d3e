import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * The frame every icon of the §2 icon sets is drawn in: a 24 px grid, a 1.75 stroke in
 * currentColor with round ends (the stroke of src/icons), so the six sets look like one family and
 * take the colour of the text around them. Swatches are the one set filled with their own colours.
 */

/** The sizes of the icon sets: `md` is the 24 px grid; `xl` is the size of a content block's icon row. */
export const iconSetVariants = cva('inline-block shrink-0 align-middle', {
  variants: {
    size: {
      sm: 'size-5',
      md: 'size-6',
      lg: 'size-8',
      xl: 'size-12',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Props every icon-set icon shares: SVG props, the size and an optional accessible name. */
export type IconSetIconProps = Omit<ComponentProps<'svg'>, 'children' | 'title'> &
  VariantProps<typeof iconSetVariants> & {
    /**
     * The icon's accessible name ("Cat-Eye", "Havanna"). With it the icon is an image named so
     * (and shows it as a tooltip); without it the icon is decorative and hidden from assistive
     * technology, for when a visible label beside it already says the same.
     */
    title?: string;
  };

type IconSetSvgProps = IconSetIconProps & {
  /** `data-slot` of the icon ("frame-shape-icon"). */
  slot: string;
  /** The catalogue key drawn, as `data-value` for styling and tests. */
  value: string;
  /** The drawing; it may need ids unique to this icon (patterns, clip paths), so it gets one. */
  children: (id: string) => ReactNode;
};

export function IconSetSvg({ slot, value, title, size, className, children, ...props }: IconSetSvgProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const named = title !== undefined && title !== '';
  return (
    <svg
      data-slot={slot}
      data-value={value}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      {...(named ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      className={cn(iconSetVariants({ size }), className)}
      {...props}
    >
      {named && <title id={titleId}>{title}</title>}
      {children(id)}
    </svg>
  );
}
