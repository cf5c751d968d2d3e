import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { basketItemsByLanguage, basketLabels } from './basket-popover.fixtures.ts';
import { BasketPopover, basketPopoverCloseDelayMs } from './basket-popover.tsx';

const meta = {
  title: 'Design system/BasketPopover',
  component: BasketPopover,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'padded' },
  args: {
    ...basketLabels.de,
    items: basketItemsByLanguage.de,
    count: 8,
    onOpenChange: fn(),
  },
  render: (args) => (
    // The basket button sits on the right of the header; the popover opens below it.
    <div lang="de" className="flex min-h-[44rem] justify-end">
      <BasketPopover {...args} />
    </div>
  ),
} satisfies Meta<typeof BasketPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  // The popover is portalled to <body>, outside the story's canvas.
  return within(canvasElement.ownerDocument.body);
}

/** The open popover, once its fade-in has ended. */
async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const Default: Story = {};

const matrixCells = [
  { language: 'de', note: 'de: five items, the list scrolls', items: basketItemsByLanguage.de, count: 8 },
  { language: 'pl', note: 'pl: an unavailable item, no checkout', items: basketItemsByLanguage.pl, count: 2 },
  { language: 'fr', note: 'fr: empty basket', items: [], count: 0 },
  { language: 'cs', note: 'cs: one item', items: basketItemsByLanguage.cs, count: 1 },
] as const;

