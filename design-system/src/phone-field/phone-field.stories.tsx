import type { CountryCode, PhoneNumberInput } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formFieldTexts, validationTexts } from '../address-form/form-texts.fixtures.ts';
import { PhoneField, type PhoneFieldMessages } from './phone-field.tsx';

const countryNames = {
  de: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', IT: 'Italien', PL: 'Polen', CZ: 'Tschechien' },
  fr: { DE: 'Allemagne', AT: 'Autriche', CH: 'Suisse', IT: 'Italie', PL: 'Pologne', CZ: 'Tchéquie' },
  pl: { DE: 'Niemcy', AT: 'Austria', CH: 'Szwajcaria', IT: 'Włochy', PL: 'Polska', CZ: 'Czechy' },
  cs: { DE: 'Německo', AT: 'Rakousko', CH: 'Švýcarsko', IT: 'Itálie', PL: 'Polsko', CZ: 'Česko' },
} as const satisfies Record<string, Record<CountryCode, string>>;

type PhoneStoryArgs = {
  label: string;
  countryCodeLabel: string;
  countryLabels: Record<CountryCode, string>;
  countries?: readonly CountryCode[];
  description: string;
  placeholder?: string;
  messages: PhoneFieldMessages;
  requiredLabel: string;
  required: boolean;
  disabled: boolean;
  defaultValue?: PhoneNumberInput;
  onValueChange: (value: PhoneNumberInput) => void;
};

function PhoneExample(args: PhoneStoryArgs) {
  return <PhoneField {...args} className="w-80 max-w-full" />;
}

const meta = {
  title: 'Design system/Form patterns/PhoneField',
  component: PhoneExample,
  args: {
    label: formFieldTexts.de.phone,
    countryCodeLabel: formFieldTexts.de.phoneCountryCode,
    countryLabels: countryNames.de,
    description: 'Für Rückfragen zu Ihrer Brillenbestellung.',
    messages: validationTexts.de,
    requiredLabel: 'Pflichtfeld',
    required: false,
    disabled: false,
    onValueChange: fn(),
  },
} satisfies Meta<typeof PhoneExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement, label: string, countryCodeLabel: string) {
  const canvas = within(canvasElement);
  return {
    picker: canvas.getByRole('combobox', { name: countryCodeLabel }),
    number: canvas.getByRole('textbox', { name: new RegExp(`^${label}`) }),
  };
}

function announcer(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="phone-field-announcer"]');
}

async function enter(number: HTMLElement, value: string) {
  await userEvent.clear(number);
  if (value) await userEvent.type(number, value);
  await userEvent.tab();
}

export const Default: Story = {};

