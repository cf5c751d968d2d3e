import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Input } from '../input/input.tsx';
import { Field, FieldContent, FieldDescription, FieldError, FieldLabel } from './field.tsx';

type FieldStoryArgs = {
  label: string;
  description: string;
  error: string;
  required: boolean;
  requiredLabel: string;
  disabled: boolean;
};

function FieldExample({ label, description, error, required, requiredLabel, disabled }: FieldStoryArgs) {
  return (
    <Field required={required} disabled={disabled} className="w-80 max-w-full">
      <FieldLabel requiredLabel={requiredLabel}>{label}</FieldLabel>
      <Input type="email" autoComplete="email" />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/Field',
  component: FieldExample,
  args: {
    label: 'E-Mail-Adresse',
    description: 'Wir senden Ihnen die Bestellbestätigung an diese Adresse.',
    error: '',
    required: false,
    requiredLabel: 'Pflichtfeld',
    disabled: false,
  },
} satisfies Meta<typeof FieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Both orientations in every state: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid max-w-3xl gap-8 sm:grid-cols-2">
      <Field>
        <FieldLabel>Vorname</FieldLabel>
        <Input autoComplete="given-name" defaultValue="Anna" />
      </Field>
      <Field>
        <FieldLabel>Telefonnummer</FieldLabel>
        <Input type="tel" autoComplete="tel" />
        <FieldDescription>Für Rückfragen zu Ihrer Brillenbestellung.</FieldDescription>
      </Field>
      <Field required>
        <FieldLabel requiredLabel="Pflichtfeld">E-Mail-Adresse</FieldLabel>
        <Input type="email" defaultValue="anna.muster@" />
        <FieldDescription>Wir senden Ihnen die Bestellbestätigung an diese Adresse.</FieldDescription>
        <FieldError>Bitte geben Sie eine gültige E-Mail-Adresse ein.</FieldError>
      </Field>
      <Field disabled>
        <FieldLabel>Kundennummer</FieldLabel>
        <Input defaultValue="LO-2024-118734" />
        <FieldDescription>Die Kundennummer vergibt Ihre Filiale.</FieldDescription>
      </Field>
      <Field orientation="horizontal">
        <Checkbox />
        <FieldContent>
          <FieldLabel>Newsletter abonnieren</FieldLabel>
          <FieldDescription>Angebote und Neuheiten, höchstens einmal pro Woche.</FieldDescription>
        </FieldContent>
      </Field>
      <Field orientation="horizontal" required>
        <Checkbox />
        <FieldContent>
          <FieldLabel requiredLabel="Pflichtfeld">Ich akzeptiere die AGB</FieldLabel>
          <FieldError>Bitte akzeptieren Sie die AGB, um fortzufahren.</FieldError>
        </FieldContent>
      </Field>
    </div>
  ),
};

export const LabelAndHelp: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The label names the input, and a click on it focuses the input.', async () => {
      const input = canvas.getByLabelText(args.label);
      await expect(input).toHaveAccessibleName(args.label);
      await userEvent.click(canvas.getByText(args.label));
      await expect(input).toHaveFocus();
    });
    await step('The help text is the input’s description, and the input is not invalid.', async () => {
      const input = canvas.getByLabelText(args.label);
      await expect(input).toHaveAccessibleDescription(args.description);
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAttribute('aria-errormessage');
    });
  },
};

export const WithError: Story = {
  args: { error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await step('The error marks the input invalid.', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeInvalid();
    });
    await step('The error is read out after the help text, and is the input’s error message.', async () => {
      await expect(input).toHaveAccessibleDescription(`${args.description} ${args.error}`);
      await expect(input).toHaveAccessibleErrorMessage(args.error);
    });
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: `${args.label} ${args.requiredLabel}` });
    await step('The input is required.', async () => {
      await expect(input).toBeRequired();
    });
    await step(
      'The label shows an asterisk that screen readers skip, and reads the required text instead.',
      async () => {
        const marker = canvasElement.querySelector('[data-slot="field-required-marker"]');
        await expect(marker).toBeVisible();
        await expect(marker).toHaveAttribute('aria-hidden', 'true');
        await expect(canvas.getByText(args.requiredLabel)).toHaveClass('sr-only');
      },
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await step('The field disables its input.', async () => {
      await expect(input).toBeDisabled();
    });
    await step('Typing into it changes nothing.', async () => {
      await userEvent.type(input, 'anna@example.de');
      await expect(input).toHaveValue('');
    });
  },
};

function ValidatedEmail() {
  const [error, setError] = useState('');
  return (
    <Field required className="w-80 max-w-full">
      <FieldLabel requiredLabel="obligatoire">Adresse e-mail</FieldLabel>
      <Input
        type="email"
        onBlur={(event) =>
          setError(event.currentTarget.validity.valid ? '' : 'Veuillez saisir une adresse e-mail valide.')
        }
      />
      <FieldDescription>Nous vous envoyons la confirmation de commande à cette adresse.</FieldDescription>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The error comes and goes with the input's value: the wiring follows the parts that are rendered. */
export const ErrorComesAndGoes: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Adresse e-mail/);
    await step(
      'Leaving the input with an incomplete address shows the error and marks it invalid.',
      async () => {
        await userEvent.type(input, 'claire.dupont@');
        await userEvent.tab();
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleErrorMessage('Veuillez saisir une adresse e-mail valide.');
        await expect(input).toHaveAccessibleDescription(
          'Nous vous envoyons la confirmation de commande à cette adresse. Veuillez saisir une adresse e-mail valide.',
        );
      },
    );
    await step('Correcting it removes the error and the invalid state.', async () => {
      await userEvent.type(input, 'example.ch');
      await userEvent.tab();
      await expect(canvas.queryByText('Veuillez saisir une adresse e-mail valide.')).not.toBeInTheDocument();
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).toHaveAccessibleDescription(
        'Nous vous envoyons la confirmation de commande à cette adresse.',
      );
    });
  },
};
