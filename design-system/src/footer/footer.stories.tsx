import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentMethodsByCountry, type CountryCode, type PaymentMethodKey } from '@lumen/domain';
import { useId, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobeIcon } from '../icons/icons.tsx';
import { Link } from '../link/link.tsx';
import { Footer, type FooterLinkRenderProps, type FooterPaymentMethod, type FooterProps } from './footer.tsx';

type Column = { headline: string; links: readonly { label: string; href: string }[] };

/**
 * Stands in for cms-blocks' `FooterColumn` (the design system cannot import the blocks): the same
 * markup, a level-two heading naming a list of quiet links, as the storefront passes it as children.
 */
function StoryColumn({ headline, links }: Column) {
  const headingId = useId();
  return (
    <div data-slot="footer-column" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {headline}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="subtle" className="inline-block py-1">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function columns(list: readonly Column[]) {
  return list.map((column) => <StoryColumn key={column.headline} {...column} />);
}

/** The de-de columns the seed writes (cms-blocks' footer column fixtures), as the shop paths they parse to. */
const germanColumns: readonly Column[] = [
  {
    headline: 'Service',
    links: [
      { label: 'Versand', href: '/overlays/service/versand/' },
      { label: 'Rückgabe', href: '/overlays/service/rueckgabe/' },
      { label: 'Zahlungsarten', href: '/overlays/service/zahlung/' },
      { label: 'Auftragsstatus', href: '/service/auftragsstatus/' },
    ],
  },
  {
    headline: 'Lumen Optik',
    links: [
      { label: 'Filialen', href: '/niederlassungen/' },
      { label: 'Termin buchen', href: '/global/navigation/termin-buchen/' },
      { label: 'Brillen-Ratgeber', href: '/global/navigation/brillen-ratgeber/' },
      { label: 'Kontakt', href: 'mailto:service@lumen-optik.de' },
    ],
  },
  {
    headline: 'Rechtliches',
    links: [
      { label: 'Gebrauchsanweisungen', href: '/service/gebrauchsanweisungen/' },
      { label: 'Konformitätserklärungen', href: '/service/konformitaetserklaerungen/' },
    ],
  },
];

const frenchColumns: readonly Column[] = [
  {
    headline: 'Service clients',
    links: [
      { label: 'Livraison', href: '/overlays/service/versand/' },
      { label: 'Retours', href: '/overlays/service/rueckgabe/' },
      { label: 'Statut de la commande', href: '/service/statut/' },
    ],
  },
  {
    headline: 'Lumen Optik',
    links: [
      { label: 'Magasins', href: '/succursales/' },
      { label: 'Prendre rendez-vous', href: '/global/navigation/termin-buchen/' },
      { label: 'Guide des lunettes', href: '/global/navigation/brillen-ratgeber/' },
      { label: 'Contact', href: 'mailto:service@lumen-optik.ch' },
    ],
  },
];

const polishColumns: readonly Column[] = [
  {
    headline: 'Obsługa klienta',
    links: [
      { label: 'Dostawa', href: '/overlays/service/versand/' },
      { label: 'Zwroty', href: '/overlays/service/rueckgabe/' },
      { label: 'Status zamówienia', href: '/uslugi/status/' },
    ],
  },
  {
    headline: 'Lumen Optyk',
    links: [
      { label: 'Salony', href: '/salony/' },
      { label: 'Umów wizytę', href: '/global/navigation/termin-buchen/' },
      { label: 'Kontakt', href: 'mailto:obsluga@lumen-optyk.pl' },
    ],
  },
  {
    headline: 'Informacje prawne',
    links: [
      { label: 'Instrukcje obsługi', href: '/service/gebrauchsanweisungen/' },
      { label: 'Deklaracje zgodności', href: '/service/konformitaetserklaerungen/' },
    ],
  },
];

/** The names the checkout shows beside the payment glyphs, per language. */
const paymentLabels: Record<'de' | 'fr' | 'pl' | 'cs', Partial<Record<PaymentMethodKey, string>>> = {
  de: {
    paypal_instant: 'PayPal',
    klarna_paylater: 'Klarna',
    ratepay_invoice: 'Rechnung',
    ratepay_directdebit: 'Lastschrift',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
  },
  fr: {
    twint: 'TWINT',
    accounting: 'Facture',
    paypal_instant: 'PayPal',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
  },
  pl: {
    blik: 'BLIK',
    p24: 'Przelewy24',
    payu: 'PayU',
    paypal_instant: 'PayPal',
    cash_on_delivery: 'Płatność przy odbiorze',
  },
  cs: {
    payu: 'PayU',
    computop_creditcard_visa: 'Visa',
    computop_creditcard_mastercard: 'Mastercard',
    computop_creditcard_amex: 'American Express',
    cash_on_delivery: 'Dobírka',
  },
};

/** The market's methods (domain's `paymentMethodsByCountry`) with their names in the shop language. */
function paymentMethods(country: CountryCode, language: keyof typeof paymentLabels): FooterPaymentMethod[] {
  return paymentMethodsByCountry[country].map((method) => ({
    method,
    label: paymentLabels[language][method] ?? method,
  }));
}

const germanFooter = {
  children: columns(germanColumns),
  paymentMethods: { title: 'Zahlungsarten', methods: paymentMethods('DE', 'de') },
  localeInfo: (
    <>
      <GlobeIcon />
      <span>Deutschland · Deutsch</span>
    </>
  ),
  legalLabel: 'Rechtliche Hinweise',
  legalLinks: [
    { label: 'Datenschutz', href: '/datenschutz/' },
    { label: 'Impressum', href: '/impressum/' },
    { label: 'AGB', href: '/agb/' },
  ],
  cookieSettingsLabel: 'Cookie-Einstellungen',
  onCookieSettingsClick: fn(),
  copyright: '© 2025 Lumen Optik GmbH',
} satisfies FooterProps;

const frenchSwissFooter = {
  children: columns(frenchColumns),
  paymentMethods: { title: 'Moyens de paiement', methods: paymentMethods('CH', 'fr') },
  localeInfo: (
    <>
      <GlobeIcon />
      <span>Suisse · Français</span>
    </>
  ),
  legalLabel: 'Informations légales',
  legalLinks: [
    { label: 'Protection des données', href: '/protectiondesdonnees/' },
    { label: 'Mentions légales', href: '/impressum/' },
    { label: 'Conditions générales', href: '/cg/' },
  ],
  cookieSettingsLabel: 'Paramètres des cookies',
  onCookieSettingsClick: fn(),
  copyright: '© 2025 Lumen Optik SA',
} satisfies FooterProps;

const polishFooter = {
  children: columns(polishColumns),
  paymentMethods: { title: 'Metody płatności', methods: paymentMethods('PL', 'pl') },
  localeInfo: (
    <>
      <GlobeIcon />
      <span>Polska · Polski</span>
    </>
  ),
  legalLabel: 'Informacje prawne',
  legalLinks: [
    { label: 'Ochrona danych', href: '/ochronadanych/' },
    { label: 'Nota prawna', href: '/impressum/' },
    { label: 'Regulamin sklepu', href: '/regulamin/' },
  ],
  cookieSettingsLabel: 'Ustawienia plików cookie',
  onCookieSettingsClick: fn(),
  copyright: '© 2025 Lumen Optyk sp. z o.o.',
} satisfies FooterProps;

/** The Czech checkout's footer: no columns, on the white page, the market's methods and the legal row. */
const czechCheckoutFooter = {
  tone: 'plain',
  paymentMethods: { title: 'Způsoby platby', methods: paymentMethods('CZ', 'cs') },
  legalLabel: 'Právní informace',
  legalLinks: [
    { label: 'Ochrana údajů', href: '/ochrana-udaju/' },
    { label: 'Provozovatel', href: '/impressum/' },
    { label: 'Obchodní podmínky', href: '/obchodni-podminky/' },
  ],
  cookieSettingsLabel: 'Nastavení cookies',
  onCookieSettingsClick: fn(),
  copyright: '© 2025 Lumen Optika s.r.o.',
} satisfies FooterProps;

const meta = {
  title: 'Design system/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: germanFooter,
  argTypes: {
    tone: { control: 'inline-radio', options: ['muted', 'plain'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: false },
    localeInfo: { control: false },
    renderLink: { control: false },
  },
  render: (args) => (
    <div lang="de">
      <Footer {...args} />
    </div>
  ),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const matrixShops = [
  { shop: 'de-de', lang: 'de', props: germanFooter },
  { shop: 'fr-ch', lang: 'fr', props: frenchSwissFooter },
  { shop: 'pl-pl', lang: 'pl', props: polishFooter },
  { shop: 'cs-cz checkout', lang: 'cs', props: czechCheckoutFooter },
] as const;

/**
 * The footers of three shops and the Czech checkout's footer without columns: the screenshot
 * target. Stacked columns at 375 px, a grid at 1280 px.
 */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-6 bg-surface py-6">
      {matrixShops.map(({ shop, lang, props }) => (
        // A footer inside a section is not a contentinfo landmark, so several can share the page.
        <section key={shop} lang={lang} aria-label={shop} data-shop={shop}>
          <Footer {...props} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const shop = (name: string) => within(within(canvasElement).getByRole('region', { name }));
    await step('Every shop lists its own market’s payment methods, each by name.', async () => {
      const names = (name: string) =>
        within(shop(name).getByRole('list', { name: /Zahlungsarten|paiement|płatności|platby/ }))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      await expect(names('de-de')).toContain('Klarna');
      await expect(names('fr-ch')).toContain('TWINT');
      await expect(names('pl-pl')).toEqual([
        'BLIK',
        'Przelewy24',
        'PayU',
        'PayPal',
        'Płatność przy odbiorze',
      ]);
      await expect(names('cs-cz checkout')).toContain('Dobírka');
    });
    await step('The checkout footer has no columns, only payment methods and the legal row.', async () => {
      const footer = canvasElement.querySelector('[data-shop="cs-cz checkout"] [data-slot="footer"]');
      await expect(footer?.querySelector('[data-slot="footer-columns"]')).toBeNull();
      await expect(shop('cs-cz checkout').getByRole('button', { name: 'Nastavení cookies' })).toBeVisible();
    });
  },
};

export const CookieSettingsButton: Story = {
  play: async ({ args, canvas, step }) => {
    const legal = within(canvas.getByRole('navigation', { name: 'Rechtliche Hinweise' }));
    const button = legal.getByRole('button', { name: 'Cookie-Einstellungen' });
    await step(
      'Cookie settings is a button among the legal links, not a link: it goes nowhere.',
      async () => {
        await expect(button).toHaveAttribute('type', 'button');
        await expect(button).not.toHaveAttribute('href');
        await expect(legal.queryByRole('link', { name: 'Cookie-Einstellungen' })).not.toBeInTheDocument();
      },
    );
    await step('A click calls its handler, which reopens the consent banner.', async () => {
      await userEvent.click(button);
      await expect(args.onCookieSettingsClick).toHaveBeenCalledTimes(1);
    });
    await step('Enter and Space call it from the keyboard.', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onCookieSettingsClick).toHaveBeenCalledTimes(3);
    });
  },
};

export const LandmarksAndNames: Story = {
  play: async ({ canvas, step }) => {
    await step('The footer is the page’s contentinfo landmark.', async () => {
      await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-slot', 'footer');
    });
    await step('Every link has a name and an address.', async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.length).toBeGreaterThan(10);
      for (const link of links) {
        await expect(link.textContent?.trim()).not.toBe('');
        await expect(link).toHaveAttribute('href', expect.stringMatching(/^(\/.*\/|mailto:.+)$/));
      }
    });
    await step('The legal links are a named navigation with privacy and imprint.', async () => {
      const legal = within(canvas.getByRole('navigation', { name: 'Rechtliche Hinweise' }));
      await expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz/');
      await expect(legal.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum/');
    });
    await step(
      'Column and payment headings are level two; the payment list is named by its heading.',
      async () => {
        await expect(
          canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
        ).toEqual(['Service', 'Lumen Optik', 'Rechtliches', 'Zahlungsarten']);
        const methods = within(canvas.getByRole('list', { name: 'Zahlungsarten' })).getAllByRole('listitem');
        await expect(methods).toHaveLength(7);
      },
    );
    await step('The payment glyphs are decorative: the name beside each says which method.', async () => {
      const icons = canvas.getByRole('contentinfo').querySelectorAll('[data-slot="payment-method-icon"]');
      await expect(icons).toHaveLength(7);
      for (const icon of icons) {
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
      }
    });
  },
};

export const HeadingLevelThree: Story = {
  args: { ...frenchSwissFooter, children: undefined, headingLevel: 3 },
  render: (args) => (
    <div lang="fr">
      <h2 className="sr-only">Lumen Optik Suisse</h2>
      <Footer {...args} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('The footer’s own heading takes the level the page asks for.', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'Moyens de paiement' })).toBeInTheDocument();
    });
  },
};

