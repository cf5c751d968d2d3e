import { imagePresets } from '@lumen/domain';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../dialog/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/feedback-icons.tsx';
import { iconProps, type IconProps } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';
import { ProductImage, type ProductImageProps } from '../product-image/product-image.tsx';

/*
 * The product page's pictures (§2 product page, §9 image sizes): one large image, thumbnails to
 * choose another, and a zoom dialog. The thumbnails are a tab list (APG tabs, automatic
 * activation): Tab reaches the chosen one, the arrow keys, Home and End choose another; the large
 * image is its tab panel, which takes the arrow keys too, and a swipe sideways on it (pointer
 * events, so touch, pen and mouse alike) shows the next or previous picture. The zoom dialog shows
 * the picture as large as the screen allows, at the 2x rendering, with the same keys.
 *
 * Before the scripts run the first picture shows with its real size (width and height: nothing
 * below it moves) and is fetched first (`fetchPriority="high"`, eager); the others load when chosen.
 */

/** One picture: a product image without its size, which the gallery sets. */
export type ProductGalleryImage = Pick<
  ProductImageProps,
  'hash' | 'alt' | 'background' | 'fit' | 'baseUrl' | 'format'
>;

/** Props of `ProductGallery`: the pictures, the chosen one and every label. */
export type ProductGalleryProps = Omit<ComponentProps<'section'>, 'children' | 'onChange'> & {
  /** The product's pictures, the product shot first. */
  images: readonly ProductGalleryImage[];
  /** Name of the gallery's region ("Bilder von Brille Mats 2205"). */
  label: string;
  /** Name of the thumbnail list ("Bild wählen"). */
  thumbnailsLabel: string;
  /** A thumbnail's name from its position, counting from 1 (`(n, m) => \`Bild ${n} von ${m}\``). */
  thumbnailLabel: (position: number, count: number) => string;
  /** Accessible names of the arrows ("Vorheriges Bild", "Nächstes Bild"). */
  previousLabel: string;
  nextLabel: string;
  /** The zoom button's accessible name ("Bild vergrößern"). */
  zoomLabel: string;
  /** The zoom dialog's title, usually the product's name. */
  zoomTitle: string;
  /** The zoom dialog's close button ("Schließen"). */
  closeLabel: string;
  /** Width of the large 1x image in CSS pixels, a preset's (default the gallery's, 800: §9 3:4). */
  imageWidth?: number;
  /** Width of a thumbnail's 1x image, a preset's (default the small product line's, 160). */
  thumbnailWidth?: number;
  /** The chosen picture, when the page holds it. */
  index?: number;
  /** The picture shown first, when the gallery holds the choice (default 0). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
};

/** A swipe is a sideways move of at least this many CSS pixels, more sideways than up or down. */
export const swipeThreshold = 40;

function ZoomIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.9-4.9M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

/** The arrow keys, Home and End as a move through `count` pictures from `index`; none for other keys. */
function keyedIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Sideways pointer moves on an element: a swipe to the left shows the next picture. */
function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < swipeThreshold || Math.abs(dx) <= Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

export function ProductGallery({
  images,
  label,
  thumbnailsLabel,
  thumbnailLabel,
  previousLabel,
  nextLabel,
  zoomLabel,
  zoomTitle,
  closeLabel,
  imageWidth = imagePresets.productGallery.width,
  thumbnailWidth = imagePresets.basketItem.width,
  index,
  defaultIndex = 0,
  onIndexChange,
  className,
  ...props
}: ProductGalleryProps) {
  const id = useId();
  const count = images.length;
  const [shown, setShown] = useControllableState({
    prop: index,
    defaultProp: defaultIndex,
    onChange: onIndexChange,
    caller: 'ProductGallery',
  });
  const [zoomed, setZoomed] = useState(false);
  const thumbnailsRef = useRef<HTMLDivElement>(null);
  const current = Math.min(Math.max(shown, 0), Math.max(count - 1, 0));
  const image = images[current];
  const several = count > 1;
  const tabId = (position: number) => `${id}-tab-${position}`;
  const panelId = `${id}-panel`;

  function choose(next: number) {
    if (next === current) return;
    setShown(next);
  }
  const step = (direction: 1 | -1) => choose((current + direction + count) % count);
  const swipe = useSwipe((direction) => {
    if (several) step(direction);
  });

  function onThumbnailKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = keyedIndex(event.key, current, count);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    thumbnailsRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!several || event.target !== event.currentTarget) return;
    const next = keyedIndex(event.key, current, count);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  if (!image) return null;

  const arrowClasses =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-surface/85 shadow-sm backdrop-blur-sm hover:bg-surface';

  return (
    <section
      data-slot="product-gallery"
      aria-label={label}
      // Thumbnails first in the tab order (APG tabs); shown below the picture on phones, beside it from lg.
      className={cn('flex min-w-0 flex-col-reverse gap-3 lg:flex-row lg:items-start', className)}
      {...props}
    >
      {/* The zoom dialog's root: its trigger is the zoom button, which gets the focus back on close. */}
      <Dialog open={zoomed} onOpenChange={setZoomed}>
        {several && (
          <div
            ref={thumbnailsRef}
            data-slot="product-gallery-thumbnails"
            role="tablist"
            aria-label={thumbnailsLabel}
            aria-orientation="horizontal"
            className="flex gap-2 overflow-x-auto p-1 lg:w-20 lg:shrink-0 lg:flex-col lg:overflow-visible"
          >
            {images.map((thumbnail, position) => {
              const chosen = position === current;
              return (
                <button
                  key={`${thumbnail.hash}-${position}`}
                  id={tabId(position)}
                  type="button"
                  role="tab"
                  data-slot="product-gallery-thumbnail"
                  aria-selected={chosen}
                  aria-controls={panelId}
                  aria-label={thumbnailLabel(position + 1, count)}
                  tabIndex={chosen ? 0 : -1}
                  onClick={() => choose(position)}
                  onKeyDown={onThumbnailKeyDown}
                  className={cn(
                    'w-16 shrink-0 cursor-pointer overflow-hidden rounded-md border-2 border-transparent bg-surface-muted lg:w-full',
                    'transition-colors duration-fast ease-standard hover:border-border-strong',
                    'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    'aria-selected:border-foreground',
                  )}
                >
                  <ProductImage {...thumbnail} alt="" width={thumbnailWidth} className="w-full" />
                </button>
              );
            })}
          </div>
        )}

        <div data-slot="product-gallery-stage" className="relative min-w-0 flex-1">
          <div
            id={panelId}
            data-slot="product-gallery-panel"
            role={several ? 'tabpanel' : 'group'}
            aria-labelledby={several ? tabId(current) : undefined}
            aria-label={several ? undefined : label}
            // The panel takes the arrow keys and the swipe; a keyboard user reaches it after the thumbnails.
            tabIndex={several ? 0 : undefined}
            onKeyDown={onPanelKeyDown}
            {...swipe}
            className={cn(
              'relative touch-pan-y overflow-hidden rounded-md bg-surface-muted outline-none select-none',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
          >
            <ProductImage
              key={image.hash}
              data-slot="product-gallery-image"
              {...image}
              width={imageWidth}
              loading={current === 0 ? 'eager' : 'lazy'}
              fetchPriority={current === 0 ? 'high' : 'auto'}
              draggable={false}
              className="w-full"
            />
          </div>
          {several && (
            <>
              <Button
                data-slot="product-gallery-previous"
                variant="ghost"
                size="icon"
                aria-label={previousLabel}
                aria-controls={panelId}
                className={cn(arrowClasses, 'left-2')}
                onClick={() => step(-1)}
              >
                <ChevronLeftIcon />
              </Button>
              <Button
                data-slot="product-gallery-next"
                variant="ghost"
                size="icon"
                aria-label={nextLabel}
                aria-controls={panelId}
                className={cn(arrowClasses, 'right-2')}
                onClick={() => step(1)}
              >
                <ChevronRightIcon />
              </Button>
              <span
                data-slot="product-gallery-position"
                // The chosen thumbnail says the position; this is for the eye.
                aria-hidden
                className="absolute bottom-2 left-2 rounded-full bg-surface/85 px-2 py-0.5 text-xs tabular-nums"
              >
                {current + 1} / {count}
              </span>
            </>
          )}
          <DialogTrigger asChild>
            <Button
              data-slot="product-gallery-zoom"
              variant="ghost"
              size="icon"
              aria-label={zoomLabel}
              className="absolute top-2 right-2 z-10 rounded-full bg-surface/85 shadow-sm backdrop-blur-sm hover:bg-surface"
            >
              <ZoomIcon />
            </Button>
          </DialogTrigger>
        </div>

        <DialogContent
          data-slot="product-gallery-zoom-dialog"
          closeLabel={closeLabel}
          aria-describedby={undefined}
          className="max-w-[min(calc(100%-2rem),72rem)] gap-3 p-4 pt-14"
          onKeyDown={(event) => {
            const next = several ? keyedIndex(event.key, current, count) : undefined;
            if (next === undefined) return;
            event.preventDefault();
            choose(next);
          }}
        >
          <DialogTitle className="absolute top-4 left-4 max-w-[calc(100%-5rem)] truncate text-base">
            {zoomTitle}
          </DialogTitle>
          {/* A swipe here is a shortcut for the buttons below and the dialog's arrow keys. */}
          <div
            data-slot="product-gallery-zoom-stage"
            {...swipe}
            className="relative flex min-h-0 touch-pan-y justify-center overflow-auto select-none"
          >
            <ProductImage
              key={image.hash}
              data-slot="product-gallery-zoom-image"
              {...image}
              width={imageWidth}
              loading="eager"
              draggable={false}
              // As large as the screen allows; the 2x rendering is twice the gallery's width.
              className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full"
            />
          </div>
          {several && (
            <div className="flex items-center justify-center gap-3">
              <Button variant="secondary" size="icon" aria-label={previousLabel} onClick={() => step(-1)}>
                <ChevronLeftIcon />
              </Button>
              <span className="text-sm tabular-nums" aria-live="polite">
                {thumbnailLabel(current + 1, count)}
              </span>
              <Button variant="secondary" size="icon" aria-label={nextLabel} onClick={() => step(1)}>
                <ChevronRightIcon />
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
