import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { MaskedInput } from './masked-input.tsx';

type MaskedInputStoryArgs = {
  label: string;
  description: string;
  error: string;
  mask: string;
  placeholder: string;
  defaultValue: string;
  width: 'full' | 'mask';
  size: 'sm' | 'md' | 'lg';
  disabled: boolean;
  onValueChange: (value: string) => void;
};

function MaskedInputExample({ label, description, error, disabled, ...inputProps }: MaskedInputStoryArgs) {
  return (
    <Field disabled={disabled} className="w-80 max-w-full">
      <FieldLabel>{label}</FieldLabel>
      <MaskedInput {...inputProps} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: 'Design system/MaskedInput',
  component: MaskedInputExample,
  args: {
    label: 'Geburtsdatum',
    description: 'Format: TT.MM.JJJJ',
    error: '',
    mask: '##.##.####',
    placeholder: 'TT.MM.JJJJ',
    defaultValue: '',
    width: 'full',
    size: 'md',
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['full', 'mask'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof MaskedInputExample>;

export default meta;
type Story = StoryObj<typeof meta>;

function input(canvasElement: HTMLElement, name: string | RegExp): HTMLInputElement {
  const element = within(canvasElement).getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

export const Default: Story = {};

const examples = [
  { label: 'Geburtsdatum', mask: '##.##.####', value: '', placeholder: 'TT.MM.JJJJ' },
  { label: 'Date de naissance', mask: '##.##.####', value: '24.12.1978' },
  { label: 'Kod pocztowy', mask: '##-###', value: '00-950' },
  { label: 'PSČ', mask: '### ##', value: '110 00' },
  { label: 'Gutscheincode', mask: '****-****', value: 'LUMN-8K2Q' },
  { label: 'Länderkürzel', mask: '@@', value: 'AT' },
  { label: 'Postleitzahl', mask: '#####', value: '1011', error: 'Bitte vervollständigen Sie die Eingabe.' },
  { label: 'Numer zamówienia', mask: '############', value: '482019', disabled: true },
] as const;

/** Masks of dates, zip codes and codes: empty, filled, incomplete with an error, disabled; both widths. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="grid grid-cols-1 gap-x-8 gap-y-6 sm:grid-cols-2">
      {(['full', 'mask'] as const).map((width) => (
        <div key={width} className="flex min-w-0 flex-col gap-4">
          <span className="text-sm font-semibold text-foreground-muted">width: {width}</span>
          {examples.map((example) => (
            <Field key={example.label} disabled={'disabled' in example}>
              <FieldLabel>{example.label}</FieldLabel>
              <MaskedInput
                mask={example.mask}
                width={width}
                defaultValue={example.value}
                placeholder={'placeholder' in example ? example.placeholder : undefined}
              />
              <FieldDescription>Maske {example.mask}</FieldDescription>
              <FieldError>{'error' in example ? example.error : undefined}</FieldError>
            </Field>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const TypingAppliesTheMask: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('Tab moves the focus into the input, which asks for the number pad.', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('inputmode', 'numeric');
    });
    await step('Typed digits get the dots of the mask as they go.', async () => {
      await userEvent.keyboard('0102');
      await expect(field).toHaveValue('01.02');
      await userEvent.keyboard('1990');
      await expect(field).toHaveValue('01.02.1990');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('01.02.1990');
    });
    await step('The filled mask is marked complete, and more typing is cut off.', async () => {
      await expect(field).toHaveAttribute('data-complete', 'true');
      await userEvent.keyboard('7');
      await expect(field).toHaveValue('01.02.1990');
    });
  },
};

export const CharactersThatDoNotFitAreSkipped: Story = {
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step(
      'Letters typed into digit slots are dropped, and the caret stays after the digits.',
      async () => {
        await userEvent.type(field, '1a5b');
        await expect(field).toHaveValue('15');
        await expect(field.selectionStart).toBe(2);
      },
    );
    await step('A dot typed by hand lands where the mask has one.', async () => {
      await userEvent.keyboard('.0');
      await expect(field).toHaveValue('15.0');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('15.0');
    });
  },
};

export const DeletingKeepsTheCaret: Story = {
  args: { defaultValue: '01.02' },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('Backspace at the end removes digits and then the dot, never getting stuck.', async () => {
      await userEvent.click(field);
      field.setSelectionRange(5, 5);
      await userEvent.keyboard('{Backspace}');
      await expect(field).toHaveValue('01.0');
      await userEvent.keyboard('{Backspace}');
      await expect(field).toHaveValue('01.');
      await userEvent.keyboard('{Backspace}');
      await expect(field).toHaveValue('01');
    });
    await step('Backspace right after a dot the mask wrote deletes the digit before it.', async () => {
      await userEvent.keyboard('02');
      await expect(field).toHaveValue('01.02');
      field.setSelectionRange(3, 3);
      await userEvent.keyboard('{Backspace}');
      await expect(field).toHaveValue('00.2');
      await expect(field.selectionStart).toBe(1);
    });
    await step('Delete right before a dot deletes the digit after it.', async () => {
      await userEvent.clear(field);
      await userEvent.keyboard('1503');
      field.setSelectionRange(2, 2);
      await userEvent.keyboard('{Delete}');
      await expect(field).toHaveValue('15.3');
      await expect(field.selectionStart).toBe(2);
    });
  },
};

export const TypingInTheMiddleKeepsTheCaret: Story = {
  args: { defaultValue: '01.02' },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('A digit typed in the middle shifts the rest and the caret stays after it.', async () => {
      await userEvent.click(field);
      field.setSelectionRange(1, 1);
      await userEvent.keyboard('3');
      await expect(field).toHaveValue('03.10.2');
      await expect(field.selectionStart).toBe(2);
    });
    await step('The next digit jumps the dot and lands after it, with the caret behind it.', async () => {
      await userEvent.keyboard('4');
      await expect(field).toHaveValue('03.41.02');
      await expect(field.selectionStart).toBe(4);
    });
  },
};

export const PastingIsMasked: Story = {
  args: {
    label: 'Kod pocztowy',
    description: 'Format: 00-000',
    mask: '##-###',
    placeholder: '00-000',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('Pasted digits get the hyphen.', async () => {
      await userEvent.click(field);
      await userEvent.paste('00950');
      await expect(field).toHaveValue('00-950');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('00-950');
    });
    await step('Pasted text with other characters keeps only what fits.', async () => {
      await userEvent.clear(field);
      await userEvent.paste('PL 31 - 154 Kraków');
      await expect(field).toHaveValue('31-154');
      await expect(field.selectionStart).toBe(6);
    });
  },
};

export const KeyboardPerMask: Story = {
  render: () => (
    <div className="flex w-80 max-w-full flex-col gap-4">
      <Field>
        <FieldLabel>PSČ</FieldLabel>
        <MaskedInput mask="### ##" />
      </Field>
      <Field>
        <FieldLabel>Kód poukázky</FieldLabel>
        <MaskedInput mask="****-****" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const zip = input(canvasElement, 'PSČ');
    const code = input(canvasElement, 'Kód poukázky');
    await step(
      'A mask of digits asks for the number pad, a mask with letters for the keyboard.',
      async () => {
        await expect(zip).toHaveAttribute('inputmode', 'numeric');
        await expect(code).toHaveAttribute('inputmode', 'text');
      },
    );
    await step('The Czech zip code gets its space, the code its hyphen.', async () => {
      await userEvent.type(zip, '11000');
      await expect(zip).toHaveValue('110 00');
      await userEvent.type(code, 'léto2024');
      await expect(code).toHaveValue('léto-2024');
    });
  },
};

export const InField: Story = {
  args: {
    label: 'Date de naissance',
    description: 'Format : JJ.MM.AAAA',
    placeholder: 'JJ.MM.AAAA',
    error: 'Veuillez saisir la date au format JJ.MM.AAAA.',
    defaultValue: '12.3',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('The label names the input, the help and the error describe it.', async () => {
      await expect(field).toHaveAccessibleName(args.label);
      await expect(field).toHaveAccessibleDescription(`${args.description} ${args.error}`);
      await expect(field).toHaveAccessibleErrorMessage(args.error);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('A click on the label focuses the input.', async () => {
      await userEvent.click(within(canvasElement).getByText(args.label));
      await expect(field).toHaveFocus();
    });
  },
};

export const Disabled: Story = {
  args: {
    label: 'Datum narození',
    description: 'Formát: DD.MM.RRRR',
    disabled: true,
    defaultValue: '07.11.1985',
  },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('The input is disabled and Tab skips it.', async () => {
      await expect(field).toBeDisabled();
      await userEvent.tab();
      await expect(field).not.toHaveFocus();
    });
    await step('Typing changes nothing.', async () => {
      await userEvent.type(field, '1');
      await expect(field).toHaveValue('07.11.1985');
      await expect(args.onValueChange).not.toHaveBeenCalled();
    });
  },
};

/** §9 phone width: the mask-wide input stays inside the screen. */
export const Mobile: Story = {
  args: {
    width: 'mask',
    label: 'Data urodzenia',
    description: 'Format: DD.MM.RRRR',
    placeholder: 'DD.MM.RRRR',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const field = input(canvasElement, args.label);
    await step('The input is as wide as the date and no wider than its field.', async () => {
      const width = field.getBoundingClientRect().width;
      await expect(width).toBeGreaterThan(100);
      await expect(width).toBeLessThanOrEqual(
        field.closest('[data-slot="field"]')!.getBoundingClientRect().width,
      );
    });
    await step('Typing a date fits the mask.', async () => {
      await userEvent.type(field, '31121999');
      await expect(field).toHaveValue('31.12.1999');
    });
  },
};
