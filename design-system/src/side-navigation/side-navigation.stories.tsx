import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeartIcon, StoreIcon } from '../icons/header-glyphs.tsx';
import {
  navigationLabels,
  navigationTrees,
  type NavigationLanguage,
} from '../main-navigation/main-navigation.fixtures.ts';
import { SideNavigation, type SideNavigationProps } from './side-navigation.tsx';

function sideNavigationArgs(language: NavigationLanguage): Omit<SideNavigationProps, 'onOpenChange'> {
  const labels = navigationLabels[language];
  return {
    items: navigationTrees[language],
    triggerLabel: labels.trigger,
    title: labels.title,
    closeLabel: labels.close,
    backLabel: labels.back,
    navigationLabel: labels.navigation,
  };
}

/** What a phone's header has no room for, offered at the bottom of the side navigation. */
function GermanFooter() {
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

const meta = {
  title: 'Design system/SideNavigation',
  component: SideNavigation,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...sideNavigationArgs('de'), footer: <GermanFooter />, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div lang="de">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  // The sheet is portalled to <body>, outside the story's canvas.
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

/** The hamburger in four languages and the sheet open at the top level: the screenshot target. */
export const Matrix: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div className="flex gap-2">
      {(['fr', 'pl', 'cs'] as const).map((language) => (
        <div key={language} lang={language}>
          <SideNavigation {...sideNavigationArgs(language)} />
        </div>
      ))}
      <SideNavigation {...args} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Each hamburger is named in its language.', async () => {
      const canvas = within(canvasElement);
      // The open German sheet is modal: the page behind it, these buttons too, is hidden from the tree.
      for (const name of ['Ouvrir le menu', 'Otwórz menu', 'Otevřít menu']) {
        await expect(canvas.getByRole('button', { name, hidden: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      }
    });
    await step('The German sheet is open from the left with the top level and the footer.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menü' });
      await expect(dialog).toHaveAttribute('data-side', 'left');
      await expect(within(dialog).getByRole('button', { name: 'Brillen' })).toBeVisible();
      await expect(within(dialog).getByRole('link', { name: 'Angebote' })).toHaveAttribute(
        'href',
        '/angebote/',
      );
      await expect(within(dialog).getByRole('link', { name: 'Merkliste' })).toBeVisible();
    });
  },
};

export const DrillsIntoLevels: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Menü öffnen' });

    await step('The hamburger opens the side navigation from the left.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menü' });
      await expect(dialog).toHaveAttribute('data-side', 'left');
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
      await expect(within(dialog).getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    });

    await step('An item with children drills into its level, whose heading takes the focus.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Brillen' }));
      const heading = await within(dialog).findByRole('heading', { name: 'Brillen', level: 3 });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(within(dialog).getByRole('link', { name: 'Alle Brillen' })).toHaveAttribute(
        'href',
        '/brillen/',
      );
      await expect(within(dialog).getByRole('link', { name: 'Gleitsichtbrillen' })).toBeVisible();
      await expect(within(dialog).queryByRole('button', { name: 'Sonnenbrillen' })).not.toBeInTheDocument();
    });

    await step('A second level drills deeper, with the keyboard too.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      within(dialog).getByRole('button', { name: 'Damenbrillen' }).focus();
      await userEvent.keyboard('{Enter}');
      const heading = await within(dialog).findByRole('heading', { name: 'Damenbrillen', level: 3 });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(within(dialog).getByRole('link', { name: 'Randlose Brillen' })).toHaveAttribute(
        'href',
        '/brillen/damen/randlos/',
      );
    });

    await step('Back returns one level up and puts the focus on the item it came from.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zurück' }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Damenbrillen' })).toHaveFocus());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zurück' }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Brillen' })).toHaveFocus());
      await expect(within(dialog).queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    });

    await step('Escape closes the sheet and returns the focus to the hamburger.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('Opened again, it starts at the top level.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menü' });
      const contactLenses = within(dialog).getByRole('button', { name: 'Kontaktlinsen' });
      await waitFor(() => expect(contactLenses).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** A level in Polish, open at "Okulary" with its overview link: the screenshot target of a level. */
export const PolishLevel: Story = {
  args: { ...sideNavigationArgs('pl'), footer: undefined, defaultOpen: true },
  decorators: [
    (Story) => (
      <div lang="pl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    await step('The Polish glasses level lists its twelve children after the overview link.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Okulary' }));
      await expect(await within(dialog).findByRole('link', { name: 'Wszystkie okulary' })).toBeVisible();
      const list = dialog.querySelector('[data-slot="side-navigation-list"]');
      await expect(list?.querySelectorAll('[data-slot="side-navigation-item"]')).toHaveLength(12);
      await expect(within(dialog).getByRole('button', { name: 'Wstecz' })).toBeVisible();
    });
  },
};
