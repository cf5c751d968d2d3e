import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { checkHomeTryOn, homeTryOnFrame, isZeroCostFrame } from '@lumen/domain';
import type { ConfiguratorChoice, Product, Variant } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/**
 * What the frame adds to the configured glasses: its price, or nothing for a zero-tariff frame
 * made into glasses where the shop offers zero-cost frames (§3), or for a frame sent to try on at
 * home where the shop offers that (§5); the basket prices both alike.
 */
export function useFrameCents(product: Product, variant: Variant, choice: Pick<ConfiguratorChoice, 'type'>) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const zeroCost = isZeroCostFrame({
    shopEnables: configuration.customData.zeroCostFrames.enabled,
    product,
    withLenses: choice.type === 'type_ei',
  });
  const triedOnAtHome =
    choice.type === 'home_try_on' &&
    checkHomeTryOn({
      ...homeTryOnFrame(product),
      shopEnablesHomeTryOn: configuration.customData.homeTryOn.enabled,
    }).ok;
  return {
    cents: zeroCost || triedOnAtHome ? 0 : variant.price.withTax,
    free: zeroCost ? ('zeroCost' as const) : triedOnAtHome ? ('homeTryOn' as const) : undefined,
  };
}
