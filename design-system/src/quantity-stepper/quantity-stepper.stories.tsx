import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx';

const labels = {
  de: {
    label: 'Menge',
    decrementLabel: 'Menge verringern',
    incrementLabel: 'Menge erhöhen',
    announce: (value: number) => `Menge: ${value}`,
  },
  fr: {
    label: 'Quantité',
    decrementLabel: 'Diminuer la quantité',
    incrementLabel: 'Augmenter la quantité',
    announce: (value: number) => `Quantité : ${value}`,
  },
  pl: {
    label: 'Ilość',
    decrementLabel: 'Zmniejsz ilość',
    incrementLabel: 'Zwiększ ilość',
    announce: (value: number) => `Ilość: ${value}`,
  },
  cs: {
    label: 'Množství',
    decrementLabel: 'Snížit množství',
    incrementLabel: 'Zvýšit množství',
    announce: (value: number) => `Množství: ${value}`,
  },
} satisfies Record<
  string,
  Pick<QuantityStepperProps, 'label' | 'decrementLabel' | 'incrementLabel' | 'announce'>
>;

const meta = {
  title: 'Design system/QuantityStepper',
  component: QuantityStepper,
  args: {
    ...labels.de,
    min: 1,
    max: 5,
    defaultValue: 1,
    disabled: false,
    size: 'md',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    announce: { control: false },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both sizes at the minimum, between the bounds, at the maximum, disabled, and in a field with an error: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="flex flex-col gap-8">
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-6">
          <span className="w-6 text-sm font-semibold text-foreground-muted">{size}</span>
          <QuantityStepper {...args} size={size} defaultValue={1} />
          <QuantityStepper {...args} {...labels.fr} size={size} defaultValue={3} />
          <QuantityStepper {...args} {...labels.pl} size={size} defaultValue={5} />
          <QuantityStepper {...args} {...labels.cs} size={size} defaultValue={2} disabled />
        </div>
      ))}
      <Field invalid className="w-72">
        <FieldLabel>Anzahl Boxen (rechtes Auge)</FieldLabel>
        <QuantityStepper {...args} label={undefined} defaultValue={4} max={6} />
        <FieldDescription>Höchstens 6 Boxen pro Bestellung.</FieldDescription>
        <FieldError>Nur noch 4 Boxen verfügbar.</FieldError>
      </Field>
    </div>
  ),
};

function parts(canvasElement: HTMLElement, args: QuantityStepperProps) {
  const canvas = within(canvasElement);
  return {
    decrement: canvas.getByRole('button', { name: args.decrementLabel }),
    increment: canvas.getByRole('button', { name: args.incrementLabel }),
    input: canvas.getByRole('spinbutton', { name: args.label }),
    status: canvas.getByRole('status'),
  };
}

export const Bounds: Story = {
  args: { max: 3 },
  play: async ({ args, canvasElement, step }) => {
    const { decrement, increment, input, status } = parts(canvasElement, args);
    await step('At the minimum the − button is marked disabled and does nothing.', async () => {
      await expect(input).toHaveValue('1');
      await expect(decrement).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(decrement);
      await expect(input).toHaveValue('1');
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step('+ raises the quantity one at a time and each new quantity is announced.', async () => {
      await userEvent.click(increment);
      await expect(input).toHaveValue('2');
      await expect(status).toHaveTextContent('Menge: 2');
      await expect(decrement).not.toHaveAttribute('aria-disabled');
      await userEvent.click(increment);
      await expect(input).toHaveValue('3');
      await expect(status).toHaveTextContent('Menge: 3');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    });
    await step('At the maximum + is marked disabled, keeps the focus and changes nothing.', async () => {
      await expect(increment).toHaveAttribute('aria-disabled', 'true');
      await expect(increment).toHaveFocus();
      await userEvent.click(increment);
      await expect(input).toHaveValue('3');
      await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    });
    await step('The spin button tells its value and bounds.', async () => {
      await expect(input).toHaveAttribute('aria-valuenow', '3');
      await expect(input).toHaveAttribute('aria-valuemin', '1');
      await expect(input).toHaveAttribute('aria-valuemax', '3');
    });
  },
};

export const Keyboard: Story = {
  args: { ...labels.fr, max: 8, defaultValue: 2 },
  play: async ({ args, canvasElement, step }) => {
    const { decrement, increment, input } = parts(canvasElement, args);
    await step('Tab goes −, quantity, + in order.', async () => {
      await userEvent.tab();
      await expect(decrement).toHaveFocus();
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.tab();
      await expect(increment).toHaveFocus();
      await userEvent.tab({ shift: true });
    });
    await step('ArrowUp and ArrowDown step by one.', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(input).toHaveValue('4');
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveValue('3');
    });
    await step('Home and End jump to the bounds.', async () => {
      await userEvent.keyboard('{End}');
      await expect(input).toHaveValue('8');
      await userEvent.keyboard('{Home}');
      await expect(input).toHaveValue('1');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    });
    await step('From the spin button Tab reaches +, which Space and Enter press.', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(input).toHaveValue('2');
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveValue('3');
    });
  },
};

export const Typing: Story = {
  args: { ...labels.pl, max: 6, defaultValue: 2 },
  play: async ({ args, canvasElement, step }) => {
    const { input } = parts(canvasElement, args);
    await step('A typed quantity is taken on Enter.', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('4{Enter}');
      await expect(input).toHaveValue('4');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    });
    await step('Letters are ignored and a quantity above the maximum becomes the maximum.', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('1x2');
      await expect(input).toHaveValue('12');
      await userEvent.tab();
      await expect(input).toHaveValue('6');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
    });
    await step('Zero becomes the minimum; an emptied input goes back to the quantity.', async () => {
      await userEvent.tripleClick(input);
      await userEvent.keyboard('0{Enter}');
      await expect(input).toHaveValue('1');
      await userEvent.clear(input);
      await userEvent.tab();
      await expect(input).toHaveValue('1');
    });
  },
};

export const Disabled: Story = {
  args: { ...labels.cs, disabled: true, defaultValue: 2 },
  play: async ({ args, canvasElement, step }) => {
    const { decrement, increment, input } = parts(canvasElement, args);
    await step('Everything is disabled and Tab passes the stepper by.', async () => {
      await expect(decrement).toBeDisabled();
      await expect(increment).toBeDisabled();
      await expect(input).toBeDisabled();
      await userEvent.tab();
      await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    });
  },
};

export const Controlled: Story = {
  args: { value: 3, max: 10 },
  play: async ({ args, canvasElement, step }) => {
    const { increment, input } = parts(canvasElement, args);
    await step('With a value from the page, + only asks for the change; the page decides.', async () => {
      await userEvent.click(increment);
      await expect(args.onValueChange).toHaveBeenCalledWith(4);
      await waitFor(() => expect(input).toHaveValue('3'));
    });
  },
};

export const InAField: Story = {
  args: { label: undefined, max: 6, defaultValue: 4 },
  render: (args) => (
    <Field className="w-72">
      <FieldLabel>Anzahl Boxen (rechtes Auge)</FieldLabel>
      <QuantityStepper {...args} />
      <FieldDescription>Höchstens 6 Boxen pro Bestellung.</FieldDescription>
    </Field>
  ),
  play: async ({ canvasElement, step }) => {
    await step('A surrounding field names and describes the spin button.', async () => {
      const input = within(canvasElement).getByRole('spinbutton', { name: 'Anzahl Boxen (rechtes Auge)' });
      await expect(input).toHaveAccessibleDescription('Höchstens 6 Boxen pro Bestellung.');
    });
  },
};
