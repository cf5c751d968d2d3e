import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { isZeroCostFrame } from '@lumen/domain';
import type { ConfiguratorChoice, Product, Variant } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/**
 * What the frame adds to the configured glasses: its price, or nothing for a zero-tariff frame
 * made into glasses where the shop offers zero-cost frames (§3; the basket prices it alike).
 */
export function useFrameCents(product: Product, variant: Variant, choice: Pick<ConfiguratorChoice, 'type'>) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const free = isZeroCostFrame({
    shopEnables: configuration.customData.zeroCostFrames.enabled,
    product,
    withLenses: choice.type === 'type_ei',
  });
  return { cents: free ? 0 : variant.price.withTax, free };
}
