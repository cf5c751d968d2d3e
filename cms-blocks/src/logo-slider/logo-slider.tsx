import { Button, Carousel, cn } from '@lumen/design-system';
import {
  useEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
} from 'react';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { ContentLink } from '../rich-text/content-link.tsx';
import {
  initialRotation,
  isPlaying,
  isRotating,
  rotationIntervalMs,
  rotationReducer,
} from './logo-slider-rotation.ts';
import type { Logo, LogoSliderContent } from './logo-slider.schema.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The shopper's reduced-motion setting; the server assumes it, so nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * Moves the design-system carousel on by one logo through its own next button, back to the
 * first logo after the last (the carousel itself has no rotation: it stops at the end).
 */
function advance(carousel: HTMLElement | null) {
  const next = carousel?.querySelector<HTMLButtonElement>('[data-slot="carousel-next"]');
  if (!next) return;
  if (next.getAttribute('aria-disabled') === 'true') {
    carousel?.querySelector('[data-slot="carousel-track"]')?.scrollTo({ left: 0 });
  } else {
    next.click();
  }
}

function LogoImage({ logo }: { logo: Logo }) {
  return (
    <img
      src={logo.image.src}
      srcSet={logo.image.srcSet}
      alt={logo.image.alt}
      width={logo.image.width}
      height={logo.image.height}
      loading="lazy"
      className="h-16 w-auto max-w-full object-contain"
    />
  );
}

const tileClasses = 'flex h-24 items-center justify-center rounded-md border border-border bg-surface p-3';

/** Props of `LogoSlider`: the parsed content (`LogoSliderContentSchema`), editor and root attributes. */
export type LogoSliderProps = LogoSliderContent &
  EditorAttributes &
  Omit<ComponentProps<'div'>, keyof LogoSliderContent | 'children'> & {
    /** How long each position shows while the slider moves by itself; for tests, mostly. */
    rotationIntervalMs?: number;
  };

/**
 * Partner or brand logos in the design-system carousel: scrolled by touch, by its previous and
 * next buttons, or by the arrow keys on its focused track. With `autoplay` it moves on by one logo
 * every few seconds, but only with a pause button in front of it (WCAG 2.2.2), never while the
 * pointer rests on it or focus is inside it, and not for shoppers who ask for reduced motion.
 */
export function LogoSlider({
  headline,
  logos,
  autoplay,
  rotationIntervalMs: interval = rotationIntervalMs,
  className,
  ...props
}: LogoSliderProps) {
  const t = useBlockTexts('logoSlider');
  const reducedMotion = usePrefersReducedMotion();
  const [rotation, dispatch] = useReducer(rotationReducer, initialRotation);
  const carouselRef = useRef<HTMLElement>(null);
  const options = { autoplay: autoplay ?? false, reducedMotion };
  const playing = isPlaying(rotation, options);
  const rotating = isRotating(rotation, options);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => advance(carouselRef.current), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', focused: false });
  }

  return (
    <div
      data-slot="logo-slider"
      data-rotating={rotating || undefined}
      className={cn('mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-8 md:px-8', className)}
      onPointerEnter={() => dispatch({ type: 'hover', hovered: true })}
      onPointerLeave={() => dispatch({ type: 'hover', hovered: false })}
      onFocus={() => dispatch({ type: 'focus', focused: true })}
      onBlur={handleBlur}
      {...props}
    >
      {(headline || autoplay) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {headline && (
            <h2 data-slot="logo-slider-headline" className="text-2xl font-bold text-balance">
              {headline}
            </h2>
          )}
          {autoplay && (
            // First in the slider, so a keyboard user reaches it before anything moves past them.
            <Button
              data-slot="logo-slider-rotation"
              variant="secondary"
              size="sm"
              className="ms-auto"
              onClick={() => dispatch({ type: 'toggle', reducedMotion })}
            >
              {playing ? t('pause') : t('play')}
            </Button>
          )}
        </div>
      )}
      <Carousel
        ref={carouselRef}
        label={headline ?? t('label')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        slideLabel={(position, total) => t('slide', { position, total })}
        slideSize="quarter"
      >
        {logos.map((logo) =>
          logo.link ? (
            <ContentLink
              key={logo.id}
              link={logo.link}
              variant="standalone"
              className={cn(tileClasses, 'transition-colors hover:border-accent hover:bg-accent-subtle')}
            >
              <LogoImage logo={logo} />
            </ContentLink>
          ) : (
            <div key={logo.id} className={tileClasses}>
              <LogoImage logo={logo} />
            </div>
          ),
        )}
      </Carousel>
    </div>
  );
}
