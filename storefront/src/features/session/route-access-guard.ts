import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { decideRouteAccess } from '@lumen/domain';
import type { RouteId, RpcCall, ShopIdentity } from '@lumen/domain';
import { publicRedirect } from '../../routing/public-redirect.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { visitorOf } from './visitor.ts';

export interface RouteAccessContext {
  queryClient: QueryClient;
  rpc: RpcCall;
  shop: ShopIdentity;
}

/**
 * The §6 access decision before a route loads, on the server and in the browser alike: a redirect
 * to sign-in (or home, or the account) is thrown as a temporary redirect, an online-shop area of a
 * shop without online shop as the 404 of §8 ('Page not found').
 * `publicHref` is the shop's own address of the request (path and query), where sign-in leads back.
 */
export async function enforceRouteAccess(
  context: RouteAccessContext,
  routeId: RouteId,
  publicHref: string,
  redirectUrl: string | undefined,
): Promise<void> {
  const [configuration, user] = await Promise.all([
    context.queryClient.ensureQueryData(shopConfigurationQuery(context.rpc)),
    context.queryClient.ensureQueryData(userQuery(context.rpc)),
  ]);
  const decision = decideRouteAccess({
    routeId,
    path: publicHref,
    ...(redirectUrl !== undefined ? { redirectUrl } : {}),
    visitor: visitorOf(user),
    onlineShopEnabled: configuration.onlineShopEnabled,
  });
  switch (decision.kind) {
    case 'allow':
      return;
    case 'redirect':
      throw publicRedirect(context.shop, decision.to, 302);
    case 'notFound':
      throw notFound({ data: { message: decision.message } });
  }
}
