import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { alertKinds, type AlertKind } from '../alert/alert.tsx';
import { Button } from '../button/button.tsx';
import {
  TOAST_DURATION,
  Toast,
  ToastDescription,
  Toaster,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  useToast,
  type ToastActionOptions,
} from './toast.tsx';

type ToastStoryArgs = {
  triggerLabel: string;
  kind: AlertKind;
  title: string;
  description: string;
  duration: number;
  label: string;
  viewportLabel: string;
  closeLabel: string;
  okLabel: string;
  viewLabel: string;
  reloadLabel: string;
  dismissLabel: string;
  actions: ToastActionOptions['type'][];
  onOk: () => void;
  onView: () => void;
  onReload: () => void;
};

function ShowToastButton(args: ToastStoryArgs) {
  const { toast } = useToast();
  const labels = {
    ok: args.okLabel,
    view: args.viewLabel,
    reload: args.reloadLabel,
    close: args.dismissLabel,
  };
  const handlers = { ok: args.onOk, view: args.onView, reload: args.onReload, close: undefined };
  return (
    <Button
      variant="secondary"
      onClick={() =>
        toast({
          kind: args.kind,
          title: args.title,
          description: args.description,
          actions: args.actions.map((type) => ({
            type,
            label: labels[type],
            onClick: handlers[type],
            href: type === 'view' ? '/wishlist/' : undefined,
          })),
        })
      }
    >
      {args.triggerLabel}
    </Button>
  );
}

function ToastExample(args: ToastStoryArgs) {
  return (
    <Toaster
      label={args.label}
      viewportLabel={args.viewportLabel}
      closeLabel={args.closeLabel}
      duration={args.duration}
    >
      <ShowToastButton {...args} />
    </Toaster>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastExample,
  args: {
    triggerLabel: 'Auf die Merkliste',
    kind: 'CONFIRM',
    title: 'Zur Merkliste hinzugefügt',
    description: 'Lumen Classic 2104 Schildpatt',
    duration: TOAST_DURATION,
    label: 'Benachrichtigung',
    viewportLabel: 'Benachrichtigungen ({hotkey})',
    closeLabel: 'Schließen',
    okLabel: 'OK',
    viewLabel: 'Ansehen',
    reloadLabel: 'Neu laden',
    dismissLabel: 'Ausblenden',
    actions: ['view'],
    onOk: fn(),
    onView: fn(),
    onReload: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: alertKinds },
    actions: { control: 'check', options: ['ok', 'view', 'reload', 'close'] },
  },
} satisfies Meta<typeof ToastExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function body(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

function viewport(canvasElement: HTMLElement, args: ToastStoryArgs) {
  return body(canvasElement).getByRole('region', { name: args.viewportLabel.replace('{hotkey}', 'F8') });
}

async function findToast(canvasElement: HTMLElement, args: ToastStoryArgs, title = args.title) {
  const region = viewport(canvasElement, args);
  const titleElement = await within(region).findByText(title);
  const toast = titleElement.closest<HTMLElement>('[data-slot="toast"]');
  if (!toast) throw new Error(`No toast holds "${title}"`);
  return toast;
}

function openToasts(canvasElement: HTMLElement) {
  return canvasElement.ownerDocument.querySelectorAll('[data-slot="toast"]');
}

export const Default: Story = {};

const germanToasts = {
  CONFIRM: {
    title: 'Zur Merkliste hinzugefügt',
    description: 'Lumen Classic 2104 Schildpatt',
    actions: ['view'],
  },
  WARNING: { title: 'Nur noch 2 Stück verfügbar', description: 'Lumen Pilot 3301 Gold', actions: ['ok'] },
  ERROR: {
    title: 'Artikel konnte nicht hinzugefügt werden',
    description: 'Bitte versuchen Sie es erneut.',
    actions: ['close'],
  },
  RELOAD: {
    title: 'Die Preise haben sich geändert',
    description: 'Laden Sie die Seite neu.',
    actions: ['reload'],
  },
  ROUTE: {
    title: 'Termin reserviert',
    description: 'Filiale Zürich Bahnhofstrasse, 14:30 Uhr',
    actions: ['view'],
  },
} satisfies Record<AlertKind, { title: string; description: string; actions: ToastActionOptions['type'][] }>;

/** Every kind with its typical action, open and not timing out: the screenshot target. */
export const Matrix: Story = {
  render: (args) => {
    const labels = {
      ok: args.okLabel,
      view: args.viewLabel,
      reload: args.reloadLabel,
      close: args.dismissLabel,
    };
    return (
      <ToastProvider label={args.label}>
        {alertKinds.map((kind) => (
          <Toast key={kind} kind={kind} open duration={Infinity} closeLabel={args.closeLabel}>
            <ToastTitle>{germanToasts[kind].title}</ToastTitle>
            <ToastDescription>{germanToasts[kind].description}</ToastDescription>
            <div className="mt-2 flex gap-2">
              {germanToasts[kind].actions.map((type) => (
                <Button key={type} size="sm" variant={type === 'close' ? 'ghost' : 'secondary'}>
                  {labels[type]}
                </Button>
              ))}
            </div>
          </Toast>
        ))}
        <ToastViewport label={args.viewportLabel} />
      </ToastProvider>
    );
  },
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const AppearsAndIsAnnounced: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('A click on the trigger shows the toast in the notifications region.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const toast = await findToast(canvasElement, args);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-kind', 'CONFIRM');
    });
    await step(
      'Screen readers hear it politely through a status live region, prefixed by the label.',
      async () => {
        await waitFor(async () => {
          const announcement = body(canvasElement)
            .getAllByRole('status')
            .find((status) => status.textContent?.includes(args.title));
          await expect(announcement).toBeDefined();
          await expect(announcement).toHaveAttribute('aria-live', 'polite');
          await expect(announcement?.textContent).toContain(args.label);
          await expect(announcement?.textContent).toContain(args.description);
        });
      },
    );
    await step('The close button is named but not read out as part of the message.', async () => {
      const toast = await findToast(canvasElement, args);
      await expect(within(toast).getByRole('button', { name: args.closeLabel })).toBeInTheDocument();
      const announcement = body(canvasElement)
        .queryAllByRole('status')
        .find((status) => status.textContent?.includes(args.title));
      if (announcement) await expect(announcement.textContent).not.toContain(args.closeLabel);
    });
  },
};

