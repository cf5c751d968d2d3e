import { useId } from 'react';
import { Carousel, ProductCard, type ProductCardProps } from '@lumen/design-system';
import { productCardProps, useBlockTexts, useProductCardTexts } from '@lumen/cms-blocks';
import type { ProductTile } from '@lumen/domain';
import { renderShopLink } from '../routing/shop-link.tsx';
import { useFormattingShop } from '../shop/use-formatting-shop.ts';
import { useWishlistToggle } from '../wishlist/use-wishlist-toggle.ts';

/** One card with its wishlist heart (the hook is per product). */
function TileCard({ id, card }: { id: number; card: ProductCardProps }) {
  const wishlist = useWishlistToggle({ id, name: card.name });
  return <ProductCard {...card} size="sm" wishlist={wishlist} renderLink={renderShopLink} />;
}

/**
 * A row of product cards under a heading (recommendations, recently viewed): cms-blocks'
 * `productCardProps` builds each card from a listing tile, in the design system's carousel as the
 * content blocks' product slider shows them. Tiles that cannot be shown (no name, picture or price)
 * are left out; nothing renders without a card.
 */
export function ProductTileSlider({
  heading,
  tiles,
  wishlist = true,
  ...props
}: {
  heading: string;
  tiles: readonly ProductTile[];
  /** The hearts, unless the online shop is off (§6: no wishlist). */
  wishlist?: boolean;
  'data-slot'?: string;
}) {
  const shop = useFormattingShop();
  const texts = useProductCardTexts();
  const t = useBlockTexts('productSlider');
  const headingId = useId();
  const cards: { id: number; card: ProductCardProps }[] = [];
  for (const tile of tiles) {
    const result = productCardProps(tile, { shop, texts, position: cards.length });
    if (result.ok) cards.push({ id: tile.id, card: result.props });
  }
  if (cards.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4"
      data-slot={props['data-slot']}
    >
      <h2 id={headingId} className="text-2xl font-bold text-balance">
        {heading}
      </h2>
      <Carousel
        label={heading}
        aria-labelledby={headingId}
        previousLabel={t('previousLabel')}
        nextLabel={t('nextLabel')}
        slideLabel={(position, total) => t('slideLabel', { position, total })}
        slideSize="quarter"
      >
        {cards.map(({ id, card }) =>
          wishlist ? (
            <TileCard key={id} id={id} card={card} />
          ) : (
            <ProductCard key={id} {...card} size="sm" renderLink={renderShopLink} />
          ),
        )}
      </Carousel>
    </section>
  );
}
