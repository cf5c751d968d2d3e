import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Pagination } from '@lumen/design-system';
import { formatPrice, orderStatus, routePath } from '@lumen/domain';
import type { Order, ShopIdentity } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { ordersQuery } from '../../queries/account-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { renderListingLink } from '../listing/listing-link.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { formatShopDate } from './shop-date.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** The list's page size: a page of orders fits a phone's few screens. */
export const ordersPerPage = 10;

function OrderRow({ order, shop }: { order: Order; shop: ShopIdentity }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const status = orderStatus(order);
  const href = routePath(shop, 'account-order', { orderId: String(order.id) });
  return (
    <li
      data-slot="order-row"
      data-status={status}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t('orderStatus.result', { orderId: order.id })}</p>
        {order.confirmedAt && (
          <p className="text-sm text-foreground-muted">
            {t('orders.list.orderedOn', { date: formatShopDate(order.confirmedAt, shop) })}
          </p>
        )}
        <p className="text-sm">
          {t('orders.list.items', { count: order.items.length })} · {formatPrice(order.cost.withTax, prices)}
        </p>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <Badge>{t(`orders.status.${status}`)}</Badge>
        <ShopLink href={href} className="text-sm font-semibold text-accent underline underline-offset-4">
          {t('orders.list.open', { orderId: order.id })}
        </ShopLink>
      </div>
    </li>
  );
}

/** §2 /account/orders/: the customer's online orders, newest first, a page at a time, each with its derived status (§4). */
export function OrderList({ page }: { page: number }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(ordersQuery(rpc, page, ordersPerPage));
  const ordersPath = routePath(shop, 'account-orders');
  if (data.orders.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-surface-muted p-6">
        <p>{t('orders.list.empty')}</p>
        <Button asChild>
          <ShopLink href={routePath(shop, 'home')}>{t('orders.list.shop')}</ShopLink>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label={t('pages.accountOrders.title')}>
        {data.orders.map((order) => (
          <OrderRow key={order.id} order={order} shop={shop} />
        ))}
      </ul>
      {data.pagination.last > 1 && (
        <Pagination
          page={data.pagination.current}
          pageCount={data.pagination.last}
          hrefForPage={(target) => (target === 1 ? ordersPath : `${ordersPath}?page=${target}`)}
          label={t('orders.list.pagination')}
          previousLabel={t('listing.pagination.previous')}
          nextLabel={t('listing.pagination.next')}
          pageLabel={(target) => t('listing.pagination.page', { page: target })}
          renderLink={renderListingLink}
        />
      )}
    </div>
  );
}
