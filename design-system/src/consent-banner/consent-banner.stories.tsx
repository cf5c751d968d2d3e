import type { Meta, StoryObj } from '@storybook/react-vite';
import { consentGroups } from '@lumen/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from '../footer/footer.tsx';
import { Link } from '../link/link.tsx';
import { ConsentBanner, type ConsentBannerProps, type ConsentChoice } from './consent-banner.tsx';

type BannerTexts = Omit<
  ConsentBannerProps,
  'open' | 'onAcceptAll' | 'onRejectAll' | 'onSave' | 'onDismiss' | 'initialChoice'
>;

/** The manager's necessary group; §9 names statistics and marketing (`consentGroups`). */
const necessary = 'C0001';
const { statistics, marketing } = consentGroups;

const germanTexts = {
  title: 'Ihre Privatsphäre ist uns wichtig',
  description: (
    <p>
      Wir verwenden Cookies und ähnliche Technologien. Technisch notwendige Cookies setzen wir immer,
      Statistik- und Marketing-Cookies nur mit Ihrer Einwilligung. Ihre Auswahl können Sie jederzeit unter
      „Cookie-Einstellungen“ am Seitenende ändern. Mehr dazu in unserer{' '}
      <Link href="/datenschutz/">Datenschutzerklärung</Link>.
    </p>
  ),
  acceptAllLabel: 'Alle akzeptieren',
  rejectAllLabel: 'Alle ablehnen',
  chooseLabel: 'Auswählen',
  saveLabel: 'Auswahl speichern',
  alwaysActiveLabel: 'Immer aktiv',
  groups: [
    {
      id: necessary,
      label: 'Notwendige Cookies',
      description: 'Ohne sie funktionieren Warenkorb, Anmeldung und Spracheinstellung nicht.',
      required: true,
    },
    {
      id: statistics,
      label: 'Statistik',
      description: 'Wir zählen Besuche und sehen, welche Seiten gefragt sind, um den Shop zu verbessern.',
    },
    {
      id: marketing,
      label: 'Marketing',
      description:
        'Eingebettete Videos und Inhalte anderer Anbieter, die Ihren Besuch wiedererkennen können.',
    },
  ],
} satisfies BannerTexts;

/** de-ch: the Swiss data protection act (§9 regulation DSGLPD) instead of the GDPR. */
const swissGermanTexts = {
  ...germanTexts,
  title: 'Datenschutzeinstellungen',
  description: (
    <p>
      Nach dem Schweizer Datenschutzgesetz (DSG) fragen wir Sie, bevor wir Statistik- und Marketing-Cookies
      setzen. Details finden Sie in der <Link href="/datenschutz/">Datenschutzerklärung</Link>.
    </p>
  ),
} satisfies BannerTexts;

const frenchSwissTexts = {
  title: 'Votre vie privée nous tient à cœur',
  description: (
    <p>
      Nous utilisons des cookies et des technologies similaires. Les cookies techniquement nécessaires sont
      toujours actifs ; les cookies de statistiques et de marketing uniquement avec votre consentement,
      conformément à la loi sur la protection des données (LPD). Vous pouvez modifier votre choix à tout
      moment via « Paramètres des cookies » en bas de page. En savoir plus dans notre{' '}
      <Link href="/protectiondesdonnees/">déclaration de protection des données</Link>.
    </p>
  ),
  acceptAllLabel: 'Tout accepter',
  rejectAllLabel: 'Tout refuser',
  chooseLabel: 'Personnaliser',
  saveLabel: 'Enregistrer mon choix',
  alwaysActiveLabel: 'Toujours actif',
  groups: [
    {
      id: necessary,
      label: 'Cookies nécessaires',
      description: 'Sans eux, le panier, la connexion et le choix de la langue ne fonctionnent pas.',
      required: true,
    },
    {
      id: statistics,
      label: 'Statistiques',
      description:
        'Nous comptons les visites et voyons quelles pages sont consultées afin d’améliorer la boutique.',
    },
    {
      id: marketing,
      label: 'Marketing',
      description:
        'Vidéos intégrées et contenus d’autres fournisseurs susceptibles de reconnaître votre visite.',
    },
  ],
} satisfies BannerTexts;

