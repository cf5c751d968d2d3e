import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobeIcon } from '../icons/icons.tsx';
import { Button } from './button.tsx';

const variants = ['primary', 'secondary', 'ghost', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: {
    children: 'In den Warenkorb',
    variant: 'primary',
    size: 'md',
    disabled: false,
    loading: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: [...sizes, 'icon'] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant in every size and state: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid grid-cols-[auto_repeat(7,auto)] items-center gap-x-6 gap-y-5 text-sm">
      <span />
      {['sm', 'md', 'lg', 'icon', 'disabled', 'loading', 'as link'].map((column) => (
        <span key={column} className="font-semibold text-foreground-muted">
          {column}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-semibold text-foreground-muted">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              Termin buchen
            </Button>
          ))}
          <Button {...args} variant={variant} size="icon">
            <GlobeIcon />
            <span className="sr-only">Sprache wählen</span>
          </Button>
          <Button {...args} variant={variant} disabled>
            Zur Kasse
          </Button>
          <Button {...args} variant={variant} loading>
            Wird gespeichert
          </Button>
          <Button {...args} variant={variant} asChild>
            <a href="/basket/">Zum Warenkorb</a>
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Clicked: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In den Warenkorb' });
    await step('A click on the button calls onClick once.', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In den Warenkorb' });
    await step('Tab moves the focus onto the button.', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('Enter activates the button.', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Space activates the button too.', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Zur Kasse' },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Zur Kasse' });
    await step('The button is disabled.', async () => {
      await expect(button).toBeDisabled();
    });
    await step('Clicking it does not call onClick.', async () => {
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
    await step('Tab skips it.', async () => {
      await userEvent.tab();
      await expect(button).not.toHaveFocus();
    });
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Wird gespeichert' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Wird gespeichert' });
    await step('The button keeps its label as its accessible name and is marked busy.', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAccessibleName('Wird gespeichert');
    });
    await step('It shows a spinner that assistive technology ignores.', async () => {
      const spinner = button.querySelector('[data-slot="button-spinner"]');
      await expect(spinner).toBeVisible();
      await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    });
    await step('Clicking it does not call onClick.', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const AsLink: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <Button {...args} asChild>
      <a href="/basket/">Zum Warenkorb</a>
    </Button>
  ),
  play: async ({ canvasElement, step }) => {
    await step('With asChild the button renders its child, a link, with the button styles.', async () => {
      const link = within(canvasElement).getByRole('link', { name: 'Zum Warenkorb' });
      await expect(link).toHaveAttribute('href', '/basket/');
      await expect(link).toHaveAttribute('data-slot', 'button');
      await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    });
  },
};
