import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@lumen/design-system';
import { originOfDomain } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { renderShopLink } from '../routing/shop-link.tsx';
import { JsonLd, breadcrumbListJsonLd } from '../seo/json-ld.tsx';

/** A page's trail as the shopper sees it and as search engines read it (BreadcrumbList). */
export function ShopBreadcrumbs({ items }: { items: readonly { label: string; href?: string }[] }) {
  const { shop, shopDomains }: Pick<RouterContext, 'shop' | 'shopDomains'> = useRouteContext({
    from: '__root__',
  });
  const { t } = useTranslation();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(originOfDomain(shopDomains[shop.code]), items)} />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        expandLabel={t('breadcrumbs.expand')}
        renderLink={renderShopLink}
        items={items}
      />
    </>
  );
}
