import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo, logoVariantForCountry, logoVariantNames } from './logo.tsx';

const meta = {
  title: 'Design system/Logo',
  component: Logo,
  args: { variant: 'default', tone: 'default', className: 'h-10' },
  argTypes: {
    variant: { control: 'inline-radio', options: logoVariantNames },
    tone: { control: 'inline-radio', options: ['default', 'inverted'] },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The three wordmarks on light and dark surfaces: the screenshot target. */
export const Matrix: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-6">
      {logoVariantNames.map((variant) => (
        <div key={variant} className="contents" data-variant-row={variant}>
          <div className="rounded-lg bg-surface p-6">
            <Logo {...args} variant={variant} tone="default" />
          </div>
          <div className="rounded-lg bg-surface-inverted p-6">
            <Logo {...args} variant={variant} tone="inverted" />
          </div>
        </div>
      ))}
    </div>
  ),
};

export const CountryLogos: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-4">
      {(['DE', 'AT', 'CH', 'IT', 'CZ', 'PL'] as const).map((country) => (
        <li key={country} data-country={country} className="flex items-center gap-4">
          <span className="w-8 text-sm font-semibold text-foreground-muted">{country}</span>
          <Logo {...args} variant={logoVariantForCountry(country)} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const logoOf = (country: string) =>
      canvas.getByText(country).parentElement?.querySelector('[data-slot="logo"]');
    await step('Czechia gets the Lumen Optika wordmark and Poland the Lumen Optyk wordmark.', async () => {
      await expect(logoOf('CZ')).toHaveTextContent('Lumen Optika');
      await expect(logoOf('PL')).toHaveTextContent('Lumen Optyk');
    });
    await step(
      'Germany, Austria, Switzerland and Italy share the default Lumen Optik wordmark.',
      async () => {
        for (const country of ['DE', 'AT', 'CH', 'IT']) {
          await expect(logoOf(country)).toHaveAttribute('data-variant', 'default');
          await expect(logoOf(country)?.textContent).toBe('Lumen Optik');
        }
      },
    );
  },
};
