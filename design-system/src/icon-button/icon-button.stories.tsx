import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, GlobeIcon } from '../icons/icons.tsx';
import { IconButton } from './icon-button.tsx';

const variants = ['primary', 'secondary', 'ghost'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: {
    label: 'Suche schließen',
    children: <CloseIcon />,
    variant: 'ghost',
    size: 'md',
    disabled: false,
    loading: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    children: { control: false },
    asChild: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant in every size and state: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid grid-cols-[auto_repeat(6,auto)] items-center gap-x-6 gap-y-5 text-sm">
      <span />
      {[...sizes, 'disabled', 'loading', 'as link'].map((column) => (
        <span key={column} className="font-semibold text-foreground-muted">
          {column}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-semibold text-foreground-muted">{variant}</span>
          {sizes.map((size) => (
            <IconButton key={size} {...args} variant={variant} size={size} label={`Sprache wählen (${size})`}>
              <GlobeIcon />
            </IconButton>
          ))}
          <IconButton {...args} variant={variant} label="Schließen" disabled>
            <CloseIcon />
          </IconButton>
          <IconButton {...args} variant={variant} label="Wird geladen" loading>
            <GlobeIcon />
          </IconButton>
          <IconButton {...args} variant={variant} label="Zur Startseite" asChild>
            <a href="/">
              <GlobeIcon />
            </a>
          </IconButton>
        </div>
      ))}
    </div>
  ),
};

export const NamedByLabel: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await step(
      'The label is the accessible name, in visually hidden text; the icon is hidden from assistive technology.',
      async () => {
        await expect(button).toHaveAccessibleName(args.label);
        await expect(within(button).getByText(args.label)).toHaveClass('sr-only');
        await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      },
    );
    await step('The button is square.', async () => {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
      await expect(height).toBe(44);
    });
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await step('Tab moves the focus onto the button.', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('Enter and Space activate it.', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await step('The button is disabled; clicking it does nothing and Tab skips it.', async () => {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
      await userEvent.tab();
      await expect(button).not.toHaveFocus();
    });
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Zur Merkliste hinzufügen', children: <GlobeIcon /> },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    await step('The spinner takes the icon’s place, and the button is busy.', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button.querySelector('[data-slot="button-spinner"]')).toBeVisible();
      await expect(button.querySelector('svg:not([data-slot="button-spinner"])')).not.toBeVisible();
    });
    await step('Clicking it does nothing.', async () => {
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const AsLink: Story = {
  args: { variant: 'secondary', label: 'Přejít na úvodní stránku' },
  render: (args) => (
    <IconButton {...args} asChild>
      <a href="/">
        <GlobeIcon />
      </a>
    </IconButton>
  ),
  play: async ({ args, canvasElement, step }) => {
    await step('With asChild it renders the link, named by the label inside it.', async () => {
      const link = within(canvasElement).getByRole('link', { name: args.label });
      await expect(link).toHaveAttribute('href', '/');
      await expect(link).toHaveAttribute('data-slot', 'icon-button');
      await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
    });
  },
};
