import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Header } from '@lumen/design-system';
import type { LanguageOption } from '@lumen/design-system';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../shop/shop-queries.ts';

/** The id the skip link moves the focus to. */
export const mainContentId = 'main';

/** The design-system Header (§2) filled with this shop's languages and messages. */
export function ShopHeader() {
  // Annotated: the root route renders this component, so inferring its context here would be circular.
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { t } = useTranslation();

  // Each language of a shop is its own host; a protocol-relative link keeps http or https as it is.
  const languages: LanguageOption[] = configuration.languages.map((language) => ({
    code: language.code,
    label: language.label,
    href: `//${language.domain}/`,
    current: language.code === shop.language,
  }));

  return (
    <Header
      skipLinkLabel={t('header.skipToContent')}
      mainContentId={mainContentId}
      logoLabel={t('header.homeLink')}
      country={shop.country}
      languageSwitcher={{
        languages,
        triggerLabel: t('header.languageSwitcher.open'),
        title: t('header.languageSwitcher.title'),
        closeLabel: t('header.languageSwitcher.close'),
      }}
    />
  );
}
