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
  /** Main navigation, search and icons (§2), placed between the logo and the language switcher. */
  children?: ReactNode;
};

export function Header({
  skipLinkLabel,
  mainContentId,
  logoLabel,
  homeHref = '/',
  country,
  languageSwitcher,
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
          'mx-auto flex h-header max-w-(--breakpoint-2xl) items-center gap-3 px-4',
          'sm:px-6 header:h-header-wide header:gap-8 header:px-8',
        )}
      >
        <a
          data-slot="header-logo"
          href={homeHref}
          className="-mx-1 inline-flex shrink-0 items-center rounded-sm px-1 py-1"
        >
          <Logo variant={country ? logoVariantForCountry(country) : 'default'} className="h-7 header:h-9" />
          <span className="sr-only">{logoLabel}</span>
        </a>
        <div
          data-slot="header-content"
          className="flex min-w-0 flex-1 items-center justify-end gap-1 header:gap-2"
        >
          {children}
        </div>
        {languageSwitcher && <LanguageSwitcher {...languageSwitcher} />}
      </div>
    </header>
  );
}
