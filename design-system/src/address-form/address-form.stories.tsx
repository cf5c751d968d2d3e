import type { CountryCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AddressForm,
  type AddressFormLabels,
  type AddressFormSubmitValues,
  type AddressFormValues,
} from './address-form.tsx';
import { formFieldTexts, validationTexts } from './form-texts.fixtures.ts';

const labels = {
  de: {
    ...formFieldTexts.de,
    country: 'Land',
    addition: 'Adresszusatz',
    optional: '(optional)',
    submit: 'Adresse speichern',
  },
  fr: {
    ...formFieldTexts.fr,
    country: 'Pays',
    addition: 'Complément d’adresse',
    optional: '(facultatif)',
    submit: 'Enregistrer l’adresse',
  },
  pl: {
    ...formFieldTexts.pl,
    country: 'Kraj',
    addition: 'Uzupełnienie adresu',
    optional: '(opcjonalnie)',
    submit: 'Zapisz adres',
  },
  cs: {
    ...formFieldTexts.cs,
    country: 'Země',
    addition: 'Doplněk adresy',
    optional: '(nepovinné)',
    submit: 'Uložit adresu',
  },
} satisfies Record<string, AddressFormLabels>;

const countryNames = {
  de: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', IT: 'Italien', PL: 'Polen', CZ: 'Tschechien' },
  fr: { DE: 'Allemagne', AT: 'Autriche', CH: 'Suisse', IT: 'Italie', PL: 'Pologne', CZ: 'Tchéquie' },
  pl: { DE: 'Niemcy', AT: 'Austria', CH: 'Szwajcaria', IT: 'Włochy', PL: 'Polska', CZ: 'Czechy' },
  cs: { DE: 'Německo', AT: 'Rakousko', CH: 'Švýcarsko', IT: 'Itálie', PL: 'Polsko', CZ: 'Česko' },
} as const satisfies Record<string, Record<CountryCode, string>>;

type AddressFormStoryArgs = {
  labels: AddressFormLabels;
  messages: (typeof validationTexts)[keyof typeof validationTexts];
  countryLabels: Record<CountryCode, string>;
  countries?: readonly CountryCode[];
  defaultValues?: Partial<AddressFormValues>;
  submitting: boolean;
  onSubmit: (values: AddressFormSubmitValues) => void;
};

function AddressFormExample(args: AddressFormStoryArgs) {
  return <AddressForm {...args} aria-label="Lieferadresse" className="max-w-2xl" />;
}

