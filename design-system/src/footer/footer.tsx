import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { PaymentMethodIcon, type PaymentMethodIconKey } from '../icon-sets/payment-method-icon.tsx';
import { cn } from '../lib/cn.ts';
import { linkVariants } from '../link/link.tsx';

/*
 * The page footer: the CMS link columns, the market's payment methods, the language and country,
 * then the copyright and the legal links with the button that reopens the consent banner.
 *
 * The columns stack on phones rather than folding into an accordion: they come in as children
 * (the CMS `footer_column` blocks render their own heading and list), so the footer cannot turn
 * their headings into disclosure buttons, and a stacked list of short lists is fully readable
 * and needs no interaction. From `md` up they stand side by side.
 */
export const footerVariants = cva('border-t text-foreground', {
  variants: {
    tone: {
      // The shop's pages: set off from the white content above it.
      muted: 'border-border bg-surface-muted',
      // Checkout and other pages that sit on the muted surface already.
      plain: 'border-border bg-surface',
    },
  },
  defaultVariants: { tone: 'muted' },
});

/** A legal link of the bottom row (privacy, imprint, terms): its text and the shop path. */
export interface FooterLegalLink {
  label: string;
  href: string;
}

/** A payment method the market offers: the checkout key and its name as the checkout shows it. */
export interface FooterPaymentMethod {
  /** The checkout's payment key (`paypal_instant`, `twint` …), drawn as the shop's own glyph. */
  method: PaymentMethodIconKey;
  /** The method's name beside the glyph ("PayPal", "Kauf auf Rechnung", "BLIK"). */
  label: string;
}

/** What `renderLink` receives: the props of an `<a>` with its address, ready to spread. */
export type FooterLinkRenderProps = ComponentProps<'a'> & { href: string; 'data-slot': string };

/** Props of `Footer`: the columns as children, the market's payment methods and every text it shows. */
export type FooterProps = Omit<ComponentProps<'footer'>, 'children'> &
  VariantProps<typeof footerVariants> & {
    /**
     * The link columns, from the CMS `footer_column` blocks (cms-blocks' `FooterColumn`, one
     * element each). They stack on phones and stand side by side from `md` up.
     */
    children?: ReactNode;
    /** The market's payment methods under a heading ("Zahlungsarten"); leave out to show none. */
    paymentMethods?: {
      title: string;
      methods: readonly FooterPaymentMethod[];
    };
    /**
     * The shop's country and language ("Deutschland · Deutsch"), with an icon or a
     * `LanguageSwitcher` if the page wants one here; beside the payment methods.
     */
    localeInfo?: ReactNode;
    /** Name of the navigation landmark of the legal links ("Rechtliches", "Informations légales"). */
    legalLabel: string;
    /** Privacy, imprint and the like (§9: privacy and imprint URLs exist per locale). */
    legalLinks: readonly FooterLegalLink[];
    /** Text of the button that reopens the consent banner ("Cookie-Einstellungen"). */
    cookieSettingsLabel: string;
    /** Reopens the consent banner (`ConsentBanner` with `focusOnOpen`). */
    onCookieSettingsClick: () => void;
    /** The copyright line ("© 2025 Lumen Optik GmbH"). */
    copyright: ReactNode;
    /** Level of the footer's own headings; match the columns' (cms-blocks' columns use level 2). */
    headingLevel?: 2 | 3 | 4;
    /** Renders a legal link, for a router's link component; a plain `<a>` by default. */
    renderLink?: (props: FooterLinkRenderProps) => ReactNode;
  };

function defaultLink({ children, ...props }: FooterLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

// Links and the button in the legal row share the quiet link look and a 28 px target (WCAG 2.5.8).
const legalItemClasses = cn(linkVariants({ variant: 'subtle' }), 'inline-block py-1');

export function Footer({
  children,
  paymentMethods,
  localeInfo,
  legalLabel,
  legalLinks,
  cookieSettingsLabel,
  onCookieSettingsClick,
  copyright,
  headingLevel = 2,
  renderLink = defaultLink,
  tone,
  className,
  ...props
}: FooterProps) {
  const paymentHeadingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasColumns = children !== undefined && children !== null && children !== false;
  const showsPayment = paymentMethods !== undefined && paymentMethods.methods.length > 0;

  return (
    <footer
      data-slot="footer"
      data-tone={tone ?? 'muted'}
      className={cn(footerVariants({ tone }), className)}
      {...props}
    >
      <div
        data-slot="footer-inner"
        className="mx-auto flex max-w-(--breakpoint-2xl) flex-col gap-8 px-4 py-8 sm:px-6 md:gap-10 md:py-12 header:px-8"
      >
        {hasColumns && (
          <div
            data-slot="footer-columns"
            className="grid grid-cols-1 gap-8 md:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] md:gap-x-10"
          >
            {children}
          </div>
        )}
        {(showsPayment || localeInfo) && (
          <div
            data-slot="footer-meta"
            className={cn(
              'flex flex-col gap-6 md:flex-row md:items-end md:justify-between md:gap-10',
              hasColumns && 'border-t border-border pt-8',
            )}
          >
            {showsPayment && (
              <div data-slot="footer-payment" className="flex flex-col gap-3">
                <Heading id={paymentHeadingId} className="text-base font-semibold">
                  {paymentMethods.title}
                </Heading>
                <ul
                  aria-labelledby={paymentHeadingId}
                  data-slot="footer-payment-methods"
                  className="flex flex-wrap gap-2"
                >
                  {paymentMethods.methods.map(({ method, label }) => (
                    <li
                      key={`${method}-${label}`}
                      data-slot="footer-payment-method"
                      data-value={method}
                      className="inline-flex items-center gap-2 rounded-md border border-border bg-surface px-2.5 py-1.5 text-sm"
                    >
                      {/* The glyph shows the kind of payment; the name beside it says which. */}
                      <PaymentMethodIcon method={method} size="sm" className="text-accent" />
                      {label}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {localeInfo && (
              <div
                data-slot="footer-locale"
                className="flex items-center gap-2 text-sm text-foreground-muted [&_svg]:size-5 [&_svg]:shrink-0"
              >
                {localeInfo}
              </div>
            )}
          </div>
        )}
        <div
          data-slot="footer-bottom"
          className={cn(
            // The links come first to read; from md up the copyright stands on the left.
            'flex flex-col gap-4 md:flex-row-reverse md:items-center md:justify-between md:gap-8',
            (hasColumns || showsPayment || localeInfo) && 'border-t border-border pt-6',
          )}
        >
          <nav data-slot="footer-legal" aria-label={legalLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    'data-slot': 'footer-legal-link',
                    className: legalItemClasses,
                    children: link.label,
                  })}
                </li>
              ))}
              <li>
                {/* A button, not a link: it opens the consent banner on this page and goes nowhere. */}
                <button
                  type="button"
                  data-slot="footer-cookie-settings"
                  onClick={onCookieSettingsClick}
                  className={cn(legalItemClasses, 'cursor-pointer text-left')}
                >
                  {cookieSettingsLabel}
                </button>
              </li>
            </ul>
          </nav>
          <p data-slot="footer-copyright" className="text-sm text-foreground-muted">
            {copyright}
          </p>
        </div>
      </div>
    </footer>
  );
}
