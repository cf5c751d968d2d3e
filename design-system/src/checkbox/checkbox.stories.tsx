import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, FieldContent, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { Checkbox } from './checkbox.tsx';

type CheckboxStoryArgs = {
  label: string;
  description: string;
  error: string;
  size: 'md' | 'lg';
  disabled: boolean;
  required: boolean;
  defaultChecked: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
};

function CheckboxExample({
  label,
  description,
  error,
  disabled,
  required,
  ...checkboxProps
}: CheckboxStoryArgs) {
  return (
    <Field orientation="horizontal" disabled={disabled} required={required} className="w-96 max-w-full">
      <Checkbox {...checkboxProps} />
      <FieldContent>
        <FieldLabel requiredLabel="Pflichtfeld">{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{error}</FieldError>
      </FieldContent>
    </Field>
  );
}

const meta = {
  title: 'Design system/Checkbox',
  component: CheckboxExample,
  args: {
    label: 'Newsletter abonnieren',
    description: 'Angebote und Neuheiten, höchstens einmal pro Woche.',
    error: '',
    size: 'md',
    disabled: false,
    required: false,
    defaultChecked: false,
    onCheckedChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof CheckboxExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const states = [
  ['unchecked', false],
  ['checked', true],
  ['indeterminate', 'indeterminate'],
] as const;

/** Unchecked, checked and indeterminate in both sizes, plain, invalid and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid w-fit grid-cols-[auto_repeat(3,auto)] items-center gap-x-8 gap-y-4 text-sm">
      <span />
      {states.map(([name]) => (
        <span key={name} className="font-semibold text-foreground-muted">
          {name}
        </span>
      ))}
      {(['md', 'lg'] as const).map((size) =>
        (['default', 'invalid', 'disabled'] as const).map((state) => (
          <div key={`${size}-${state}`} className="contents">
            <span className="font-semibold text-foreground-muted">
              {size} {state}
            </span>
            {states.map(([name, checked]) => (
              <Checkbox
                key={name}
                size={size}
                checked={checked}
                aria-label={`Kontaktlinsen ${size} ${state} ${name}`}
                aria-invalid={state === 'invalid' || undefined}
                disabled={state === 'disabled'}
              />
            ))}
          </div>
        )),
      )}
      <div className="col-span-full mt-4 flex max-w-md flex-col gap-4">
        <Field orientation="horizontal">
          <Checkbox defaultChecked />
          <FieldContent>
            <FieldLabel>Rechnungsadresse wie Lieferadresse</FieldLabel>
          </FieldContent>
        </Field>
        <Field orientation="horizontal" required>
          <Checkbox />
          <FieldContent>
            <FieldLabel requiredLabel="wymagane">Akceptuję regulamin sklepu</FieldLabel>
            <FieldDescription>Regulamin dostępny jest na stronie sklepu.</FieldDescription>
            <FieldError>Zaakceptuj regulamin, aby kontynuować.</FieldError>
          </FieldContent>
        </Field>
        <Field orientation="horizontal" disabled>
          <Checkbox defaultChecked />
          <FieldContent>
            <FieldLabel>Zustellung per Express</FieldLabel>
            <FieldDescription>In Ihrer Region nicht verfügbar.</FieldDescription>
          </FieldContent>
        </Field>
      </div>
    </div>
  ),
};

export const ToggleWithSpace: Story = {
  play: async ({ args, canvasElement, step }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: args.label });
    await step('Tab moves the focus onto the checkbox, which the help text describes.', async () => {
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
      await expect(checkbox).toHaveAccessibleDescription(args.description);
    });
    await step('Space checks it.', async () => {
      await userEvent.keyboard(' ');
      await expect(checkbox).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space unchecks it again.', async () => {
      await userEvent.keyboard(' ');
      await expect(checkbox).not.toBeChecked();
    });
    await step('Enter does not toggle a checkbox.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(checkbox).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const ClickOnLabel: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The label is associated with the checkbox, and a click on it toggles it.', async () => {
      const checkbox = canvas.getByLabelText(args.label);
      await userEvent.click(canvas.getByText(args.label));
      await expect(checkbox).toBeChecked();
    });
  },
};

export const Invalid: Story = {
  args: {
    label: 'J’accepte les conditions générales',
    description: '',
    error: 'Veuillez accepter les conditions générales pour continuer.',
    required: true,
  },
  play: async ({ args, canvasElement, step }) => {
    const checkbox = within(canvasElement).getByLabelText(new RegExp(`^${args.label}`));
    await step('The error marks the required checkbox invalid.', async () => {
      await expect(checkbox).toBeRequired();
      await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is its description and its error message.', async () => {
      await expect(checkbox).toHaveAccessibleDescription(args.error);
      await expect(checkbox).toHaveAccessibleErrorMessage(args.error);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: args.label });
    await step('The checkbox is disabled and stays checked when clicked, or when its label is.', async () => {
      await expect(checkbox).toBeDisabled();
      await userEvent.click(checkbox);
      await userEvent.click(canvas.getByText(args.label));
      await expect(checkbox).toBeChecked();
      await expect(args.onCheckedChange).not.toHaveBeenCalled();
    });
    await step('Tab skips it.', async () => {
      await userEvent.tab();
      await expect(checkbox).not.toHaveFocus();
    });
  },
};

const lensCare = ['Kochsalzlösung', 'Peroxidlösung', 'Linsenbehälter'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['Kochsalzlösung']);
  const all = chosen.length === lensCare.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-semibold">Pflegemittel nachbestellen</legend>
      <Field orientation="horizontal">
        <Checkbox checked={all} onCheckedChange={(checked) => setChosen(checked === true ? lensCare : [])} />
        <FieldLabel>Alle auswählen</FieldLabel>
      </Field>
      {lensCare.map((product) => (
        <Field key={product} orientation="horizontal" className="pl-8">
          <Checkbox
            checked={chosen.includes(product)}
            onCheckedChange={(checked) =>
              setChosen((current) =>
                checked === true ? [...current, product] : current.filter((p) => p !== product),
              )
            }
          />
          <FieldLabel>{product}</FieldLabel>
        </Field>
      ))}
    </fieldset>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Alle auswählen' });
    await step('With some products chosen, "select all" is mixed and shows a dash.', async () => {
      await expect(all).toBePartiallyChecked();
      await expect(all).toHaveAttribute('data-state', 'indeterminate');
    });
    await step('Space on it chooses every product.', async () => {
      all.focus();
      await userEvent.keyboard(' ');
      await expect(all).toBeChecked();
      for (const product of lensCare)
        await expect(canvas.getByRole('checkbox', { name: product })).toBeChecked();
    });
    await step('Unchecking one product makes it mixed again.', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Linsenbehälter' }));
      await expect(all).toBePartiallyChecked();
    });
  },
};
