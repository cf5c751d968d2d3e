import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
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
