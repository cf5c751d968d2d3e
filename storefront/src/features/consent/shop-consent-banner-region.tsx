import { useRouteContext } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ConsentBanner, linkVariants } from '@lumen/design-system';
import type { ConsentBannerGroup } from '@lumen/design-system';
import { consentGroups, legalPagePath, regulationKey } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { necessaryConsentGroup } from './consent-store.ts';
import { useConsent, useConsentStore } from './use-consent.ts';

/**
 * The banner itself (design-system `ConsentBanner` with the shop's texts and store), in a chunk of
 * its own: `ShopConsentBanner` loads it when the banner opens.
 */
export function ShopConsentBannerRegion() {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const store = useConsentStore();
  const { stored, banner } = useConsent();
  // §9: the Swiss shops ask under the Swiss data protection act, the others under the GDPR.
  const regulation = regulationKey(shop.country);

  const groups: ConsentBannerGroup[] = [
    {
      id: necessaryConsentGroup,
      label: t('consent.groups.necessary.label'),
      description: t('consent.groups.necessary.description'),
      required: true,
    },
    {
      id: consentGroups.statistics,
      label: t('consent.groups.statistics.label'),
      description: t('consent.groups.statistics.description'),
    },
    {
      id: consentGroups.marketing,
      label: t('consent.groups.marketing.label'),
      description: t('consent.groups.marketing.description'),
    },
  ];

  return (
    <ConsentBanner
      // Each opening starts from the stored answer with the switches shown.
      key={banner.opening}
      open={banner.open}
      focusOnOpen={banner.settings}
      defaultSettingsOpen={banner.settings}
      data-regulation={regulation}
      title={t('consent.banner.title')}
      description={
        <p>
          <Trans
            t={t}
            i18nKey={`consent.banner.description.${regulation}`}
            components={{
              privacyLink: (
                <ShopLink href={legalPagePath(shop.language, 'privacy')} className={linkVariants()} />
              ),
            }}
          />
        </p>
      }
      acceptAllLabel={t('consent.banner.acceptAll')}
      rejectAllLabel={t('consent.banner.rejectAll')}
      chooseLabel={t('consent.banner.choose')}
      saveLabel={t('consent.banner.save')}
      alwaysActiveLabel={t('consent.banner.alwaysActive')}
      groups={groups}
      {...(stored ? { initialChoice: stored.granted } : {})}
      onAcceptAll={store.acceptAll}
      onRejectAll={store.rejectAll}
      onSave={store.save}
      // A first visit has to be answered; a reopened banner may be left as it was.
      {...(stored ? { onDismiss: store.dismiss } : {})}
    />
  );
}
