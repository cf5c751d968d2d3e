import { CatchBoundary, useRouteContext } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { CmsStoryView } from '../../features/cms/cms-story-page.tsx';
import { pageErrorKind } from '../../features/errors/page-error.ts';
import type { PageErrorKind } from '../../features/errors/page-error.ts';
import { RootDocument } from './root-document.tsx';

/** The content editors' error page (§2: slug `error` in the global folder). */
const errorStorySlug = 'global/error';

/**
 * §2/§8 error page for anything but a 404: the CMS story `global/error` when the shop has one and
 * the content service answers, else the built-in generic title and message (the unknown-status
 * message for an error without a status); always a link home. It replaces the root route's
 * component, so it renders the document itself. No error detail reaches the page.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const kind = pageErrorKind(error);
  return (
    <RootDocument>
      {/* The content service may be what failed: then the built-in text is the page. */}
      <CatchBoundary getResetKey={() => errorStorySlug} errorComponent={() => <BuiltInError kind={kind} />}>
        <Suspense fallback={<BuiltInError kind={kind} />}>
          <ContentError kind={kind} />
        </Suspense>
      </CatchBoundary>
    </RootDocument>
  );
}

function ContentError({ kind }: { kind: PageErrorKind }) {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, errorStorySlug));
  if (!data) return <BuiltInError kind={kind} />;
  return (
    <div className="space-y-8">
      <CmsStoryView story={data.story} />
      <HomeLink />
    </div>
  );
}

function BuiltInError({ kind }: { kind: PageErrorKind }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="error-heading" className="max-w-2xl">
      <h1 id="error-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
        {t('error.title')}
      </h1>
      <p className="mt-4 text-lg text-foreground-muted">
        {kind === 'unknown' ? t('error.unknownMessage') : t('error.message')}
      </p>
      <HomeLink />
    </section>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  // A full page load: after an error the client state may be what broke.
  return (
    <a href="/" className="mt-6 inline-block font-medium text-accent underline underline-offset-4">
      {t('error.home')}
    </a>
  );
}
