import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

type DialogStoryArgs = {
  size: 'sm' | 'md' | 'lg';
  triggerLabel: string;
  title: string;
  description: string;
  body: string[];
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  defaultOpen: boolean;
  onConfirm: () => void;
};

function DialogExample({
  size,
  triggerLabel,
  title,
  description,
  body,
  closeLabel,
  cancelLabel,
  confirmLabel,
  defaultOpen,
  onConfirm,
}: DialogStoryArgs) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent size={size} closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {body.map((paragraph) => (
            <p key={paragraph} className="mb-3 last:mb-0">
              {paragraph}
            </p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: DialogExample,
  args: {
    size: 'md',
    triggerLabel: 'Artikel entfernen',
    title: 'Artikel aus dem Warenkorb entfernen?',
    description: 'Lumen Classic 2104 Schildpatt mit Gläsern nach Ihrer Sehstärke',
    body: ['Ihre Glaskonfiguration und die eingegebenen Sehwerte werden dabei ebenfalls entfernt.'],
    closeLabel: 'Schließen',
    cancelLabel: 'Abbrechen',
    confirmLabel: 'Entfernen',
    defaultOpen: false,
    onConfirm: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {};

/**
 * Open at the default width: the screenshot target. A page shows one modal at a time, so the
 * sizes and the phone layout have a story each rather than a matrix.
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, step }) => {
    await step('The dialog is open from the start, titled, described and holding the focus.', async () => {
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(dialog).toHaveAccessibleDescription(args.description);
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    });
    await step('It sits in the middle of the viewport.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await waitFor(async () => {
        const box = dialog.getBoundingClientRect();
        const view = dialog.ownerDocument.documentElement;
        await expect(Math.abs(box.left + box.width / 2 - view.clientWidth / 2)).toBeLessThan(2);
        await expect(Math.abs(box.top + box.height / 2 - view.clientHeight / 2)).toBeLessThan(2);
      });
    });
  },
};

export const OpenSmallOnAPhone: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    triggerLabel: 'Usuń produkt',
    title: 'Usunąć produkt z koszyka?',
    description: 'Lumen Pilot 3301, złote, szkła przeciwsłoneczne',
    body: ['Tej operacji nie można cofnąć.'],
    closeLabel: 'Zamknij',
    cancelLabel: 'Anuluj',
    confirmLabel: 'Usuń',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    await step(
      'On a phone the dialog keeps a margin and stacks the actions, the main one on top.',
      async () => {
        const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
        const confirm = within(dialog).getByRole('button', { name: args.confirmLabel });
        const cancel = within(dialog).getByRole('button', { name: args.cancelLabel });
        await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(15));
        await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(360);
        await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          cancel.getBoundingClientRect().top,
        );
      },
    );
  },
};

export const OpenLargeWithLongText: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    triggerLabel: 'Conditions de retour',
    title: 'Conditions de retour',
    description: 'Vous disposez de 30 jours pour nous renvoyer votre commande.',
    body: Array.from(
      { length: 12 },
      (_, index) =>
        `${index + 1}. Les montures sans verres correcteurs peuvent être retournées dans leur emballage d’origine, accompagnées du bon de livraison. Les lunettes fabriquées selon votre ordonnance sont exclues du droit de retour.`,
    ),
    closeLabel: 'Fermer',
    cancelLabel: 'Annuler',
    confirmLabel: 'J’ai compris',
  },
  play: async ({ args, canvasElement, step }) => {
    await step(
      'Long content scrolls inside the body, which joins the tab order to be scrolled by keyboard.',
      async () => {
        const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
        const content = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
        if (!content) throw new Error('The dialog has no body');
        await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
        await waitFor(() => expect(content).toHaveAttribute('tabindex', '0'));
      },
    );
    await step('The header and the actions stay in view.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      // Visible once the fade-in has brought the opacity up.
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: args.confirmLabel })).toBeVisible(),
      );
      await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        dialog.ownerDocument.documentElement.clientHeight,
      );
    });
  },
};

export const FocusIsTrappedAndReturned: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('Enter on the trigger opens the dialog and moves the focus to its close button.', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await expect(within(dialog).getByRole('button', { name: args.closeLabel })).toHaveFocus();
    });
    await step('Tab walks through the dialog and wraps around without leaving it.', async () => {
      const dialog = body(canvasElement).getByRole('dialog');
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: args.cancelLabel })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: args.confirmLabel })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: args.closeLabel })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: args.confirmLabel })).toHaveFocus();
    });
    await step('Escape closes the dialog and returns the focus to the trigger.', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const BackdropCloses: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('A click on the trigger opens the dialog over a backdrop.', async () => {
      await userEvent.click(trigger);
      await body(canvasElement).findByRole('dialog', { name: args.title });
    });
    await step('A click on the backdrop closes it and returns the focus to the trigger.', async () => {
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
      if (!backdrop) throw new Error('The dialog has no backdrop');
      await userEvent.click(backdrop);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const ActionsCallAndClose: Story = {
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('The main action calls its handler and closes the dialog.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await userEvent.click(within(dialog).getByRole('button', { name: args.confirmLabel }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('The cancel action closes it without calling the handler.', async () => {
      await userEvent.click(trigger);
      const dialog = await body(canvasElement).findByRole('dialog', { name: args.title });
      await userEvent.click(within(dialog).getByRole('button', { name: args.cancelLabel }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

export const OverlayTransition: Story = {
  play: async ({ canvasElement, step }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await step('Backdrop and panel fade in over the 300 ms overlay transition of §9.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button'));
      const dialog = await body(canvasElement).findByRole('dialog');
      const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
      if (!backdrop) throw new Error('The dialog has no backdrop');
      for (const element of [dialog, backdrop]) {
        const style = getComputedStyle(element);
        await expect(style.animationName).toBe(reduced ? 'none' : 'fade-in');
        if (!reduced) await expect(style.animationDuration).toBe('0.3s');
      }
    });
  },
};
