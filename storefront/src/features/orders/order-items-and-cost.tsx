import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  attributeLabel,
  contactLensReorder,
  feeCents,
  formatPrice,
  formatReductionPercent,
  imagePresets,
  itemsCents,
  orderLines,
  productImageUrl,
} from '@lumen/domain';
import type { Order } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { LensReorderButton } from '../contact-lenses/lens-reorder-button.tsx';
import { Panel } from '../page/panel.tsx';

type PageContext = Pick<RouterContext, 'rpc'>;

/**
 * An order's items as lines (pieces of one kind together, a cancelled or returned one marked) and
 * what it cost: subtotal, vouchers, delivery and payment fees, total with its VAT, and the payment
 * method. The success page and the account's order page show the same; the account's page offers
 * lenses ordered per eye again.
 */
export function OrderItemsAndCost({
  order,
  title,
  reorder = false,
}: {
  order: Order;
  title: string;
  /** Lenses ordered per eye can be ordered again from here (the account's order page). */
  reorder?: boolean;
}) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const delivery = feeCents(order, 'delivery');
  const payment = feeCents(order, 'payment');
  const method = order.payment[0]?.key;
  return (
    <Panel title={title}>
      <ul className="flex flex-col divide-y divide-border">
        {orderLines(order).map(({ key, item, quantity, cents }) => {
          const image = item.product.images[0];
          const gone = item.status === 'cancelled' || item.status === 'returned';
          const name = attributeLabel(item.product.attributes, 'name');
          const lenses = reorder ? contactLensReorder(item) : undefined;
          return (
            <li key={key} className="flex gap-3 py-3" data-slot="order-item">
              {image && (
                <img
                  src={productImageUrl(image.hash, imagePresets.basketItem)}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 object-contain"
                />
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-foreground-muted">{attributeLabel(item.product.attributes, 'brand')}</p>
                <p className="font-semibold">{name}</p>
                <p className="text-foreground-muted">{t('checkout.review.quantity', { count: quantity })}</p>
                {item.customData?.quantity && (
                  <p className="text-foreground-muted">
                    {t('basketPage.eyeRight', { count: item.customData.quantity.right })} ·{' '}
                    {t('basketPage.eyeLeft', { count: item.customData.quantity.left })}
                  </p>
                )}
                {gone && <p className="text-danger">{t(`orders.detail.itemStatus.${item.status}`)}</p>}
                {lenses && (
                  <div className="mt-2">
                    <LensReorderButton order={lenses} name={name ?? ''} />
                  </div>
                )}
              </div>
              <p className="shrink-0 text-sm font-semibold">{formatPrice(cents, prices)}</p>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        <dt>{t('basketPage.summary.subtotal')}</dt>
        <dd className="text-right">{formatPrice(itemsCents(order), prices)}</dd>
        {order.vouchers.map((voucher) => (
          <div key={voucher.code} className="contents text-success">
            <dt>{t('orders.detail.voucher', { code: voucher.code })}</dt>
            <dd className="text-right">
              {voucher.type === 'absolute'
                ? `−${formatPrice(voucher.value, prices)}`
                : formatReductionPercent(Math.round(voucher.value * 100), prices)}
            </dd>
          </div>
        ))}
        <dt>{t('orderSuccess.deliveryFee')}</dt>
        <dd className="text-right">
          {delivery === 0 ? t('checkout.delivery.free') : formatPrice(delivery, prices)}
        </dd>
        {payment > 0 && (
          <>
            <dt>{t('orderSuccess.paymentFee')}</dt>
            <dd className="text-right">{formatPrice(payment, prices)}</dd>
          </>
        )}
        <dt className="border-t border-border pt-2 text-base font-semibold">{t('orderSuccess.total')}</dt>
        <dd
          data-slot="order-total"
          className="border-t border-border pt-2 text-right text-base font-semibold"
        >
          {formatPrice(order.cost.withTax, prices)}
        </dd>
        <dt className="col-span-2 text-xs text-foreground-muted">
          {t('orderSuccess.vat', { amount: formatPrice(order.cost.tax.vat.amount, prices) })}
        </dt>
        {method && (
          <>
            <dt>{t('orderSuccess.paymentMethod')}</dt>
            <dd className="text-right" data-slot="order-payment-method">
              {t(`footer.paymentMethods.${method}`, { defaultValue: method })}
            </dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
