import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CatalogIdSchema,
  ConfiguratorStepSchema,
  ProductTemplateSchema,
  isHeadWidth,
  parseProductSlug,
  productTypeOfTemplate,
  routePath,
} from '@lumen/domain';
import type { HeadWidth, Product, ProductTemplate } from '@lumen/domain';
import { productQuery } from '../../../queries/catalog-queries.ts';
import { newestProductOfTypeQuery } from '../../../queries/product-page-queries.ts';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { publicRedirect } from '../../../routing/public-redirect.ts';
import { firstValue } from '../../../routing/search-schemas.ts';
import { ProductPage } from '../../../features/product/product-page.tsx';
import { prefetchRecommendations } from '../../../features/product/prefetch-recommendations.ts';
import {
  productDescription,
  productPageName,
  productPagePath,
  productPageSlug,
  socialImagePath,
} from '../../../features/product/product-page-model.ts';

/**
 * What the address may say beyond the product: the chosen variant (`?variant=`, a catalogue id),
 * the shopper's head width for the frame fit (`?headWidth=`) and the configurator's open step
 * (`?configure=`, §2: each step is a history entry), and the basket's item group it edits
 * (`?editGroup=`), and the open virtual try-on (`?tryOn=1`, §2 "virtual try-on open"). A value that
 * is not one is ignored.
 */
const ProductPageSearchSchema = z.object({
  variant: z.preprocess(firstValue, z.coerce.number().pipe(CatalogIdSchema).optional().catch(undefined)),
  headWidth: z.preprocess(
    firstValue,
    z
      .string()
      .refine((value): value is HeadWidth => isHeadWidth(value))
      .optional()
      .catch(undefined),
  ),
  configure: z.preprocess(firstValue, ConfiguratorStepSchema.optional().catch(undefined)),
  editGroup: z.preprocess(
    firstValue,
    z
      .string()
      .regex(/^[\w-]{1,100}$/)
      .optional()
      .catch(undefined),
  ),
  tryOn: z.preprocess(firstValue, z.literal('1').optional().catch(undefined)),
});

/** A description for the head: the product's text, cut at a word near §9's usual snippet length. */
function headDescription(product: Product): string | undefined {
  const text = productDescription(product);
  if (!text || text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)} …`;
}

/**
 * §2 /p/{slug}/: a product page, or one of the product templates (/p/glasses-pdp/ …) shown with
 * the shop's newest product of its type. The slug's last part is the product id (domain
 * `parseProductSlug`); an unknown id is the 404 page, and a slug whose words are not the product's
 * own (renamed, another colour's name, a shortened link) answers 301 to `productPagePath`. Only
 * the product is awaited: the recommendations below the fold are started here and stream in.
 */
export const Route = createFileRoute('/p/$slug/')({
  validateSearch: ProductPageSearchSchema,
  loader: async ({ context, params, location }) => {
    const { queryClient, rpc, shop } = context;
    const template = ProductTemplateSchema.safeParse(params.slug);
    let product: Product | null;
    if (template.success) {
      product = await queryClient.ensureQueryData(
        newestProductOfTypeQuery(rpc, productTypeOfTemplate[template.data]),
      );
      if (!product) throw notFound();
    } else {
      const slug = parseProductSlug(params.slug);
      if (!slug.ok) throw notFound();
      product = await queryClient.ensureQueryData(productQuery(rpc, slug.productId));
      if (!product) throw notFound();
      const own = productPagePath(shop, product);
      if (own !== routePath(shop, 'product', { slug: params.slug })) {
        throw publicRedirect(shop, `${own}${location.searchStr}`, 301);
      }
    }
    prefetchRecommendations(context, product);
    return {
      kind: template.success ? ('template' as const) : ('product' as const),
      template: template.success ? template.data : undefined,
      id: product.id,
      slug: productPageSlug(shop, product),
      name: productPageName(product),
      description: headDescription(product),
      socialImage: socialImagePath(product),
      today: new Date().toISOString(),
    };
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return {};
    const page = {
      title: loaderData.name,
      ...(loaderData.description !== undefined && { description: loaderData.description }),
      ...(loaderData.socialImage !== undefined && { socialImage: loaderData.socialImage }),
    };
    if (loaderData.kind === 'template' && loaderData.template) {
      return pageHeadOfRoute(
        match.context,
        { routeId: 'product-template', ...page, title: match.context.i18n.t('pages.productTemplate.title') },
        { template: loaderData.template },
      );
    }
    // The product's name and slug differ per language and its offer per shop: the page names
    // only itself until every shop's address can be had without a call per shop.
    return pageHeadOfRoute(
      match.context,
      { routeId: 'product', ...page, alternates: 'self' },
      { slug: loaderData.slug },
    );
  },
  component: ProductRoutePage,
});

function ProductRoutePage() {
  const data = Route.useLoaderData();
  return data.kind === 'template' && data.template ? (
    <TemplatePage template={data.template} today={data.today} />
  ) : (
    <ProductByIdPage id={data.id} today={data.today} />
  );
}

function ProductByIdPage({ id, today }: { id: number; today: string }) {
  const search = Route.useSearch();
  const { rpc } = Route.useRouteContext();
  const { data: product } = useSuspenseQuery(productQuery(rpc, id));
  return product ? <ProductPage product={product} search={search} today={today} /> : null;
}

function TemplatePage({ template, today }: { template: ProductTemplate; today: string }) {
  const search = Route.useSearch();
  const { rpc } = Route.useRouteContext();
  const { data: product } = useSuspenseQuery(newestProductOfTypeQuery(rpc, productTypeOfTemplate[template]));
  return product ? <ProductPage product={product} search={search} today={today} template={template} /> : null;
}
