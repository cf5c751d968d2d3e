import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@lumen/design-system';
import { routePath } from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import { categoriesByPathQuery } from '../../../queries/catalog-queries.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { renderShopLink } from '../../../features/routing/shop-link.tsx';
import { JsonLd, breadcrumbListJsonLd } from '../../../features/seo/json-ld.tsx';
import { originOfDomain } from '@lumen/domain';

/** §2 category of any depth: breadcrumbs along its path and its name. The listing itself is issue 15's. */
export function CategoryPage({ path }: { path: readonly string[] }) {
  const { rpc, shop, shopDomains }: Pick<RouterContext, 'rpc' | 'shop' | 'shopDomains'> = useRouteContext({
    from: '__root__',
  });
  const { t } = useTranslation();
  const { data: categories } = useSuspenseQuery(categoriesByPathQuery(rpc, path));
  const trail = categories ?? [];
  const category = trail.at(-1);
  const crumbs = [
    { label: t('breadcrumbs.home'), href: routePath(shop, 'home') },
    ...trail.map((crumb, index) => ({
      label: crumb.name,
      ...(index < trail.length - 1
        ? { href: routePath(shop, 'category', { path: path.slice(0, index + 1) }) }
        : {}),
    })),
  ];
  return (
    <div className="space-y-6">
      <JsonLd data={breadcrumbListJsonLd(originOfDomain(shopDomains[shop.code]), crumbs)} />
      <Breadcrumbs
        label={t('breadcrumbs.label')}
        expandLabel={t('breadcrumbs.expand')}
        renderLink={renderShopLink}
        items={crumbs}
      />
      <PageHeading>{category?.name}</PageHeading>
    </div>
  );
}
