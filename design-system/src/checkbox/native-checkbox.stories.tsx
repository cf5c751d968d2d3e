import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, FieldLabel } from '../field/field.tsx';
import { NativeCheckbox } from './native-checkbox.tsx';

type NativeCheckboxStoryArgs = {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; defaultChecked?: boolean; disabled?: boolean }[];
  onSubmit: (values: string[]) => void;
};

/** A GET filter form as a listing renders it before scripts load: the form reads the inputs itself. */
function NativeCheckboxForm({ legend, name, options, onSubmit }: NativeCheckboxStoryArgs) {
  return (
    <form
      className="flex w-80 max-w-full flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).getAll(name).map(String));
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold">{legend}</legend>
        {options.map((option) => (
          <Field
            key={option.value}
            orientation="horizontal"
            disabled={option.disabled}
            className="items-center"
          >
            <NativeCheckbox name={name} value={option.value} defaultChecked={option.defaultChecked} />
            <FieldLabel className="font-normal">{option.label}</FieldLabel>
          </Field>
        ))}
      </fieldset>
      <button type="submit" className="w-fit underline">
        Anwenden
      </button>
    </form>
  );
}

const meta = {
  title: 'Design system/Checkbox/Native',
  component: NativeCheckboxForm,
  args: {
    legend: 'Gesichtsform',
    name: 'filters[faceShape]',
    options: [
      { value: '6001', label: 'Oval (20)', defaultChecked: true },
      { value: '6002', label: 'Rund (17)' },
      { value: '6003', label: 'Eckig (0)', disabled: true },
    ],
    onSubmit: fn(),
  },
} satisfies Meta<typeof NativeCheckboxForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SubmittedByAPlainForm: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('A checked box is a real checkbox input, named by its label.', async () => {
      const oval = canvas.getByRole('checkbox', { name: 'Oval (20)' });
      await expect(oval).toBeChecked();
      await expect(oval.tagName).toBe('INPUT');
    });
    await step('A click on a label toggles its box, and Space toggles the focused one.', async () => {
      await userEvent.click(canvas.getByText('Rund (17)'));
      await expect(canvas.getByRole('checkbox', { name: 'Rund (17)' })).toBeChecked();
      canvas.getByRole('checkbox', { name: 'Oval (20)' }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('checkbox', { name: 'Oval (20)' })).not.toBeChecked();
    });
    await step('A value without products cannot be checked.', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Eckig (0)' })).toBeDisabled();
    });
    await step('The form submits the checked values under the name.', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Anwenden' }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith(['6002']);
    });
  },
};
