import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import { isZeroTariffFrame } from '@lumen/domain';
import type { ConfiguratorStep, Product, Variant } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { lazyPart, useLazyPart } from '../lazy-part/lazy-part.ts';

/** The configurator's code is loaded when the shopper opens it (or points at the button), not with the page. */
const configuratorPart = lazyPart(() => import('./configurator-dialog.tsx'));

/**
 * The product page's way into the §2 prescription configurator: a button that opens its first
 * step as a history entry, and the overlay while the address names a step (a reload or a shared
 * link reopens it once the page's scripts run).
 */
export function ConfiguratorEntry({
  product,
  variant,
  name,
  step,
  editGroup,
  orderable,
}: {
  product: Product;
  variant: Variant;
  name: string;
  step: ConfiguratorStep | undefined;
  editGroup: string | undefined;
  orderable: boolean;
}) {
  const { t } = useTranslation();
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const navigate = useNavigate({ from: '/p/$slug/' });
  const loaded = useLazyPart(configuratorPart, step !== undefined);
  // §3 zero-cost frames: said where the shopper decides, before the price of the lenses is known.
  const zeroTariff = configuration.customData.zeroCostFrames.enabled && isZeroTariffFrame(product);
  return (
    <>
      {zeroTariff && (
        <p className="rounded-md bg-surface-muted p-3 text-sm" data-slot="zero-cost-frame">
          <strong>{t('configurator.zeroCost.title')}</strong> {t('configurator.zeroCost.note')}
        </p>
      )}
      <Button
        size="lg"
        data-slot="configurator-open"
        className="self-stretch sm:self-start"
        disabled={!orderable}
        onPointerEnter={() => void configuratorPart.load().catch(() => undefined)}
        onClick={() =>
          void navigate({
            search: (previous) => ({ ...previous, configure: 'prescription-type' }),
            resetScroll: false,
          })
        }
      >
        {t('configurator.open')}
      </Button>
      {loaded && step && orderable && (
        <loaded.ConfiguratorDialog
          product={product}
          variant={variant}
          step={step}
          name={name}
          editGroup={editGroup}
        />
      )}
    </>
  );
}
