import type { CalendarDate, DateOfBirthResult } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFieldTexts, validationTexts } from '../address-form/form-texts.fixtures.ts';
import { validationText } from '../lib/validation-text.ts';
import { DateOfBirthField, dateOfBirthMessage, type DateOfBirthMessages } from './date-of-birth-field.tsx';

// A fixed "today", so that "in the past" does not move under the stories.
const today: CalendarDate = { year: 2025, month: 6, day: 15 };

type DateOfBirthStoryArgs = {
  label: string;
  description: string;
  placeholder: string;
  requiredLabel: string;
  required: boolean;
  disabled: boolean;
  defaultValue: string;
  messages: DateOfBirthMessages;
  onValueChange: (value: string, result: DateOfBirthResult) => void;
};

function DateOfBirthExample(args: DateOfBirthStoryArgs) {
  return <DateOfBirthField {...args} today={today} className="w-80 max-w-full" />;
}

const meta = {
  title: 'Design system/Form patterns/DateOfBirthField',
  component: DateOfBirthExample,
  args: {
    label: formFieldTexts.de.dateOfBirth,
    description: 'Format: TT.MM.JJJJ',
    placeholder: 'TT.MM.JJJJ',
    requiredLabel: 'Pflichtfeld',
    required: false,
    disabled: false,
    defaultValue: '',
    messages: validationTexts.de,
    onValueChange: fn(),
  },
} satisfies Meta<typeof DateOfBirthExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function input(canvasElement: HTMLElement, name: string | RegExp): HTMLInputElement {
  const element = within(canvasElement).getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

function announcer(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="date-of-birth-field-announcer"]');
}

/** Types a value into the emptied field and leaves it, as a customer does. */
async function enter(field: HTMLInputElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.tab();
}

export const Default: Story = {};

const states = [
  { value: '', note: 'leer' },
  { value: '24.12.1978', note: 'gültig' },
  { value: '12.03.19', note: 'unvollständig' },
  { value: '32.01.1990', note: 'Tag' },
  { value: '15.13.1990', note: 'Monat' },
  { value: '01.01.1899', note: 'Jahr' },
  { value: '31.02.1990', note: 'kein Datum' },
  { value: '01.01.2030', note: 'Zukunft' },
] as const;

