import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderIcons, type HeaderIconsProps } from './header-icons.tsx';

const germanIcons = {
  storeFinder: { href: '/niederlassungen/', label: 'Filiale finden' },
  ropoBasket: {
    href: '/reservierung/',
    label: 'Reservierte Brillen',
    count: 2,
    countLabel: '2 Brillen zur Anprobe in der Filiale reserviert',
  },
  ropoAvailable: false,
  signedIn: false,
  account: { href: '/account/', label: 'Mein Konto' },
  signIn: { href: '/signin/', label: 'Anmelden' },
  wishlist: { href: '/wishlist/', label: 'Merkliste', count: 4, countLabel: '4 Artikel auf der Merkliste' },
  basket: { href: '/basket/', label: 'Warenkorb', count: 3, countLabel: '3 Artikel im Warenkorb' },
} satisfies HeaderIconsProps;

const frenchIcons = {
  storeFinder: { href: '/succursales/', label: 'Trouver un magasin' },
  signedIn: true,
  account: { href: '/account/', label: 'Mon compte' },
  signIn: { href: '/signin/', label: 'Se connecter' },
  wishlist: { href: '/wishlist/', label: 'Liste de souhaits', count: 0, countLabel: 'Aucun article' },
  basket: { href: '/basket/', label: 'Panier', count: 120, countLabel: '120 articles dans le panier' },
} satisfies HeaderIconsProps;

const polishIcons = {
  storeFinder: { href: '/salony/', label: 'Znajdź salon' },
  ropoBasket: {
    href: '/rezerwacja/',
    label: 'Zarezerwowane okulary',
    count: 1,
    countLabel: '1 para okularów zarezerwowana w salonie',
  },
  ropoAvailable: true,
  signedIn: false,
  signIn: { href: '/signin/', label: 'Zaloguj się' },
  wishlist: {
    href: '/wishlist/',
    label: 'Ulubione',
    count: 7,
    countLabel: '7 produktów w ulubionych',
  },
  basket: { href: '/basket/', label: 'Koszyk', count: 1, countLabel: '1 produkt w koszyku' },
} satisfies HeaderIconsProps;

const czechIcons = {
  storeFinder: { href: '/pobocky/', label: 'Najít pobočku' },
  signedIn: true,
  account: { href: '/account/', label: 'Můj účet' },
  wishlist: { href: '/wishlist/', label: 'Oblíbené', count: 2, countLabel: '2 položky v oblíbených' },
  basket: { href: '/basket/', label: 'Košík', count: 0, countLabel: 'Košík je prázdný' },
} satisfies HeaderIconsProps;

const meta = {
  title: 'Design system/HeaderIcons',
  component: HeaderIcons,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: germanIcons,
  decorators: [
    (Story) => (
      <div lang="de">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

function iconsShown(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-slot="header-icons-item"]')].map((item) =>
    item.getAttribute('data-icon'),
  );
}

export const Default: Story = {};

const matrixRows = [
  { lang: 'de', note: 'de: visitor, store finder, counts 4 and 3', props: germanIcons },
  { lang: 'fr', note: 'fr: signed in, no wishlist badge at 0, basket capped at 99+', props: frenchIcons },
  {
    lang: 'pl',
    note: 'pl: visitor with ROPO: the reservation replaces the store finder',
    props: polishIcons,
  },
  { lang: 'cs', note: 'cs: signed in, empty basket', props: czechIcons },
  {
    lang: 'de',
    note: 'de: guest or online shop disabled: neither account nor sign-in',
    props: { ...germanIcons, account: undefined, signIn: undefined },
  },
] as const;

/** Every combination of the §2 rules and counts in four shops: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="flex flex-col gap-3">
      {matrixRows.map(({ lang, note, props }) => (
        <section key={note} lang={lang} aria-label={note} className="flex items-center justify-between gap-6">
          <p className="text-sm text-foreground-muted">{note}</p>
          <HeaderIcons {...props} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const row = (note: string) => {
      const section = within(canvasElement).getByRole('region', { name: note });
      return [...section.querySelectorAll('[data-slot="header-icons-item"]')].map((item) =>
        item.getAttribute('data-icon'),
      );
    };
    await step('Each row shows the icons its rules call for.', async () => {
      await expect(row(matrixRows[0].note)).toEqual(['store-finder', 'sign-in', 'wishlist', 'basket']);
      await expect(row(matrixRows[1].note)).toEqual(['store-finder', 'account', 'wishlist', 'basket']);
      await expect(row(matrixRows[2].note)).toEqual(['ropo-basket', 'sign-in', 'wishlist', 'basket']);
      await expect(row(matrixRows[4].note)).toEqual(['store-finder', 'wishlist', 'basket']);
    });
  },
};

export const AnonymousVisitor: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('A visitor sees the store finder, sign-in, wishlist and basket, in that order.', async () => {
      await expect(iconsShown(canvasElement)).toEqual(['store-finder', 'sign-in', 'wishlist', 'basket']);
      await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/signin/');
      await expect(canvas.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
    });
  },
};

export const SignedInCustomer: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('A signed-in customer sees the account link instead of sign-in.', async () => {
      await expect(canvas.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/account/');
      await expect(canvas.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    });
  },
};

export const RopoAvailable: Story = {
  args: { ropoAvailable: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('With ROPO available the reservation link replaces the store finder.', async () => {
      await expect(canvas.queryByRole('link', { name: 'Filiale finden' })).not.toBeInTheDocument();
      const ropo = canvas.getByRole('link', { name: /Reservierte Brillen/ });
      await expect(ropo).toHaveAttribute('href', '/reservierung/');
      await expect(ropo).toHaveAccessibleName(
        'Reservierte Brillen 2 Brillen zur Anprobe in der Filiale reserviert',
      );
    });
  },
};

export const CountBadges: Story = {
  args: { basket: { ...germanIcons.basket, count: 120, countLabel: '120 Artikel im Warenkorb' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Wishlist and basket carry their count; screen readers hear the label.', async () => {
      const wishlist = canvas.getByRole('link', { name: /Merkliste/ });
      await expect(wishlist.querySelector('[data-slot="count-badge-value"]')).toHaveTextContent('4');
      await expect(wishlist).toHaveAccessibleName('Merkliste 4 Artikel auf der Merkliste');
    });
    await step('A count above 99 shows as 99+.', async () => {
      const basket = canvas.getByRole('link', { name: /Warenkorb/ });
      await expect(basket.querySelector('[data-slot="count-badge-value"]')).toHaveTextContent('99+');
    });
    await step('The store finder has no badge.', async () => {
      const store = canvas.getByRole('link', { name: 'Filiale finden' });
      await expect(store.querySelector('[data-slot="count-badge"]')).not.toBeInTheDocument();
    });
  },
};

/** On a phone only the person and basket icons stay; the others move into the side navigation. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Below sm the store finder and the wishlist are hidden.', async () => {
      await expect(canvas.queryByRole('link', { name: 'Filiale finden' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: /Merkliste/ })).not.toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Anmelden' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /Warenkorb/ })).toBeVisible();
    });
  },
};