const polishTexts = {
  title: 'Szanujemy Twoją prywatność',
  description: (
    <p>
      Używamy plików cookie i podobnych technologii. Niezbędne pliki cookie są zawsze aktywne, statystyczne i
      marketingowe tylko za Twoją zgodą. Swój wybór możesz w każdej chwili zmienić w „Ustawieniach plików
      cookie” w stopce strony. Więcej informacji znajdziesz w naszej{' '}
      <Link href="/ochronadanych/">polityce prywatności</Link>.
    </p>
  ),
  acceptAllLabel: 'Zaakceptuj wszystkie',
  rejectAllLabel: 'Odrzuć wszystkie',
  chooseLabel: 'Dostosuj',
  saveLabel: 'Zapisz wybór',
  alwaysActiveLabel: 'Zawsze aktywne',
  groups: [
    {
      id: necessary,
      label: 'Niezbędne pliki cookie',
      description: 'Bez nich koszyk, logowanie i wybór języka nie działają.',
      required: true,
    },
    {
      id: statistics,
      label: 'Statystyka',
      description: 'Liczymy odwiedziny i sprawdzamy, które strony są popularne, aby ulepszać sklep.',
    },
    {
      id: marketing,
      label: 'Marketing',
      description: 'Osadzone filmy i treści innych dostawców, które mogą rozpoznać Twoją wizytę.',
    },
  ],
} satisfies BannerTexts;

const czechTexts = {
  title: 'Vaše soukromí je pro nás důležité',
  description: (
    <p>
      Používáme soubory cookie a podobné technologie. Technicky nezbytné soubory cookie jsou vždy aktivní,
      statistické a marketingové pouze s vaším souhlasem. Svou volbu můžete kdykoli změnit v „Nastavení
      cookies“ v zápatí stránky. Více v našich{' '}
      <Link href="/ochrana-udaju/">zásadách ochrany osobních údajů</Link>.
    </p>
  ),
  acceptAllLabel: 'Přijmout vše',
  rejectAllLabel: 'Odmítnout vše',
  chooseLabel: 'Vybrat',
  saveLabel: 'Uložit výběr',
  alwaysActiveLabel: 'Vždy aktivní',
  groups: [
    {
      id: necessary,
      label: 'Nezbytné soubory cookie',
      description: 'Bez nich nefunguje košík, přihlášení ani volba jazyka.',
      required: true,
    },
    {
      id: statistics,
      label: 'Statistika',
      description: 'Počítáme návštěvy a sledujeme, které stránky jsou žádané, abychom obchod zlepšovali.',
    },
    {
      id: marketing,
      label: 'Marketing',
      description: 'Vložená videa a obsah jiných poskytovatelů, které mohou rozpoznat vaši návštěvu.',
    },
  ],
} satisfies BannerTexts;

/** The shop page under the banner: something to read and a control that must stay usable. */
function ShopPage() {
  return (
    <div data-testid="page" className="flex flex-col items-start gap-4 px-4 py-8 sm:px-8">
      <p className="text-3xl font-semibold text-foreground">Brillen für jeden Tag</p>
      <p className="max-w-prose text-base text-foreground-muted">
        Entdecken Sie unsere neue Kollektion: leichte Fassungen, entspiegelte Gläser und eine kostenlose
        Sehberatung in jeder Filiale.
      </p>
      <button
        type="button"
        className="rounded-md border border-border-strong bg-surface px-4 py-2 text-base font-semibold text-foreground"
      >
        Kollektion ansehen
      </button>
    </div>
  );
}

