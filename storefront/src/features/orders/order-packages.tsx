import { useTranslation } from 'react-i18next';
import { formatDeliveryWindow } from '@lumen/design-system';
import { carrierKeys } from '@lumen/domain';
import type { CarrierKey, DeliveryDate, DeliveryStatus, ShopIdentity } from '@lumen/domain';

/** What a package shows, from an order (account) or a status lookup (without signing in). */
export interface ShownPackage {
  deliveryStatus: DeliveryStatus;
  deliveryDate: DeliveryDate;
  carrierKey?: string | undefined;
  tracking: { id: string; url: string } | null;
}

const isCarrier = (key: string | undefined): key is CarrierKey =>
  (carrierKeys as readonly (string | undefined)[]).includes(key);

/**
 * §4 each package of an order with its own delivery status, the days it is expected, its carrier
 * and, once the carrier has one, the tracking number and link (the carrier's page, in a new window).
 */
export function OrderPackages({ packages, shop }: { packages: readonly ShownPackage[]; shop: ShopIdentity }) {
  const { t } = useTranslation();
  return (
    <ol className="flex flex-col gap-4" aria-label={t('orders.detail.packages')}>
      {packages.map((pack, index) => {
        const number = index + 1;
        return (
          <li
            key={number}
            data-slot="order-package"
            data-status={pack.deliveryStatus}
            className="flex flex-col gap-2 rounded-md border border-border p-4"
          >
            <h3 className="font-semibold">{t('orders.detail.package', { number })}</h3>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-foreground-muted">{t('orders.detail.status')}</dt>
              <dd>{t(`orders.status.${pack.deliveryStatus}`)}</dd>
              <dt className="text-foreground-muted">{t('orders.detail.expected')}</dt>
              <dd>{formatDeliveryWindow(pack.deliveryDate, shop.locale)}</dd>
              {isCarrier(pack.carrierKey) && (
                <>
                  <dt className="text-foreground-muted">{t('orders.detail.carrier')}</dt>
                  <dd>{t(`checkout.carriers.${pack.carrierKey}`)}</dd>
                </>
              )}
              {pack.tracking && (
                <>
                  <dt className="text-foreground-muted">{t('orders.detail.trackingId')}</dt>
                  <dd className="break-all">{pack.tracking.id}</dd>
                </>
              )}
            </dl>
            {pack.tracking ? (
              <a
                href={pack.tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                className="self-start text-sm font-semibold text-accent underline underline-offset-4"
              >
                {t('orders.detail.track', { number })}{' '}
                <span className="sr-only">{t('orders.detail.newWindow')}</span>
              </a>
            ) : (
              <p className="text-sm text-foreground-muted">{t('orders.detail.noTracking')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
