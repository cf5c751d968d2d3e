import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderProgress } from '@lumen/design-system';
import { orderStatus, returnPortalUrl, routePath } from '@lumen/domain';
import type { Order } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { orderQuery } from '../../queries/account-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { Panel } from '../page/panel.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { OrderItemsAndCost } from './order-items-and-cost.tsx';
import { OrderPackages } from './order-packages.tsx';
import { useOrderProgressTexts } from './order-status-texts.ts';
import { formatShopDate } from './shop-date.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** Only delivered parcels can be sent back; the portal is where a return is registered (§7). */
function canReturn(order: Order): boolean {
  return order.packages.some((pack) => pack.deliveryStatus === 'shipment_completed');
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
          <OrderItemsAndCost order={order} title={t('orders.detail.items')} reorder />
        </div>
      </div>
    </div>
  );
}