const meta = {
  title: 'Design system/Form patterns/AddressForm',
  component: AddressFormExample,
  parameters: { layout: 'padded' },
  args: {
    labels: labels.de,
    messages: validationTexts.de,
    countryLabels: countryNames.de,
    countries: ['DE', 'AT', 'CH', 'IT', 'PL', 'CZ'],
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddressFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement, text: AddressFormLabels) {
  const canvas = within(canvasElement);
  const box = (name: string) => canvas.getByRole('textbox', { name });
  return {
    firstName: box(text.firstName),
    lastName: box(text.lastName),
    country: canvas.getByRole('combobox', { name: text.country }),
    street: box(text.street),
    houseNumber: box(text.houseNumber),
    addition: box(`${text.addition} ${text.optional}`),
    zipCode: box(text.zipCode),
    city: box(text.city),
    submit: canvas.getByRole('button', { name: text.submit }),
  };
}

async function chooseCountry(canvasElement: HTMLElement, trigger: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await body.findByRole('listbox');
  const option = within(listbox).getByRole('option', { name });
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(option);
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Default: Story = {};

const filled: Partial<AddressFormValues> = {
  firstName: 'Katarzyna',
  lastName: 'Nowak-Kowalska',
  country: 'PL',
  street: 'ul. Marszałkowska',
  houseNumber: '84/92',
  addition: 'lokal 12',
  zipCode: '00-514',
  city: 'Warszawa',
};

/** Empty, filled, every field in error (as the server may answer) and saving: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-12 xl:grid-cols-2">
      <AddressForm {...args} aria-label="Leer" />
      <AddressForm
        {...args}
        aria-label="Ausgefüllt"
        labels={labels.pl}
        messages={validationTexts.pl}
        countryLabels={countryNames.pl}
        defaultValues={filled}
      />
      <AddressForm
        {...args}
        aria-label="Mit Fehlern"
        defaultValues={{
          firstName: 'Jürgen2',
          lastName: '-Huber',
          street: '',
          zipCode: '1011',
          country: 'AT',
        }}
        errors={{
          firstName: validationTexts.de.name.characters,
          lastName: validationTexts.de.name.separatorAtEdge,
          street: validationTexts.de.required,
          houseNumber: validationTexts.de.required,
          zipCode: validationTexts.de.zipCode,
          city: validationTexts.de.required,
        }}
      />
      <AddressForm
        {...args}
        aria-label="Wird gespeichert"
        labels={labels.cs}
        messages={validationTexts.cs}
        countryLabels={countryNames.cs}
        defaultValues={{
          firstName: 'Jana',
          lastName: 'Nováková',
          country: 'CZ',
          street: 'Vinohradská',
          houseNumber: '1511/230',
          zipCode: '100 00',
          city: 'Praha',
        }}
        submitting
      />
    </div>
  ),
};

export const FillingAndSubmitting: Story = {
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step(
      'Each field is labelled and has its autofill token; the extra line is marked optional.',
      async () => {
        await expect(form.firstName).toHaveAttribute('autocomplete', 'given-name');
        await expect(form.zipCode).toHaveAttribute('autocomplete', 'postal-code');
        await expect(form.zipCode).toHaveAttribute('inputmode', 'numeric');
        await expect(form.addition).not.toBeRequired();
        await expect(form.street).toBeRequired();
        await expect(form.country).toHaveTextContent('Deutschland');
      },
    );
    await step('Tab walks the fields in order while the customer types.', async () => {
      await userEvent.click(form.firstName);
      await userEvent.keyboard(' Anna ');
      await userEvent.tab();
      await expect(form.lastName).toHaveFocus();
      await userEvent.keyboard('Müller-Lüdenscheidt');
      await userEvent.tab();
      await expect(form.country).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('Friedrichstraße');
      await userEvent.tab();
      await userEvent.keyboard('68a');
      await userEvent.tab();
      await expect(form.addition).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('10117');
      await userEvent.tab();
      await userEvent.keyboard('Berlin');
    });
    await step('Enter submits the address, trimmed, with its country.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Anna',
        lastName: 'Müller-Lüdenscheidt',
        country: 'DE',
        street: 'Friedrichstraße',
        houseNumber: '68a',
        zipCode: '10117',
        city: 'Berlin',
      });
    });
  },
};

export const SubmitFocusesTheFirstInvalidField: Story = {
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    const required = args.messages.required;
    await step(
      'Submitting the empty form marks every required field and focuses the first name.',
      async () => {
        await userEvent.click(form.submit);
        await waitFor(() => expect(form.firstName).toHaveFocus());
        await expect(form.firstName).toHaveAccessibleErrorMessage(required);
        for (const field of [form.lastName, form.street, form.houseNumber, form.zipCode, form.city]) {
          await expect(field).toHaveAttribute('aria-invalid', 'true');
        }
        await expect(form.addition).not.toHaveAttribute('aria-invalid');
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    );
    await step('With the names given, submit moves the focus to the street.', async () => {
      await userEvent.type(form.firstName, 'Anna');
      await expect(form.firstName).not.toHaveAttribute('aria-invalid');
      await userEvent.type(form.lastName, 'Huber');
      await userEvent.click(form.submit);
      await waitFor(() => expect(form.street).toHaveFocus());
      await expect(form.street).toHaveAccessibleErrorMessage(required);
    });
    await step('A zip code too short for the country is the next field in error.', async () => {
      await userEvent.type(form.street, 'Mariahilfer Straße');
      await userEvent.type(form.houseNumber, '12');
      await userEvent.type(form.zipCode, '1060');
      await userEvent.type(form.city, 'Berlin');
      await userEvent.click(form.submit);
      await waitFor(() => expect(form.zipCode).toHaveFocus());
      await expect(form.zipCode).toHaveAccessibleErrorMessage(args.messages.zipCode);
    });
    await step('Completing it lets the address through.', async () => {
      await userEvent.keyboard('9');
      await userEvent.click(form.submit);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    });
  },
};

export const ValidationOnLeavingAField: Story = {
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    const announcer = canvasElement.querySelector('[data-slot="address-form-announcer"]');
    await step('Tabbing through untouched fields shows no errors.', async () => {
      await userEvent.click(form.firstName);
      await userEvent.tab();
      await userEvent.tab();
      await expect(form.firstName).not.toHaveAttribute('aria-invalid');
      await expect(form.lastName).not.toHaveAttribute('aria-invalid');
    });
    const cases = [
      [form.firstName, 'Jürgen2', args.messages.name.characters],
      [form.firstName, 'Anna--Maria', args.messages.name.separatorRun],
      [form.lastName, 'Huber-', args.messages.name.separatorAtEdge],
      [form.street, 'Hauptstraße '.repeat(6), 'Bitte geben Sie höchstens 60 Zeichen ein.'],
      [form.houseNumber, '12345678901', 'Bitte geben Sie höchstens 10 Zeichen ein.'],
      [form.zipCode, '1011', args.messages.zipCode],
    ] as const;
    for (const [field, value, text] of cases) {
      await step(`“${value.trim()}” shows “${text}” on leaving, and it is announced.`, async () => {
        await userEvent.clear(field);
        await userEvent.type(field, value);
        await userEvent.tab();
        await expect(field).toHaveAccessibleErrorMessage(text);
        await expect(announcer).toHaveTextContent(text);
      });
    }
    await step('Correcting a field removes its error while typing.', async () => {
      await userEvent.click(form.zipCode);
      await userEvent.keyboard('5');
      await expect(form.zipCode).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const ZipCodeMaskFollowsTheCountry: Story = {
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step('Germany takes five digits and cuts off the rest.', async () => {
      await userEvent.type(form.zipCode, '101155');
      await expect(form.zipCode).toHaveValue('10115');
    });
    await step('Switching to Poland fits the zip code into NN-NNN.', async () => {
      await chooseCountry(canvasElement, form.country, 'Polen');
      await expect(form.zipCode).toHaveValue('10-115');
      await userEvent.clear(form.zipCode);
      await userEvent.type(form.zipCode, '00950');
      await expect(form.zipCode).toHaveValue('00-950');
    });
    await step('Czechia writes NNN NN.', async () => {
      await chooseCountry(canvasElement, form.country, 'Tschechien');
      await userEvent.clear(form.zipCode);
      await userEvent.type(form.zipCode, '11000');
      await expect(form.zipCode).toHaveValue('110 00');
    });
    await step('Switzerland takes four digits; a longer code is cut to fit.', async () => {
      await chooseCountry(canvasElement, form.country, 'Schweiz');
      await expect(form.zipCode).toHaveValue('1100');
    });
  },
};

export const French: Story = {
  args: {
    labels: labels.fr,
    messages: validationTexts.fr,
    countryLabels: countryNames.fr,
    countries: ['CH', 'DE', 'AT', 'IT'],
  },
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step('The Swiss shop starts with Switzerland and a four-digit zip code.', async () => {
      await expect(form.country).toHaveTextContent('Suisse');
      await userEvent.type(form.zipCode, '12011');
      await expect(form.zipCode).toHaveValue('1201');
    });
    await step('Submitting shows the French messages and focuses the first name.', async () => {
      await userEvent.type(form.lastName, "D'Alembert");
      await userEvent.click(form.submit);
      await waitFor(() => expect(form.firstName).toHaveFocus());
      await expect(form.firstName).toHaveAccessibleErrorMessage('Ce champ est obligatoire.');
      await expect(form.lastName).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Polish: Story = {
  args: {
    labels: labels.pl,
    messages: validationTexts.pl,
    countryLabels: countryNames.pl,
    countries: ['PL'],
  },
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step('A name with a digit shows the Polish message.', async () => {
      await userEvent.type(form.firstName, 'Łukasz2');
      await userEvent.tab();
      await expect(form.firstName).toHaveAccessibleErrorMessage(args.messages.name.characters);
    });
    await step('The Polish zip code gets its hyphen and a short one is refused.', async () => {
      await userEvent.type(form.zipCode, '0095');
      await expect(form.zipCode).toHaveValue('00-95');
      await userEvent.tab();
      await expect(form.zipCode).toHaveAccessibleErrorMessage('Wpisz prawidłowy kod pocztowy.');
    });
  },
};

export const Czech: Story = {
  args: {
    labels: labels.cs,
    messages: validationTexts.cs,
    countryLabels: countryNames.cs,
    countries: ['CZ'],
    defaultValues: {
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Vinohradská',
      houseNumber: '1511/230',
    },
  },
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step(
      'Submitting with zip code and city missing focuses the zip code with the Czech message.',
      async () => {
        await userEvent.click(form.submit);
        await waitFor(() => expect(form.zipCode).toHaveFocus());
        await expect(form.zipCode).toHaveAccessibleErrorMessage('Toto pole je povinné.');
      },
    );
    await step('With them filled the address is sent.', async () => {
      await userEvent.keyboard('11000');
      await userEvent.type(form.city, 'Praha');
      await userEvent.click(form.submit);
      await expect(args.onSubmit).toHaveBeenCalledOnce();
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Jana',
        lastName: 'Nováková',
        country: 'CZ',
        street: 'Vinohradská',
        houseNumber: '1511/230',
        zipCode: '110 00',
        city: 'Praha',
      });
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step(
      'On a phone the fields stack in one column, and the button is as wide as they are.',
      async () => {
        const first = form.firstName.getBoundingClientRect();
        const last = form.lastName.getBoundingClientRect();
        await expect(last.top).toBeGreaterThan(first.bottom);
        await expect(last.left).toBe(first.left);
        await expect(form.submit.getBoundingClientRect().width).toBeCloseTo(first.width, 0);
        await expect(first.right).toBeLessThanOrEqual(375);
      },
    );
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const form = fields(canvasElement, args.labels);
    await step('Wide enough, names, street and number, zip code and city sit side by side.', async () => {
      const top = (element: HTMLElement) => element.getBoundingClientRect().top;
      await expect(top(form.lastName)).toBe(top(form.firstName));
      await expect(top(form.houseNumber)).toBe(top(form.street));
      await expect(top(form.city)).toBe(top(form.zipCode));
      await expect(form.zipCode.getBoundingClientRect().width).toBeLessThan(
        form.city.getBoundingClientRect().width,
      );
    });
  },
};
