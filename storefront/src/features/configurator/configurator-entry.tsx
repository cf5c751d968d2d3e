import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@lumen/design-system';
import type { ConfiguratorStep, Product, Variant } from '@lumen/domain';
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
  const navigate = useNavigate({ from: '/p/$slug/' });
  const loaded = useLazyPart(configuratorPart, step !== undefined);
  return (
    <>
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
