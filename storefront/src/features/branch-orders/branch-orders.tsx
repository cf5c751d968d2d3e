import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@lumen/design-system';
import { branchOrderBalance, formatPrice, routePath } from '@lumen/domain';
import type { BranchOrder } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { branchOrderQuery, branchOrdersQuery } from '../../queries/account-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { BranchSummary } from '../account/branch-summary.tsx';
import { formatShopDate } from '../orders/shop-date.ts';
import { ShopLink } from '../routing/shop-link.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** When the order was placed and, once known, from when it can be picked up. */
function BranchOrderDates({ order }: { order: BranchOrder }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-foreground-muted">
        {t('branchOrders.orderedOn', { date: formatShopDate(order.createdAt, shop) })}
      </p>
      {order.readyAt && order.status !== 'picked_up' && order.status !== 'cancelled' && (
        <p className="text-sm font-semibold">
          {t('branchOrders.readyAt', { date: formatShopDate(order.readyAt, shop) })}
        </p>
      )}
    </>
  );
}

/** §2 /account/branch-order/: the orders the customer placed in a branch, newest first. */
export function BranchOrderList() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: orders } = useSuspenseQuery(branchOrdersQuery(rpc));
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  if (orders.length === 0) {
    return <p className="rounded-lg border border-border bg-surface-muted p-6">{t('branchOrders.empty')}</p>;
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t('pages.accountBranchOrders.title')}>
      {orders.map((order) => (
        <li
          key={order.id}
          data-slot="branch-order"
          data-status={order.status}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <BranchSummary branchId={order.branchId} />
            <Badge>{t(`branchOrders.status.${order.status}`)}</Badge>
          </div>
          <BranchOrderDates order={order} />
          <p className="text-sm">{formatPrice(order.total.withTax, prices)}</p>
          <ShopLink
            href={routePath(shop, 'account-branch-order', { branchOrderId: order.id })}
            className="self-start text-sm font-semibold text-accent underline underline-offset-4"
          >
            {t('branchOrders.open', { id: order.id })}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

/** §2 /account/branch-order/{id}/: what was ordered in the branch, its state, what is paid and what is left. */
export function BranchOrderDetail({ id }: { id: string }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: order } = useSuspenseQuery(branchOrderQuery(rpc, id));
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  if (!order) return null;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ShopLink
        href={routePath(shop, 'account-branch-orders')}
        className="self-start text-sm underline underline-offset-4"
      >
        {t('branchOrders.back')}
      </ShopLink>
      <section className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <BranchSummary branchId={order.branchId} />
          <Badge data-slot="branch-order-status">{t(`branchOrders.status.${order.status}`)}</Badge>
        </div>
        <BranchOrderDates order={order} />
        <ul className="flex flex-col divide-y divide-border" aria-label={t('orders.detail.items')}>
          {order.items.map((item, index) => (
            <li key={index} className="flex justify-between gap-3 py-2 text-sm">
              <span>{item.description}</span>
              {/* The optician's price is per piece: "2 × 199,00 €". */}
              <span className="shrink-0 font-semibold whitespace-nowrap">
                {item.quantity} × {formatPrice(item.price.withTax, prices)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold">{t('orderSuccess.total')}</dt>
          <dd className="text-right font-semibold">{formatPrice(order.total.withTax, prices)}</dd>
          <dt>{t('branchOrders.paid')}</dt>
          <dd className="text-right">{formatPrice(order.paid.withTax, prices)}</dd>
          {order.status !== 'cancelled' && order.status !== 'picked_up' && (
            <>
              <dt>{t('branchOrders.balance')}</dt>
              <dd className="text-right font-semibold" data-slot="branch-order-balance">
                {formatPrice(branchOrderBalance(order), prices)}
              </dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