/** Stands in for a router's link component, which renders an anchor and takes `to`. */
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const RouterLinks: Story = {
  args: {
    ...polishFooter,
    renderLink: ({ href, ...props }: FooterLinkRenderProps) => <RouterLink to={href} {...props} />,
  },
  render: (args) => (
    <div lang="pl">
      <Footer {...args} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('The legal links render through the router’s link, with the footer’s looks.', async () => {
      const legal = within(canvas.getByRole('navigation', { name: 'Informacje prawne' }));
      const privacy = legal.getByRole('link', { name: 'Ochrona danych' });
      await expect(privacy).toHaveAttribute('data-router-link');
      await expect(privacy).toHaveAttribute('href', '/ochronadanych/');
      await expect(privacy).toHaveAttribute('data-slot', 'footer-legal-link');
      await expect(privacy).toHaveClass('underline');
    });
    await step('Tab reaches the legal links and the cookie settings button in order.', async () => {
      const legal = within(canvas.getByRole('navigation', { name: 'Informacje prawne' }));
      legal.getByRole('link', { name: 'Regulamin sklepu' }).focus();
      await userEvent.tab();
      await expect(legal.getByRole('button', { name: 'Ustawienia plików cookie' })).toHaveFocus();
    });
  },
};

export const StackedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const footer = canvasElement.querySelector<HTMLElement>('[data-slot="footer"]');
    if (!footer) throw new Error('No footer');
    await step('The columns stack: one under the other, on one left edge.', async () => {
      const boxes = [...footer.querySelectorAll('[data-slot="footer-column"]')].map((column) =>
        column.getBoundingClientRect(),
      );
      await expect(boxes).toHaveLength(3);
      for (const [index, box] of boxes.entries()) {
        if (index === 0) continue;
        const previous = boxes[index - 1]!;
        await expect(box.left).toBe(previous.left);
        await expect(box.top).toBeGreaterThanOrEqual(previous.bottom);
      }
    });
    await step('Nothing is wider than the phone: payment methods and legal links wrap.', async () => {
      await expect(footer.scrollWidth).toBeLessThanOrEqual(375);
      for (const item of footer.querySelectorAll('li')) {
        await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      }
    });
  },
};

