import { getShopByCode, type ShopCode } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockDataProvider } from '../block-data/block-data-provider.tsx';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { prescriptionLoaderFixtures } from './prescription-loader.fixtures.ts';
import {
  initialPrescriptionLoaderState,
  maxDocumentBytes,
  transition,
  type PrescriptionLoaderEvent,
} from './prescription-loader.machine.ts';
import { PrescriptionLoaderContentSchema } from './prescription-loader.schema.ts';
import {
  PrescriptionLoader,
  PrescriptionLoaderProvider,
  PrescriptionLoaderView,
} from './prescription-loader.tsx';

/*
 * Default and the behaviour stories take props and spies for the callbacks; the language and
 * broken-content stories render the raw CMS fixtures through the block renderer inside the
 * page's providers, as the shop does.
 */
type Language = keyof typeof prescriptionLoaderFixtures;

const content = {
  de: PrescriptionLoaderContentSchema.parse(prescriptionLoaderFixtures.de),
  fr: PrescriptionLoaderContentSchema.parse(prescriptionLoaderFixtures.fr),
  pl: PrescriptionLoaderContentSchema.parse(prescriptionLoaderFixtures.pl),
  cs: PrescriptionLoaderContentSchema.parse(prescriptionLoaderFixtures.cs),
};

/** Marks a story's content with its language, as the shop's page does (WCAG 3.1.2), and gives it the block texts. */
function inLanguage(lang: Language) {
  return (Story: () => ReactNode) => (
    <BlockTextsProvider locale={lang}>
      <div lang={lang}>
        <Story />
      </div>
    </BlockTextsProvider>
  );
}

/** A 1×1 PNG, as a photo of a prescription would arrive from the file dialog. */
function photo(name = 'brillenpass.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

function pdf(name = 'Rezept Augenarzt.pdf'): File {
  return new File(['%PDF-1.4\n% Brillenverordnung\n'], name, { type: 'application/pdf' });
}

/** The eye's group of fields, by its legend. */
function eye(canvasElement: HTMLElement, legend: string) {
  return within(within(canvasElement).getByRole('group', { name: legend }));
}

const meta = {
  title: 'CMS Blocks/Prescription Loader',
  component: PrescriptionLoader,
  parameters: { layout: 'fullscreen' },
  args: {
    ...content.de,
    onSavePrescription: fn(() => Promise.resolve({ id: 'rx-1' })),
    onPrescriptionDocument: fn(() => Promise.resolve()),
  },
  argTypes: { onSavePrescription: { control: false }, onPrescriptionDocument: { control: false } },
  decorators: [inLanguage('de')],
} satisfies Meta<typeof PrescriptionLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a varifocal prescription by keyboard alone, each value written in its §5 format on leaving. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const right = eye(canvasElement, 'Rechtes Auge (R)');
    const left = eye(canvasElement, 'Linkes Auge (L)');
    await step('The first tab stop is the way of giving the prescription: values are chosen.', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Werte eingeben' })).toHaveFocus();
      await expect(canvas.getByRole('radio', { name: 'Werte eingeben' })).toBeChecked();
    });
    await step('The name is required and described.', async () => {
      await userEvent.tab();
      const name = canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' });
      await expect(name).toHaveFocus();
      await expect(name).toBeRequired();
      await expect(name).toHaveAccessibleDescription('Zum Beispiel „Lesebrille“ oder „Brille fürs Büro“.');
      await userEvent.keyboard('Gleitsichtbrille');
    });
    await step(
      'Each value field names its unit and range, and takes the value as written on the prescription.',
      async () => {
        await expect(right.getByRole('textbox', { name: 'Sphäre (SPH)' })).toHaveAccessibleDescription(
          '-20,00 bis +20,00',
        );
        for (const value of ['-2,5', '-0.75', '90', '2', '31,5']) {
          await userEvent.tab();
          await userEvent.keyboard(value);
        }
        await userEvent.tab();
        await userEvent.keyboard('−1,75');
        await userEvent.tab();
      },
    );
    await step('Leaving a field writes its value in the §5 format.', async () => {
      await expect(right.getByRole('textbox', { name: 'Sphäre (SPH)' })).toHaveValue('-2,50');
      await expect(right.getByRole('textbox', { name: 'Zylinder (ZYL)' })).toHaveValue('-0,75');
      await expect(right.getByRole('textbox', { name: 'Achse (A)' })).toHaveValue('90');
      await expect(right.getByRole('textbox', { name: 'Addition (ADD)' })).toHaveValue('+2,00');
      await expect(right.getByRole('textbox', { name: 'Pupillendistanz (PD)' })).toHaveValue('31,5');
      await expect(left.getByRole('textbox', { name: 'Sphäre (SPH)' })).toHaveValue('-1,75');
    });
    await step('Enter on the button hands savePrescription’s payload to the page.', async () => {
      canvas.getByRole('button', { name: 'Brillenpass speichern' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSavePrescription).toHaveBeenCalledWith({
        name: 'Gleitsichtbrille',
        values: {
          right: { sphere: -2.5, cylinder: -0.75, axis: 90, addition: 2, pd: 31.5 },
          left: { sphere: -1.75 },
        },
        measuredOn: null,
      });
    });
    await step('The confirmation replaces the form and takes the focus.', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: 'Ihr Brillenpass ist gespeichert' })).toHaveFocus(),
      );
      await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    });
    await step('Another prescription starts empty.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Weiteren Brillenpass angeben' }));
      await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' })).toHaveValue('');
    });
  },
};

