import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@lumen/design-system';
import { decideRouteAccess, routePath } from '@lumen/domain';
import type { RouteId } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { ShopLink } from '../routing/shop-link.tsx';
import { visitorOf } from '../session/visitor.ts';

/** The account's areas, each with its page title key and its description key. */
const areas = [
  { routeId: 'account-user', title: 'pages.accountUser.title', description: 'accountHome.user' },
  { routeId: 'account-orders', title: 'pages.accountOrders.title', description: 'accountHome.orders' },
  {
    routeId: 'account-branch-orders',
    title: 'pages.accountBranchOrders.title',
    description: 'accountHome.branchOrders',
  },
  {
    routeId: 'account-appointments',
    title: 'pages.accountAppointments.title',
    description: 'accountHome.appointments',
  },
  {
    routeId: 'account-subscriptions',
    title: 'pages.accountSubscriptions.title',
    description: 'accountHome.subscriptions',
  },
] as const satisfies readonly { routeId: RouteId; title: string; description: string }[];

/**
 * §2 /account/: the customer's greeting and the areas of the account they may open. Which those are
 * is §6's rule (domain `decideRouteAccess`), the one the routes enforce: an unverified customer sees
 * their data only, with the way to verify.
 */
export function AccountHome() {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const navId = useId();
  const { data: user } = useSuspenseQuery(userQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const visitor = visitorOf(user);
  const open = areas.filter(({ routeId }) => {
    const path = routePath(shop, routeId);
    const decision = decideRouteAccess({
      routeId,
      path,
      visitor,
      onlineShopEnabled: configuration.onlineShopEnabled,
    });
    return decision.kind === 'allow';
  });
  const name = user?.firstName ?? '';
  return (
    <div className="mt-6 flex flex-col gap-6" data-slot="account-home">
      {name && <p className="text-lg">{t('accountHome.greeting', { name })}</p>}
      {user && !user.info.verified && <Alert kind="WARNING" description={t('accountHome.unverified')} />}
      <nav aria-labelledby={navId}>
        <h2 id={navId} className="sr-only">
          {t('accountHome.areas')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {open.map(({ routeId, title, description }) => (
            <li key={routeId}>
              <ShopLink
                href={routePath(shop, routeId)}
                className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4 hover:border-border-strong"
              >
                <span className="font-semibold">{t(title)}</span>
                <span className="text-sm text-foreground-muted">{t(description)}</span>
              </ShopLink>
            </li>
          ))}
          <li>
            <ShopLink
              href={routePath(shop, 'signout')}
              className="flex h-full items-center rounded-lg border border-border p-4 font-semibold hover:border-border-strong"
            >
              {t('pages.signout.title')}
            </ShopLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
