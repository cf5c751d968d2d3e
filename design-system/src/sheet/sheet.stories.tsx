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
};

function SheetExample({ side, triggerLabel, title, description, closeLabel, defaultOpen }: SheetStoryArgs) {
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
    await step('A click on the backdrop closes it.', async () => {
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="sheet-overlay"]');
      if (!backdrop) throw new Error('The sheet has no backdrop');
      await userEvent.click(backdrop);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};
