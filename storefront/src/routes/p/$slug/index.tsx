import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductTemplateSchema, parseProductSlug } from '@lumen/domain';
import { productName } from '@lumen/cms-blocks';
import { productQuery } from '../../../queries/catalog-queries.ts';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

/**
 * §2 /p/{slug}/: a product page, or one of the product templates (/p/glasses-pdp/ ...). The slug's
 * last part is the product id; a slug the domain cannot read never reaches this route (the route
 * table sends it to the 404 page).
 */
export const Route = createFileRoute('/p/$slug/')({
  loader: async ({ context, params }) => {
    const template = ProductTemplateSchema.safeParse(params.slug);
    if (template.success) return { kind: 'template' as const, template: template.data };
    const slug = parseProductSlug(params.slug);
    if (!slug.ok) throw notFound();
    const product = await context.queryClient.ensureQueryData(productQuery(context.rpc, slug.productId));
    if (!product) throw notFound();
    return { kind: 'product' as const, id: slug.productId, name: productName(product) ?? '' };
  },
  head: ({ match, loaderData, params }) => {
    if (loaderData?.kind === 'template') {
      return pageHeadOfRoute(
        match.context,
        { routeId: 'product-template', title: match.context.i18n.t('pages.productTemplate.title') },
        { template: loaderData.template },
      );
    }
    return pageHeadOfRoute(
      match.context,
      { routeId: 'product', title: loaderData?.name ?? '', alternates: 'self' },
      { slug: params.slug },
    );
  },
  component: ProductPage,
});

function ProductPage() {
  const data = Route.useLoaderData();
  const { t } = useTranslation();
  if (data.kind === 'template') return <PageHeading>{t('pages.productTemplate.title')}</PageHeading>;
  return <ProductName id={data.id} />;
}

function ProductName({ id }: { id: number }) {
  const { rpc } = Route.useRouteContext();
  const { data: product } = useSuspenseQuery(productQuery(rpc, id));
  return <PageHeading>{product ? productName(product) : null}</PageHeading>;
}
