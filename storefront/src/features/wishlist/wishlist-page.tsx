import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CloseIcon,
  Field,
  FieldLabel,
  IconButton,
  ProductCard,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lumen/design-system';
import type { ProductCardProps } from '@lumen/design-system';
import { productCardProps, useProductCardTexts } from '@lumen/cms-blocks';
import { routePath, wishlistItemToBasket } from '@lumen/domain';
import type { Variant, Wishlist, WishlistItem, WishlistToBasket } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { wishlistQuery } from '../../queries/wishlist-queries.ts';
import { useAddToBasket } from '../basket/use-add-to-basket.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';
import { PageHeading } from '../page/page-heading.tsx';
import { ShopLink, renderShopLink } from '../routing/shop-link.tsx';
import { useFormattingShop } from '../shop/use-formatting-shop.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/**
 * §2 the wishlist page, for guests and customers alike: the session's wishlist as product cards,
 * each with a way into the basket (§4: the chosen or only orderable variant at once, else a choice
 * of the orderable ones, or "sold out") and a way off the wishlist. An item that went into the
 * basket leaves the wishlist. Empty, the page says so and leads back into the shop.
 */
export function WishlistPage() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: wishlist } = useSuspenseQuery(wishlistQuery(rpc));
  const texts = useProductCardTexts();
  const formattingShop = useFormattingShop();
  const cards = wishlist.items.flatMap((item, position) => {
    const card = productCardProps(item.product, { shop: formattingShop, texts, position });
    return card.ok ? [{ item, card: card.props }] : [];
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.wishlist.title')}</PageHeading>
      <p role="status" className="text-sm text-foreground-muted">
        {t('wishlist.page.count', { count: cards.length })}
      </p>
      {cards.length === 0 ? (
        <div data-slot="wishlist-empty" className="flex flex-col items-start gap-4">
          <p>{t('wishlist.page.empty')}</p>
          <Button asChild>
            <ShopLink href={routePath(shop, 'home')}>{t('wishlist.page.browse')}</ShopLink>
          </Button>
        </div>
      ) : (
        <ul
          data-slot="wishlist-grid"
          className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4"
        >
          {cards.map(({ item, card }) => (
            <li key={item.key} className="flex min-w-0 flex-col gap-3">
              <WishlistEntry item={item} card={card} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The wishlist as it is without `itemKey`: what the page shows while the removal runs. */
function withoutItem(wishlist: Wishlist, itemKey: string): Wishlist {
  return { ...wishlist, items: wishlist.items.filter((item) => item.key !== itemKey) };
}

/** §3 remove from the wishlist, optimistic: the card goes at once and comes back with an alert on a refusal. */
function useRemoveFromWishlist() {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const showError = useActionErrorToast();
  const key = wishlistQuery(rpc).queryKey;
  return useMutation({
    mutationKey: ['removeItemFromWishlist'],
    mutationFn: (itemKey: string) => rpc('removeItemFromWishlist', { itemKey }),
    onMutate: async (itemKey) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, withoutItem(previous, itemKey));
      return { previous };
    },
    onError: (error, _itemKey, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showError(error, 'wishlistRemove');
    },
    onSuccess: (wishlist) => queryClient.setQueryData(key, wishlist),
  });
}

function WishlistEntry({ item, card }: { item: WishlistItem; card: ProductCardProps }) {
  const { t } = useTranslation();
  const remove = useRemoveFromWishlist();
  const move = wishlistItemToBasket(item);
  return (
    <>
      <div className="relative">
        <ProductCard {...card} size="sm" renderLink={renderShopLink} />
        <IconButton
          variant="secondary"
          size="sm"
          // Where a card's wishlist heart sits, above the link's cover so it takes its own clicks.
          className="absolute top-2 right-2 z-10 rounded-full bg-surface shadow-sm"
          label={t('wishlist.page.remove', { name: card.name })}
          onClick={() => remove.mutate(item.key)}
          disabled={remove.isPending}
        >
          <CloseIcon />
        </IconButton>
      </div>
      {move.kind === 'sold-out' ? (
        <p data-slot="wishlist-sold-out" className="text-sm font-medium text-danger">
          {t('wishlist.page.soldOut')}
        </p>
      ) : (
        <MoveToBasket item={item} name={card.name} move={move} onMoved={() => remove.mutate(item.key)} />
      )}
    </>
  );
}

function MoveToBasket({
  item,
  name,
  move,
  onMoved,
}: {
  item: WishlistItem;
  name: string;
  move: Exclude<WishlistToBasket<Variant>, { kind: 'sold-out' }>;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddToBasket(item.product, name, { onAdded: onMoved });
  const [chosen, setChosen] = useState<string>();
  const choiceId = useId();
  const variantId =
    move.kind === 'ready' ? move.variant.id : chosen === undefined ? undefined : Number(chosen);

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (variantId === undefined || add.isPending) return;
        add.mutate({ variantId, quantity: 1 });
      }}
    >
      {move.kind === 'choose' && (
        <Field>
          <FieldLabel htmlFor={choiceId}>{t(`product.choice.${move.key}`)}</FieldLabel>
          <Select value={chosen ?? ''} onValueChange={setChosen} required>
            <SelectTrigger id={choiceId} size="sm">
              <SelectValue placeholder={t('wishlist.page.choose')} />
            </SelectTrigger>
            <SelectContent>
              {move.options.map((option) => (
                <SelectItem key={option.variant.id} value={String(option.variant.id)}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      )}
      <Button type="submit" size="sm" disabled={variantId === undefined} loading={add.isPending}>
        {t('wishlist.page.moveToBasket')}
        {/* Which product, for a screen reader; the visible text starts the name (WCAG 2.5.3). */}
        <span className="sr-only"> – {name}</span>
      </Button>
    </form>
  );
}
