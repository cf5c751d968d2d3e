import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../features/page/page-head-of-route.ts';
import { JsonLd, organizationJsonLd, webSiteJsonLd } from '../features/seo/json-ld.tsx';
import { originOfDomain } from '../features/seo/page-head.ts';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, { routeId: 'home', title: match.context.i18n.t('meta.title') }),
  component: HomePage,
});

function HomePage() {
  const { t } = useTranslation();
  const { shop, shopDomains } = Route.useRouteContext();
  const origin = originOfDomain(shopDomains[shop.code]);
  const siteName = t('brand.name');
  return (
    <section aria-labelledby="home-heading" className="max-w-2xl">
      <JsonLd data={organizationJsonLd(origin, siteName)} />
      <JsonLd data={webSiteJsonLd(origin, siteName, shop)} />
      <h1 id="home-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
        {t('home.heading')}
      </h1>
      <p className="mt-4 text-lg text-foreground-muted">{t('home.intro')}</p>
    </section>
  );
}
