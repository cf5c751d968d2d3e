import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { originOfDomain, routePath } from '@lumen/domain';
import { blockProductsQuery } from '../features/cms/block-products-query.ts';
import { cmsStoryHead } from '../features/cms/cms-story-head.ts';
import { CmsStoryPage } from '../features/cms/cms-story-page.tsx';
import {
  EditorPreviewSearchSchema,
  editorPreviewHeaders,
  editorPreviewOf,
} from '../features/cms/editor-preview.ts';
import { loadCmsDraft } from '../features/cms/load-cms-story.ts';
import { pageHeadOfRoute } from '../features/page/page-head-of-route.ts';
import { JsonLd, organizationJsonLd, webSiteJsonLd } from '../features/seo/json-ld.tsx';
import { cmsStoryQuery } from '../queries/content-queries.ts';

/** The homepage's story in the shop's content folder, which the visual editor opens. */
const homeStorySlug = 'home';

/**
 * §2 /: the homepage. Shoppers get the shop's own page; in the visual editor's preview (§6) with a
 * proof the api accepts, the draft of the `home` story, live. A refused proof is a shopper's visit.
 */
export const Route = createFileRoute('/')({
  validateSearch: EditorPreviewSearchSchema,
  loaderDeps: ({ search }) => ({ preview: editorPreviewOf(search) }),
  loader: async ({ context, deps: { preview } }) => {
    if (!preview || !(await loadCmsDraft(context, homeStorySlug, preview))) return { preview: undefined };
    const answer = context.queryClient.getQueryData(
      cmsStoryQuery(context.rpc, homeStorySlug, preview).queryKey,
    );
    if (answer)
      await context.queryClient.ensureQueryData(blockProductsQuery(context.rpc, answer.story.content));
    return { preview };
  },
  head: ({ match, loaderData }) => {
    const { context } = match;
    const answer = loaderData?.preview
      ? context.queryClient.getQueryData(
          cmsStoryQuery(context.rpc, homeStorySlug, loaderData.preview).queryKey,
        )
      : undefined;
    return answer
      ? cmsStoryHead(context, answer.story, routePath(context.shop, 'home'), { draft: true })
      : pageHeadOfRoute(context, { routeId: 'home', title: context.i18n.t('meta.title') });
  },
  headers: ({ loaderData }) => (loaderData?.preview ? { ...editorPreviewHeaders } : undefined),
  component: HomePage,
});

function HomePage() {
  const { preview } = Route.useLoaderData();
  if (preview) return <CmsStoryPage slug={homeStorySlug} preview={preview} />;
  return <ShopHomePage />;
}

function ShopHomePage() {
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