const meta = {
  title: 'Design system/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    ...germanTexts,
    open: true,
    placement: 'bottom',
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSave: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['bottom', 'inline'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    description: { control: false },
    groups: { control: false },
  },
  render: (args) => (
    // The storefront renders the banner first in <body>: among the first tab stops.
    <div lang="de" className="min-h-dvh bg-surface">
      <ConsentBanner {...args} />
      <ShopPage />
    </div>
  ),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const noop = () => {};

const matrixCells = [
  { shop: 'de-de', lang: 'de', texts: germanTexts, settings: false, choice: {} },
  { shop: 'fr-ch', lang: 'fr', texts: frenchSwissTexts, settings: true, choice: {} },
  { shop: 'pl-pl', lang: 'pl', texts: polishTexts, settings: false, choice: {} },
  // Reopened with a stored choice: statistics granted.
  { shop: 'cs-cz', lang: 'cs', texts: czechTexts, settings: true, choice: { [statistics]: true } },
] as const;

/**
 * Collapsed and with the switches shown, in four shops, and the Swiss German banner over the
 * bottom of a page: the screenshot target.
 */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col gap-6 bg-surface-muted p-4 sm:p-6">
      {matrixCells.map(({ shop, lang, texts, settings, choice }) => (
        <div key={shop} lang={lang} data-shop={shop}>
          <ConsentBanner
            {...texts}
            open
            placement="inline"
            defaultSettingsOpen={settings}
            initialChoice={choice}
            onAcceptAll={noop}
            onRejectAll={noop}
            onSave={noop}
          />
        </div>
      ))}
      {/* A transformed frame holds the fixed banner, so its bottom placement shows in the picture. */}
      <div
        lang="de"
        data-shop="de-ch"
        className="relative h-[40rem] [transform:translateZ(0)] overflow-hidden rounded-lg border border-border bg-surface"
      >
        <ShopPage />
        <ConsentBanner
          {...swissGermanTexts}
          open
          placement="bottom"
          onAcceptAll={noop}
          onRejectAll={noop}
          onSave={noop}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const banner = (shop: string) => {
      const element = canvasElement.querySelector<HTMLElement>(
        `[data-shop="${shop}"] [data-slot="consent-banner"]`,
      );
      if (!element) throw new Error(`No banner for ${shop}`);
      return element;
    };
    await step('Each banner is a region named by its title.', async () => {
      await expect(banner('pl-pl')).toHaveAccessibleName('Szanujemy Twoją prywatność');
      await expect(banner('de-ch')).toHaveAccessibleName('Datenschutzeinstellungen');
    });
    await step('A reopened banner starts from the stored choice.', async () => {
      const switches = within(banner('cs-cz')).getAllByRole('switch');
      await expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual([
        'true',
        'true',
        'false',
      ]);
    });
    await step('The bottom banner sits on the bottom edge of its page.', async () => {
      const frame = banner('de-ch').parentElement!.getBoundingClientRect();
      await expect(
        Math.abs(banner('de-ch').getBoundingClientRect().bottom - frame.bottom),
      ).toBeLessThanOrEqual(1);
    });
  },
};

export const AcceptAll: Story = {
  play: async ({ args, canvas, step }) => {
    await step('“Alle akzeptieren” calls onAcceptAll, and nothing else.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Alle akzeptieren' }));
      await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
      await expect(args.onRejectAll).not.toHaveBeenCalled();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

