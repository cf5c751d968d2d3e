import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, FieldContent, FieldDescription, FieldLabel } from '../field/field.tsx';
import { Switch } from './switch.tsx';

type SwitchStoryArgs = {
  label: string;
  description: string;
  size: 'md' | 'lg';
  disabled: boolean;
  defaultChecked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A setting row: label and help on the left, the switch on the right. */
function SwitchExample({ label, description, disabled, ...switchProps }: SwitchStoryArgs) {
  return (
    <Field orientation="horizontal" disabled={disabled} className="w-96 max-w-full justify-between">
      <FieldContent>
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
      </FieldContent>
      <Switch {...switchProps} />
    </Field>
  );
}

const meta = {
  title: 'Design system/Switch',
  component: SwitchExample,
  args: {
    label: 'Erinnerung an die Nachbestellung',
    description: 'Wir schreiben Ihnen, bevor Ihre Kontaktlinsen zur Neige gehen.',
    size: 'md',
    disabled: false,
    defaultChecked: false,
    onCheckedChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof SwitchExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Off and on in both sizes, enabled and disabled: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className="flex flex-col gap-8">
      <div className="grid w-fit grid-cols-[auto_repeat(4,auto)] items-center gap-x-4 gap-y-4 text-sm sm:gap-x-8">
        <span />
        {['off', 'on', 'off disabled', 'on disabled'].map((column) => (
          <span key={column} className="font-semibold text-foreground-muted">
            {column}
          </span>
        ))}
        {(['md', 'lg'] as const).map((size) => (
          <div key={size} className="contents">
            <span className="font-semibold text-foreground-muted">{size}</span>
            <Switch size={size} aria-label={`Newsletter ${size} aus`} />
            <Switch size={size} aria-label={`Newsletter ${size} an`} defaultChecked />
            <Switch size={size} aria-label={`Newsletter ${size} aus, gesperrt`} disabled />
            <Switch size={size} aria-label={`Newsletter ${size} an, gesperrt`} defaultChecked disabled />
          </div>
        ))}
      </div>
      <div className="flex max-w-md flex-col gap-5">
        <SwitchExample
          label="Powiadomienia SMS"
          description="Informujemy, gdy okulary są gotowe do odbioru."
          size="md"
          disabled={false}
          defaultChecked
          onCheckedChange={() => {}}
        />
        <SwitchExample
          label="Připomenutí termínu"
          description="Den před návštěvou pobočky."
          size="md"
          disabled
          defaultChecked={false}
          onCheckedChange={() => {}}
        />
      </div>
    </div>
  ),
};

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: args.label });
    await step('Tab moves the focus onto the switch, which the help text describes.', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await expect(toggle).toHaveAccessibleDescription(args.description);
    });
    await step('Space turns it on.', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).toBeChecked();
      await expect(toggle).toHaveAttribute('data-state', 'checked');
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space turns it off again.', async () => {
      await userEvent.keyboard(' ');
      await expect(toggle).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const ClickOnLabel: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('The label is associated with the switch, and a click on it turns it on.', async () => {
      const toggle = canvas.getByLabelText(args.label);
      await userEvent.click(canvas.getByText(args.label));
      await expect(toggle).toBeChecked();
    });
    await step('The thumb slides to the end of the track.', async () => {
      const toggle = canvas.getByRole('switch', { name: args.label });
      const thumb = toggle.querySelector('[data-slot="switch-thumb"]');
      if (!thumb) throw new Error('The switch has no thumb');
      // The track's 2 px border stays around the thumb.
      await waitFor(() =>
        expect(thumb.getBoundingClientRect().right).toBeCloseTo(toggle.getBoundingClientRect().right - 2, 0),
      );
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: args.label });
    await step('The switch is disabled and stays on when it or its label is clicked.', async () => {
      await expect(toggle).toBeDisabled();
      await userEvent.click(toggle);
      await userEvent.click(canvas.getByText(args.label));
      await expect(toggle).toBeChecked();
      await expect(args.onCheckedChange).not.toHaveBeenCalled();
    });
    await step('Tab skips it.', async () => {
      await userEvent.tab();
      await expect(toggle).not.toHaveFocus();
    });
  },
};
