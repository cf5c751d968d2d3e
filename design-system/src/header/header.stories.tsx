import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LanguageOption } from '../language-switcher/language-switcher.tsx';
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
