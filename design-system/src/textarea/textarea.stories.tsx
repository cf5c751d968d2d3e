import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { Textarea } from './textarea.tsx';

type TextareaStoryArgs = {
  label: string;
  description: string;
  error: string;
  placeholder: string;
  resize: 'vertical' | 'auto';
  disabled: boolean;
  required: boolean;
};

function TextareaExample({
  label,
  description,
  error,
  disabled,
  required,
  ...textareaProps
}: TextareaStoryArgs) {
  return (
    <Field disabled={disabled} required={required} className="w-96 max-w-full">
      <FieldLabel requiredLabel="Pflichtfeld">{label}</FieldLabel>
      <Textarea {...textareaProps} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/Textarea',
  component: TextareaExample,
  args: {
    label: 'Ihre Nachricht an die Filiale',
    description: 'Zum Beispiel Fragen zu Ihrem Termin oder Ihrer Brille.',
    error: '',
    placeholder: '',
    resize: 'vertical',
    disabled: false,
    required: false,
  },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'auto'] } },
} satisfies Meta<typeof TextareaExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid max-w-4xl gap-6 sm:grid-cols-2">
      <Textarea aria-label="Anmerkung zur Bestellung" placeholder="Anmerkung zur Bestellung (optional)" />
      <Textarea
        aria-label="Nachricht"
        defaultValue="Guten Tag, ich hätte gern einen Termin für einen Sehtest am Samstagvormittag."
      />
      <Textarea aria-label="Begründung der Rücksendung" defaultValue="Zu" aria-invalid />
      <Textarea aria-label="Hinweis der Filiale" defaultValue="Abholung ab 14 Uhr möglich." disabled />
      <Textarea
        aria-label="Wiadomość"
        resize="auto"
        defaultValue={'Dzień dobry,\nproszę o informację, kiedy okulary będą gotowe do odbioru.\nPozdrawiam'}
      />
    </div>
  ),
};

export const Typing: Story = {
  play: async ({ args, canvasElement, step }) => {
    const textarea = within(canvasElement).getByLabelText(args.label);
    await step('Tab moves the focus into the text area.', async () => {
      await userEvent.tab();
      await expect(textarea).toHaveFocus();
    });
    await step('Enter starts a new line instead of submitting.', async () => {
      await userEvent.keyboard('Guten Tag,{Enter}passt Samstag um 10 Uhr?');
      await expect(textarea).toHaveValue('Guten Tag,\npasst Samstag um 10 Uhr?');
    });
    await step('The help text is its description.', async () => {
      await expect(textarea).toHaveAccessibleDescription(args.description);
    });
  },
};

export const GrowsWithText: Story = {
  args: {
    resize: 'auto',
    label: 'Votre message',
    description: 'Questions sur votre rendez-vous ou vos lunettes.',
  },
  play: async ({ args, canvasElement, step }) => {
    const textarea = within(canvasElement).getByLabelText(args.label);
    const emptyHeight = textarea.getBoundingClientRect().height;
    await step('More lines than fit make the box taller.', async () => {
      await userEvent.type(
        textarea,
        'Bonjour,{Enter}{Enter}mes lunettes sont-elles prêtes ?{Enter}{Enter}{Enter}Merci',
      );
      await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(emptyHeight);
    });
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Bitte schreiben Sie uns eine Nachricht.' },
  play: async ({ args, canvasElement, step }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: `${args.label} Pflichtfeld` });
    await step('The error marks the required text area invalid.', async () => {
      await expect(textarea).toBeRequired();
      await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The error is read out with the help text and is the error message.', async () => {
      await expect(textarea).toHaveAccessibleDescription(`${args.description} ${args.error}`);
      await expect(textarea).toHaveAccessibleErrorMessage(args.error);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const textarea = within(canvasElement).getByLabelText(args.label);
    await step('The text area is disabled and typing changes nothing.', async () => {
      await expect(textarea).toBeDisabled();
      await userEvent.type(textarea, 'Hallo');
      await expect(textarea).toHaveValue('');
    });
  },
};
