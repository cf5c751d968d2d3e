import { CatchBoundary, useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDataProvider, BlockRenderProvider, renderBlocks } from '@lumen/cms-blocks';
import type { Blok } from '@lumen/cms-blocks';
import { Footer, GlobeIcon } from '@lumen/design-system';
import type { FooterLegalLink, FooterLinkRenderProps, FooterPaymentMethod } from '@lumen/design-system';
import { languageLabels, legalPagePath, markets, paymentMethodsByCountry } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { useConsentStore } from '../consent/use-consent.ts';
import { useHydrated } from '../page/use-hydrated.ts';
import { renderShopLink } from '../routing/shop-link.tsx';
import { copyrightHolder, currentYear, footerContentOf, footerStorySlug } from './footer-content.ts';

/**
 * The page footer (design-system `Footer`): the link columns of the shop's CMS footer story, the
 * market's payment methods, the legal links (§9 privacy and imprint per locale, and the terms), the cookie
 * settings button that reopens the consent banner, and the copyright. It is below the fold: the
 * root loader starts its story without waiting, and until the story is there (or if it fails) the
 * footer shows everything but the columns.
 */
export function ShopFooter() {
  return (
    <CatchBoundary getResetKey={() => footerStorySlug} errorComponent={() => <ShopFooterFrame />}>
      <Suspense fallback={<ShopFooterFrame />}>
        <ShopFooterWithStory />
      </Suspense>
    </CatchBoundary>
  );
}

function ShopFooterWithStory() {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(cmsStoryQuery(rpc, footerStorySlug));
  const content = footerContentOf(data?.story.content);
  return <ShopFooterFrame columns={content.columns} copyrightLine={content.copyright} />;
}

function ShopFooterFrame({
  columns = [],
  copyrightLine,
}: {
  columns?: readonly Blok[];
  copyrightLine?: string;
}) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const consent = useConsentStore();
  // The footer streams in after the page and hydrates on its own: this says when its buttons work.
  const hydrated = useHydrated();

  const paymentMethods: FooterPaymentMethod[] = paymentMethodsByCountry[shop.country].map((method) => ({
    method,
    label: t(`footer.paymentMethods.${method}`),
  }));
  const legalLinks: FooterLegalLink[] = [
    { label: t('footer.legal.privacy'), href: legalPagePath(shop.language, 'privacy') },
    { label: t('footer.legal.terms'), href: legalPagePath(shop.language, 'terms') },
    { label: t('footer.legal.imprint'), href: legalPagePath(shop.language, 'imprint') },
  ];
  const country = new Intl.DisplayNames([shop.locale], { type: 'region' }).of(shop.country) ?? shop.country;

  return (
    <Footer
      data-hydrated={hydrated ? 'true' : undefined}
      paymentMethods={{ title: t('footer.paymentMethodsTitle'), methods: paymentMethods }}
      localeInfo={
        <>
          <GlobeIcon />
          <span>{t('footer.localeInfo', { country, language: languageLabels[shop.language] })}</span>
        </>
      }
      legalLabel={t('footer.legal.label')}
      legalLinks={legalLinks}
      cookieSettingsLabel={t('footer.cookieSettings')}
      onCookieSettingsClick={consent.openSettings}
      copyright={t('footer.copyright', {
        year: currentYear(markets[shop.country].timeZone),
        holder: copyrightHolder(copyrightLine, t('brand.name')),
      })}
      renderLink={renderFooterLink}
    >
      {columns.length > 0 && (
        <BlockDataProvider shop={shop} renderLink={renderShopLink}>
          <BlockRenderProvider>{renderBlocks(columns)}</BlockRenderProvider>
        </BlockDataProvider>
      )}
    </Footer>
  );
}

function renderFooterLink(props: FooterLinkRenderProps) {
  return renderShopLink(props);
}
