import { useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@lumen/design-system';
import { attributeLabel, routePath } from '@lumen/domain';
import type { Subscription } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { subscriptionsQuery } from '../../queries/account-queries.ts';
import { productQuery } from '../../queries/catalog-queries.ts';
import { formatShopDate } from '../orders/shop-date.ts';
import { ShopLink } from '../routing/shop-link.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/** The subscribed product's brand and name, once the catalogue answered (the loader asked for it). */
export function SubscribedProduct({ productId }: { productId: number }) {
  const { rpc }: PageContext = useRouteContext({ from: '__root__' });
  const { data: product } = useQuery(productQuery(rpc, productId));
  if (!product) return null;
  const brand = attributeLabel(product.attributes, 'brand');
  return (
    <p className="flex flex-col">
      {brand && <span className="text-sm text-foreground-muted">{brand}</span>}
      <span className="font-semibold">{attributeLabel(product.attributes, 'name')}</span>
    </p>
  );
}

/** When the subscription delivers next, or why it does not. */
export function SubscriptionSchedule({ subscription }: { subscription: Subscription }) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('subscriptions.intervalLabel'), t('subscriptions.every', { count: subscription.intervalMonths })],
    [
      t('subscriptions.quantity'),
      subscription.packsPerEye
        ? `${t('basketPage.eyeRight', { count: subscription.packsPerEye.right })} · ${t('basketPage.eyeLeft', { count: subscription.packsPerEye.left })}`
        : String(subscription.quantity),
    ],
  ];
  if (subscription.pausedUntil) {
    rows.push([t('subscriptions.pausedUntil'), formatShopDate(subscription.pausedUntil, shop)]);
  }
  if (subscription.nextDeliveryDate) {
    rows.push([t('subscriptions.nextDelivery'), formatShopDate(subscription.nextDeliveryDate, shop)]);
  }
  rows.push([t('subscriptions.startedOn'), formatShopDate(subscription.startedOn, shop)]);
  if (subscription.cancelledOn) {
    rows.push([t('subscriptions.cancelledOn'), formatShopDate(subscription.cancelledOn, shop)]);
  }
  return (
    <dl
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm"
      data-slot="subscription-schedule"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-foreground-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** §2 /account/subscriptions/: the customer's saving subscriptions with their state and schedule. */
export function SubscriptionList() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: subscriptions } = useSuspenseQuery(subscriptionsQuery(rpc));
  if (subscriptions.length === 0) {
    return (
      <p className="rounded-lg border border-border bg-surface-muted p-6">{t('subscriptions.list.empty')}</p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('pages.accountSubscriptions.title')}>
      {subscriptions.map((subscription) => (
        <li
          key={subscription.id}
          data-slot="subscription-card"
          data-status={subscription.status}
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <SubscribedProduct productId={subscription.productId} />
            <Badge>{t(`subscriptions.status.${subscription.status}`)}</Badge>
          </div>
          <SubscriptionSchedule subscription={subscription} />
          <ShopLink
            href={routePath(shop, 'account-subscription', { subscriptionId: subscription.id })}
            className="self-start text-sm font-semibold text-accent underline underline-offset-4"
          >
            {t('subscriptions.list.open', { id: subscription.id })}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
