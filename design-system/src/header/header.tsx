import type { CountryCode } from '@lumen/domain';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { LanguageSwitcher, type LanguageSwitcherProps } from '../language-switcher/language-switcher.tsx';
import { cn } from '../lib/cn.ts';
import { Logo, logoVariantForCountry } from '../logo/logo.tsx';

/** Props of `Header` (§2). It shows no text of its own: every label comes in here. */
export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Text of the skip link, the first tab stop ("Zum Inhalt springen"). */
  skipLinkLabel: string;
  /** Id of the page's main content, which the skip link moves the focus to. */
  mainContentId: string;
  /** Accessible name of the logo link ("Lumen Optik Startseite"). */
  logoLabel: string;
  /** Address of the shop's homepage. */
  homeHref?: string;
  /** The shop's country: Czechia and Poland have their own logo. */
  country?: CountryCode;
  /** The shop's languages and the switcher's labels; leave out for a shop with one language. */
  languageSwitcher?: LanguageSwitcherProps;
  /** The hamburger with the side navigation (`SideNavigation`), before the logo below the `header` breakpoint. */
  sideNavigation?: ReactNode;
  /** The main navigation (`MainNavigation`), on a row of its own under the bar from the `header` breakpoint up. */
  navigation?: ReactNode;
  /** The search box (`SearchBox`): in the bar from the `header` breakpoint up, on a row of its own below it. */
  search?: ReactNode;
  /** The icon links (`HeaderIcons`, with a `BasketPopover`), before the language switcher. */
  icons?: ReactNode;
  /**
   * Checkout mode (§2: on checkout, or with `showBasket=true`): the menus, the search, the icons and
   * the language switcher are hidden; only the logo and `checkoutLabel` show.
   */
  checkout?: boolean;
  /** What checkout mode shows beside the logo, such as a lock and "Sichere Kasse". */
  checkoutLabel?: ReactNode;
  /** More content between the logo and the language switcher (after the icons). */
  children?: ReactNode;
};

export function Header({
  skipLinkLabel,
  mainContentId,
  logoLabel,
  homeHref = '/',
  country,
  languageSwitcher,
  sideNavigation,
  navigation,
  search,
  icons,
  checkout = false,
  checkoutLabel,
  children,
  className,
  ...props
}: HeaderProps) {
  // Browsers move the focus to a fragment's target only when it is focusable. Focusing it here makes
  // the next Tab continue inside the main content everywhere, and leaves the URL (and the router) alone.
  function moveFocusToMainContent(event: MouseEvent<HTMLAnchorElement>) {
    const target = event.currentTarget.ownerDocument.getElementById(mainContentId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }

  return (
    <header
      data-slot="header"
      data-checkout={checkout || undefined}
      className={cn('relative border-b border-border bg-surface text-foreground', className)}
      {...props}
    >
      <a
        data-slot="header-skip-link"
        href={`#${mainContentId}`}
        onClick={moveFocusToMainContent}
        className={cn(
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
          'focus:rounded-md focus:bg-surface-inverted focus:px-4 focus:py-3 focus:text-sm focus:font-semibold',
          'focus:text-foreground-inverted focus:shadow-lg',
        )}
      >
        {skipLinkLabel}
      </a>
      <div
        data-slot="header-bar"
        className={cn(
          // One row of logo, search, icons and language switcher; the main navigation wraps onto a
          // second row from the header breakpoint up, and below it the search does.
          'mx-auto flex max-w-(--breakpoint-2xl) flex-wrap items-center gap-x-1 px-3 xs:gap-x-2 xs:px-4',
          'sm:gap-x-3 sm:px-6 header:gap-x-6 header:px-8',
        )}
      >
        {!checkout && sideNavigation && (
          <div
            data-slot="header-side-navigation"
            className="-ml-1.5 flex shrink-0 items-center header:hidden"
          >
            {sideNavigation}
          </div>
        )}
        <a
          data-slot="header-logo"
          href={homeHref}
          className="-mx-1 inline-flex shrink-0 items-center rounded-sm px-1 py-1"
        >
          <Logo
            variant={country ? logoVariantForCountry(country) : 'default'}
            className="h-6 xs:h-7 header:h-9"
          />
          <span className="sr-only">{logoLabel}</span>
        </a>
        {!checkout && search && (
          <div
            data-slot="header-search"
            className={cn(
              'order-last basis-full pb-3',
              'header:order-none header:mx-auto header:max-w-xl header:flex-1 header:basis-auto header:pb-0',
            )}
          >
            {search}
          </div>
        )}
        <div
          data-slot="header-content"
          className={cn(
            'flex h-header min-w-0 flex-1 items-center justify-end gap-1 header:h-header-wide header:gap-2',
            // Beside the search, which takes the free width, the icons keep theirs.
            !checkout && search !== undefined && search !== null && 'header:flex-none',
          )}
        >
          {checkout ? (
            checkoutLabel && (
              <div
                data-slot="header-checkout-label"
                className="flex items-center gap-2 text-sm font-semibold text-foreground-muted [&_svg]:size-5"
              >
                {checkoutLabel}
              </div>
            )
          ) : (
            <>
              {icons}
              {children}
            </>
          )}
        </div>
        {!checkout && languageSwitcher && <LanguageSwitcher {...languageSwitcher} />}
        {!checkout && navigation && (
          <div
            data-slot="header-navigation"
            // The items' own padding lines their text up with the logo.
            className="hidden header:-mx-3 header:flex header:h-12 header:basis-full header:items-stretch"
          >
            {navigation}
          </div>
        )}
      </div>
    </header>
  );
}
