import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRpcClient } from '@lumen/domain/rpc';
import { defaultShopCode, findShopById, getShopByCode } from '@lumen/domain/shops';
import type { ShopDomains } from '@lumen/domain/shops';
import type { NetworkHints } from '@lumen/domain/client';
import { shopConsentBannerPart } from './features/consent/shop-consent-banner.tsx';
import { consentBannerOpensAtStart } from './features/consent/use-consent.ts';
import { limitPreloads } from './features/client-behaviour/limit-preloads.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { createAppRouter } from './router.tsx';
import type { ClientAssets } from './router.tsx';
import './styles.css';

/** The server rendered these; reading them back keeps the hydrated document identical. */
function assetsOfDocument(): ClientAssets {
  const attribute = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
  return {
    scripts: attribute('script[data-client-entry]', 'src'),
    styles: attribute('link[data-client-style]', 'href'),
    inlineModules: [...document.querySelectorAll('script[data-client-inline]')].map((s) => s.textContent),
    fonts: [...document.querySelectorAll<HTMLLinkElement>('link[data-client-font]')].map((link) => ({
      href: link.getAttribute('href') ?? '',
      subset: link.dataset.clientFont === 'latin-ext' ? 'latin-ext' : 'latin',
    })),
  };
}

/** The shop hosts the server wrote into the document: a JSON object of strings, else none. */
function readShopDomains(json: string | undefined): ShopDomains {
  const parsed: unknown = JSON.parse(json ?? '{}');
  if (typeof parsed !== 'object' || parsed === null) return {} as ShopDomains;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ) as ShopDomains;
}

const shop = findShopById(Number(document.documentElement.dataset.shopId)) ?? getShopByCode(defaultShopCode);
// The server's HTML has the consent banner: its code has to be here before hydrating, or the first
// render would differ from that HTML (should it fail to load, React renders the page anew without
// it). Not awaited here: its chunk imports this one, which would wait for this await in turn.
const shellPartsOfDocument = consentBannerOpensAtStart(shop, document.cookie)
  ? shopConsentBannerPart.load().catch(() => undefined)
  : undefined;
const i18n = createI18n(shop.locale, await loadMessages(shop.locale));
const rpc = createRpcClient({ fetch: (url, init) => fetch(url, init), shopId: shop.shopId });
// The server wrote every shop's host into the document, for canonical and hreflang links.
const shopDomains = readShopDomains(document.documentElement.dataset.shopDomains);
const router = createAppRouter({ rpc, shop, shopDomains, i18n, assets: assetsOfDocument() });
limitPreloads(router, (navigator as Navigator & { connection?: NetworkHints }).connection);

function hydrate() {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}

if (shellPartsOfDocument) void shellPartsOfDocument.then(hydrate);
else hydrate();
