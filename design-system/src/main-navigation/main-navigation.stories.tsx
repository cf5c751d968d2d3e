import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigationLabels, navigationTrees } from './main-navigation.fixtures.ts';
import { MainNavigation } from './main-navigation.tsx';

const meta = {
  title: 'Design system/MainNavigation',
  component: MainNavigation,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: navigationTrees.de, label: navigationLabels.de.navigation },
  render: (args) => (
    // Room below for the flyout, which is positioned under the navigation.
    <div lang="de" className="min-h-[34rem] border-b border-border">
      <MainNavigation {...args} />
    </div>
  ),
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

function flyout(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[data-slot="main-navigation-flyout"]');
}

export const Default: Story = {};

const matrixRows = [
  { language: 'de', open: 'brillen', note: 'de: 13 children, two columns' },
  { language: 'fr', open: 'lunettes-de-soleil', note: 'fr: 5 children, one column' },
  { language: 'pl', open: 'okulary', note: 'pl: 12 children, two columns' },
  { language: 'cs', open: '', note: 'cs: closed, "Akce" is the current page' },
] as const;

/** Four shops' navigations, with a one- and a two-column flyout open: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    // Not compared with a screenshot: Radix keeps measuring the open flyouts' viewport, so no two
    // pictures are alike (the play function checks the columns instead).
    <div className="flex flex-col gap-4" data-screenshot-widths="none">
      {matrixRows.map(({ language, open, note }) => (
        <section
          key={language}
          lang={language}
          aria-label={note}
          data-language={language}
          className={open ? 'h-[29rem]' : 'h-24'}
        >
          <p className="mb-1 text-xs font-semibold text-foreground-muted">{note}</p>
          <MainNavigation
            items={navigationTrees[language].map((item) =>
              language === 'cs' && item.id === 'akce' ? { ...item, current: true } : item,
            )}
            label={navigationLabels[language].navigation}
            defaultValue={open}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const row = (language: string) => {
      const element = canvasElement.querySelector<HTMLElement>(`[data-language="${language}"]`);
      if (!element) throw new Error(`No ${language} row`);
      return element;
    };
    await step('A flyout with more than 10 children has two columns, one with fewer has one.', async () => {
      await expect(row('de').querySelector('[data-slot="main-navigation-flyout"]')).toHaveAttribute(
        'data-columns',
        '2',
      );
      await expect(row('fr').querySelector('[data-slot="main-navigation-flyout"]')).toHaveAttribute(
        'data-columns',
        '1',
      );
      await expect(row('pl').querySelector('[data-slot="main-navigation-flyout"]')).toHaveAttribute(
        'data-columns',
        '2',
      );
    });
    await step('The current page is marked with aria-current.', async () => {
      await expect(within(row('cs')).getByRole('link', { name: 'Akce' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Sonnenbrillen' });

    await step('The navigation is a landmark named by its label.', async () => {
      await expect(canvas.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Resting the mouse on an item opens its flyout.', async () => {
      await userEvent.hover(trigger);
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
      const overview = await canvas.findByRole('link', { name: 'Alle Sonnenbrillen' });
      await waitFor(() => expect(overview).toBeVisible());
      await expect(canvas.getByRole('link', { name: 'Polarisierte Sonnenbrillen' })).toHaveAttribute(
        'href',
        '/sonnenbrillen/polarisiert/',
      );
    });
    await step('Six children fit in one column.', async () => {
      await expect(flyout(canvasElement)).toHaveAttribute('data-columns', '1');
    });
    await step('Moving to another item switches the flyout.', async () => {
      await userEvent.hover(canvas.getByRole('button', { name: 'Kontaktlinsen' }));
      const dailies = await canvas.findByRole('link', { name: 'Tageslinsen' });
      await waitFor(() => expect(dailies).toBeVisible());
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    });
    await step('Leaving the navigation closes the flyout.', async () => {
      await userEvent.unhover(canvas.getByRole('button', { name: 'Kontaktlinsen' }));
      await userEvent.hover(canvasElement.ownerDocument.body);
      await waitFor(() => expect(flyout(canvasElement)).not.toBeInTheDocument());
    });
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Brillen' });

    await step('Tab reaches the first item; Enter opens its flyout and keeps the focus on it.', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
      await expect(trigger).toHaveFocus();
    });
    await step('ArrowDown moves into the flyout, to the overview link.', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('link', { name: 'Alle Brillen' })).toHaveFocus());
    });
    await step('Escape closes the flyout and returns the focus to its item.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(flyout(canvasElement)).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('ArrowDown on a closed item opens its flyout and moves into it at once.', async () => {
      await userEvent.keyboard('{ArrowRight}');
      const sunglasses = canvas.getByRole('button', { name: 'Sonnenbrillen' });
      await expect(sunglasses).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('link', { name: 'Alle Sonnenbrillen' })).toHaveFocus());
    });
    await step('Tab walks the flyout links; Escape returns to the item.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Damen-Sonnenbrillen' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Sonnenbrillen' })).toHaveFocus());
    });
  },
};

export const TwoColumns: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Enter on the glasses item opens its flyout.', async () => {
      canvas.getByRole('button', { name: 'Brillen' }).focus();
      await userEvent.keyboard('{Enter}');
      const overview = await canvas.findByRole('link', { name: 'Alle Brillen' });
      await waitFor(() => expect(overview).toBeVisible());
    });
    await step('Its 13 children stand in two columns, one list read down the first column.', async () => {
      await expect(flyout(canvasElement)).toHaveAttribute('data-columns', '2');
      const links = canvasElement.querySelectorAll<HTMLElement>('[data-slot="main-navigation-flyout-link"]');
      await expect(links).toHaveLength(13);
      await expect(canvasElement.querySelectorAll('[data-slot="main-navigation-flyout-list"]')).toHaveLength(
        1,
      );
      const [first, seventh, eighth] = [links[0], links[6], links[7]].map((link) =>
        link?.getBoundingClientRect(),
      );
      if (!first || !seventh || !eighth) throw new Error('Missing flyout links');
      // The first column takes the odd child: 7 links, then 6 beside them.
      await expect(seventh.left).toBe(first.left);
      await expect(seventh.top).toBeGreaterThan(first.top);
      await expect(eighth.left).toBeGreaterThan(first.right);
      await expect(eighth.top).toBe(first.top);
    });
    await step('Escape closes it.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(flyout(canvasElement)).not.toBeInTheDocument());
    });
  },
};

export const VisibilityWindow: Story = {
  args: {
    now: new Date('2026-03-01T12:00:00Z'),
    items: [
      ...navigationTrees.de,
      { id: 'sommer', label: 'Sommer-Sale', href: '/sale/sommer/', visibleFrom: '2026-06-01T00:00:00Z' },
      { id: 'winter', label: 'Winter-Sale', href: '/sale/winter/', visibleTo: '2026-04-01T00:00:00Z' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Only items whose §5 window holds the moment show.', async () => {
      await expect(canvas.getByRole('link', { name: 'Winter-Sale' })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: 'Sommer-Sale' })).not.toBeInTheDocument();
    });
  },
};
