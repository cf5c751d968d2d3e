import { CatchBoundary, useLocation, useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Header, HeaderIcons, MainNavigation, SideNavigation } from '@lumen/design-system';
import type { LanguageOption } from '@lumen/design-system';
import { isCheckoutMode, ropoArticleCount, routePath } from '@lumen/domain';
import type { Basket } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import type { RootBeforeLoadContext } from '../../routes/__root.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { navigationQuery } from '../../queries/catalog-queries.ts';
import { basketQuery, wishlistQuery } from '../../queries/basket-queries.ts';
import { ropoBasketQuery } from '../../queries/ropo-queries.ts';
import { useRopoMode } from '../ropo/ropo-mode.ts';
import { useStoreMode } from '../store-mode/store-mode.ts';
import { searchEntries } from '../../routing/search-params.ts';
import { ShopSearch } from '../search/shop-search.tsx';
import { ShopBasketPopover } from '../basket/shop-basket-popover.tsx';
import { navigationItems } from './navigation-items.ts';

/** The id the skip link moves the focus to. */
export const mainContentId = 'main';

/**
 * The header of every page, and of the error page when the api is what failed: the live header, or,
 * when its data cannot be had, the bar with the logo alone. On the server an error inside a
 * Suspense boundary sends the fallback instead of failing the page; in the browser the catch
 * boundary keeps it.
 */
export function ShopHeaderOrBar() {
  return (
    <CatchBoundary getResetKey={() => 'shop-header'} errorComponent={() => <ShopHeaderBar />}>
      <Suspense fallback={<ShopHeaderBar />}>
        <ShopHeader />
      </Suspense>
    </CatchBoundary>
  );
}

/** What every header has, with or without the api: the skip link and the shop's logo linking home. */
function useHeaderBasics() {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  return {
    skipLinkLabel: t('header.skipToContent'),
    mainContentId,
    logoLabel: t('header.homeLink'),
    country: shop.country,
  };
}

/** The header with what needs no api call. */
function ShopHeaderBar() {
  return <Header {...useHeaderBasics()} />;
}

/**
 * The design-system Header (§2) with this shop's live data: the navigation tree, the languages, the
 * account or sign-in icon by the session, wishlist and basket counts. Checkout mode (on the checkout
 * or with `showBasket=true`) hides menus, search and icons.
 */
function ShopHeader() {
  // Annotated: the root route renders this component, so inferring its context here would be circular.
  const { rpc, shop, routeId }: Pick<RouterContext, 'rpc' | 'shop'> & Partial<RootBeforeLoadContext> =
    useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { data: navigation } = useSuspenseQuery(navigationQuery(rpc));
  const search = useLocation({ select: (location) => location.search });
  const { t } = useTranslation();
  const basics = useHeaderBasics();

  // Each language of a shop is its own host; a protocol-relative link keeps http or https as it is.
  const languages: LanguageOption[] = configuration.languages.map((language) => ({
    code: language.code,
    label: language.label,
    href: `//${language.domain}/`,
    current: language.code === shop.language,
  }));
  const items = navigationItems(navigation, (name) => t('header.navigation.overview', { name }));
  const checkout = isCheckoutMode(routeId ?? 'home', searchEntries(search));

  return (
    <Header
      {...basics}
      checkout={checkout}
      checkoutLabel={t('header.secureCheckout')}
      languageSwitcher={{
        languages,
        triggerLabel: t('header.languageSwitcher.open'),
        title: t('header.languageSwitcher.title'),
        closeLabel: t('header.languageSwitcher.close'),
      }}
      navigation={<MainNavigation items={items} label={t('header.navigation.label')} />}
      search={<ShopSearch />}
      sideNavigation={
        <SideNavigation
          items={items}
          triggerLabel={t('header.navigation.open')}
          title={t('header.navigation.title')}
          closeLabel={t('header.navigation.close')}
          backLabel={t('header.navigation.back')}
          navigationLabel={t('header.navigation.label')}
        />
      }
      icons={
        <Suspense fallback={<ShopHeaderIcons wishlist={0} />}>
          <ShopHeaderIconsWithCounts />
        </Suspense>
      }
    />
  );
}

/** The icons with the session's basket and wishlist, streamed in when both have answered. */
function ShopHeaderIconsWithCounts() {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { data: basket } = useSuspenseQuery(basketQuery(rpc));
  const { data: wishlist } = useSuspenseQuery(wishlistQuery(rpc));
  return <ShopHeaderIcons basket={basket} wishlist={wishlist.items.length} />;
}

/**
 * §2 icons: the store finder, or the ROPO basket with its count once the shopper reserves (§4);
 * account when signed in (not as a guest) and the online shop is on; sign-in when signed out and
 * the online shop is on; wishlist with its count; the basket popover with the §9 count.
 * Until the basket has answered, the basket is a plain link to the basket page: no popover claims
 * an empty basket it has not read.
 */
function ShopHeaderIcons({ basket, wishlist }: { basket?: Basket; wishlist: number }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { data: user } = useSuspenseQuery(userQuery(rpc));
  const { t } = useTranslation();
  const onlineShop = configuration.onlineShopEnabled;
  const ropo = useRopoMode(shop, configuration.customData.ropo);
  const storeMode = useStoreMode();
  // Read in the browser only: the header's HTML shows the link, its count follows.
  const { data: ropoBasket } = useQuery({ ...ropoBasketQuery(rpc), enabled: ropo.active });
  const reserved = ropoBasket ? ropoArticleCount(ropoBasket.slots) : 0;
  const signedIn = user !== null && !user.status.isGuestCustomer;
  // A guest customer is neither signed out nor has an account: neither icon shows.
  const isGuest = user !== null && user.status.isGuestCustomer;
  return (
    <HeaderIcons
      // In store mode the shopper stands in the branch: no finder to send them to another.
      {...(!storeMode.active && {
        storeFinder: { href: routePath(shop, 'branch-list'), label: t('header.icons.storeFinder') },
      })}
      ropoAvailable={ropo.active}
      {...(ropo.active && {
        ropoBasket: {
          href: routePath(shop, 'try-on-basket'),
          label: t('header.icons.ropoBasket'),
          count: reserved,
          countLabel: t('header.icons.ropoBasketCount', { count: reserved }),
        },
      })}
      signedIn={signedIn}
      {...(onlineShop && !isGuest
        ? {
            account: { href: routePath(shop, 'account'), label: t('header.icons.account') },
            signIn: { href: routePath(shop, 'signin'), label: t('header.icons.signIn') },
          }
        : {})}
      {...(onlineShop
        ? {
            wishlist: {
              href: routePath(shop, 'wishlist'),
              label: t('header.icons.wishlist'),
              count: wishlist,
              countLabel: t('header.icons.wishlistCount', { count: wishlist }),
            },
            basket: {
              href: routePath(shop, 'basket'),
              label: t('header.icons.basket'),
              count: 0,
              countLabel: t('header.icons.basketCount', { count: 0 }),
            },
            ...(basket && { basketSlot: <ShopBasketPopover basket={basket} /> }),
          }
        : {})}
    />
  );
}
