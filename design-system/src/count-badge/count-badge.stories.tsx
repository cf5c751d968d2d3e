import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { CountBadge, type CountBadgeProps } from './count-badge.tsx';

const tones = ['accent', 'sale', 'inverted'] as const;

/** A basket outline, drawn here because the header's icons are not this component's concern. */
function BasketGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} aria-hidden>
      <path d="M4 9h16l-1.5 10.5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5L4 9Z" />
      <path d="M8.5 9V7a3.5 3.5 0 0 1 7 0v2" />
    </svg>
  );
}

/** The badge where the header puts it: on the corner of the basket link. */
function BasketLink(props: CountBadgeProps) {
  return (
    <Button asChild variant="ghost" size="icon">
      <a href="/basket/">
        <BasketGlyph />
        <span className="sr-only">Warenkorb</span>
        <CountBadge placement="corner" {...props} />
      </a>
    </Button>
  );
}

const meta = {
  title: 'Design system/CountBadge',
  component: CountBadge,
  args: { count: 3, max: 99, showZero: false, label: '3 Artikel im Warenkorb', tone: 'accent' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    placement: { control: 'inline-radio', options: ['inline', 'corner'] },
  },
  render: (args) => <BasketLink {...args} />,
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone with a small, a capped and a zero count, inline and on an icon: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid grid-cols-[auto_repeat(4,auto)] items-center gap-x-8 gap-y-4 text-sm">
      <span />
      {['3', '120 (max 99)', '0 (showZero)', 'corner'].map((column) => (
        <span key={column} className="font-semibold text-foreground-muted">
          {column}
        </span>
      ))}
      {tones.map((tone) => (
        <div key={tone} className="contents">
          <span className="font-semibold text-foreground-muted">{tone}</span>
          <CountBadge {...args} tone={tone} count={3} label="3 Artikel im Warenkorb" />
          <CountBadge {...args} tone={tone} count={120} label="120 Artikel auf der Merkliste" />
          <CountBadge {...args} tone={tone} count={0} showZero label="0 Artikel im Warenkorb" />
          <BasketLink {...args} tone={tone} count={7} label="7 Artikel im Warenkorb" />
        </div>
      ))}
    </div>
  ),
};

export const CapsAtMax: Story = {
  args: { count: 120, max: 99, label: '120 produktů v košíku' },
  play: async ({ args, canvasElement, step }) => {
    const link = within(canvasElement).getByRole('link');
    const badge = canvasElement.querySelector('[data-slot="count-badge"]');
    await step('Above the maximum the badge shows the maximum with a plus.', async () => {
      await expect(badge).toHaveTextContent(/^99\+/);
      await expect(badge).toHaveAttribute('data-capped', 'true');
    });
    await step('Screen readers hear the label with the real count, not the capped number.', async () => {
      const value = canvasElement.querySelector('[data-slot="count-badge-value"]');
      await expect(value).toHaveAttribute('aria-hidden', 'true');
      await expect(link).toHaveAccessibleName(`Warenkorb ${args.label}`);
    });
  },
};

export const BelowMax: Story = {
  args: { count: 5, max: 9, label: '5 Artikel auf der Merkliste' },
  play: async ({ canvasElement, step }) => {
    await step('Up to the maximum the badge shows the count itself.', async () => {
      const value = canvasElement.querySelector('[data-slot="count-badge-value"]');
      await expect(value).toHaveTextContent(/^5$/);
      await expect(canvasElement.querySelector('[data-capped]')).not.toBeInTheDocument();
    });
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0, label: '0 Artikel im Warenkorb' },
  play: async ({ canvasElement, step }) => {
    await step('With a count of 0 no badge is rendered.', async () => {
      await expect(canvasElement.querySelector('[data-slot="count-badge"]')).not.toBeInTheDocument();
    });
    await step('The link keeps its own name.', async () => {
      await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Warenkorb');
    });
  },
};

export const ShownAtZero: Story = {
  args: { count: 0, showZero: true, label: '0 articles dans le panier' },
  play: async ({ canvasElement, step }) => {
    await step('With showZero the badge shows 0.', async () => {
      const value = canvasElement.querySelector('[data-slot="count-badge-value"]');
      await expect(value).toHaveTextContent(/^0$/);
    });
  },
};
