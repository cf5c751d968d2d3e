import { useTranslation } from 'react-i18next';
import { RootDocument } from './root-document.tsx';

/**
 * §2 error page for anything but a 404: a generic title and message and a link home. It replaces
 * the root route's component, so it renders the document itself. No error detail reaches the page.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <RootDocument>
      <section aria-labelledby="error-heading" className="max-w-2xl">
        <h1 id="error-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
          {t('error.title')}
        </h1>
        <p className="mt-4 text-lg text-foreground-muted">{t('error.message')}</p>
        {/* A full page load: after an error the client state may be what broke. */}
        <a href="/" className="mt-6 inline-block font-medium text-accent underline underline-offset-4">
          {t('error.home')}
        </a>
      </section>
    </RootDocument>
  );
}
