import { useTranslation } from 'react-i18next';
import { AvailabilityLine, ProductCard } from '@lumen/design-system';
import type { ProductCardProps } from '@lumen/design-system';
import { productCardProps, useProductCardTexts } from '@lumen/cms-blocks';
import { tileAvailabilityStock } from '@lumen/domain';
import type { ProductTile } from '@lumen/domain';
import { renderShopLink } from '../routing/shop-link.tsx';
import { useFormattingShop } from '../shop/use-formatting-shop.ts';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle.ts';

export type ListingGridProps = {
  tiles: readonly ProductTile[];
  /** The place of the first tile in the whole listing, from 0: every fifth shows the frame worn (§9). */
  firstPosition: number;
  /** Whether the shop has a wishlist (§6: not with the online shop disabled). */
  wishlist: boolean;
  /** While another query's tiles load, the grid shows the last ones, marked busy. */
  busy?: boolean;
};

/** How many tiles the first row holds at most: their images load at once, the rest lazily. */
const firstRow = 4;

/**
 * The listing's tiles as design-system `ProductCard`s built by cms-blocks' `productCardProps`:
 * image by position (§9), badges (§4), price with reductions and the lowest prior price, sibling
 * colours, the §4 availability of the best variant when it says more than "can be ordered" (the
 * domain's `tileAvailabilityStock`), and the wishlist heart. A tile the card cannot show (no name,
 * image or price) is left out.
 */
export function ListingGrid({ tiles, firstPosition, wishlist, busy = false }: ListingGridProps) {
  const shop = useFormattingShop();
  const texts = useProductCardTexts();
  const cards = tiles.flatMap((tile, index) => {
    const card = productCardProps(tile, { shop, texts, position: firstPosition + index });
    return card.ok ? [{ tile, props: card.props, index }] : [];
  });
  return (
    <ul
      data-slot="listing-grid"
      aria-busy={busy || undefined}
      className="grid grid-cols-2 gap-x-4 gap-y-8 transition-opacity duration-normal aria-busy:opacity-60 md:grid-cols-3 xl:grid-cols-4"
    >
      {cards.map(({ tile, props, index }) => (
        <li key={tile.id} className="min-w-0">
          <ListingTile tile={tile} card={props} eager={index < firstRow} wishlist={wishlist} />
        </li>
      ))}
    </ul>
  );
}

function ListingTile({
  tile,
  card,
  eager,
  wishlist,
}: {
  tile: ProductTile;
  card: ProductCardProps;
  eager: boolean;
  wishlist: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useWishlistToggle({ id: tile.id, name: card.name });
  const stock = tileAvailabilityStock(tile);
  return (
    <ProductCard
      {...card}
      size="sm"
      imageLoading={eager ? 'eager' : 'lazy'}
      renderLink={renderShopLink}
      {...(wishlist ? { wishlist: toggle } : {})}
      {...(stock
        ? {
            availability: (
              <AvailabilityLine
                size="sm"
                stock={stock}
                labels={{
                  immediately_available: t('listing.availability.immediately'),
                  available_soon: (count) => t('listing.availability.fewLeft', { count }),
                  available_as_soon_as_possible: t('listing.availability.soon'),
                  not_available: t('listing.availability.notAvailable'),
                }}
              />
            ),
          }
        : {})}
    />
  );
}