export const ColumnsSideBySide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('From md up the columns stand side by side, on one top edge.', async () => {
      const boxes = [...canvasElement.querySelectorAll('[data-slot="footer-column"]')].map((column) =>
        column.getBoundingClientRect(),
      );
      await expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      await expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
    });
    await step('The copyright stands on the left of the legal links.', async () => {
      const copyright = canvasElement
        .querySelector('[data-slot="footer-copyright"]')
        ?.getBoundingClientRect();
      const legal = canvasElement.querySelector('[data-slot="footer-legal"]')?.getBoundingClientRect();
      if (!copyright || !legal) throw new Error('No bottom row');
      await expect(copyright.right).toBeLessThanOrEqual(legal.left);
    });
  },
};

export const CzechCheckout: Story = {
  args: czechCheckoutFooter,
  render: (args) => (
    <div lang="cs">
      <Footer {...args} />
    </div>
  ),
  play: async ({ args, canvas, step }) => {
    await step('Without columns the footer shows the payment methods and the legal row.', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'Způsoby platby' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Ochrana údajů' })).toHaveAttribute(
        'href',
        '/ochrana-udaju/',
      );
    });
    await step('Nastavení cookies calls its handler.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nastavení cookies' }));
      await expect(args.onCookieSettingsClick).toHaveBeenCalledTimes(1);
    });
  },
};