/** Every verdict of the rule, required and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: ({ messages }) => (
    <div className="grid grid-cols-1 gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      {states.map(({ value, note }) => {
        const message = dateOfBirthMessage(value, { today });
        return (
          <DateOfBirthField
            key={value}
            label={`Geburtsdatum (${note})`}
            description="Format: TT.MM.JJJJ"
            placeholder="TT.MM.JJJJ"
            messages={messages}
            today={today}
            defaultValue={value}
            error={message && validationText(message, messages)}
          />
        );
      })}
      <DateOfBirthField
        label="Geburtsdatum (Pflichtfeld, leer)"
        requiredLabel="Pflichtfeld"
        required
        messages={messages}
        today={today}
        error={messages.required}
      />
      <DateOfBirthField
        label="Geburtsdatum (gesperrt)"
        messages={messages}
        today={today}
        defaultValue="07.11.1985"
        disabled
      />
    </div>
  ),
};

export const ValidDate: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('The input is labelled, described by the format and asks for the number pad.', async () => {
      await expect(field).toHaveAccessibleDescription(args.description);
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await expect(field).toHaveAttribute('autocomplete', 'bday');
    });
    await step('Typing the digits of a date writes it with dots.', async () => {
      await userEvent.type(field, '01021990');
      await expect(field).toHaveValue('01.02.1990');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('01.02.1990', {
        ok: true,
        date: { day: 1, month: 2, year: 1990 },
      });
    });
    await step('Leaving it shows no error.', async () => {
      await userEvent.tab();
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(announcer(canvasElement)).toHaveTextContent('');
    });
  },
};

export const ShortDateIsPadded: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('1.2.1990, as many write it, becomes 01.02.1990.', async () => {
      await userEvent.type(field, '1.2.1990');
      await expect(field).toHaveValue('01.02.1990');
    });
    await step('A pasted date with slashes becomes the same.', async () => {
      await userEvent.clear(field);
      await userEvent.paste('1/2/1990');
      await expect(field).toHaveValue('01.02.1990');
    });
  },
};

const invalid = [
  ['12.03.19', 'format'],
  ['32.01.1990', 'day'],
  ['15.13.1990', 'month'],
  ['01.01.1899', 'year'],
  ['31.02.1990', 'notADate'],
  ['15.06.2025', 'notInPast'],
] as const;

export const InvalidDatesShowTheirMessage: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    for (const [value, reason] of invalid) {
      const text = args.messages.dateOfBirth[reason].replace('{{min}}', '1900');
      await step(
        `${value} shows “${text}” when the customer leaves the field, and it is announced.`,
        async () => {
          await enter(field, value);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveAccessibleErrorMessage(text);
          await expect(field).toHaveAccessibleDescription(`${args.description} ${text}`);
          await expect(announcer(canvasElement)).toHaveTextContent(`${args.label} ${text}`);
        },
      );
    }
  },
};

export const ErrorFollowsTheCorrection: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('A day that does not exist shows an error on leaving the field.', async () => {
      await enter(field, '30021988');
      await expect(field).toHaveAccessibleErrorMessage(args.messages.dateOfBirth.notADate);
    });
    await step('Correcting the day removes the error while typing.', async () => {
      await userEvent.click(field);
      field.setSelectionRange(0, 2);
      await userEvent.keyboard('28');
      await expect(field).toHaveValue('28.02.1988');
      await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
      await expect(canvasElement.querySelector('[data-slot="field-error"]')).toBeNull();
    });
  },
};

export const EmptyIsValid: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('Tabbing through the empty field shows no error.', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.tab();
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
    await step('A date typed and deleted again is valid too (§5: empty is valid).', async () => {
      await enter(field, '0102');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await enter(field, '');
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, new RegExp(`^${args.label}`));
    await step('The field is required, and its label says so.', async () => {
      await expect(field).toBeRequired();
      await expect(field).toHaveAccessibleName(`${args.label} ${args.requiredLabel}`);
    });
    await step('Emptying it shows the required message.', async () => {
      await enter(field, '1');
      await enter(field, '');
      await expect(field).toHaveAccessibleErrorMessage(args.messages.required!);
    });
  },
};

export const French: Story = {
  args: {
    label: formFieldTexts.fr.dateOfBirth,
    description: 'Format : JJ.MM.AAAA',
    placeholder: 'JJ.MM.AAAA',
    requiredLabel: 'obligatoire',
    messages: validationTexts.fr,
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('A date in the future shows the French message.', async () => {
      await enter(field, '14072031');
      await expect(field).toHaveAccessibleErrorMessage('La date de naissance doit se situer dans le passé.');
    });
    await step('A year before 1900 fills in the year in the message.', async () => {
      await enter(field, '14071789');
      await expect(field).toHaveAccessibleErrorMessage('L’année ne peut pas être antérieure à 1900.');
    });
  },
};

export const Polish: Story = {
  args: {
    label: formFieldTexts.pl.dateOfBirth,
    description: 'Format: DD.MM.RRRR',
    placeholder: 'DD.MM.RRRR',
    requiredLabel: 'wymagane',
    messages: validationTexts.pl,
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('A thirteenth month shows the Polish message.', async () => {
      await enter(field, '11131990');
      await expect(field).toHaveAccessibleErrorMessage('Miesiąc musi mieścić się w przedziale od 1 do 12.');
    });
  },
};

export const Czech: Story = {
  args: {
    label: formFieldTexts.cs.dateOfBirth,
    description: 'Formát: DD.MM.RRRR',
    placeholder: 'DD.MM.RRRR',
    requiredLabel: 'povinné',
    messages: validationTexts.cs,
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('29 February of a year that is no leap year shows the Czech message.', async () => {
      await enter(field, '29022023');
      await expect(field).toHaveAccessibleErrorMessage('Toto datum neexistuje.');
    });
    await step('29 February of a leap year is fine.', async () => {
      await enter(field, '29022024');
      await expect(field).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('The input fits the screen and takes a date.', async () => {
      await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await userEvent.type(field, '31121999');
      await expect(field).toHaveValue('31.12.1999');
    });
  },
};
