import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from './language-switcher.tsx';

const meta = {
  title: 'Design system/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    triggerLabel: 'Sprache wählen',
    title: 'Sprache wählen',
    closeLabel: 'Schließen',
    languages: [
      { code: 'it', label: 'Italiano', href: 'https://www.lumen-optik.it/', current: false },
      { code: 'de', label: 'Deutsch', href: 'https://www.lumen-optik.it/de/', current: true },
    ],
    onOpenChange: fn(),
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The overlay open: the screenshot target of the open state. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, step }) => {
    await step(
      'The overlay lists both languages of the Italian shop, German marked as current.',
      async () => {
        const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
          name: 'Sprache wählen',
        });
        await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
        await expect(within(dialog).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
          'aria-current',
          'true',
        );
      },
    );
  },
};

export const ReportsOpenChange: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step(
      "Opening the overlay reports true to onOpenChange, for the storefront's UI flag.",
      async () => {
        await userEvent.click(within(canvasElement).getByRole('button', { name: /Sprache wählen/ }));
        await body.findByRole('dialog');
        await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      },
    );
    await step('Closing it with the close button reports false.', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Schließen' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};