export const RejectAll: Story = {
  play: async ({ args, canvas, step }) => {
    const accept = canvas.getByRole('button', { name: 'Alle akzeptieren' });
    const reject = canvas.getByRole('button', { name: 'Alle ablehnen' });
    await step('Rejecting is as prominent as accepting: same look, same size.', async () => {
      await expect(reject.className).toBe(accept.className);
      await expect(reject.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
    });
    await step('“Alle ablehnen” calls onRejectAll, and nothing else.', async () => {
      await userEvent.click(reject);
      await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
      await expect(args.onAcceptAll).not.toHaveBeenCalled();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

export const ChooseAndSave: Story = {
  play: async ({ args, canvas, step }) => {
    const choose = canvas.getByRole('button', { name: 'Auswählen' });
    await step('The switches are hidden until “Auswählen” shows them.', async () => {
      await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
      await expect(choose).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(choose);
      await expect(choose).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    });
    await step('The necessary group is on, disabled and marked as always active.', async () => {
      const required = canvas.getByRole('switch', { name: 'Notwendige Cookies Immer aktiv' });
      await expect(required).toBeChecked();
      await expect(required).toBeDisabled();
      await userEvent.click(required);
      await expect(required).toBeChecked();
    });
    await step('Statistics and marketing start off and are described by their purpose.', async () => {
      const statisticsSwitch = canvas.getByRole('switch', { name: 'Statistik' });
      await expect(statisticsSwitch).not.toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
      await expect(statisticsSwitch).toHaveAccessibleDescription(
        'Wir zählen Besuche und sehen, welche Seiten gefragt sind, um den Shop zu verbessern.',
      );
    });
    await step('Turning statistics on and saving calls onSave with C0002 on and C0004 off.', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Statistik' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
      await expect(args.onSave).toHaveBeenCalledWith({ C0002: true, C0004: false });
      await expect(args.onAcceptAll).not.toHaveBeenCalled();
    });
  },
};

export const KeyboardOnly: Story = {
  args: { ...polishTexts },
  render: (args) => (
    <div lang="pl" className="min-h-dvh bg-surface">
      <ConsentBanner {...args} />
      <ShopPage />
    </div>
  ),
  play: async ({ args, canvas, step }) => {
    await step('The banner comes first: Tab reaches its privacy link, then the three answers.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'polityce prywatności' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Zaakceptuj wszystkie' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Odrzuć wszystkie' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Dostosuj' })).toHaveFocus();
    });
    await step('Enter on “Dostosuj” shows the switches; Tab goes on into them.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Dostosuj' })).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      // The necessary group's switch is disabled and skipped.
      await expect(canvas.getByRole('switch', { name: 'Statystyka' })).toHaveFocus();
    });
    await step('Space turns statistics on; Tab passes marketing and reaches “Zapisz wybór”.', async () => {
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('switch', { name: 'Statystyka' })).toBeChecked();
      await userEvent.tab();
      await expect(canvas.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Zapisz wybór' })).toHaveFocus();
    });
    await step('Enter saves the choice.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSave).toHaveBeenCalledWith({ C0002: true, C0004: false });
    });
    await step('Tab leaves the banner for the page: the focus is not trapped.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Kollektion ansehen' })).toHaveFocus();
    });
  },
};

export const FirstVisitDoesNotBlock: Story = {
  args: { ...frenchSwissTexts },
  render: (args) => (
    <div lang="fr" className="min-h-dvh bg-surface">
      <ConsentBanner {...args} />
      <ShopPage />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const banner = canvas.getByRole('region', { name: 'Votre vie privée nous tient à cœur' });
    await step('The banner is a named region, not a dialog, and takes no focus.', async () => {
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(banner).not.toHaveAttribute('aria-modal');
      await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    });
    await step('It lies over the bottom of the window, with no backdrop.', async () => {
      const box = banner.getBoundingClientRect();
      await expect(Math.abs(box.bottom - window.innerHeight)).toBeLessThanOrEqual(1);
      await expect(box.left).toBe(0);
      await expect(getComputedStyle(banner).position).toBe('fixed');
    });
    await step('The page above stays usable while the banner is open.', async () => {
      const page = canvas.getByTestId('page');
      const browse = within(page).getByRole('button', { name: 'Kollektion ansehen' });
      await userEvent.click(browse);
      await expect(browse).toHaveFocus();
      // Visible once the fade-in has brought the opacity up.
      await waitFor(() => expect(banner).toBeVisible());
    });
  },
};

export const FadesInUnlessReducedMotion: Story = {
  play: async ({ canvas, step }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await step('The banner fades in over the 300 ms overlay transition, or not at all.', async () => {
      const style = getComputedStyle(
        canvas.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' }),
      );
      await expect(style.animationName).toBe(reduced ? 'none' : 'fade-in');
      if (!reduced) await expect(style.animationDuration).toBe('0.3s');
    });
  },
};

