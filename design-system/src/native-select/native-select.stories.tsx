import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { NativeSelect } from './native-select.tsx';

type NativeSelectStoryArgs = {
  label: string;
  description: string;
  error: string;
  required: boolean;
  disabled: boolean;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A prescription value as the account's prescription form asks for it (German, decimal comma). */
function NativeSelectExample({
  label,
  description,
  error,
  required,
  disabled,
  options,
  onChange,
}: NativeSelectStoryArgs) {
  return (
    <Field required={required} disabled={disabled} className="w-64 max-w-full">
      <FieldLabel requiredLabel="Pflichtfeld">{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <NativeSelect name="sphere" defaultValue="" onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const spheres = [
  { value: '', label: '--' },
  ...Array.from({ length: 17 }, (_, index) => {
    const value = -2 + index * 0.25;
    const text = `${value > 0 ? '+' : ''}${value.toFixed(2).replace('.', ',')}`;
    return { value: String(value), label: text };
  }),
];

const meta = {
  title: 'Design system/NativeSelect',
  component: NativeSelectExample,
  args: {
    label: 'Sphäre (SPH) rechts',
    description: 'In Dioptrien, wie im Brillenpass',
    error: '',
    required: false,
    disabled: false,
    options: spheres,
    onChange: fn(),
  },
} satisfies Meta<typeof NativeSelectExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChosenByKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sphäre (SPH) rechts' });
    await step('It is the browser’s own select, named by its label and described by its help.', async () => {
      await expect(select.tagName).toBe('SELECT');
      await expect(select).toHaveAccessibleDescription('In Dioptrien, wie im Brillenpass');
      await expect(select).toHaveValue('');
    });
    await step('A value is chosen from the list; the change reaches the form.', async () => {
      await userEvent.selectOptions(select, '-1.25');
      await expect(select).toHaveValue('-1.25');
      await expect(args.onChange).toHaveBeenLastCalledWith('-1.25');
      await expect(canvas.getByRole('option', { name: '-1,25' })).toHaveProperty('selected', true);
    });
    await step('Tab reaches it like any other field.', async () => {
      select.blur();
      await userEvent.tab();
      await expect(select).toHaveFocus();
    });
  },
};

export const WithError: Story = {
  args: { error: 'Bitte wählen Sie einen Wert.', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Sphäre \(SPH\) rechts/ });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/Bitte wählen Sie einen Wert\./);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
