import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.tsx';

const variants = [
  'new',
  'sold_out',
  'online_exclusive',
  'sustainable',
  'premium',
  'neutral',
  'sale',
  'info',
] as const;
const sizes = ['sm', 'md'] as const;

/** German shop texts of the §3 badges and the other variants. */
const germanText = {
  new: 'Neu',
  sold_out: 'Ausverkauft',
  online_exclusive: 'Nur online',
  sustainable: 'Nachhaltig',
  premium: 'Premium',
  neutral: '2 Farben',
  sale: '−30 %',
  info: 'Gleitsichtfähig',
} satisfies Record<(typeof variants)[number], string>;

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Neu', variant: 'new', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant in both sizes: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid grid-cols-[auto_auto_auto] items-center gap-x-6 gap-y-3 text-sm">
      <span />
      {sizes.map((size) => (
        <span key={size} className="font-semibold text-foreground-muted">
          {size}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-semibold text-foreground-muted">{variant}</span>
          {sizes.map((size) => (
            <Badge key={size} {...args} variant={variant} size={size}>
              {germanText[variant]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** The badges of a product card in §4 priority order, in Polish. */
export const OnAProductCard: Story = {
  render: (args) => (
    <ul aria-label="Oznaczenia produktu" className="flex flex-wrap gap-1.5">
      <li>
        <Badge {...args} variant="new">
          Nowość
        </Badge>
      </li>
      <li>
        <Badge {...args} variant="online_exclusive">
          Tylko online
        </Badge>
      </li>
      <li>
        <Badge {...args} variant="sustainable">
          Zrównoważony
        </Badge>
      </li>
    </ul>
  ),
  play: async ({ canvasElement, step }) => {
    await step('Each badge shows its text and names its variant for styling and tests.', async () => {
      const badge = within(canvasElement).getByText('Tylko online');
      await expect(badge).toHaveAttribute('data-slot', 'badge');
      await expect(badge).toHaveAttribute('data-variant', 'online_exclusive');
    });
  },
};
