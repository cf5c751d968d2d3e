import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { benefitsPortalFrameUrl, mayShowBenefitsPortal } from '@lumen/domain';
import type { Order, User } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { useConsent } from '../consent/use-consent.ts';
import { Panel } from '../page/panel.tsx';

/**
 * §7 the benefits portal on the confirmation page: the partner's frame, only where the domain's
 * rule allows it (marketing consent among them), so a shopper who grants consent in the banner
 * sees it at once and one who withdraws it loses it at once. The frame is the partner's own
 * origin: it may run its scripts and forms, but gets no referrer (the page's address holds the
 * order's token).
 */
export function BenefitsPortal({ order, customer }: { order: Order; customer: User | undefined }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: shop } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { stored } = useConsent();
  if (!customer || !shop.benefitsPortalUrl || !mayShowBenefitsPortal(shop, stored?.granted, customer)) {
    return null;
  }
  return (
    <Panel title={t('orderSuccess.benefits.title')} slot="benefits-portal">
      <p className="text-sm">{t('orderSuccess.benefits.intro')}</p>
      <iframe
        title={t('orderSuccess.benefits.frame')}
        src={benefitsPortalFrameUrl(shop.benefitsPortalUrl, shop, order, customer)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
        className="bg-background h-[30rem] w-full rounded-md border border-border"
      />
    </Panel>
  );
}
