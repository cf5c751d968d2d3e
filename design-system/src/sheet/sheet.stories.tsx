import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

type SheetStoryArgs = {
  side: 'right' | 'left' | 'top';
  triggerLabel: string;
  title: string;
  description: string;
  closeLabel: string;
  defaultOpen: boolean;
  /** Text instead of the list of links: an overlay page's content, which has no controls. */
  paragraphs?: string[];
};

function SheetExample({
  side,
  triggerLabel,
  title,
  description,
  closeLabel,
  defaultOpen,
  paragraphs,
}: SheetStoryArgs) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel={closeLabel}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          {paragraphs ? (
            paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-3 px-2 last:mb-0">
                {paragraph}
              </p>
            ))
          ) : (
            <ul className="flex flex-col gap-1">
              {['Korrektionsbrillen', 'Sonnenbrillen', 'Kontaktlinsen', 'Pflegemittel'].map((category) => (
                <li key={category}>
                  <a
                    href="/"
                    className="flex min-h-12 items-center rounded-md px-3 text-base hover:bg-surface-muted"
                  >
                    {category}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Design system/Sheet',
  component: SheetExample,
  args: {
    side: 'right',
    triggerLabel: 'Kategorien anzeigen',
    title: 'Kategorien',
    description: 'Wählen Sie eine Kategorie unseres Sortiments.',
    closeLabel: 'Schließen',
    defaultOpen: false,
  },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left', 'top'] } },
} satisfies Meta<typeof SheetExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

/**
 * Open on the right: the screenshot target. A page shows one modal overlay at a time, so the
 * sides have a story each rather than a matrix.
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, step }) => {
    await step('The sheet is open from the start and has the focus.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    });
  },
};

export const FromTheRight: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('A click on the trigger opens the sheet on the right, titled and described.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(dialog).toHaveAccessibleDescription(args.description);
      await expect(dialog).toHaveAttribute('data-side', 'right');
    });
    await step('The close button takes the focus and closes the sheet.', async () => {
      const close = body(canvasElement).getByRole('button', { name: args.closeLabel });
      await expect(close).toHaveFocus();
      await userEvent.click(close);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const FromTheLeft: Story = {
  args: { side: 'left' },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('Enter on the trigger opens the sheet on the left.', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(dialog).toHaveAttribute('data-side', 'left');
      // Measured once the entrance animation has ended.
      await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
    });
    await step('Escape closes it and returns the focus to the trigger.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const FromTheTop: Story = {
  args: { side: 'top' },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('A click on the trigger opens the sheet at the top.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(dialog).toHaveAttribute('data-side', 'top');
    });
    await step('A click on the backdrop closes it and returns the focus to the trigger.', async () => {
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
      if (!backdrop) throw new Error('The sheet has no backdrop');
      await userEvent.click(backdrop);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const OverlayTransition: Story = {
  play: async ({ args, canvasElement, step }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await step('The panel slides in from its side over the 300 ms overlay transition of §9.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      const style = getComputedStyle(dialog);
      await expect(style.animationName).toBe(reduced ? 'none' : 'slide-in-from-right');
      if (!reduced) await expect(style.animationDuration).toBe('0.3s');
    });
    await step('The backdrop fades in alongside.', async () => {
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
      if (!backdrop) throw new Error('The sheet has no backdrop');
      const style = getComputedStyle(backdrop);
      await expect(style.animationName).toBe(reduced ? 'none' : 'fade-in');
      if (!reduced) await expect(style.animationDuration).toBe('0.3s');
    });
  },
};

/** An overlay page's text on a phone: longer than the screen, with nothing in it to tab to. */
export const LongTextScrollsByKeyboard: Story = {
  args: {
    triggerLabel: 'Versand',
    title: 'Versand und Lieferung',
    description: 'Lieferzeiten und Versandkosten in Deutschland',
    paragraphs: Array.from(
      { length: 14 },
      (_, index) =>
        `${index + 1}. Wir versenden mit DHL; Ihre Bestellung ist in der Regel in 2 bis 3 Werktagen bei Ihnen. Brillen mit Korrektionsgläsern fertigen wir an: Sie sind nach 7 bis 10 Werktagen bei Ihnen.`,
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    await step('A click on the trigger opens the sheet with the close button focused.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: args.closeLabel })).toHaveFocus(),
      );
    });
    await step('The text scrolls inside the body, which Tab reaches next.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      const content = dialog.querySelector<HTMLElement>('[data-slot="sheet-body"]');
      if (!content) throw new Error('The sheet has no body');
      await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
      await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
      await userEvent.tab();
      await expect(content).toHaveFocus();
    });
  },
};

/** The links of a long menu take the focus and scroll it themselves: the body is no extra tab stop. */
export const LongListHasNoExtraTabStop: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    await step('With links inside, the body never joins the tab order.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      const content = dialog.querySelector<HTMLElement>('[data-slot="sheet-body"]');
      if (!content) throw new Error('The sheet has no body');
      // The list is shorter than the screen: the body is squeezed until its links overflow it.
      content.style.maxHeight = '4rem';
      await waitFor(() => expect(content).toHaveAttribute('data-overflowing', 'true'));
      await expect(content).not.toHaveAttribute('tabindex');
    });
  },
};