/** Empty, filled for several countries, each error, required and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: ({ countryLabels, messages }) => {
    const common = { countryCodeLabel: 'Ländervorwahl', countryLabels, messages };
    return (
      <div className="grid grid-cols-1 gap-x-8 gap-y-6 sm:grid-cols-2">
        <PhoneField {...common} label="Telefonnummer (leer)" />
        <PhoneField
          {...common}
          label="Telefonnummer (Österreich)"
          description="Für Rückfragen zu Ihrer Bestellung."
          defaultValue={{ countryCode: '+43', number: '0664 1234567' }}
        />
        <PhoneField
          {...common}
          label="Telefonnummer (Tschechien)"
          defaultValue={{ countryCode: '+420', number: '602 123 456' }}
        />
        <PhoneField
          {...common}
          label="Telefonnummer (zu kurz)"
          defaultValue={{ countryCode: '+49', number: '0301' }}
          error="Die Telefonnummer muss mindestens 5 Ziffern haben."
        />
        <PhoneField
          {...common}
          label="Telefonnummer (Zeichen)"
          defaultValue={{ countryCode: '+41', number: '044 abc 12' }}
          error={messages.phone.characters}
        />
        <PhoneField
          {...common}
          label="Telefonnummer (Pflichtfeld)"
          required
          requiredLabel="Pflichtfeld"
          error={messages.required}
        />
        <PhoneField
          {...common}
          label="Telefonnummer (gesperrt)"
          disabled
          defaultValue={{ countryCode: '+39', number: '06 1234 5678' }}
        />
      </div>
    );
  },
};

export const Anatomy: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Picker and number sit in a group named by the field’s label.', async () => {
      const group = canvas.getByRole('group', { name: args.label });
      await expect(group).toContainElement(picker);
      await expect(group).toContainElement(number);
    });
    await step('The picker shows the first country’s code; the number is a phone input.', async () => {
      await expect(picker).toHaveTextContent('DE +49');
      await expect(number).toHaveAttribute('type', 'tel');
      await expect(number).toHaveAttribute('autocomplete', 'tel-national');
      await expect(number).toHaveAccessibleDescription(args.description);
    });
    await step('Tab goes to the picker, then to the number.', async () => {
      await userEvent.tab();
      await expect(picker).toHaveFocus();
      await userEvent.tab();
      await expect(number).toHaveFocus();
    });
  },
};

export const ValidNumber: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('A German number with spaces passes when the customer leaves the field.', async () => {
      await enter(number, '030 1234567');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        countryCode: '+49',
        number: '030 1234567',
      });
    });
  },
};

export const ChoosingACountryByKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Enter on the picker opens the list of countries with their codes.', async () => {
      picker.focus();
      await userEvent.keyboard('{Enter}');
      const listbox = await body.findByRole('listbox');
      await waitFor(() =>
        expect(within(listbox).getByRole('option', { name: 'Deutschland +49' })).toHaveFocus(),
      );
      await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    });
    await step('ArrowDown and Enter choose Austria; the picker shows AT +43.', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(picker).toHaveTextContent('AT +43');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ countryCode: '+43', number: '' });
    });
    await step('The number goes with the chosen code.', async () => {
      await waitFor(() => expect(picker).toHaveFocus());
      await userEvent.tab();
      await expect(number).toHaveFocus();
      await userEvent.keyboard('0664 1234567');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        countryCode: '+43',
        number: '0664 1234567',
      });
    });
  },
};

export const InvalidNumbersShowTheirMessage: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { number } = parts(canvasElement, args.label, args.countryCodeLabel);
    const cases = [
      ['1234', 'Die Telefonnummer muss mindestens 5 Ziffern haben.'],
      ['0176 abc 45', args.messages.phone.characters],
      ['01761234567890123', 'Die Telefonnummer darf höchstens 16 Ziffern haben.'],
    ] as const;
    for (const [value, text] of cases) {
      await step(
        `“${value}” shows “${text}” when the customer leaves the field, and it is announced.`,
        async () => {
          await enter(number, value);
          await expect(number).toHaveAttribute('aria-invalid', 'true');
          await expect(number).toHaveAccessibleErrorMessage(text);
          await expect(announcer(canvasElement)).toHaveTextContent(`${args.label} ${text}`);
        },
      );
    }
  },
};

export const ErrorFollowsTheCorrection: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Four digits are too few.', async () => {
      await enter(number, '0301');
      await expect(number).toHaveAttribute('aria-invalid', 'true');
    });
    await step('A fifth digit removes the error while typing.', async () => {
      await userEvent.click(number);
      await userEvent.keyboard('2');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
      await expect(canvasElement.querySelector('[data-slot="field-error"]')).toBeNull();
    });
  },
};

export const MissingCountryCode: Story = {
  args: { defaultValue: { countryCode: '', number: '030 1234567' } },
  play: async ({ args, canvasElement, step }) => {
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Without a calling code, the error marks the picker, not the number.', async () => {
      number.focus();
      await userEvent.tab();
      const text = args.messages.phone.countryCode;
      await expect(picker).toHaveAttribute('aria-invalid', 'true');
      await expect(picker).toHaveAccessibleErrorMessage(text);
      await expect(number).toHaveAttribute('aria-invalid', 'false');
    });
  },
};

export const EmptyIsValid: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Leaving the empty number shows no error (§5: empty is valid).', async () => {
      await enter(number, '12');
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await enter(number, '');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvasElement, step }) => {
    const { number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('A required field says so and asks for a number once emptied.', async () => {
      await expect(number).toBeRequired();
      await enter(number, '1');
      await enter(number, '');
      await expect(number).toHaveAccessibleErrorMessage(args.messages.required!);
    });
  },
};

export const French: Story = {
  args: {
    label: formFieldTexts.fr.phone,
    countryCodeLabel: formFieldTexts.fr.phoneCountryCode,
    countryLabels: countryNames.fr,
    countries: ['CH', 'DE', 'AT', 'IT'],
    description: 'Pour toute question concernant votre commande.',
    messages: validationTexts.fr,
    requiredLabel: 'obligatoire',
  },
  play: async ({ args, canvasElement, step }) => {
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('The Swiss shop offers Switzerland first.', async () => {
      await expect(picker).toHaveTextContent('CH +41');
    });
    await step('A short number shows the French message with the minimum filled in.', async () => {
      await enter(number, '079');
      await expect(number).toHaveAccessibleErrorMessage(
        'Le numéro de téléphone doit comporter au moins 5 chiffres.',
      );
    });
  },
};

export const Polish: Story = {
  args: {
    label: formFieldTexts.pl.phone,
    countryCodeLabel: formFieldTexts.pl.phoneCountryCode,
    countryLabels: countryNames.pl,
    countries: ['PL', 'DE', 'CZ'],
    description: 'W razie pytań dotyczących zamówienia.',
    messages: validationTexts.pl,
    requiredLabel: 'wymagane',
  },
  play: async ({ args, canvasElement, step }) => {
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('A Polish number with letters shows the Polish message.', async () => {
      await expect(picker).toHaveTextContent('PL +48');
      await enter(number, '600 ABC 789');
      await expect(number).toHaveAccessibleErrorMessage(args.messages.phone.characters);
    });
    await step('A Polish mobile number passes.', async () => {
      await enter(number, '600 123 789');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const Czech: Story = {
  args: {
    label: formFieldTexts.cs.phone,
    countryCodeLabel: formFieldTexts.cs.phoneCountryCode,
    countryLabels: countryNames.cs,
    countries: ['CZ', 'DE', 'AT', 'PL'],
    description: 'Pro dotazy k vaší objednávce.',
    messages: validationTexts.cs,
    requiredLabel: 'povinné',
  },
  play: async ({ args, canvasElement, step }) => {
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step(
      'The Czech code +420 fits the picker, and a too long number shows the Czech message.',
      async () => {
        await expect(picker).toHaveTextContent('CZ +420');
        await enter(number, '602 123 456 789 012 345');
        await expect(number).toHaveAccessibleErrorMessage('Telefonní číslo smí mít nejvýše 16 číslic.');
      },
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const { picker, number } = parts(canvasElement, args.label, args.countryCodeLabel);
    await step('Picker and number sit side by side within the screen.', async () => {
      const pickerBox = picker.getBoundingClientRect();
      const numberBox = number.getBoundingClientRect();
      await expect(numberBox.left).toBeGreaterThanOrEqual(pickerBox.right);
      await expect(numberBox.right).toBeLessThanOrEqual(375);
      await expect(numberBox.width).toBeGreaterThan(150);
    });
  },
};
