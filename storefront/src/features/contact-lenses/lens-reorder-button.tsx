import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import { contactLensBasketItem } from '@lumen/domain';
import type { ContactLensOrder } from '@lumen/domain';
import { useAddItemGroup } from '../basket/use-add-item-group.ts';

/**
 * §3 the same lenses again in two clicks: this puts them into the basket (same pack, values and
 * packs per eye; the api checks them against what the lens is made in today), and the toast's link
 * leads to the basket.
 */
export function LensReorderButton({ order, name }: { order: ContactLensOrder; name: string }) {
  const { t } = useTranslation();
  const add = useAddItemGroup(name, () => undefined);
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      data-slot="lens-reorder"
      aria-label={t('contactLens.reorderLabel', { name })}
      loading={add.isPending}
      onClick={() => add.mutate([contactLensBasketItem(order, crypto.randomUUID())])}
    >
      {t('contactLens.reorder')}
    </Button>
  );
}
