import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** §2 error page for a 404: title, message and a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-heading" className="max-w-2xl">
      <h1 id="not-found-heading" className="text-4xl font-semibold tracking-tight md:text-5xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-foreground-muted">{t('notFound.message')}</p>
      <Link to="/" className="mt-6 inline-block font-medium text-accent underline underline-offset-4">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