/** The §5 rules, each named in its field's error, and the focus on the first field to fix. */
export const FieldErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const right = eye(canvasElement, 'Rechtes Auge (R)');
    const left = eye(canvasElement, 'Linkes Auge (L)');
    const errorOf = (input: HTMLElement) =>
      canvasElement.ownerDocument.getElementById(input.getAttribute('aria-errormessage') ?? '');

    await step('Saving nothing: the name is required and a value is asked for.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      const name = canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' });
      await expect(name).toHaveFocus();
      await expect(name).toHaveAccessibleErrorMessage('Dieses Feld ist erforderlich.');
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'Bitte geben Sie mindestens einen Wert Ihres Brillenpasses ein.',
      );
    });
    await step('A value off its step is named on leaving the field, and announced.', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' }), 'Büro');
      const sphere = right.getByRole('textbox', { name: 'Sphäre (SPH)' });
      await userEvent.type(sphere, '-2,3');
      await userEvent.tab();
      await expect(sphere).toHaveAccessibleErrorMessage('Bitte wählen Sie einen Wert in Schritten von 0,25.');
      await expect(errorOf(sphere)).toHaveAttribute('data-rule', 'validation.prescription.step');
      await expect(
        canvasElement.querySelector('[data-slot="prescription-loader-announcer"]'),
      ).toHaveTextContent(
        'Sphäre (SPH), Rechtes Auge (R): Bitte wählen Sie einen Wert in Schritten von 0,25.',
      );
    });
    await step('Typing again clears the error.', async () => {
      const sphere = right.getByRole('textbox', { name: 'Sphäre (SPH)' });
      await userEvent.clear(sphere);
      await userEvent.type(sphere, '-2,25');
      await expect(sphere).not.toHaveAttribute('aria-invalid');
    });
    await step('Out of range and not a number are named too.', async () => {
      await userEvent.type(left.getByRole('textbox', { name: 'Sphäre (SPH)' }), '-24');
      await userEvent.type(left.getByRole('textbox', { name: 'Pupillendistanz (PD)' }), 'ca. 32');
      await userEvent.tab();
      await expect(left.getByRole('textbox', { name: 'Sphäre (SPH)' })).toHaveAccessibleErrorMessage(
        'Der Wert muss zwischen -20,00 und +20,00 liegen.',
      );
      await expect(left.getByRole('textbox', { name: 'Pupillendistanz (PD)' })).toHaveAccessibleErrorMessage(
        'Bitte geben Sie eine Zahl ein.',
      );
    });
    await step('A cylinder needs its axis: saving focuses the first field to fix.', async () => {
      await userEvent.clear(left.getByRole('textbox', { name: 'Sphäre (SPH)' }));
      await userEvent.type(left.getByRole('textbox', { name: 'Sphäre (SPH)' }), '-2');
      await userEvent.clear(left.getByRole('textbox', { name: 'Pupillendistanz (PD)' }));
      await userEvent.type(right.getByRole('textbox', { name: 'Zylinder (ZYL)' }), '-1,25');
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      const axis = right.getByRole('textbox', { name: 'Achse (A)' });
      await expect(axis).toHaveFocus();
      await expect(axis).toHaveAccessibleErrorMessage('Bitte geben Sie zum Zylinder auch die Achse an.');
      await expect(errorOf(axis)).toHaveAttribute('data-rule', 'validation.prescription.axisRequired');
      await expect(args.onSavePrescription).not.toHaveBeenCalled();
    });
    await step('With the axis the prescription is saved.', async () => {
      await userEvent.type(right.getByRole('textbox', { name: 'Achse (A)' }), '175');
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      await expect(args.onSavePrescription).toHaveBeenCalledWith({
        name: 'Büro',
        values: { right: { sphere: -2.25, cylinder: -1.25, axis: 175 }, left: { sphere: -2 } },
        measuredOn: null,
      });
    });
  },
};