export const ErrorIsAssertive: Story = {
  args: {
    triggerLabel: 'Do koszyka',
    kind: 'ERROR',
    title: 'Nie udało się dodać produktu',
    description: 'Spróbuj ponownie za chwilę.',
    label: 'Powiadomienie',
    viewportLabel: 'Powiadomienia ({hotkey})',
    closeLabel: 'Zamknij',
    dismissLabel: 'Ukryj',
    actions: ['close'],
  },
  play: async ({ args, canvasElement, step }) => {
    await step('An ERROR toast is announced assertively, interrupting the screen reader.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      await findToast(canvasElement, args);
      await waitFor(async () => {
        const announcement = body(canvasElement)
          .getAllByRole('status')
          .find((status) => status.textContent?.includes(args.title));
        await expect(announcement).toHaveAttribute('aria-live', 'assertive');
      });
    });
    await step('Its Close action closes it.', async () => {
      const toast = await findToast(canvasElement, args);
      await userEvent.click(within(toast).getByRole('button', { name: args.dismissLabel }));
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
  },
};

export const ActionsCallHandlers: Story = {
  args: {
    kind: 'RELOAD',
    title: 'Die Preise haben sich geändert',
    description: 'Laden Sie die Seite neu, um die aktuellen Preise zu sehen.',
    actions: ['ok', 'view', 'reload'],
    duration: Infinity,
  },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('OK calls its handler and closes the toast.', async () => {
      await userEvent.click(trigger);
      const toast = await findToast(canvasElement, args);
      await userEvent.click(within(toast).getByRole('button', { name: args.okLabel }));
      await expect(args.onOk).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
    await step('Reload calls its handler and closes the toast.', async () => {
      await userEvent.click(trigger);
      const toast = await findToast(canvasElement, args);
      await userEvent.click(within(toast).getByRole('button', { name: args.reloadLabel }));
      await expect(args.onReload).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
    await step('View is a link to the page, which calls its handler and closes the toast.', async () => {
      await userEvent.click(trigger);
      const toast = await findToast(canvasElement, args);
      const view = within(toast).getByRole('link', { name: args.viewLabel });
      await expect(view).toHaveAttribute('href', '/wishlist/');
      // Stop the story's frame from navigating; the handlers run first.
      view.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(view);
      await expect(args.onView).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
    await step(
      'The actions are reachable by keyboard: F8 jumps to the toasts, Enter activates.',
      async () => {
        await userEvent.click(trigger);
        await findToast(canvasElement, args);
        // Radix matches the hotkey by key code.
        await userEvent.keyboard('[F8]');
        const region = viewport(canvasElement, args);
        await waitFor(() =>
          expect(region).toContainElement(region.ownerDocument.activeElement as HTMLElement),
        );
        await userEvent.tab();
        await userEvent.tab();
        await expect(within(region).getByRole('button', { name: args.okLabel })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(args.onOk).toHaveBeenCalledTimes(2);
        await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
      },
    );
  },
};

export const CloseButton: Story = {
  args: {
    triggerLabel: 'Ajouter aux favoris',
    title: 'Ajouté aux favoris',
    description: 'Lumen Retro 4410 Bordeaux',
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    closeLabel: 'Fermer',
    actions: [],
    duration: Infinity,
  },
  play: async ({ args, canvasElement, step }) => {
    await step('The close button closes the toast.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const toast = await findToast(canvasElement, args);
      await userEvent.click(within(toast).getByRole('button', { name: args.closeLabel }));
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
  },
};

export const AutoDismiss: Story = {
  args: { duration: 400, actions: [] },
  play: async ({ args, canvasElement, step }) => {
    await step(`The toast is shown, and by default it would stay ${TOAST_DURATION} ms (§9).`, async () => {
      await expect(TOAST_DURATION).toBe(5000);
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      await findToast(canvasElement, args);
    });
    await step('With a duration of 400 ms it closes by itself shortly after.', async () => {
      // Moved away so that hovering the trigger does not count as hovering the toasts.
      await userEvent.unhover(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0), { timeout: 2000 });
    });
  },
};

export const PausesWhileHovered: Story = {
  args: { duration: 500, actions: [] },
  play: async ({ args, canvasElement, step }) => {
    await step('While the pointer rests on the toast, it stays past its duration.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const toast = await findToast(canvasElement, args);
      await userEvent.hover(toast);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await expect(toast).toBeInTheDocument();
      await expect(toast).toHaveAttribute('data-state', 'open');
    });
    await step('When the pointer leaves, the rest of the time runs and the toast closes.', async () => {
      const toast = await findToast(canvasElement, args);
      await userEvent.unhover(toast);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0), { timeout: 2000 });
    });
  },
};

export const StacksNewestOnTop: Story = {
  args: { duration: Infinity, actions: [] },
  play: async ({ args, canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: args.triggerLabel });
    await step('Two toasts stack, the newer one above the older one.', async () => {
      await userEvent.click(trigger);
      await userEvent.click(trigger);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(2));
      const [older, newer] = [...openToasts(canvasElement)];
      if (!older || !newer) throw new Error('Two toasts expected');
      await waitFor(() =>
        expect(newer.getBoundingClientRect().bottom).toBeLessThanOrEqual(older.getBoundingClientRect().top),
      );
    });
  },
};

export const SwipeToDismiss: Story = {
  args: { duration: Infinity, actions: [] },
  play: async ({ args, canvasElement, step }) => {
    await step('Dragging the toast to the right past the threshold dismisses it.', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: args.triggerLabel }));
      const toast = await findToast(canvasElement, args);
      // Measured once the entrance animation has ended.
      await waitFor(() => expect(toast.getAnimations()).toHaveLength(0));
      const box = toast.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const x = box.left + 40;
      await userEvent.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: { clientX: x, clientY: y } },
        { target: toast, coords: { clientX: x + 30, clientY: y } },
        { target: toast, coords: { clientX: x + 120, clientY: y } },
        { keys: '[/MouseLeft]', target: toast, coords: { clientX: x + 120, clientY: y } },
      ]);
      await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
    });
  },
};
