import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { GlobeIcon } from '../icons/icons.tsx';
import { Input } from './input.tsx';

const sizes = ['sm', 'md', 'lg'] as const;

type InputStoryArgs = {
  label: string;
  description: string;
  error: string;
  placeholder: string;
  size: (typeof sizes)[number];
  disabled: boolean;
  startAdornment?: string;
  endAdornment?: string;
};

function InputExample({ label, description, error, disabled, ...inputProps }: InputStoryArgs) {
  return (
    <Field disabled={disabled} className="w-80 max-w-full">
      <FieldLabel>{label}</FieldLabel>
      <Input {...inputProps} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/Input',
  component: InputExample,
  args: {
    label: 'Postleitzahl',
    description: 'Wir zeigen Ihnen die Filialen in Ihrer Nähe.',
    error: '',
    placeholder: 'z. B. 10115',
    size: 'md',
    disabled: false,
  },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
} satisfies Meta<typeof InputExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size in every state, with and without adornments: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid grid-cols-1 items-start gap-6 sm:grid-cols-[repeat(3,minmax(0,16rem))]">
      {sizes.map((size) => (
        <div key={size} className="flex flex-col gap-4">
          <span className="text-sm font-semibold text-foreground-muted">{size}</span>
          <Input size={size} aria-label="Suchbegriff" placeholder="Marke, Modell oder Farbe" />
          <Input size={size} aria-label="Vorname" defaultValue="Jana" />
          <Input size={size} aria-label="E-Mail-Adresse" defaultValue="jana.novakova@" aria-invalid />
          <Input size={size} aria-label="Kundennummer" defaultValue="LO-2024-118734" disabled />
          <Input size={size} aria-label="Betrag in Franken" startAdornment="CHF" defaultValue="149.00" />
          <Input size={size} aria-label="Sphäre" endAdornment="dpt" defaultValue="-1,75" />
          <Input
            size={size}
            aria-label="Land"
            startAdornment={<GlobeIcon />}
            endAdornment="CH"
            defaultValue="Schweiz"
            aria-invalid
          />
          <Input size={size} aria-label="Gutscheincode" startAdornment="#" defaultValue="SOMMER24" disabled />
        </div>
      ))}
    </div>
  ),
};

export const Typing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await step('Tab moves the focus into the input.', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });
    await step('Typed text becomes its value.', async () => {
      await userEvent.keyboard('8001');
      await expect(input).toHaveValue('8001');
    });
    await step('The help text is its description.', async () => {
      await expect(input).toHaveAccessibleDescription(args.description);
    });
  },
};

export const Invalid: Story = {
  args: {
    label: 'Kod pocztowy',
    description: 'Format: 00-000',
    error: 'Podaj poprawny kod pocztowy.',
    placeholder: '',
  },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await step('The error marks the input invalid and draws its border in the danger colour.', async () => {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const danger = getComputedStyle(canvasElement.ownerDocument.documentElement).getPropertyValue(
        '--color-danger',
      );
      const probe = canvasElement.ownerDocument.createElement('span');
      probe.style.color = danger;
      canvasElement.append(probe);
      const dangerColour = getComputedStyle(probe).color;
      probe.remove();
      await waitFor(() => expect(getComputedStyle(input).borderTopColor).toBe(dangerColour));
    });
    await step('The error is read out with the help text and is the error message.', async () => {
      await expect(input).toHaveAccessibleDescription(`${args.description} ${args.error}`);
      await expect(input).toHaveAccessibleErrorMessage(args.error);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByLabelText(args.label);
    await step('The input is disabled.', async () => {
      await expect(input).toBeDisabled();
    });
    await step('Clicking and typing change nothing, and Tab skips it.', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('8001');
      await expect(input).toHaveValue('');
      await userEvent.tab();
      await expect(input).not.toHaveFocus();
    });
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Wunschbetrag des Gutscheins',
    description: 'Zwischen 20 und 500 Franken.',
    placeholder: '',
    startAdornment: 'CHF',
    endAdornment: '.00',
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(args.label);
    await step(
      'The adornments sit in one box with the input, which keeps its label and description.',
      async () => {
        const group = input.closest('[data-slot="input-group"]');
        await expect(group).toContainElement(canvas.getByText('CHF'));
        await expect(group).toContainElement(canvas.getByText('.00'));
        await expect(input).toHaveAccessibleDescription(args.description);
      },
    );
    await step('Typing fills the input between them.', async () => {
      await userEvent.type(input, '150');
      await expect(input).toHaveValue('150');
    });
  },
};