/** Choosing a photo or PDF: type and size checks, a preview, and the file handed to the page. */
export const Upload: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    // The hidden input takes the files; the button in front of it is the field's control.
    const input = () =>
      canvasElement.querySelector<HTMLInputElement>('[data-slot="prescription-loader-file"]')!;
    const chooser = () =>
      canvas.getByRole('button', { name: 'Foto oder PDF Ihres Brillenpasses Pflichtfeld Datei auswählen' });
    await step('The arrow key switches to the upload.', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
      await expect(canvas.getByRole('radio', { name: 'Foto oder PDF hochladen' })).toBeChecked();
      await expect(chooser()).toHaveAccessibleDescription(
        'JPG, PNG, GIF, BMP, AVIF, WEBP, PDF; höchstens 10 MB.',
      );
    });
    await step('Sending without a file asks for one and focuses the file field.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass senden' }));
      await expect(chooser()).toHaveFocus();
      await expect(chooser()).toHaveAccessibleDescription(
        'JPG, PNG, GIF, BMP, AVIF, WEBP, PDF; höchstens 10 MB. Bitte wählen Sie ein Foto oder PDF Ihres Brillenpasses.',
      );
    });
    await step('A file that is no picture, whatever its name, is refused.', async () => {
      await userEvent.upload(input(), new File(['<html></html>'], 'rezept.jpg', { type: 'text/html' }));
      await expect(chooser()).toHaveAccessibleDescription(
        /Diese Datei können wir nicht verwenden. Bitte wählen Sie ein Foto oder ein PDF.$/,
      );
    });
    await step('A file over 10 MB is refused.', async () => {
      await userEvent.upload(
        input(),
        new File([new Uint8Array(maxDocumentBytes + 1)], 'scan.jpg', { type: 'image/jpeg' }),
      );
      await expect(chooser()).toHaveAccessibleDescription(
        /Die Datei ist zu groß. Bitte wählen Sie eine Datei mit höchstens 10 MB.$/,
      );
    });
    await step('A photo is previewed from memory, nothing is uploaded yet.', async () => {
      await userEvent.upload(input(), photo());
      await expect(canvasElement.querySelector('[data-slot="field-error"]')).toBeNull();
      const preview = canvas.getByRole('img', { name: 'Vorschau von brillenpass.png' });
      await expect(preview.getAttribute('src')).toMatch(/^blob:/);
      await expect(args.onPrescriptionDocument).not.toHaveBeenCalled();
    });
    await step('The photo can be removed; a PDF is shown by its name and size.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Datei entfernen' }));
      await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
      await userEvent.upload(input(), pdf());
      await expect(canvas.getByText('Rezept Augenarzt.pdf (1 kB)')).toBeVisible();
    });
    await step('Sending hands the file to the page and confirms.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass senden' }));
      await expect(args.onPrescriptionDocument).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Rezept Augenarzt.pdf', type: 'application/pdf' }),
      );
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { name: 'Vielen Dank, Ihr Brillenpass ist angekommen' }),
        ).toHaveFocus(),
      );
    });
  },
};

let saveAttempts = 0;

