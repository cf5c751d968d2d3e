import type { Meta, StoryObj } from '@storybook/react-vite';
import { fetchesSuggestions, type CountryCode } from '@lumen/domain';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { basketItemsByLanguage, basketLabels } from '../basket-popover/basket-popover.fixtures.ts';
import { BasketPopover } from '../basket-popover/basket-popover.tsx';
import { HeartIcon, LockIcon, StoreIcon } from '../icons/header-glyphs.tsx';
import { HeaderIcons, type HeaderIconsProps } from '../header-icons/header-icons.tsx';
import type { LanguageOption } from '../language-switcher/language-switcher.tsx';
import { navigationLabels, navigationTrees } from '../main-navigation/main-navigation.fixtures.ts';
import { MainNavigation } from '../main-navigation/main-navigation.tsx';
import {
  fallbackByLanguage,
  searchLabels,
  suggestionsByLanguage,
} from '../search-box/search-box.fixtures.ts';
import { SearchBox } from '../search-box/search-box.tsx';
import { SideNavigation } from '../side-navigation/side-navigation.tsx';
import { Header, type HeaderProps } from './header.tsx';

const mainContentId = 'main-content';

function swissLanguages(current: LanguageOption['code']): LanguageOption[] {
  return [
    { code: 'de', label: 'Deutsch', href: 'https://www.lumen-optik.ch/de/', current: current === 'de' },
    { code: 'fr', label: 'Français', href: 'https://www.lumen-optik.ch/fr/', current: current === 'fr' },
    { code: 'it', label: 'Italiano', href: 'https://www.lumen-optik.ch/it/', current: current === 'it' },
  ];
}

const germanSwissHeader = {
  skipLinkLabel: 'Zum Inhalt springen',
  mainContentId,
  logoLabel: 'Lumen Optik Startseite',
  homeHref: '/',
  country: 'CH',
  languageSwitcher: {
    triggerLabel: 'Sprache wählen',
    title: 'Sprache wählen',
    closeLabel: 'Schließen',
    languages: swissLanguages('de'),
  },
} satisfies HeaderProps;

const frenchSwissHeader = {
  skipLinkLabel: 'Aller au contenu',
  mainContentId,
  logoLabel: 'Lumen Optik Accueil',
  country: 'CH',
  languageSwitcher: {
    triggerLabel: 'Choisir la langue',
    title: 'Choisir la langue',
    closeLabel: 'Fermer',
    languages: swissLanguages('fr'),
  },
} satisfies HeaderProps;

const italianHeader = {
  skipLinkLabel: 'Vai al contenuto',
  mainContentId,
  logoLabel: 'Lumen Optik Pagina iniziale',
  country: 'IT',
  languageSwitcher: {
    triggerLabel: 'Seleziona la lingua',
    title: 'Seleziona la lingua',
    closeLabel: 'Chiudi',
    languages: [
      { code: 'it', label: 'Italiano', href: 'https://www.lumen-optik.it/', current: true },
      { code: 'de', label: 'Deutsch', href: 'https://www.lumen-optik.it/de/', current: false },
    ],
  },
} satisfies HeaderProps;

const germanHeader = {
  skipLinkLabel: 'Zum Inhalt springen',
  mainContentId,
  logoLabel: 'Lumen Optik Startseite',
  country: 'DE',
} satisfies HeaderProps;

const czechHeader = {
  skipLinkLabel: 'Přeskočit na obsah',
  mainContentId,
  logoLabel: 'Lumen Optika úvodní stránka',
  country: 'CZ',
} satisfies HeaderProps;

const polishHeader = {
  skipLinkLabel: 'Przejdź do treści',
  mainContentId,
  logoLabel: 'Lumen Optyk strona główna',
  country: 'PL',
} satisfies HeaderProps;

