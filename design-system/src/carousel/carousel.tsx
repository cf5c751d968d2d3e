import { cva, type VariantProps } from 'class-variance-authority';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/feedback-icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * A row of slides that scrolls sideways with CSS scroll snap: touch and trackpad scroll natively,
 * the previous and next buttons and the arrow keys move by one slide. No autoplay. Smooth
 * scrolling is a CSS choice (`motion-safe:scroll-smooth`), so reduced motion jumps instead.
 */

/** How wide a slide is: sizes below one keep a peek of the next slide on phones. */
export const carouselVariants = cva('min-w-0 shrink-0 grow-0 snap-start', {
  variants: {
    slideSize: {
      full: 'basis-full',
      half: 'basis-[85%] sm:basis-[calc((100%-1rem)/2)]',
      third: 'basis-[85%] sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]',
      quarter:
        'basis-[70%] sm:basis-[calc((100%-1rem)/2)] md:basis-[calc((100%-2rem)/3)] lg:basis-[calc((100%-3rem)/4)]',
    },
  },
  defaultVariants: { slideSize: 'full' },
});

/** Props of `Carousel`: the slides as children, the region's name and every label it announces. */
export type CarouselProps = Omit<ComponentProps<'section'>, 'children'> &
  VariantProps<typeof carouselVariants> & {
    /** Name of the carousel region ("Neu im Sortiment", "Nowości"). */
    label: string;
    /** Accessible name of the previous button ("Vorheriges Produkt"). */
    previousLabel: string;
    /** Accessible name of the next button ("Nächstes Produkt"). */
    nextLabel: string;
    /** Accessible name of a slide from its position, counting from 1 (`(n, m) => \`${n} von ${m}\``). */
    slideLabel: (position: number, count: number) => string;
    /** The slides, one child each. */
    children: ReactNode;
  };

// Scroll positions are fractional on zoomed or high-density screens.
const tolerance = 2;

export function Carousel({
  label,
  previousLabel,
  nextLabel,
  slideLabel,
  slideSize,
  className,
  children,
  ...props
}: CarouselProps) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= tolerance;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - tolerance;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  function scrollBySlide(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const starts = [...track.children].map((slide) => (slide as HTMLElement).offsetLeft);
    const position = track.scrollLeft;
    const target =
      direction === 1
        ? starts.find((start) => start > position + tolerance)
        : starts.findLast((start) => start < position - tolerance);
    // The browser clamps to the scroll range; behaviour comes from CSS (smooth unless reduced motion).
    track.scrollTo({ left: target ?? (direction === 1 ? track.scrollWidth : 0) });
  }

  function handleTrackKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Only the track itself: keys inside a slide's controls keep their own meaning.
    if (event.target !== event.currentTarget) return;
    const track = event.currentTarget;
    switch (event.key) {
      case 'ArrowRight':
        scrollBySlide(1);
        break;
      case 'ArrowLeft':
        scrollBySlide(-1);
        break;
      case 'Home':
        track.scrollTo({ left: 0 });
        break;
      case 'End':
        track.scrollTo({ left: track.scrollWidth });
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <section
      data-slot="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <div data-slot="carousel-controls" className="flex justify-end gap-2">
        <Button
          data-slot="carousel-previous"
          variant="secondary"
          size="icon"
          aria-label={previousLabel}
          aria-disabled={edges.atStart}
          onClick={() => {
            if (!edges.atStart) scrollBySlide(-1);
          }}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          data-slot="carousel-next"
          variant="secondary"
          size="icon"
          aria-label={nextLabel}
          aria-disabled={edges.atEnd}
          onClick={() => {
            if (!edges.atEnd) scrollBySlide(1);
          }}
        >
          <ChevronRightIcon />
        </Button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys scroll the focused track, as a native scroller's do */}
      <div
        ref={trackRef}
        data-slot="carousel-track"
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1), even when its slides hold no links.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={measure}
        onKeyDown={handleTrackKeyDown}
        className={cn(
          'relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain',
          '[scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden',
        )}
      >
        {slides.map((slide, index) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            data-slot="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index + 1, slides.length)}
            className={carouselVariants({ slideSize })}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