/** The page could not save: the shopper is told, keeps what was typed and may try again. */
export const SaveFailed: Story = {
  args: {
    // The first save fails (the service is down), the next one succeeds.
    onSavePrescription: fn(() =>
      ++saveAttempts === 1
        ? Promise.reject(new Error('503 Service Unavailable'))
        : Promise.resolve({ id: 'rx-2' }),
    ),
  },
  beforeEach: () => {
    saveAttempts = 0;
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('A failed save is announced as an alert; the values stay.', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' }), 'Lesebrille');
      await userEvent.type(
        eye(canvasElement, 'Linkes Auge (L)').getByRole('textbox', { name: 'Addition (ADD)' }),
        '2,5',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt');
      await expect(canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' })).toHaveValue(
        'Lesebrille',
      );
    });
    await step('Trying again saves.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      await expect(args.onSavePrescription).toHaveBeenCalledTimes(2);
      await expect(
        await canvas.findByRole('heading', { name: 'Ihr Brillenpass ist gespeichert' }),
      ).toBeVisible();
    });
  },
};

function stateAfter(withAddition: boolean, events: PrescriptionLoaderEvent<File>[]) {
  return events.reduce(transition<File>, initialPrescriptionLoaderState<File>({ withAddition }));
}

const noop = fn();

/** Empty, refused, with a chosen document and saved, one language each: the screenshot target. */
export const Matrix: Story = {
  render: () => (
    <div className="flex flex-col divide-y divide-border">
      <BlockTextsProvider locale="de">
        <PrescriptionLoaderView
          {...content.de}
          state={stateAfter(true, [])}
          onEvent={noop}
          onSubmit={noop}
          lang="de"
        />
      </BlockTextsProvider>
      <BlockTextsProvider locale="fr">
        <PrescriptionLoaderView
          {...content.fr}
          state={stateAfter(true, [
            { type: 'editValue', eye: 'right', field: 'sphere', value: '-2,3' },
            { type: 'editValue', eye: 'right', field: 'cylinder', value: '-1' },
            { type: 'editValue', eye: 'left', field: 'pd', value: '45' },
            { type: 'submit' },
          ])}
          onEvent={noop}
          onSubmit={noop}
          lang="fr"
        />
      </BlockTextsProvider>
      <BlockTextsProvider locale="pl">
        <PrescriptionLoaderView
          {...content.pl}
          state={stateAfter(false, [
            { type: 'chooseMode', mode: 'document' },
            { type: 'chooseDocument', file: pdf('recepta.pdf') },
          ])}
          onEvent={noop}
          onSubmit={noop}
          lang="pl"
        />
      </BlockTextsProvider>
      <BlockTextsProvider locale="cs">
        <PrescriptionLoaderView
          {...content.cs}
          state={stateAfter(true, [
            { type: 'editName', value: 'Brýle na čtení' },
            { type: 'editValue', eye: 'right', field: 'sphere', value: '+1,5' },
            { type: 'submit' },
            { type: 'sent' },
          ])}
          onEvent={noop}
          onSubmit={noop}
          lang="cs"
        />
      </BlockTextsProvider>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Each loader shows its own state.', async () => {
      const loaders = canvasElement.querySelectorAll('[data-slot="prescription-loader"]');
      await expect([...loaders].map((loader) => loader.getAttribute('data-status'))).toEqual([
        'editing',
        'editing',
        'editing',
        'saved',
      ]);
    });
    await step('The French form names the broken rules.', async () => {
      const french = within(
        canvasElement.querySelectorAll<HTMLElement>('[data-slot="prescription-loader"]')[1]!,
      );
      await expect(french.getByText('Veuillez choisir une valeur par paliers de 0,25.')).toBeVisible();
      await expect(french.getByText('Veuillez indiquer aussi l’axe du cylindre.')).toBeVisible();
      await expect(french.getByText('La valeur doit être comprise entre 20,0 et 40,0.')).toBeVisible();
    });
    await step('The Polish document is shown by its name.', async () => {
      await expect(
        canvasElement.querySelector('[data-slot="prescription-loader-document"]'),
      ).toHaveTextContent('recepta.pdf');
    });
  },
};

/** The shop each language's story plays in. */
const shopOf = { de: 'de-de', fr: 'fr-ch', pl: 'pl-pl', cs: 'cs-cz' } as const satisfies Record<
  Language,
  ShopCode
>;

// Valid fixtures must never be reported.
const onFixtureError = fn();
const onSaveFromPage = fn(() => Promise.resolve({ id: 'rx-page' }));
const onDocumentFromPage = fn(() => Promise.resolve());