/** The shop with the footer's cookie settings button, which reopens the banner with the stored choice. */
function ReopenFromFooterExample(args: ConsentBannerProps) {
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState<ConsentChoice>({ [statistics]: false, [marketing]: true });
  return (
    <div lang="de" className="bg-surface">
      <ShopPage />
      <Footer
        legalLabel="Rechtliche Hinweise"
        legalLinks={[
          { label: 'Datenschutz', href: '/datenschutz/' },
          { label: 'Impressum', href: '/impressum/' },
        ]}
        cookieSettingsLabel="Cookie-Einstellungen"
        onCookieSettingsClick={() => setOpen(true)}
        copyright="© 2025 Lumen Optik GmbH"
      />
      <ConsentBanner
        {...args}
        open={open}
        focusOnOpen
        defaultSettingsOpen
        initialChoice={stored}
        onAcceptAll={() => {
          args.onAcceptAll();
          setOpen(false);
        }}
        onRejectAll={() => {
          args.onRejectAll();
          setOpen(false);
        }}
        onSave={(choice) => {
          args.onSave(choice);
          setStored(choice);
          setOpen(false);
        }}
        onDismiss={() => {
          args.onDismiss?.();
          setOpen(false);
        }}
      />
    </div>
  );
}

export const ReopenFromFooter: Story = {
  args: { open: false, onDismiss: fn() },
  render: (args) => <ReopenFromFooterExample {...args} />,
  play: async ({ args, canvas, step }) => {
    const settingsButton = canvas.getByRole('button', { name: 'Cookie-Einstellungen' });
    const region = () => canvas.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });

    await step('No banner shows while a choice is stored.', async () => {
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    });
    await step(
      'Enter on “Cookie-Einstellungen” opens the banner with the switches and moves the focus to it.',
      async () => {
        settingsButton.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(region()).toHaveFocus());
        await expect(canvas.getByRole('button', { name: 'Auswählen' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      },
    );
    await step('The switches show the stored choice: marketing on, statistics off.', async () => {
      await expect(canvas.getByRole('switch', { name: 'Marketing' })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
    });
    await step('Escape closes it without a choice and returns the focus to the button.', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
      await expect(settingsButton).toHaveFocus();
    });
    await step('The focus is not trapped: Shift+Tab leaves the reopened banner.', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(region()).toHaveFocus());
      await userEvent.tab({ shift: true });
      await expect(settingsButton).toHaveFocus();
      // It fades in (opacity 0 at the start): still there, seen once the fade has begun.
      await waitFor(() => expect(region()).toBeVisible());
    });
    await step('Saving a new choice closes it and returns the focus to the button.', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Statistik' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
      await expect(args.onSave).toHaveBeenCalledWith({ C0002: true, C0004: true });
      await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
      await expect(settingsButton).toHaveFocus();
    });
    await step('Reopened again, the banner shows the new choice.', async () => {
      await userEvent.click(settingsButton);
      await expect(canvas.getByRole('switch', { name: 'Statistik' })).toBeChecked();
    });
  },
};

export const CzechInline: Story = {
  args: { ...czechTexts, placement: 'inline', headingLevel: 3 },
  render: (args) => (
    <div lang="cs" className="p-4 sm:p-8">
      <h2 className="mb-4 text-2xl font-semibold">Nastavení cookies</h2>
      <ConsentBanner {...args} />
    </div>
  ),
  play: async ({ args, canvas, step }) => {
    await step(
      'Inline on a page the banner is in the flow, with the title at the level asked for.',
      async () => {
        const region = canvas.getByRole('region', { name: 'Vaše soukromí je pro nás důležité' });
        await expect(getComputedStyle(region).position).toBe('static');
        const heading = canvas.getByRole('heading', { level: 3, name: 'Vaše soukromí je pro nás důležité' });
        // Visible once the fade-in has brought the opacity up.
        await waitFor(() => expect(heading).toBeVisible());
      },
    );
    await step('Přijmout vše calls onAcceptAll.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Přijmout vše' }));
      await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    });
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, step }) => {
    await step('A closed banner renders nothing.', async () => {
      await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
      await expect(canvas.getByTestId('page')).toBeVisible();
    });
  },
};
