import { notFound } from '@tanstack/react-router';
import type { RouterContext } from '../../router.tsx';
import { orderDataByCbdQuery } from '../../queries/checkout-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/**
 * The loader part of the pages that show an order by its success token (success page, sandbox
 * payment page): the order and the shop's price formats, read on the server; no token, or one that
 * names no order, is the 404 page.
 */
export async function loadOrderByCbd(
  { queryClient, rpc }: Pick<RouterContext, 'queryClient' | 'rpc'>,
  cbdToken: string | undefined,
): Promise<void> {
  if (!cbdToken) throw notFound();
  const [data] = await Promise.all([
    queryClient.fetchQuery(orderDataByCbdQuery(rpc, cbdToken)),
    queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
  ]);
  if (!data) throw notFound();
}