/** The page below the header: the skip link's target. */
function MainContent() {
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      className="mx-auto max-w-(--breakpoint-2xl) px-4 py-10 sm:px-6 header:px-8"
    >
      <h1 className="text-3xl font-semibold text-foreground">Brillen für jeden Tag</h1>
      <p className="mt-3 max-w-prose text-base text-foreground-muted">
        Entdecken Sie unsere neue Kollektion: leichte Fassungen, entspiegelte Gläser und eine kostenlose
        Sehberatung in jeder Filiale.
      </p>
    </main>
  );
}

const meta = {
  title: 'Design system/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: germanSwissHeader,
  argTypes: {
    country: { control: 'select', options: ['DE', 'AT', 'CH', 'IT', 'PL', 'CZ'] },
  },
  render: (args) => (
    <>
      <Header {...args} />
      <MainContent />
    </>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  // The overlay is portalled to <body>, outside the story's canvas.
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

const matrixShops = [
  { shop: 'de-de', lang: 'de', props: germanHeader },
  { shop: 'de-ch', lang: 'de', props: germanSwissHeader },
  { shop: 'fr-ch', lang: 'fr', props: frenchSwissHeader },
  { shop: 'it-it', lang: 'it', props: italianHeader },
  { shop: 'cs-cz', lang: 'cs', props: czechHeader },
  { shop: 'pl-pl', lang: 'pl', props: polishHeader },
] as const;

/** The header of several shops: languages, country logos. The screenshot target. */
export const Matrix: Story = {
  render: () => (
    <>
      <div className="flex flex-col gap-6 bg-surface-muted py-6">
        {matrixShops.map(({ shop, lang, props }) => (
          // A header inside a section is not a banner landmark, so several can share the page.
          <section key={shop} lang={lang} aria-label={shop} data-shop={shop} className="bg-surface">
            <Header {...props} />
          </section>
        ))}
      </div>
      <MainContent />
    </>
  ),
  play: async ({ canvasElement, step }) => {
    const logoOf = (shop: string) => {
      const logo = canvasElement.querySelector(`[data-shop="${shop}"] [data-slot="logo"]`);
      if (!logo) throw new Error(`No logo in the ${shop} header`);
      return logo;
    };
    await step(
      'The Czech and the Polish shop show their own logo, every other shop the default one.',
      async () => {
        await expect(logoOf('cs-cz')).toHaveAttribute('data-variant', 'cz');
        await expect(logoOf('pl-pl')).toHaveAttribute('data-variant', 'pl');
        for (const shop of ['de-de', 'de-ch', 'fr-ch', 'it-it']) {
          await expect(logoOf(shop)).toHaveAttribute('data-variant', 'default');
        }
      },
    );
    await step('The three wordmarks differ from one another.', async () => {
      const wordmarks = new Set(['de-de', 'cs-cz', 'pl-pl'].map((shop) => logoOf(shop).textContent));
      await expect(wordmarks).toEqual(new Set(['Lumen Optik', 'Lumen Optika', 'Lumen Optyk']));
    });
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await step('The skip link is hidden until it is focused.', async () => {
      await expect(skipLink.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });
    await step('The skip link is the first tab stop and shows when focused.', async () => {
      await userEvent.tab();
      await expect(skipLink).toHaveFocus();
      await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(1);
    });
    await step('Activating it moves the focus to the main content.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
    });
  },
};

export const LanguageSwitcherWithKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Sprache wählen/ });

    await step(
      'The trigger shows the current language and is reached with Tab after the skip link and the logo.',
      async () => {
        await expect(trigger).toHaveTextContent('de');
        await userEvent.tab();
        await userEvent.tab();
        await expect(canvas.getByRole('link', { name: 'Lumen Optik Startseite' })).toHaveFocus();
        await userEvent.tab();
        await expect(trigger).toHaveFocus();
      },
    );

    await step('Enter opens the overlay, titled and focused.', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Sprache wählen' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    await step('The overlay lists the shop languages as links in their own language.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      const links = within(dialog).getAllByRole('link');
      await expect(links).toHaveLength(3);
      const names = ['Deutsch', 'Français', 'Italiano'];
      for (const [index, link] of links.entries()) await expect(link).toHaveAccessibleName(names[index]);
      await expect(links.map((link) => link.getAttribute('lang'))).toEqual(['de', 'fr', 'it']);
      await expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['de', 'fr', 'it']);
      await expect(within(dialog).getByRole('link', { name: 'Français' })).toHaveAttribute(
        'href',
        'https://www.lumen-optik.ch/fr/',
      );
    });

    await step('Only the current language is marked with aria-current.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await expect(within(dialog).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(within(dialog).getByRole('link', { name: 'Français' })).not.toHaveAttribute(
        'aria-current',
      );
      await expect(within(dialog).getByRole('link', { name: 'Italiano' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    await step('Tab keeps the focus inside the overlay.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      // The close button and three links: six presses go round once and a half.
      for (let press = 0; press < 6; press += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
      }
    });

    await step('Escape closes the overlay and returns the focus to the trigger.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const LanguageSwitcherBackdropClick: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Sprache wählen/ });

    await step('A click on the trigger opens the overlay.', async () => {
      await userEvent.click(trigger);
      await expect(await body(canvasElement).findByRole('dialog', { name: 'Sprache wählen' })).toBeVisible();
    });

    await step('A click on the backdrop closes it and returns the focus to the trigger.', async () => {
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
      if (!backdrop) throw new Error('The overlay has no backdrop');
      await userEvent.click(backdrop);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The overlay open, in French: the screenshot target for the open state. */
export const LanguageSwitcherOpen: Story = {
  args: {
    ...frenchSwissHeader,
    languageSwitcher: { ...frenchSwissHeader.languageSwitcher, defaultOpen: true },
  },
  play: async ({ canvasElement, step }) => {
    await step('The overlay enters from the right and marks French as the current language.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Choisir la langue' });
      await expect(dialog).toHaveAttribute('data-side', 'right');
      await expect(within(dialog).getByRole('link', { name: 'Français' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  },
};

export const CzechShop: Story = {
  // Czechia has one shop language, so the storefront leaves the switcher out.
  args: { ...czechHeader, languageSwitcher: undefined },
  play: async ({ canvasElement, step }) => {
    await step('The Czech shop shows the Lumen Optika logo, named by its label.', async () => {
      const home = within(canvasElement).getByRole('link', { name: 'Lumen Optika úvodní stránka' });
      await expect(home.querySelector('[data-slot="logo"]')).toHaveAttribute('data-variant', 'cz');
    });
    await step('Without languages there is no language switcher.', async () => {
      await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    });
  },
};

export const PolishShop: Story = {
  args: { ...polishHeader, languageSwitcher: undefined },
  play: async ({ canvasElement, step }) => {
    await step('The Polish shop shows the Lumen Optyk logo, named by its label.', async () => {
      const home = within(canvasElement).getByRole('link', { name: 'Lumen Optyk strona główna' });
      await expect(home.querySelector('[data-slot="logo"]')).toHaveAttribute('data-variant', 'pl');
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/* The complete header (§2): navigation, search, icons, basket popover and side navigation. */

type ShopLanguage = 'de' | 'fr' | 'pl' | 'cs';

/** The caller's part of the search box: the term, and the suggestions for 3 characters or more. */
function HeaderSearch({ language }: { language: ShopLanguage }) {
  const [term, setTerm] = useState('');
  const needle = term.trim().toLowerCase();
  const suggestions = fetchesSuggestions(term)
    ? suggestionsByLanguage[language].suggestions.filter((suggestion) =>
        [suggestion.label, suggestion.type === 'product' ? suggestion.brand : undefined].some((text) =>
          text?.toLowerCase().includes(needle),
        ),
      )
    : [];
  return (
    <SearchBox
      {...searchLabels[language]}
      term={term}
      onTermChange={setTerm}
      suggestions={suggestions}
      fallback={fallbackByLanguage[language]}
      onSubmit={() => undefined}
      onSuggestionSelect={(_suggestion, event) => event.preventDefault()}
    />
  );
}

const iconsByLanguage: Record<ShopLanguage, HeaderIconsProps> = {
  de: {
    storeFinder: { href: '/niederlassungen/', label: 'Filiale finden' },
    signIn: { href: '/signin/', label: 'Anmelden' },
    account: { href: '/account/', label: 'Mein Konto' },
    wishlist: { href: '/wishlist/', label: 'Merkliste', count: 4, countLabel: '4 Artikel auf der Merkliste' },
  },
  fr: {
    storeFinder: { href: '/succursales/', label: 'Trouver un magasin' },
    signedIn: true,
    signIn: { href: '/signin/', label: 'Se connecter' },
    account: { href: '/account/', label: 'Mon compte' },
    wishlist: {
      href: '/wishlist/',
      label: 'Liste de souhaits',
      count: 1,
      countLabel: '1 article dans la liste',
    },
  },
  pl: {
    storeFinder: { href: '/salony/', label: 'Znajdź salon' },
    ropoAvailable: true,
    ropoBasket: {
      href: '/rezerwacja/',
      label: 'Zarezerwowane okulary',
      count: 2,
      countLabel: '2 pary okularów zarezerwowane w salonie',
    },
    signIn: { href: '/signin/', label: 'Zaloguj się' },
    wishlist: { href: '/wishlist/', label: 'Ulubione', count: 0, countLabel: 'Brak produktów w ulubionych' },
  },
  cs: {
    storeFinder: { href: '/pobocky/', label: 'Najít pobočku' },
    signedIn: true,
    account: { href: '/account/', label: 'Můj účet' },
    wishlist: {
      href: '/wishlist/',
      label: 'Oblíbené',
      count: 2,
      countLabel: '2 položky v oblíbených',
    },
  },
};

const basketCounts: Record<ShopLanguage, { count: number; countLabel: string }> = {
  de: { count: 8, countLabel: '8 Artikel im Warenkorb' },
  fr: { count: 3, countLabel: '3 articles dans le panier' },
  pl: { count: 2, countLabel: '2 produkty w koszyku' },
  cs: { count: 1, countLabel: '1 položka v košíku' },
};

const shopHeaders: Record<ShopLanguage, { header: HeaderProps; country: CountryCode }> = {
  de: { header: germanHeader, country: 'DE' },
  fr: { header: frenchSwissHeader, country: 'CH' },
  pl: { header: polishHeader, country: 'PL' },
  cs: { header: czechHeader, country: 'CZ' },
};

/** Links a phone's header has no room for, at the bottom of the German side navigation. */
function GermanSideNavigationFooter() {
  const linkClasses =
    'flex min-h-12 items-center gap-3 rounded-md px-3 text-base text-foreground hover:bg-surface-muted [&_svg]:size-5';
  return (
    <ul className="flex flex-col gap-0.5">
      <li>
        <a href="/wishlist/" className={linkClasses}>
          <HeartIcon />
          Merkliste
        </a>
      </li>
      <li>
        <a href="/niederlassungen/" className={linkClasses}>
          <StoreIcon />
          Filiale finden
        </a>
      </li>
    </ul>
  );
}

function completeHeader(language: ShopLanguage): HeaderProps {
  const labels = navigationLabels[language];
  return {
    ...shopHeaders[language].header,
    country: shopHeaders[language].country,
    sideNavigation: (
      <SideNavigation
        items={navigationTrees[language]}
        triggerLabel={labels.trigger}
        title={labels.title}
        closeLabel={labels.close}
        backLabel={labels.back}
        navigationLabel={labels.navigation}
        footer={language === 'de' ? <GermanSideNavigationFooter /> : undefined}
      />
    ),
    navigation: <MainNavigation items={navigationTrees[language]} label={labels.navigation} />,
    search: <HeaderSearch language={language} />,
    icons: (
      <HeaderIcons
        {...iconsByLanguage[language]}
        basketSlot={
          <BasketPopover
            {...basketLabels[language]}
            {...basketCounts[language]}
            items={basketItemsByLanguage[language]}
          />
        }
      />
    ),
  };
}

const germanCheckoutLabel = (
  <>
    <LockIcon />
    Sichere Kasse
  </>
);

/** The complete German header from the header breakpoint up. */
export const Complete: Story = {
  args: completeHeader('de'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'The search stands in the bar, the main navigation on a row under it; no hamburger.',
      async () => {
        const navigation = canvas.getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(navigation).toBeVisible();
        await expect(canvas.getByRole('combobox', { name: 'Suche' })).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Menü öffnen' })).not.toBeInTheDocument();
        const row = canvasElement.querySelector('[data-slot="header-content"]')?.getBoundingClientRect();
        const search = canvas.getByRole('search', { name: 'Suche' }).getBoundingClientRect();
        if (!row) throw new Error('No header content');
        await expect(row.height).toBe(72);
        await expect(search.top).toBeGreaterThanOrEqual(row.top);
        await expect(search.bottom).toBeLessThanOrEqual(row.bottom);
        await expect(navigation.getBoundingClientRect().top).toBeGreaterThanOrEqual(row.bottom);
      },
    );
    await step('The icons follow the §2 rules, with their counts.', async () => {
      await expect(canvas.getByRole('link', { name: 'Filiale finden' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Anmelden' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Merkliste 4 Artikel auf der Merkliste' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Warenkorb 8 Artikel im Warenkorb' })).toBeVisible();
    });
    await step(
      'Tab order follows the rows: skip link, logo, search, icons, language, navigation.',
      async () => {
        await userEvent.tab();
        await userEvent.tab();
        await expect(canvas.getByRole('link', { name: 'Lumen Optik Startseite' })).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('combobox', { name: 'Suche' })).toHaveFocus();
        await userEvent.keyboard('{Escape}');
        canvas.getByRole('button', { name: /Sprache wählen/ }).focus();
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Brillen' })).toHaveFocus();
      },
    );
    await step('The glasses flyout opens below the header in two columns.', async () => {
      await userEvent.keyboard('{Enter}');
      const flyout = await waitFor(() => {
        const element = canvasElement.querySelector('[data-slot="main-navigation-flyout"]');
        if (!element) throw new Error('No flyout yet');
        return element;
      });
      await expect(flyout).toHaveAttribute('data-columns', '2');
      const header = canvasElement.querySelector('[data-slot="header"]')?.getBoundingClientRect();
      const viewport = canvasElement
        .querySelector('[data-slot="main-navigation-viewport"]')
        ?.getBoundingClientRect();
      if (!header || !viewport) throw new Error('No header or flyout viewport');
      await expect(Math.abs(viewport.top - header.bottom)).toBeLessThanOrEqual(1);
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** The complete German header on a phone: hamburger, logo, two icons, language; the search below. */
export const CompleteMobile: Story = {
  args: completeHeader('de'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The main navigation is hidden; the search has a row of its own under the bar.', async () => {
      await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
      const logo = canvas.getByRole('link', { name: 'Lumen Optik Startseite' }).getBoundingClientRect();
      const search = canvas.getByRole('search', { name: 'Suche' }).getBoundingClientRect();
      await expect(search.top).toBeGreaterThanOrEqual(logo.bottom);
    });
    await step('Only the sign-in and basket icons fit; nothing overflows the 375 px width.', async () => {
      await expect(canvas.queryByRole('link', { name: 'Filiale finden' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: /Merkliste/ })).not.toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Anmelden' })).toBeVisible();
      const header = canvasElement.querySelector<HTMLElement>('[data-slot="header"]');
      await expect(header?.scrollWidth).toBeLessThanOrEqual(375);
      const language = canvas.getByRole('button', { name: /Sprache wählen|de/ });
      await expect(language.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    });
    await step('The hamburger opens the side navigation, which drills into a level.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menü' });
      await expect(dialog).toHaveAttribute('data-side', 'left');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Kontaktlinsen' }));
      await expect(await within(dialog).findByRole('heading', { name: 'Kontaktlinsen' })).toBeVisible();
      await expect(within(dialog).getByRole('link', { name: 'Tageslinsen' })).toHaveAttribute(
        'href',
        '/kontaktlinsen/tageslinsen/',
      );
      await expect(within(dialog).getByRole('link', { name: 'Merkliste' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Checkout (§2, also with showBasket=true): only the logo and the "secure checkout" label. */
export const CheckoutMode: Story = {
  args: {
    ...completeHeader('de'),
    languageSwitcher: germanSwissHeader.languageSwitcher,
    checkout: true,
    checkoutLabel: germanCheckoutLabel,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The logo links home and the label shows.', async () => {
      await expect(canvas.getByRole('link', { name: 'Lumen Optik Startseite' })).toHaveAttribute('href', '/');
      await expect(canvas.getByText('Sichere Kasse')).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="header"]')).toHaveAttribute(
        'data-checkout',
        'true',
      );
    });
    await step('Navigation, search, icons, hamburger and language switcher are gone.', async () => {
      await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
      const links = canvas.getAllByRole('link');
      await expect(links).toHaveLength(2);
      await expect(links[0]).toHaveAccessibleName('Zum Inhalt springen');
      await expect(links[1]).toHaveAccessibleName('Lumen Optik Startseite');
    });
  },
};

export const CheckoutModeMobile: Story = {
  ...CheckoutMode,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

const completeShops = [
  { shop: 'de-de', lang: 'de', props: completeHeader('de') },
  { shop: 'fr-ch', lang: 'fr', props: completeHeader('fr') },
  { shop: 'pl-pl', lang: 'pl', props: completeHeader('pl') },
  { shop: 'cs-cz', lang: 'cs', props: completeHeader('cs') },
  {
    shop: 'de-de checkout',
    lang: 'de',
    props: { ...completeHeader('de'), checkout: true, checkoutLabel: germanCheckoutLabel },
  },
] as const;

/** Complete headers of four shops and the checkout header: the screenshot target of the full header. */
export const CompleteMatrix: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-6 bg-surface-muted py-6">
      {completeShops.map(({ shop, lang, props }) => (
        <section key={shop} lang={lang} aria-label={shop} data-shop={shop} className="bg-surface">
          <Header {...props} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const section = (shop: string) => within(within(canvasElement).getByRole('region', { name: shop }));
    await step('A Polish visitor with ROPO sees the reservation instead of the store finder.', async () => {
      await expect(section('pl-pl').getByRole('link', { name: /Zarezerwowane okulary/ })).toBeVisible();
      await expect(section('pl-pl').queryByRole('link', { name: 'Znajdź salon' })).not.toBeInTheDocument();
    });
    await step('Signed-in customers see their account, visitors the sign-in.', async () => {
      await expect(section('fr-ch').getByRole('link', { name: 'Mon compte' })).toBeVisible();
      await expect(section('cs-cz').getByRole('link', { name: 'Můj účet' })).toBeVisible();
      await expect(section('de-de').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    });
    await step('The checkout header has no navigation, search or icons.', async () => {
      await expect(section('de-de checkout').queryByRole('navigation')).not.toBeInTheDocument();
      await expect(section('de-de checkout').queryByRole('search')).not.toBeInTheDocument();
      await expect(section('de-de checkout').getByText('Sichere Kasse')).toBeVisible();
    });
  },
};

export const CompleteMatrixMobile: Story = {
  ...CompleteMatrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    await step('No header is wider than the phone.', async () => {
      for (const header of canvasElement.querySelectorAll<HTMLElement>('[data-slot="header-bar"]')) {
        await expect(header.scrollWidth).toBeLessThanOrEqual(375);
      }
    });
  },
};