/** Four open popovers: a long list, an unavailable item, an empty basket, one item. The screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'fullscreen' },
  // Four popovers side by side need the wide viewport; narrower, they stack two by two.
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <div className="grid w-full grid-cols-1 gap-4 p-4 lg:grid-cols-2 2xl:grid-cols-4">
      {matrixCells.map(({ language, note, items, count }) => (
        <section
          key={language}
          lang={language}
          aria-label={note}
          className="flex h-[38rem] items-start justify-between border border-dashed border-border p-2 max-lg:h-64"
        >
          <p className="text-xs font-semibold text-foreground-muted">{note}</p>
          <BasketPopover
            {...basketLabels[language]}
            countLabel={language === 'pl' ? '2 produkty w koszyku' : basketLabels[language].countLabel}
            items={items}
            count={count}
            // Held open: a non-modal popover closes when the focus moves to another one.
            open
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('All four popovers are open and named by their heading.', async () => {
      for (const name of ['Warenkorb', 'Koszyk', 'Panier', 'Košík']) {
        await expect(await body(canvasElement).findByRole('dialog', { name })).toBeInTheDocument();
      }
    });
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Warenkorb/ });

    await step('The basket button carries the count badge and its label.', async () => {
      await expect(trigger).toHaveAccessibleName('Warenkorb 8 Artikel im Warenkorb');
      await expect(trigger.querySelector('[data-slot="count-badge-value"]')).toHaveTextContent('8');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Enter opens the popover and moves the focus to its close button.', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus());
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    });

    await step('The list shows each item with brand, name, attributes, quantity and price.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      const cards = within(dialog).getAllByRole('article');
      await expect(cards).toHaveLength(5);
      const first = cards[0];
      if (!first) throw new Error('No first card');
      await expect(first).toHaveTextContent('Ray-Ban');
      await expect(within(first).getByRole('heading', { name: /RX5154 Clubmaster/ })).toBeVisible();
      await expect(first).toHaveTextContent('FarbeHavanna/Gold');
      await expect(first.querySelector('[data-slot="basket-popover-item-quantity"]')).toHaveTextContent('1');
      await expect(first).toHaveTextContent(/239,00\s€/);
      await expect(within(dialog).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
        'href',
        '/checkout/',
      );
      await expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
        'href',
        '/basket/',
      );
    });

    await step('Escape closes it and returns the focus to the basket button.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ClosesWithButtonAndOutsideClick: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Warenkorb/ });

    await step('A click opens the popover; its close button closes it.', async () => {
      await userEvent.click(trigger);
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });

    await step('A click outside closes it too.', async () => {
      await userEvent.click(trigger);
      await body(canvasElement).findByRole('dialog', { name: 'Warenkorb' });
      await userEvent.click(canvasElement);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Warenkorb/ });

    await step(
      'Resting the mouse on the basket button opens the popover, leaving the focus alone.',
      async () => {
        await userEvent.hover(trigger);
        const dialog = await openDialog(canvasElement, 'Warenkorb');
        await expect(dialog).toBeInTheDocument();
        await expect(dialog).not.toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
      },
    );

    await step('Moving onto the popover keeps it open.', async () => {
      await userEvent.unhover(trigger);
      await userEvent.hover(body(canvasElement).getByRole('dialog'));
      await sleep(basketPopoverCloseDelayMs + 200);
      await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
    });

    await step(
      `Leaving it closes it after the ${String(basketPopoverCloseDelayMs)} ms close delay (§9).`,
      async () => {
        await userEvent.unhover(body(canvasElement).getByRole('dialog'));
        await sleep(basketPopoverCloseDelayMs / 2);
        await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
        await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
        // The focus was never moved in, so it is not moved back either.
        await expect(trigger).not.toHaveFocus();
      },
    );

    await step('A click on a popover the mouse opened makes it stay.', async () => {
      await userEvent.hover(trigger);
      await body(canvasElement).findByRole('dialog', { name: 'Warenkorb' });
      await userEvent.click(trigger);
      await userEvent.unhover(trigger);
      await sleep(basketPopoverCloseDelayMs + 200);
      await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const UnavailableItemHidesCheckout: Story = {
  args: {
    items: basketItemsByLanguage.de.map((item) =>
      item.key === 'b3' ? { ...item, unavailable: true, unavailableLabel: 'Nicht mehr verfügbar' } : item,
    ),
    defaultOpen: true,
  },
  play: async ({ canvasElement, step }) => {
    await step('An item that fails its check is marked and the checkout button is gone.', async () => {
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      const card = within(dialog).getByText('Nicht mehr verfügbar').closest('article');
      await expect(card).toHaveAttribute('data-unavailable', 'true');
      await expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
      await expect(within(dialog).getByText(/Bitte prüfen Sie Ihren Warenkorb/)).toBeVisible();
      await expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { items: [], count: 0, defaultOpen: true },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Warenkorb' });
    await step('An empty basket has no badge.', async () => {
      await expect(trigger.querySelector('[data-slot="count-badge"]')).not.toBeInTheDocument();
    });
    await step('The popover shows the empty text and only the link to the basket.', async () => {
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      await expect(within(dialog).getByText('Ihr Warenkorb ist leer.')).toBeVisible();
      await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
      await expect(within(dialog).queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
      await expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
    });
  },
};

export const ListHeight: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, step }) => {
    await step('The list is about four cards high (96 px each) and scrolls the fifth.', async () => {
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      const viewport = dialog.querySelector<HTMLElement>('[data-slot="basket-popover-list-viewport"]');
      if (!viewport) throw new Error('No list viewport');
      await expect(viewport.clientHeight).toBeLessThanOrEqual(4 * 96);
      await expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight);
      for (const card of within(dialog).getAllByRole('article')) {
        await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(96);
      }
    });
    await step('While it scrolls the list joins the tab order, so the keyboard can scroll it.', async () => {
      const viewport = body(canvasElement).getByRole('region', { name: 'Warenkorb' });
      await waitFor(() => expect(viewport).toHaveAttribute('tabindex', '0'));
    });
  },
};

/** Below lg only the actions show; the heading still names the popover. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Warenkorb/ });
    await step('A tap opens the popover with the checkout and the basket link only.', async () => {
      await userEvent.click(trigger);
      const dialog = await openDialog(canvasElement, 'Warenkorb');
      await expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
      await expect(within(dialog).queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
      await expect(within(dialog).getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
      await expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
    });
    await step('The checkout button takes the focus; Escape returns it to the basket button.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Zur Kasse' })).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};
