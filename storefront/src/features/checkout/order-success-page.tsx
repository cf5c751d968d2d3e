import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DeliveryEstimate } from '@lumen/design-system';
import { hasRoute, orderDeliveryWindow, routePath } from '@lumen/domain';
import type { Address, Order, User } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { orderDataByCbdQuery } from '../../queries/checkout-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { Panel } from '../page/panel.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { OrderItemsAndCost } from '../orders/order-items-and-cost.tsx';
import { BenefitsPortal } from './benefits-portal.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

function PostalAddress({ address, fallbackName }: { address: Address; fallbackName: string }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || fallbackName;
  return (
    <address className="text-sm not-italic">
      {name && (
        <>
          {name}
          <br />
        </>
      )}
      {address.street} {address.houseNumber}
      {address.addition && (
        <>
          <br />
          {address.addition}
        </>
      )}
      <br />
      {address.zipCode} {address.city}
    </address>
  );
}

function NextSteps({ order, customer }: { order: Order; customer: User | undefined }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: prices } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const window = orderDeliveryWindow(order);
  const ordersHref =
    customer && !customer.status.isGuestCustomer
      ? routePath(shop, 'account-orders')
      : hasRoute(shop, 'order-status')
        ? routePath(shop, 'order-status')
        : undefined;
  return (
    <Panel title={t('orderSuccess.next')}>
      <p className="text-sm">
        {customer?.email
          ? t('orderSuccess.confirmationMail', { email: customer.email })
          : t('orderSuccess.confirmationMailSoon')}
      </p>
      {window && (
        <DeliveryEstimate
          deliveryDate={window}
          shop={prices}
          size="sm"
          label={(dates) => t('orderSuccess.estimate', { dates })}
        />
      )}
      <p className="text-sm">{t('orderSuccess.nextShipping')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {ordersHref && (
          <Button asChild variant="secondary">
            <ShopLink href={ordersHref}>
              {t(
                customer && !customer.status.isGuestCustomer
                  ? 'orderSuccess.toOrders'
                  : 'orderSuccess.orderStatus',
              )}
            </ShopLink>
          </Button>
        )}
        <Button asChild>
          <ShopLink href={routePath(shop, 'home')}>{t('orderSuccess.continueShopping')}</ShopLink>
        </Button>
      </div>
    </Panel>
  );
}

/**
 * §2 /success/?cbd=…: the order number, what happens next, the items and totals, and, for the
 * session that placed the order, where it goes and how it is paid (§7 getOrderDataByCbd keeps the
 * customer from anyone else holding the token). A payment still open or closed without money is
 * said first.
 */
export function OrderSuccessPage({ cbdToken }: { cbdToken: string }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(orderDataByCbdQuery(rpc, cbdToken));
  if (!data) return null;
  const { order, customer, paymentStatus } = data;
  const customerName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const billing = customer?.address?.billing;
  const shipping = customer?.address?.shipping ?? billing;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg" data-slot="order-number">
        {t('orderSuccess.orderNumber', { orderId: order.id })}
      </p>
      {paymentStatus === 'pending' && <Alert kind="WARNING" description={t('orderSuccess.paymentPending')} />}
      {(paymentStatus === 'failed' || paymentStatus === 'cancelled') && (
        <Alert
          kind="ERROR"
          description={t('orderSuccess.paymentFailed')}
          action={<ShopLink href={routePath(shop, 'basket')}>{t('checkout.backToBasket')}</ShopLink>}
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <NextSteps order={order} customer={customer} />
          {shipping && (
            <div className="grid gap-6 sm:grid-cols-2">
              {shipping && (
                <Panel title={t('orderSuccess.deliveryAddress')}>
                  <PostalAddress address={shipping} fallbackName={customerName} />
                </Panel>
              )}
              {billing && (
                <Panel title={t('orderSuccess.billingAddress')}>
                  <PostalAddress address={billing} fallbackName={customerName} />
                </Panel>
              )}
            </div>
          )}
          <BenefitsPortal order={order} customer={customer} />
        </div>
        <div className="min-w-0">
          <OrderItemsAndCost order={order} title={t('orderSuccess.items')} />
        </div>
      </div>
    </div>
  );
}
