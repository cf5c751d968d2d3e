import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, FieldContent, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

/*
 * Radix chooses the option that an arrow key focuses, and it focuses in a timeout; user-event
 * releases a key at once, before that. A key held until the next tick is how a person presses it.
 */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}{/${key}}`);
}

type Option = { value: string; label: string; description?: string; disabled?: boolean };

const shipping: Option[] = [
  { value: 'standard', label: 'Standardversand', description: '3–5 Werktage, ab 49 € kostenlos' },
  { value: 'express', label: 'Expressversand', description: 'Nächster Werktag, 9,90 €' },
  {
    value: 'pickup',
    label: 'Abholung in der Filiale',
    description: 'Kostenlos, sobald Ihre Brille fertig ist',
  },
];

type RadioGroupStoryArgs = {
  label: string;
  description: string;
  error: string;
  orientation: 'vertical' | 'horizontal';
  disabled: boolean;
  required: boolean;
  defaultValue?: string;
  options: Option[];
  onValueChange: (value: string) => void;
};

function RadioGroupExample({
  label,
  description,
  error,
  disabled,
  required,
  options,
  ...groupProps
}: RadioGroupStoryArgs) {
  return (
    <Field disabled={disabled} required={required} className="w-96 max-w-full gap-3">
      <FieldLabel requiredLabel="Pflichtfeld" className="text-base">
        {label}
      </FieldLabel>
      {description && <FieldDescription className="-mt-2">{description}</FieldDescription>}
      <RadioGroup {...groupProps}>
        {options.map((option) => (
          <Field key={option.value} orientation="horizontal" disabled={option.disabled}>
            <RadioGroupItem value={option.value} />
            <FieldContent>
              <FieldLabel className="font-normal">{option.label}</FieldLabel>
              {option.description && <FieldDescription>{option.description}</FieldDescription>}
            </FieldContent>
          </Field>
        ))}
      </RadioGroup>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroupExample,
  args: {
    label: 'Versandart',
    description: '',
    error: '',
    orientation: 'vertical',
    disabled: false,
    required: false,
    defaultValue: 'standard',
    options: shipping,
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroupExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const lensIndex: Option[] = [
  { value: '1.5', label: '1,5' },
  { value: '1.6', label: '1,6' },
  { value: '1.67', label: '1,67' },
];

/** Both orientations, with descriptions, invalid, disabled and a disabled item: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid max-w-4xl gap-10 sm:grid-cols-2">
      <RadioGroupExample {...args} />
      <RadioGroupExample
        {...args}
        label="Brechungsindex"
        orientation="horizontal"
        defaultValue="1.6"
        options={lensIndex}
        description="Je höher der Index, desto dünner das Glas."
      />
      <RadioGroupExample
        {...args}
        label="Sposób dostawy"
        defaultValue={undefined}
        required
        error="Wybierz sposób dostawy."
        options={[
          { value: 'inpost', label: 'Paczkomat InPost', description: '1–2 dni robocze' },
          { value: 'courier', label: 'Kurier', description: '1–3 dni robocze' },
        ]}
      />
      <RadioGroupExample
        {...args}
        label="Zahlungsart"
        defaultValue="invoice"
        options={[
          { value: 'invoice', label: 'Rechnung' },
          { value: 'paypal', label: 'PayPal' },
          {
            value: 'cod',
            label: 'Nachnahme',
            description: 'Für diese Bestellung nicht möglich',
            disabled: true,
          },
        ]}
      />
      <RadioGroupExample {...args} label="Versandart (gesperrt)" disabled />
    </div>
  ),
};

export const NamedAndDescribed: Story = {
  args: { description: 'Die Lieferzeit beginnt, sobald Ihre Gläser gefertigt sind.' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The field’s label names the radio group, and its help text describes it.', async () => {
      const group = canvas.getByLabelText(args.label);
      await expect(group).toHaveRole('radiogroup');
      await expect(group).toHaveAccessibleDescription(args.description);
    });
    await step('Each option is named by its own label and described by its own text.', async () => {
      const express = canvas.getByLabelText('Expressversand');
      await expect(express).toHaveRole('radio');
      await expect(express).toHaveAccessibleDescription('Nächster Werktag, 9,90 €');
    });
    await step('A click on an option’s label chooses it.', async () => {
      await userEvent.click(canvas.getByText('Abholung in der Filiale'));
      await expect(canvas.getByRole('radio', { name: 'Abholung in der Filiale' })).toBeChecked();
      await expect(args.onValueChange).toHaveBeenCalledWith('pickup');
    });
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await step('Tab enters the group at the chosen option.', async () => {
      await userEvent.tab();
      await expect(radio('Standardversand')).toHaveFocus();
    });
    await step('ArrowDown moves to the next option and chooses it.', async () => {
      await press('ArrowDown');
      await expect(radio('Expressversand')).toHaveFocus();
      await expect(radio('Expressversand')).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('express');
    });
    await step('ArrowRight does the same, and ArrowUp goes back.', async () => {
      await press('ArrowRight');
      await expect(radio('Abholung in der Filiale')).toBeChecked();
      await press('ArrowUp');
      await expect(radio('Expressversand')).toBeChecked();
    });
    await step('From the first option ArrowUp wraps to the last.', async () => {
      await press('ArrowUp');
      await press('ArrowUp');
      await expect(radio('Abholung in der Filiale')).toHaveFocus();
      await expect(radio('Abholung in der Filiale')).toBeChecked();
    });
    await step('Tab leaves the group: it is one tab stop.', async () => {
      await userEvent.tab();
      await expect(canvasElement).not.toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    });
  },
};

export const Horizontal: Story = {
  args: { label: 'Indice de réfraction', orientation: 'horizontal', defaultValue: '1.5', options: lensIndex },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The options sit in one row.', async () => {
      const first = canvas.getByRole('radio', { name: '1,5' }).getBoundingClientRect();
      const second = canvas.getByRole('radio', { name: '1,6' }).getBoundingClientRect();
      await expect(second.top).toBe(first.top);
      await expect(second.left).toBeGreaterThan(first.left);
    });
    await step('ArrowRight and ArrowLeft move along the row and choose.', async () => {
      canvas.getByRole('radio', { name: '1,5' }).focus();
      await press('ArrowRight');
      await press('ArrowRight');
      await expect(canvas.getByRole('radio', { name: '1,67' })).toBeChecked();
      await press('ArrowLeft');
      await expect(canvas.getByRole('radio', { name: '1,6' })).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('1.6');
    });
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Bitte wählen Sie eine Versandart.' },
  play: async ({ args, canvasElement, step }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await step('The error marks the required group invalid.', async () => {
      await expect(group).toHaveAttribute('aria-required', 'true');
      await expect(group).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is the group’s description and error message.', async () => {
      await expect(group).toHaveAccessibleDescription(args.error);
      await expect(group).toHaveAccessibleErrorMessage(args.error);
    });
  },
};

export const Disabled: Story = {
  args: {
    options: shipping.map((option) => (option.value === 'pickup' ? { ...option, disabled: true } : option)),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pickup = canvas.getByRole('radio', { name: 'Abholung in der Filiale' });
    await step('A disabled option cannot be chosen by click.', async () => {
      await expect(pickup).toBeDisabled();
      await userEvent.click(pickup);
      await expect(pickup).not.toBeChecked();
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
    await step('The arrow keys skip it.', async () => {
      canvas.getByRole('radio', { name: 'Standardversand' }).focus();
      await press('ArrowDown');
      await expect(canvas.getByRole('radio', { name: 'Expressversand' })).toBeChecked();
      await press('ArrowDown');
      await expect(canvas.getByRole('radio', { name: 'Standardversand' })).toBeChecked();
      await expect(pickup).not.toBeChecked();
    });
  },
};

export const DisabledGroup: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('A disabled field disables every option, and clicks change nothing.', async () => {
      for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
      await userEvent.click(canvas.getByRole('radio', { name: 'Expressversand' }));
      await expect(canvas.getByRole('radio', { name: 'Standardversand' })).toBeChecked();
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
  },
};
