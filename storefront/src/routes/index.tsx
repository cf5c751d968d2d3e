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
import { loadCmsStory } from '../features/cms/load-cms-story.ts';
import { pageHeadOfRoute } from '../features/page/page-head-of-route.ts';
import { JsonLd, organizationJsonLd, webSiteJsonLd } from '../features/seo/json-ld.tsx';
import { routeAlternates } from '../features/seo/page-head.ts';
import { cmsStoryQuery } from '../queries/content-queries.ts';

/** The homepage's story in the shop's content folder, which the visual editor opens. */
const homeStorySlug = 'home';

/**
 * §2 /: the homepage is the shop's `home` story, its blocks rendered through the cms-blocks
 * registry with the catalogue data they name already in the first HTML. In the visual
 * editor's preview (§6), with a proof the api accepts, the draft, live; a refused proof is a
 * shopper's visit. A shop whose editors have published no home story yet shows its name and promise.
 */
export const Route = createFileRoute('/')({
  validateSearch: EditorPreviewSearchSchema,
  loaderDeps: ({ search }) => ({ preview: editorPreviewOf(search) }),
  loader: async ({ context, deps: { preview } }) => {
    const story = await loadCmsStory(context, homeStorySlug, preview);
    if (!story) return { story: false as const, preview: undefined };
    await context.queryClient.ensureQueryData(blockProductsQuery(context.rpc, story.answer.story.content));
    return { story: true as const, preview: story.preview };
  },
  head: ({ match, loaderData }) => {
    const { context } = match;
    const answer = loaderData?.story
      ? context.queryClient.getQueryData(
          cmsStoryQuery(context.rpc, homeStorySlug, loaderData.preview).queryKey,
        )
      : undefined;
    return answer
      ? cmsStoryHead(context, answer.story, routePath(context.shop, 'home'), {
          draft: loaderData?.preview !== undefined,
          alternates: routeAlternates({ shop: context.shop, domains: context.shopDomains, routeId: 'home' }),
        })
      : pageHeadOfRoute(context, { routeId: 'home', title: context.i18n.t('meta.title') });
  },
  headers: ({ loaderData }) => (loaderData?.preview ? { ...editorPreviewHeaders } : undefined),
  component: HomePage,
});

function HomePage() {
  const { story, preview } = Route.useLoaderData();
  const { t } = useTranslation();
  const { shop, shopDomains } = Route.useRouteContext();
  const origin = originOfDomain(shopDomains[shop.code]);
  const siteName = t('brand.name');
  return (
    <>
      <JsonLd data={organizationJsonLd(origin, siteName)} />
      <JsonLd data={webSiteJsonLd(origin, siteName, shop)} />
      {story ? <CmsStoryPage slug={homeStorySlug} preview={preview} /> : <HomeWithoutStory />}
    </>
  );
}

function HomeWithoutStory() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-heading" className="max-w-2xl">
      <h1 id="home-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
        {t('home.heading')}
      </h1>
      <p className="mt-4 text-lg text-foreground-muted">{t('home.intro')}</p>
    </section>
  );
}
