import type { VariantStock } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityLine, type AvailabilityLabels } from './availability-line.tsx';

const labels = {
  de: {
    immediately_available: 'Sofort lieferbar',
    available_soon: (quantity: number) => `Nur noch ${quantity} Stück – bald lieferbar`,
    available_as_soon_as_possible: 'Schnellstmöglich lieferbar',
    not_available: 'Nicht lieferbar',
  },
  fr: {
    immediately_available: 'Disponible immédiatement',
    available_soon: (quantity: number) => `Plus que ${quantity} en stock – bientôt disponible`,
    available_as_soon_as_possible: 'Livrable dès que possible',
    not_available: 'Non disponible',
  },
  pl: {
    immediately_available: 'Dostępny od ręki',
    available_soon: (quantity: number) => `Zostało tylko ${quantity} szt. – wkrótce dostępny`,
    available_as_soon_as_possible: 'Dostawa najszybciej, jak to możliwe',
    not_available: 'Niedostępny',
  },
  cs: {
    immediately_available: 'Skladem, ihned k odeslání',
    available_soon: (quantity: number) => `Zbývají jen ${quantity} ks – brzy k dispozici`,
    available_as_soon_as_possible: 'Dodáme co nejdříve',
    not_available: 'Nedostupné',
  },
} satisfies Record<string, AvailabilityLabels>;

const meta = {
  title: 'Design system/AvailabilityLine',
  component: AvailabilityLine,
  args: {
    stock: { quantity: 12, isSellableWithoutStock: false },
    labels: labels.de,
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    labels: { control: false },
  },
} satisfies Meta<typeof AvailabilityLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

type Case = { stock: VariantStock['stock']; tier: string; text: string };

/** §4 and §9 (low-stock threshold 5): the stock cases at and around each tier's edge. */
const cases: Case[] = [
  {
    stock: { quantity: 12, isSellableWithoutStock: false },
    tier: 'immediately_available',
    text: 'Sofort lieferbar',
  },
  {
    stock: { quantity: 6, isSellableWithoutStock: false },
    tier: 'immediately_available',
    text: 'Sofort lieferbar',
  },
  {
    stock: { quantity: 5, isSellableWithoutStock: false },
    tier: 'available_soon',
    text: 'Nur noch 5 Stück – bald lieferbar',
  },
  {
    stock: { quantity: 1, isSellableWithoutStock: true },
    tier: 'available_soon',
    text: 'Nur noch 1 Stück – bald lieferbar',
  },
  {
    stock: { quantity: 0, isSellableWithoutStock: true },
    tier: 'available_as_soon_as_possible',
    text: 'Schnellstmöglich lieferbar',
  },
  { stock: { quantity: 0, isSellableWithoutStock: false }, tier: 'not_available', text: 'Nicht lieferbar' },
  { stock: { quantity: -2, isSellableWithoutStock: false }, tier: 'not_available', text: 'Nicht lieferbar' },
];

const languages = ['de', 'fr', 'pl', 'cs'] as const;

/** Every tier in every size and language: the screenshot target. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div className="grid gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr_1fr]">
      {cases.map(({ stock }, index) => (
        <div key={index} className="contents">
          <span className="text-sm text-foreground-muted tabular-nums">
            {stock.quantity} / {stock.isSellableWithoutStock ? 'sellable' : '—'}
          </span>
          <AvailabilityLine {...args} stock={stock} size="md" />
          <AvailabilityLine {...args} stock={stock} size="sm" />
        </div>
      ))}
      {languages
        .slice(1)
        .map((language) =>
          [8, 3, 0].map((quantity) => (
            <AvailabilityLine
              key={`${language}-${quantity}`}
              {...args}
              labels={labels[language]}
              stock={{ quantity, isSellableWithoutStock: quantity === 0 && language !== 'cs' }}
              className="sm:col-span-3"
            />
          )),
        )}
    </div>
  ),
};

export const TiersTable: Story = {
  render: (args) => (
    <ul className="flex flex-col gap-2">
      {cases.map(({ stock }, index) => (
        <li key={index}>
          <AvailabilityLine {...args} stock={stock} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, step }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-slot="availability-line"]');
    for (const [index, { stock, tier, text }] of cases.entries()) {
      await step(
        `Stock ${stock.quantity}${stock.isSellableWithoutStock ? ', sellable without stock,' : ''} is ${tier}: "${text}".`,
        async () => {
          const line = lines[index];
          await expect(line).toHaveAttribute('data-tier', tier);
          await expect(line).toHaveTextContent(text);
        },
      );
    }
  },
};

export const DotRepeatsTheText: Story = {
  args: { stock: { quantity: 3, isSellableWithoutStock: false }, labels: labels.pl },
  play: async ({ canvasElement, step }) => {
    const line = within(canvasElement).getByText('Zostało tylko 3 szt. – wkrótce dostępny');
    const dot = canvasElement.querySelector('[data-slot="availability-dot"]');
    await step('The sentence is the whole accessible content; the dot is hidden.', async () => {
      await expect(line).toBeVisible();
      await expect(dot?.closest('[aria-hidden="true"]')).not.toBeNull();
    });
    await step('The dot takes the warning colour for "available soon".', async () => {
      await expect(getComputedStyle(dot ?? canvasElement).backgroundColor).toBe('rgb(140, 83, 0)');
    });
  },
};

export const LongSentenceWraps: Story = {
  args: {
    stock: { quantity: 0, isSellableWithoutStock: true },
    labels: {
      ...labels.cs,
      available_as_soon_as_possible: 'Momentálně není skladem, dodáme co nejdříve po naskladnění',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="w-48">
      <AvailabilityLine {...args} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const text = canvasElement.querySelector('[data-slot="availability-text"]');
    const dot = canvasElement.querySelector('[data-slot="availability-dot"]');
    if (!text || !dot) throw new Error('No availability line rendered');
    await step('A sentence that wraps keeps the dot beside its first line.', async () => {
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      const textBox = text.getBoundingClientRect();
      const dotBox = dot.getBoundingClientRect();
      await expect(textBox.height).toBeGreaterThan(lineHeight * 1.5);
      await expect(Math.abs(dotBox.top + dotBox.height / 2 - (textBox.top + lineHeight / 2))).toBeLessThan(1);
    });
  },
};
