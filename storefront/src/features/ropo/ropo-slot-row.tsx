import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProductImage } from '@lumen/design-system';
import { productCardProps, useProductCardTexts } from '@lumen/cms-blocks';
import { imagePresets } from '@lumen/domain';
import type { RopoItem } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { ShopLink } from '../routing/shop-link.tsx';

/** The name a reserved frame is known by on the page (the card's: model and colour). */
export function useRopoItemName(): (item: RopoItem) => string {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const texts = useProductCardTexts();
  return (item) => {
    const card = productCardProps(item.product, { shop, texts, position: 0 });
    return card.ok ? card.props.name : item.product.referenceKey;
  };
}

/**
 * A reserved frame as a line of the try-on list and the ROPO overlay: its picture, brand and name
 * linking to the product, and what the caller puts beside it (remove, replace).
 */
export function RopoSlotRow({ item, action }: { item: RopoItem; action?: ReactNode }) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const texts = useProductCardTexts();
  const card = productCardProps(item.product, { shop, texts, position: 0 });
  if (!card.ok) return null;
  const { name, brand, href, image } = card.props;
  // The basket line's preset: the image service makes it, and at 5rem wide it is sharp on any screen.
  return (
    <div data-slot="ropo-slot-item" className="flex min-w-0 items-center gap-4">
      <ProductImage
        hash={image.hash}
        background={image.background}
        alt=""
        width={imagePresets.basketItem.width}
        className="w-20 shrink-0 rounded-md"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {brand && (
          <p className="text-xs font-semibold tracking-wide text-foreground-muted uppercase">{brand}</p>
        )}
        <ShopLink href={href} className="font-medium underline-offset-4 hover:underline">
          {name}
        </ShopLink>
      </div>
      {action}
    </div>
  );
}
