import { badgesToShow, imagePresets, type Badge as BadgeName } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { Toggle } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../badge/badge.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { HeartIcon } from '../icons/header-glyphs.tsx';
import { cn } from '../lib/cn.ts';
import { Price, type PriceProps } from '../price/price.tsx';
import { ProductImage, type ProductImageProps } from '../product-image/product-image.tsx';
import { colourSwatchStyle, type ColourOption } from '../variant-picker/variant-picker.tsx';

/*
 * A product in a listing, slider or search result. The whole card is one link without nesting
 * anything interactive in it: the link sits on the product name and its ::after covers the card,
 * so a click anywhere opens the product, while the wishlist toggle is a sibling of the link,
 * stacked above that cover and next in the tab order. The focus ring is drawn around the card.
 * Hovering the card (or focusing its link) shows the second image, the frame worn (§9 image types).
 */
export const productCardVariants = cva(
  [
    'group/product-card relative flex min-w-0 flex-col rounded-md text-foreground',
    'has-[[data-slot=product-card-link]:focus-visible]:outline-2 has-[[data-slot=product-card-link]:focus-visible]:outline-offset-4 has-[[data-slot=product-card-link]:focus-visible]:outline-ring',
  ],
  {
    variants: {
      size: {
        /** Narrow tiles: two columns on a phone, sliders. */
        sm: 'gap-2 text-sm',
        /** Listing tiles from tablets up. */
        md: 'gap-3 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** One image of the card: a product image without its size, which the card sets. */
export type ProductCardImage = Pick<
  ProductImageProps,
  'hash' | 'alt' | 'background' | 'fit' | 'baseUrl' | 'format' | 'height'
>;

/** One colour of the model, shown as a small swatch. */
export type ProductCardColour = Pick<ColourOption, 'name' | 'hex'> & {
  /** The colour this card shows: its swatch is ringed. */
  current?: boolean;
};

/** The wishlist toggle: pressed while the product is on the wishlist. */
export type ProductCardWishlist = {
  /** Accessible name, the same pressed or not; name the product ("Merken: Nova Rund – Acetat, Havanna"). */
  label: string;
  /** Pressed, when the page holds the state. */
  pressed?: boolean;
  /** Pressed at first, when the toggle holds the state. */
  defaultPressed?: boolean;
  /** Called with the new state; §4 the wishlist adds or removes the item. */
  onToggle?: (pressed: boolean) => void;
  /** While the wishlist call runs: a spinner, and presses are ignored. */
  busy?: boolean;
};

/** Props of `ProductCard`: the product's data, the link, and every label. */
export type ProductCardProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof productCardVariants> & {
    /** The product page (§2 `/p/{slug}/`). */
    href: string;
    /** The product's name, the link's text ("Nova Rund – Acetat, Havanna"). */
    name: string;
    brand?: string;
    /** The card's heading level in the page's outline (default 3). */
    headingLevel?: 2 | 3 | 4;
    /** The product shot. */
    image: ProductCardImage;
    /** Shown on hover and focus instead: the frame worn (model or bust image). */
    hoverImage?: ProductCardImage;
    /** Width of the 1x images in CSS pixels, a preset's (default the product tile's, 320: §9 3:4, 320 × 427). */
    imageWidth?: number;
    /** `eager` for the first row of a listing, above the fold. */
    imageLoading?: 'lazy' | 'eager';
    /** The product's §3 badges (`productBadges(product)`); shown in §4 priority, at most `maxBadges`. */
    badges?: Iterable<BadgeName>;
    /** Each badge's text ("Neu", "Ausverkauft", "Nur online"...). */
    badgeLabels?: Readonly<Record<BadgeName, string>>;
    /** How many badges fit on the image (default 2). */
    maxBadges?: number;
    /** The price, a range as "ab 89,00 €" (see `Price`); shown small. */
    price: Omit<PriceProps, 'size'>;
    /** The model's colours; the first `maxColours` are shown, then `moreColoursLabel`. */
    colours?: readonly ProductCardColour[];
    /** Name of the colour list ("Farben"). */
    coloursLabel?: string;
    /** How many swatches to show (default 4). */
    maxColours?: number;
    /** The text for the colours not shown (`(n) => \`+${n} Farben\``). */
    moreColoursLabel?: (count: number) => string;
    /**
     * A line under the price, for what a shopper must know before opening the product: the §4
     * availability tier when it is not "in stock" (an `AvailabilityLine`: "Nur noch 2 Stück").
     */
    availability?: ReactNode;
    /** The wishlist toggle; leave out where there is no wishlist (§6: online shop disabled). */
    wishlist?: ProductCardWishlist;
    /** Renders the link with the app's router; it receives the anchor's props. */
    renderLink?: (props: ComponentProps<'a'>) => ReactNode;
  };

const defaultRenderLink = ({ children, ...props }: ComponentProps<'a'>) => <a {...props}>{children}</a>;

export function ProductCard({
  href,
  name,
  brand,
  headingLevel = 3,
  image,
  hoverImage,
  imageWidth = imagePresets.productTile.width,
  imageLoading = 'lazy',
  badges = [],
  badgeLabels,
  maxBadges = 2,
  price,
  colours = [],
  coloursLabel,
  maxColours = 4,
  moreColoursLabel,
  availability,
  wishlist,
  renderLink = defaultRenderLink,
  size,
  className,
  ...props
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const shownBadges = badgeLabels ? badgesToShow(badges, maxBadges) : [];
  const shownColours = colours.slice(0, maxColours);
  const hiddenColours = colours.length - shownColours.length;
  const linkProps = {
    href,
    'data-slot': 'product-card-link',
    className: cn(
      'font-semibold text-foreground outline-none group-hover/product-card:underline',
      // The cover that makes the whole card the link.
      'after:absolute after:inset-0 after:rounded-md',
      size === 'sm' ? 'text-sm' : 'text-base',
    ),
    children: name,
  };

  return (
    <article data-slot="product-card" className={cn(productCardVariants({ size }), className)} {...props}>
      <div data-slot="product-card-media" className="relative overflow-hidden rounded-md bg-surface-muted">
        <ProductImage {...image} width={imageWidth} loading={imageLoading} className="w-full" />
        {hoverImage && (
          <ProductImage
            data-slot="product-card-hover-image"
            {...hoverImage}
            // The product shot already says what the card shows.
            alt=""
            width={imageWidth}
            loading="lazy"
            fit={hoverImage.fit ?? 'cover'}
            className={cn(
              'absolute inset-0 size-full opacity-0 transition-opacity duration-normal ease-standard motion-reduce:transition-none',
              'group-hover/product-card:opacity-100 group-has-[[data-slot=product-card-link]:focus-visible]/product-card:opacity-100',
            )}
          />
        )}
        {shownBadges.length > 0 && badgeLabels && (
          <ul
            data-slot="product-card-badges"
            // Clear of the wishlist button; long labels wrap on narrow tiles.
            className={cn(
              'absolute top-2 left-2 flex flex-col items-start gap-1',
              wishlist ? 'right-13' : 'right-2',
            )}
          >
            {shownBadges.map((badge) => (
              <li key={badge} className="max-w-full">
                <Badge
                  variant={badge}
                  size="sm"
                  className="h-auto min-h-5 py-0.5 leading-tight whitespace-normal"
                >
                  {badgeLabels[badge]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div data-slot="product-card-body" className="flex min-w-0 flex-col gap-1">
        <Heading data-slot="product-card-heading" className="flex flex-col">
          {brand && (
            <span
              data-slot="product-card-brand"
              className="text-xs font-semibold tracking-wide text-foreground-muted uppercase"
            >
              {brand}
            </span>
          )}
          {renderLink(linkProps)}
        </Heading>
        <Price {...price} size="sm" />
        {availability}
        {shownColours.length > 0 && (
          <div data-slot="product-card-colours" className="flex items-center gap-2">
            <ul aria-label={coloursLabel} className="flex items-center gap-1">
              {shownColours.map((colour) => {
                const style = colourSwatchStyle(colour.hex);
                return (
                  <li
                    key={colour.name}
                    data-current={colour.current || undefined}
                    className="flex rounded-full p-px data-current:ring-1 data-current:ring-foreground"
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'size-3.5 rounded-full border border-border',
                        !style && 'bg-surface-muted',
                      )}
                      style={style}
                    />
                    <span className="sr-only">{colour.name}</span>
                  </li>
                );
              })}
            </ul>
            {hiddenColours > 0 && moreColoursLabel && (
              <span data-slot="product-card-more-colours" className="text-xs text-foreground-muted">
                {moreColoursLabel(hiddenColours)}
              </span>
            )}
          </div>
        )}
      </div>
      {wishlist && (
        <Toggle.Root
          asChild
          pressed={wishlist.pressed}
          defaultPressed={wishlist.defaultPressed}
          onPressedChange={wishlist.onToggle}
        >
          <IconButton
            data-slot="product-card-wishlist"
            label={wishlist.label}
            size="sm"
            loading={wishlist.busy}
            className={cn(
              // Above the link's cover, so that it takes its own clicks.
              'absolute top-2 right-2 z-10 rounded-full bg-surface text-foreground shadow-sm hover:bg-surface [&_svg]:size-5',
              'data-[state=on]:text-sale data-[state=on]:[&_svg:not([data-slot=button-spinner])]:fill-current',
            )}
          >
            <HeartIcon />
          </IconButton>
        </Toggle.Root>
      )}
    </article>
  );
}
