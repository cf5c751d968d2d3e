import { deliveryStatuses, isCancelledStatus, progressStep } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderProgress, type OrderProgressProps } from './order-progress.tsx';

const german = {
  label: 'Bestellfortschritt',
  steps: ['Bestellt', 'In Bearbeitung', 'Versendet', 'Zugestellt'],
  cancelledLabel: 'Storniert',
  completedLabel: 'erledigt',
} as const satisfies Partial<OrderProgressProps>;

const french = {
  label: 'Suivi de commande',
  steps: ['Commandée', 'En préparation', 'Expédiée', 'Livrée'],
  cancelledLabel: 'Annulée',
  completedLabel: 'terminé',
} as const satisfies Partial<OrderProgressProps>;

const polish = {
  label: 'Postęp zamówienia',
  steps: ['Zamówione', 'W realizacji', 'Wysłane', 'Dostarczone'],
  cancelledLabel: 'Anulowane',
  completedLabel: 'zakończone',
} as const satisfies Partial<OrderProgressProps>;

const czech = {
  label: 'Průběh objednávky',
  steps: ['Objednáno', 'Zpracovává se', 'Odesláno', 'Doručeno'],
  cancelledLabel: 'Zrušeno',
  completedLabel: 'dokončeno',
} as const satisfies Partial<OrderProgressProps>;

const meta = {
  title: 'Design system/Order progress',
  component: OrderProgress,
  args: { ...german, status: 'delegation_pending', orientation: 'horizontal' },
  argTypes: {
    status: { control: 'select', options: deliveryStatuses },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every §4 delivery status in both orientations and four languages: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        {deliveryStatuses.map((status) => (
          <section key={status} className="flex flex-col gap-2">
            <h2 className="font-mono text-xs text-foreground-muted">{status}</h2>
            <OrderProgress {...args} status={status} label={`${args.label}: ${status}`} />
          </section>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-8 sm:grid-cols-2">
        {(
          [
            [french, 'shipment_pending'],
            [polish, 'shipment_completed'],
            [czech, 'partially_cancelled'],
            [german, 'open'],
          ] as const
        ).map(([texts, status]) => (
          <OrderProgress key={texts.label} {...texts} status={status} orientation="vertical" />
        ))}
      </div>
    </div>
  ),
};

export const MatrixMobile: Story = {
  ...Matrix,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const EveryStatusMarksItsStep: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {deliveryStatuses.map((status) => (
        <OrderProgress key={status} {...args} status={status} label={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const status of deliveryStatuses) {
      const expected = progressStep(status);
      await step(`"${status}" marks step ${expected} as the current step, and only that one.`, async () => {
        const list = canvas.getByRole('list', { name: status });
        const items = within(list).getAllByRole('listitem');
        await expect(items).toHaveLength(4);
        const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
        await expect(current).toHaveLength(1);
        await expect(items.indexOf(current[0] as HTMLElement) + 1).toBe(expected);
      });
      await step(`"${status}" is ${isCancelledStatus(status) ? '' : 'not '}shown as cancelled.`, async () => {
        const list = canvas.getByRole('list', { name: status });
        if (isCancelledStatus(status)) {
          await expect(list).toHaveAttribute('data-cancelled');
          await expect(within(list).getByText(german.cancelledLabel)).toBeVisible();
          await expect(list.querySelectorAll('[data-state="complete"]')).toHaveLength(0);
        } else {
          await expect(list).not.toHaveAttribute('data-cancelled');
          await expect(within(list).queryByText(german.cancelledLabel)).not.toBeInTheDocument();
          await expect(list.querySelectorAll('[data-state="complete"]')).toHaveLength(expected - 1);
        }
      });
    }
  },
};

export const PassedStepsAreAnnounced: Story = {
  args: { ...polish, status: 'shipment_pending' },
  play: async ({ args, canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: args.label });
    const items = within(list).getAllByRole('listitem');
    await step('The passed steps carry the completed text for screen readers.', async () => {
      await expect(items[0]).toHaveTextContent(`${polish.steps[0]}, ${polish.completedLabel}`);
      await expect(items[1]).toHaveTextContent(`${polish.steps[1]}, ${polish.completedLabel}`);
    });
    await step('The current and the coming step do not.', async () => {
      await expect(items[2]).toHaveTextContent(polish.steps[2]);
      await expect(items[2]).not.toHaveTextContent(polish.completedLabel);
      await expect(items[3]).not.toHaveTextContent(polish.completedLabel);
    });
  },
};

export const Cancelled: Story = {
  args: { ...french, status: 'cancellation_completed', orientation: 'vertical' },
  play: async ({ args, canvasElement, step }) => {
    const list = within(canvasElement).getByRole('list', { name: args.label });
    await step('A cancelled order stops on the first step, shown as cancelled.', async () => {
      const first = within(list).getAllByRole('listitem')[0];
      await expect(first).toHaveAttribute('aria-current', 'step');
      await expect(first).toHaveAttribute('data-state', 'cancelled');
      await expect(first).toHaveTextContent(french.cancelledLabel);
    });
    await step('No line leads on from it.', async () => {
      await expect(list.querySelectorAll('[data-reached]')).toHaveLength(0);
    });
  },
};

export const Czech: Story = { args: { ...czech, status: 'returned' } };
