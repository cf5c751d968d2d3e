import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderProgress } from '@lumen/design-system';
import {
  attributeLabel,
  formatPrice,
  formatReductionPercent,
  imagePresets,
  orderStatus,
  productImageUrl,
  returnPortalUrl,
  routePath,
} from '@lumen/domain';
import type { Order } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { orderQuery } from '../../queries/account-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { Panel } from '../page/panel.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { feeCents, itemsCents, orderLines } from './order-lines.ts';
import { OrderPackages } from './order-packages.tsx';
import { useOrderProgressTexts } from './order-status-texts.ts';
import { formatShopDate } from './shop-date.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** Only delivered parcels can be sent back; the portal is where a return is registered (§7). */
function canReturn(order: Order): boolean {
  return order.packages.some((pack) => pack.deliveryStatus === 'shipment_completed');
}

function OrderItemsAndCost({ order }: { order: Order }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const delivery = feeCents(order, 'delivery');
  const payment = feeCents(order, 'payment');
  const method = order.payment[0]?.key;
  return (
    <Panel title={t('orders.detail.items')}>
      <ul className="flex flex-col divide-y divide-border">
        {orderLines(order).map(({ key, item, quantity, cents }) => {
          const image = item.product.images[0];
          const gone = item.status === 'cancelled' || item.status === 'returned';
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
                <p className="font-semibold">{attributeLabel(item.product.attributes, 'name')}</p>
                <p className="text-foreground-muted">{t('checkout.review.quantity', { count: quantity })}</p>
                {gone && <p className="text-danger">{t(`orders.detail.itemStatus.${item.status}`)}</p>}
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
            <dd className="text-right">{t(`footer.paymentMethods.${method}`, { defaultValue: method })}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

/**
 * §2 /account/orders/{id}/: the order's derived status (§4) and its four-step progress, each
 * package with its own status, days and tracking, the way to return delivered parcels (the shop's
 * return portal, §7), and the items with vouchers and fees.
 */
export function OrderDetail({ orderId }: { orderId: number }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: order } = useSuspenseQuery(orderQuery(rpc, orderId));
  const { data: user } = useSuspenseQuery(userQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const progress = useOrderProgressTexts();
  if (!order) return null;
  const status = orderStatus(order);
  return (
    <div className="flex flex-col gap-6">
      <ShopLink
        href={routePath(shop, 'account-orders')}
        className="self-start text-sm underline underline-offset-4"
      >
        {t('orders.detail.back')}
      </ShopLink>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
        {order.confirmedAt && (
          <>
            <dt className="text-foreground-muted">{t('orders.detail.orderedOn')}</dt>
            <dd>{formatShopDate(order.confirmedAt, shop)}</dd>
          </>
        )}
        <dt className="text-foreground-muted">{t('orders.detail.status')}</dt>
        <dd data-slot="order-status" className="font-semibold">
          {t(`orders.status.${status}`)}
        </dd>
      </dl>
      <OrderProgress status={status} {...progress} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('orders.detail.packages')}>
            <OrderPackages packages={order.packages} shop={shop} />
          </Panel>
          {canReturn(order) && user?.email && (
            <Panel title={t('orders.detail.returns')}>
              <p className="text-sm">{t('orders.detail.returnsText')}</p>
              <a
                href={returnPortalUrl(configuration.orderReturnPortal, { id: order.id, email: user.email })}
                target="_blank"
                rel="noopener noreferrer"
                className="self-start text-sm font-semibold text-accent underline underline-offset-4"
                data-slot="return-portal"
              >
                {t('orders.detail.returnPortal')}{' '}
                <span className="sr-only">{t('orders.detail.newWindow')}</span>
              </a>
            </Panel>
          )}
        </div>
        <div className="min-w-0">
          <OrderItemsAndCost order={order} />
        </div>
      </div>
    </div>
  );
}
