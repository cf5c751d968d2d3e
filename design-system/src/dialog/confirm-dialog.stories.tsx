import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Design system/Dialog/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="secondary">Spar-Abo kündigen</Button>,
    title: 'Spar-Abo wirklich kündigen?',
    description: 'Sie erhalten danach keine weiteren Lieferungen.',
    confirmLabel: 'Ja, kündigen',
    keepLabel: 'Spar-Abo behalten',
    closeLabel: 'Schließen',
    onConfirm: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeptOrConfirmed: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Spar-Abo kündigen' });
    await step('Keeping closes the dialog and changes nothing.', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Spar-Abo wirklich kündigen?' });
      await expect(dialog).toHaveAccessibleDescription('Sie erhalten danach keine weiteren Lieferungen.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Spar-Abo behalten' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(trigger).toHaveFocus();
    });
    await step('Escape keeps too.', async () => {
      await userEvent.click(trigger);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step('Confirming runs the action, and the dialog closes once it succeeded.', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, kündigen' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

export const StaysOpenWhenItFails: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('409'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spar-Abo kündigen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, kündigen' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ja, kündigen' })).toBeEnabled());
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** Opened by the page (here a button standing in for Escape in another dialog), not by a trigger. */
function OpenedByThePage(args: Parameters<typeof ConfirmDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Konfiguration schließen</Button>
      <p data-testid="state">{open ? 'offen' : 'zu'}</p>
      <ConfirmDialog {...args} trigger={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const Controlled: Story = {
  args: {
    title: 'Konfiguration verwerfen?',
    description: 'Ihre Eingaben gehen verloren.',
    confirmLabel: 'Verwerfen',
    keepLabel: 'Weiter konfigurieren',
  },
  render: (args) => <OpenedByThePage {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konfiguration schließen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfiguration verwerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter konfigurieren' }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('zu'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Konfiguration schließen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwerfen' }),
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('zu'));
  },
};