function renderFixture(language: Language, preview = false) {
  return () => (
    <BlockTextsProvider locale={getShopByCode(shopOf[language]).locale}>
      <BlockDataProvider shop={getShopByCode(shopOf[language])}>
        <PrescriptionLoaderProvider
          onSavePrescription={onSaveFromPage}
          onPrescriptionDocument={onDocumentFromPage}
        >
          <BlockRenderer
            blok={prescriptionLoaderFixtures[language]}
            preview={preview}
            onBlockError={onFixtureError}
          />
        </PrescriptionLoaderProvider>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

/** German draft content in preview: the page's callbacks come from the provider. */
export const German: Story = {
  render: renderFixture('de', true),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('In preview the block carries the visual editor’s attributes.', async () => {
      await expect(canvasElement.querySelector('[data-slot="prescription-loader"]')).toHaveAttribute(
        'data-blok-uid',
        '531822995-3f5a7c9e-1b2d-4e6f-8a0b-6c7d8e9f0a1b',
      );
    });
    await step('Saving goes to the provider’s callback.', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Bezeichnung Pflichtfeld' }), 'Sonnenbrille');
      await userEvent.type(
        eye(canvasElement, 'Rechtes Auge (R)').getByRole('textbox', { name: 'Sphäre (SPH)' }),
        '-3',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Brillenpass speichern' }));
      await expect(onSaveFromPage).toHaveBeenCalledWith({
        name: 'Sonnenbrille',
        values: { right: { sphere: -3 }, left: {} },
        measuredOn: null,
      });
    });
    await step('Nothing is reported.', async () => {
      await expect(onFixtureError).not.toHaveBeenCalled();
    });
  },
};

export const French: Story = {
  render: renderFixture('fr'),
  decorators: [inLanguage('fr')],
  play: async ({ canvasElement, step }) => {
    const right = eye(canvasElement, 'Œil droit (OD)');
    await step('French labels and the §5 format on leaving a field.', async () => {
      await userEvent.type(right.getByRole('textbox', { name: 'Addition (ADD)' }), '1.75');
      await userEvent.tab();
      await expect(right.getByRole('textbox', { name: 'Addition (ADD)' })).toHaveValue('+1,75');
    });
    await step('A French error names the rule.', async () => {
      await userEvent.type(right.getByRole('textbox', { name: 'Axe (AXE)' }), '190');
      await userEvent.tab();
      await expect(right.getByRole('textbox', { name: 'Axe (AXE)' })).toHaveAccessibleErrorMessage(
        'La valeur doit être comprise entre 0 et 180.',
      );
    });
  },
};

export const Polish: Story = {
  render: renderFixture('pl'),
  decorators: [inLanguage('pl')],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Single vision: no addition field.', async () => {
      const right = eye(canvasElement, 'Prawe oko (OP)');
      await expect(right.getByRole('textbox', { name: 'Sfera (SPH)' })).toBeVisible();
      await expect(right.queryByRole('textbox', { name: 'Addycja (ADD)' })).not.toBeInTheDocument();
    });
    await step('Sending a photo hands it to the page.', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Prześlij zdjęcie lub PDF' }));
      await expect(
        canvas.getByRole('button', { name: 'Zdjęcie lub PDF recepty wymagane Wybierz plik' }),
      ).toBeVisible();
      const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="prescription-loader-file"]')!;
      await userEvent.upload(input, photo('recepta.png'));
      await expect(canvas.getByRole('img', { name: 'Podgląd pliku recepta.png' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Wyślij receptę' }));
      await expect(onDocumentFromPage).toHaveBeenCalledWith(expect.objectContaining({ name: 'recepta.png' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Dziękujemy, otrzymaliśmy Twoją receptę' }),
      ).toBeVisible();
    });
  },
};

export const Czech: Story = {
  render: renderFixture('cs'),
  decorators: [inLanguage('cs')],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('No upload on this page: the values alone.', async () => {
      await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
      await expect(
        canvas.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
      ).toEqual(['Pravé oko (P)', 'Levé oko (L)']);
    });
    await step('A Czech error names the rule.', async () => {
      const left = eye(canvasElement, 'Levé oko (L)');
      await userEvent.type(left.getByRole('textbox', { name: 'Pupilární vzdálenost (PD)' }), '31,2');
      await userEvent.tab();
      await expect(
        left.getByRole('textbox', { name: 'Pupilární vzdálenost (PD)' }),
      ).toHaveAccessibleErrorMessage('Zvolte hodnotu v krocích po 0,5.');
    });
  },
};
