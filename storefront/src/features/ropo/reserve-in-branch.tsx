import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useToast,
} from '@lumen/design-system';
import { isInRopoCategory, isVariantSellable, routePath } from '@lumen/domain';
import type { Product, RopoConfig, RpcResponse, Variant } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { ropoBasketQuery } from '../../queries/ropo-queries.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { useRopoMode } from './ropo-mode.ts';
import { RopoSlotRow } from './ropo-slot-row.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;
type RopoBasketState = RpcResponse<'getRopoBasket'>;

/**
 * §4/§8 "reserve in branch": puts the frame on the try-on list, into the first empty slot (or the
 * slot the overlay chose to replace). Success and a duplicate are told with a link to the list; a
 * full list opens the ROPO overlay to replace a frame; a product gone is an error alert. The first
 * frame turns ROPO mode on, so the header shows the list from then on.
 */
export function ReserveInBranch({
  product,
  variant,
  name,
  config,
}: {
  product: Product;
  variant: Variant;
  name: string;
  /** The shop's `customData.ropo` (§3). */
  config: RopoConfig;
}) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const showError = useActionErrorToast();
  const [full, setFull] = useState<RopoBasketState>();
  const ropo = useRopoMode(shop, config);

  const reserve = useMutation({
    mutationFn: (slot: number | undefined) =>
      rpc('addToRopoBasket', {
        productId: product.id,
        variantId: variant.id,
        ...(slot !== undefined && { slot }),
      }),
    onSuccess: (answer) => {
      const href = routePath(shop, 'try-on-basket');
      const view = { type: 'view' as const, label: t('ropo.reserve.viewList'), href };
      queryClient.setQueryData(ropoBasketQuery(rpc).queryKey, answer.basket);
      if (answer.ok) {
        setFull(undefined);
        ropo.enable();
        toast({
          id: 'ropo-added',
          kind: 'CONFIRM',
          title: t('ropo.reserve.added'),
          description: t('ropo.reserve.addedDescription', { name }),
          actions: [view],
        });
      } else if (answer.reason === 'duplicate') {
        toast({
          id: 'ropo-added',
          kind: 'WARNING',
          title: t('ropo.reserve.duplicateTitle'),
          description: t('ropo.reserve.duplicate', { name }),
          actions: [view],
        });
      } else {
        setFull(answer.basket);
      }
    },
    onError: (error) => showError(error, 'ropoAdd'),
  });
  // A frame outside the shop's ROPO category, or a shop without ROPO, has nothing to reserve.
  if (!ropo.offered || !isInRopoCategory(product, config.categoryPath)) return null;

  const listPath = routePath(shop, 'try-on-basket');
  const sellable = isVariantSellable(product, variant);
  return (
    <div data-slot="reserve-in-branch" className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <p className="font-semibold">{t('ropo.reserve.title')}</p>
      <p className="text-sm text-foreground-muted">
        {t('ropo.reserve.explain', { count: config.maxNumberOfArticles })}
      </p>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={!sellable}
        loading={reserve.isPending}
        onClick={() => reserve.mutate(undefined)}
      >
        {sellable ? t('ropo.reserve.button') : t('ropo.reserve.notAvailable')}
      </Button>
      {full && (
        <RopoFullOverlay
          basket={full}
          name={name}
          pending={reserve.isPending}
          onReplace={(slot) => reserve.mutate(slot)}
          onClose={() => setFull(undefined)}
          listPath={listPath}
        />
      )}
    </div>
  );
}

/**
 * §8 the ROPO overlay: the try-on list is full, so the shopper may replace one of its frames with
 * this one (the chosen editing slot) or keep the list as it is.
 */
function RopoFullOverlay({
  basket,
  name,
  pending,
  onReplace,
  onClose,
  listPath,
}: {
  basket: RopoBasketState;
  name: string;
  pending: boolean;
  onReplace: (slot: number) => void;
  onClose: () => void;
  listPath: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" closeLabel={t('ropo.overlay.close')} data-slot="ropo-overlay">
        <DialogHeader>
          <DialogTitle>{t('ropo.overlay.title')}</DialogTitle>
          <DialogDescription>
            {t('ropo.overlay.description', { count: basket.maxNumberOfArticles, name })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ul className="flex flex-col divide-y divide-border">
            {basket.slots.map((item, slot) =>
              item ? (
                <li key={slot} className="py-3">
                  <RopoSlotRow
                    item={item}
                    action={
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        disabled={pending}
                        onClick={() => onReplace(slot)}
                      >
                        {t('ropo.overlay.replace')}
                        <span className="sr-only"> – {t('ropo.overlay.slot', { position: slot + 1 })}</span>
                      </Button>
                    }
                  />
                </li>
              ) : null,
            )}
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button asChild variant="ghost">
            <ShopLink href={listPath}>{t('ropo.reserve.viewList')}</ShopLink>
          </Button>
          <Button type="button" onClick={onClose}>
            {t('ropo.overlay.keep')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
