import { Link, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { CmsStoryView } from '../../features/cms/cms-story-page.tsx';

/** The content editors' 404 page (§2: slug `not-found` in the global folder). */
const notFoundStorySlug = 'global/not-found';

/**
 * §2/§8 error page for a 404: the CMS story `global/not-found` when the shop has one, else the
 * built-in title and message; always a link home. The view is reported with its address and
 * referrer (§8 "A 404 view is tracked with referrer and error URL").
 */
export function NotFoundPage() {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  useEffect(() => {
    void rpc('logMessage', {
      level: 'warn',
      message: 'Page not found',
      path: window.location.pathname.slice(0, 500),
      context: { url: window.location.href.slice(0, 500), referrer: document.referrer.slice(0, 500) },
    }).catch(() => undefined);
  }, [rpc]);
  return (
    <Suspense fallback={<BuiltInNotFound />}>
      <ContentNotFound />
    </Suspense>
  );
}

function ContentNotFound() {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, notFoundStorySlug));
  if (!data) return <BuiltInNotFound />;
  return (
    <div className="space-y-8">
      <CmsStoryView story={data.story} />
      <HomeLink />
    </div>
  );
}

function BuiltInNotFound() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-heading" className="max-w-2xl">
      <h1 id="not-found-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-foreground-muted">{t('notFound.message')}</p>
      <HomeLink />
    </section>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="mt-6 inline-block font-medium text-accent underline underline-offset-4">
      {t('notFound.home')}
    </Link>
  );
}
