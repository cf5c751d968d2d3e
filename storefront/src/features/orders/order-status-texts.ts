import { useTranslation } from 'react-i18next';
import type { OrderProgressProps } from '@lumen/design-system';

/** The order progress bar's texts (§4 four steps) in the shop's language. */
export function useOrderProgressTexts(): Pick<
  OrderProgressProps,
  'steps' | 'label' | 'cancelledLabel' | 'completedLabel'
> {
  const { t } = useTranslation();
  return {
    label: t('orders.progress.label'),
    steps: [
      t('orders.progress.ordered'),
      t('orders.progress.processing'),
      t('orders.progress.shipped'),
      t('orders.progress.delivered'),
    ],
    cancelledLabel: t('orders.progress.cancelled'),
    completedLabel: t('orders.progress.completed'),
  };
}
