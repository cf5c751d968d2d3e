import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * A grey shape standing in for content that is loading. It is hidden from assistive technology:
 * the region that loads says so itself (aria-busy, a visually hidden "Wird geladen").
 * The pulse runs only for people who have not asked for reduced motion.
 */
export const skeletonVariants = cva('block bg-border/70 motion-safe:animate-pulse', {
  variants: {
    shape: {
      /** A line of text: full width, one line high; set `lines` for a paragraph. */
      text: 'h-4 w-full rounded-sm',
      /** An image or a card: give it a size or an aspect ratio through className. */
      rect: 'rounded-md',
      /** An avatar or a colour swatch: give it a size through className. */
      circle: 'aspect-square rounded-full',
    },
  },
  defaultVariants: { shape: 'text' },
});

/** Props of `Skeleton`: a div's props, the shape and, for text, the number of lines. */
export type SkeletonProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof skeletonVariants> & {
    /** Lines of a text skeleton; the last of several is shorter, as a paragraph's last line is. */
    lines?: number;
  };

export function Skeleton({ className, shape, lines = 1, ...props }: SkeletonProps) {
  if ((shape ?? 'text') === 'text' && lines > 1) {
    return (
      <div data-slot="skeleton-text" aria-hidden className={cn('flex flex-col gap-2', className)} {...props}>
        {Array.from({ length: lines }, (_, line) => (
          <div
            key={line}
            data-slot="skeleton"
            data-shape="text"
            className={cn(skeletonVariants({ shape: 'text' }), line === lines - 1 && 'w-3/5')}
          />
        ))}
      </div>
    );
  }

  return (
    <div
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
